import { randomUUID } from 'node:crypto';
import { SessionStore, type KeyValueStore } from '../../src';

/** Session rules on top of any KeyValueStore. */
export function describeSessionContract(name: string, open: () => Promise<KeyValueStore>, cleanUp: () => Promise<void>): void {
  describe(`${name}: SessionStore`, () => {
    let store: KeyValueStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      await cleanUp();
    });

    it('creates a 256-bit random id and reads the session back', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const id = await sessions.create({ userId, isAdmin: false });
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      expect(await sessions.get(id)).toMatchObject({ userId, isAdmin: false, createdAt: expect.any(Number) });
      expect(await sessions.get('not-a-session-id')).toBeNull();
    });

    it('destroys one session', async () => {
      const sessions = new SessionStore(store);
      const id = await sessions.create({ userId: randomUUID(), isAdmin: false });
      await sessions.destroy(id);
      expect(await sessions.get(id)).toBeNull();
    });

    it('destroyAllForUser ends every session of the user except the one kept', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const other = await sessions.create({ userId: randomUUID(), isAdmin: false });
      const [laptop, phone, tablet] = await Promise.all([
        sessions.create({ userId, isAdmin: false }),
        sessions.create({ userId, isAdmin: false }),
        sessions.create({ userId, isAdmin: false }),
      ]);
      expect(await sessions.destroyAllForUser(userId, laptop)).toBe(2);
      expect(await sessions.get(laptop)).not.toBeNull();
      expect(await sessions.get(phone)).toBeNull();
      expect(await sessions.get(tablet)).toBeNull();
      expect(await sessions.get(other)).not.toBeNull();
      expect(await sessions.destroyAllForUser(userId)).toBe(1);
      expect(await sessions.get(laptop)).toBeNull();
    });

    it('updateUser changes the role on every live session', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const id = await sessions.create({ userId, isAdmin: false });
      await sessions.updateUser(userId, { isAdmin: true });
      expect(await sessions.get(id)).toMatchObject({ isAdmin: true });
    });

    it('ends a session after the idle timeout and after the absolute lifetime', async () => {
      let now = Date.now();
      const sessions = new SessionStore(store, { idleTtlSeconds: 3600, absoluteTtlSeconds: 7200, now: () => now });
      const idle = await sessions.create({ userId: randomUUID(), isAdmin: false });
      const busy = await sessions.create({ userId: randomUUID(), isAdmin: false });
      for (let step = 0; step < 4; step += 1) {
        now += 1800 * 1000;
        // `busy` is used every half hour; `idle` never again.
        if (step < 3) expect(await sessions.get(busy)).not.toBeNull();
      }
      expect(await sessions.get(idle)).toBeNull();
      // Two hours after sign-in the busy one ends too, however active.
      expect(await sessions.get(busy)).toBeNull();
    });
  });
}
