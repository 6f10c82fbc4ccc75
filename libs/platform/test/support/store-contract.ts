import type { KeyValueStore } from '../../src';
import { sleep } from './wait';

/** Behaviour the Redis and memory stores share. */
export function describeStoreContract(name: string, open: () => Promise<KeyValueStore>, cleanUp: () => Promise<void>): void {
  describe(`${name}: KeyValueStore contract`, () => {
    let store: KeyValueStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await cleanUp();
    });

    it('sets, gets and deletes strings', async () => {
      expect(await store.get('greeting')).toBeNull();
      await store.set('greeting', 'hello');
      expect(await store.get('greeting')).toBe('hello');
      expect(await store.ttl('greeting')).toBeNull();
      await store.del('greeting');
      expect(await store.get('greeting')).toBeNull();
    });

    it('honours a ttl', async () => {
      await store.set('short-lived', 'x', { ttlSeconds: 1 });
      expect(await store.ttl('short-lived')).toBe(1);
      expect(await store.get('short-lived')).toBe('x');
      await sleep(1100);
      expect(await store.get('short-lived')).toBeNull();
    });

    it('setIfAbsent sets only a missing key, once among concurrent callers, with its ttl', async () => {
      const wins = await Promise.all(Array.from({ length: 20 }, (_, index) => store.setIfAbsent('claim', String(index), { ttlSeconds: 30 })));
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect(await store.get('claim')).toBe(String(wins.indexOf(true)));
      expect(await store.ttl('claim')).toBeGreaterThan(25);
      expect(await store.setIfAbsent('claim', 'again')).toBe(false);
      await store.del('claim');
      expect(await store.setIfAbsent('claim', 'fresh')).toBe(true);
      await store.del('claim');
    });

    it('counts with incr, starting the ttl when the counter is created', async () => {
      expect(await store.incr('attempts', { ttlSeconds: 60 })).toBe(1);
      expect(await store.incr('attempts', { ttlSeconds: 60 })).toBe(2);
      const ttl = await store.ttl('attempts');
      expect(ttl).toBeGreaterThan(55);
      expect(ttl).toBeLessThanOrEqual(60);
    });

    it('expire reports whether the key exists', async () => {
      expect(await store.expire('missing', 10)).toBe(false);
      await store.set('present', 'x');
      expect(await store.expire('present', 10)).toBe(true);
      expect(await store.ttl('present')).toBe(10);
    });

    it('keeps sets of members', async () => {
      await store.setAdd('members', 'a');
      await store.setAdd('members', 'b');
      await store.setAdd('members', 'a');
      expect((await store.setMembers('members')).sort()).toEqual(['a', 'b']);
      await store.setRemove('members', 'a');
      expect(await store.setMembers('members')).toEqual(['b']);
      expect(await store.setMembers('nobody')).toEqual([]);
    });
  });
}
