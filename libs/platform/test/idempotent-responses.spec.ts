import { createMemoryStore } from '../src/store/memory-store';
import { fingerprintOf, IDEMPOTENCY_RETENTION_SECONDS, IdempotentResponses } from '../src/store/idempotent-responses';
import { AppError } from '../src/errors';

const scope = (fingerprint = 'body-a') => ({ caller: 'user-1', operation: 'POST /api/tickets/buy', key: 'key-00000001', fingerprint });

describe('IdempotentResponses', () => {
  it('runs 100 concurrent copies once and gives each the first answer', async () => {
    const responses = new IdempotentResponses(createMemoryStore(), { pollMs: 1 });
    let runs = 0;
    const produce = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 201, body: { id: `purchase-${runs}` } };
    };
    const answers = await Promise.all(Array.from({ length: 100 }, () => responses.run(scope(), produce)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set([JSON.stringify({ status: 201, body: { id: 'purchase-1' } })]));
  });

  it('refuses the same key with another body, during the first run and after it', async () => {
    const responses = new IdempotentResponses(createMemoryStore(), { pollMs: 1 });
    let release = () => {};
    const first = responses.run(scope(), () => new Promise((resolve) => (release = () => resolve({ status: 200, body: {} }))));
    await expect(responses.run(scope('body-b'), async () => ({ status: 200, body: {} }))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    release();
    await first;
    await expect(responses.run(scope('body-b'), async () => ({ status: 200, body: {} }))).rejects.toBeInstanceOf(AppError);
  });

  it('keeps answers at least 24 hours, keys apart per caller and operation', async () => {
    const store = createMemoryStore();
    const responses = new IdempotentResponses(store, { retentionSeconds: 60 });
    await responses.run(scope(), async () => ({ status: 200, body: { ok: true } }));
    expect(await store.ttl(responses.storeKey(scope()))).toBeGreaterThanOrEqual(IDEMPOTENCY_RETENTION_SECONDS);
    const other = await responses.run({ ...scope(), caller: 'user-2' }, async () => ({ status: 200, body: { ok: 'second' } }));
    expect(other.body).toEqual({ ok: 'second' });
  });

  it('forgets 5xx answers and failures, so a retry runs again', async () => {
    const responses = new IdempotentResponses(createMemoryStore());
    await responses.run(scope(), async () => ({ status: 503, body: { code: 'UNAVAILABLE' } }));
    await expect(responses.run(scope(), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await responses.run(scope(), async () => ({ status: 201, body: { id: 'x' } }))).toEqual({ status: 201, body: { id: 'x' } });
  });

  it('renews a running claim, and lets a copy take over once a dead claimant stops renewing', async () => {
    const store = createMemoryStore();
    const responses = new IdempotentResponses(store, { claimSeconds: 1, pollMs: 5 });
    const claim = await responses.claim(scope());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Still held after its first lifetime: a copy would wait, not run.
    expect(await store.get(responses.storeKey(scope()))).not.toBeNull();
    if (claim.kind !== 'claimed') throw new Error('expected a claim');
    await claim.save({ status: 200, body: { first: true } });
    expect(await store.ttl(responses.storeKey(scope()))).toBeGreaterThanOrEqual(IDEMPOTENCY_RETENTION_SECONDS);

    // A claimant that died (never renews, never saves): its claim expires and a copy runs.
    const other = { ...scope(), key: 'key-00000002' };
    await store.setIfAbsent(responses.storeKey(other), JSON.stringify({ fingerprint: 'body-a' }), { ttlSeconds: 1 });
    expect(await responses.run(other, async () => ({ status: 201, body: { second: true } }))).toEqual({ status: 201, body: { second: true } });
  });

  it('refuses keys shorter than 8 or longer than 200 characters', async () => {
    const responses = new IdempotentResponses(createMemoryStore());
    await expect(responses.run({ ...scope(), key: 'short' }, async () => ({ status: 200, body: {} }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('fingerprints JSON regardless of key order', () => {
    expect(fingerprintOf({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(fingerprintOf({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
