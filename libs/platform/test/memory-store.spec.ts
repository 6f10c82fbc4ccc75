import { createMemoryStore, createRateLimiter } from '../src';
import { describeSessionContract } from './support/session-contract';
import { describeStoreContract } from './support/store-contract';

describeStoreContract('memory store', async () => createMemoryStore({ prefix: 'test' }), async () => undefined);
describeSessionContract('memory store', async () => createMemoryStore({ prefix: 'test' }), async () => undefined);

describe('memory store clock', () => {
  it('expires keys by its clock', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ now: () => now });
    await store.set('code', '1234', { ttlSeconds: 300 });
    now += 299_000;
    expect(await store.get('code')).toBe('1234');
    now += 1_000;
    expect(await store.get('code')).toBeNull();
  });
});

describe('rate limiter on the memory store', () => {
  it('allows `points` attempts per window, then refuses with RATE_LIMITED', async () => {
    const limiter = createRateLimiter({ store: createMemoryStore(), keyPrefix: 'login', points: 3, durationSeconds: 60 });
    for (let attempt = 0; attempt < 3; attempt += 1) await limiter.consume('alice');
    await expect(limiter.consume('alice')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts, try again in \d+ seconds$/),
    });
    await limiter.consume('bob');
    await limiter.reset('alice');
    await limiter.consume('alice');
  });
});
