import { createMemoryStore, SessionStore } from '../src';

/** Sign-in as identity does it: the user's access record, then a session at its version. */
async function signIn(sessions: SessionStore, userId: string): Promise<string> {
  await sessions.publishAccess(userId, { version: 0, status: 'active', isAdmin: false });
  return sessions.create({ userId, securityVersion: 0 });
}

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 0, 1)) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('session lifetimes', () => {
  it('ends a session left unused for the idle timeout', async () => {
    const time = clock();
    const sessions = new SessionStore(createMemoryStore(), { idleTtlSeconds: 60, absoluteTtlSeconds: 3600, now: time.now });
    const id = await signIn(sessions, 'u1');
    time.advance(59_000);
    expect(await sessions.get(id)).not.toBeNull();
    time.advance(60_000);
    expect(await sessions.get(id)).toBeNull();
  });

  it('keeps a session in use alive past the idle timeout, however short it is', async () => {
    const time = clock();
    const sessions = new SessionStore(createMemoryStore(), { idleTtlSeconds: 2, absoluteTtlSeconds: 3600, now: time.now });
    const id = await signIn(sessions, 'u1');
    for (let step = 0; step < 20; step += 1) {
      time.advance(1_000);
      expect(await sessions.get(id)).not.toBeNull();
    }
  });

  it('ends a session at its absolute lifetime even while it is used', async () => {
    const time = clock();
    const sessions = new SessionStore(createMemoryStore(), { idleTtlSeconds: 60, absoluteTtlSeconds: 300, now: time.now });
    const id = await signIn(sessions, 'u1');
    for (let elapsed = 30_000; elapsed < 300_000; elapsed += 30_000) {
      time.advance(30_000);
      expect(await sessions.get(id)).not.toBeNull();
    }
    time.advance(30_000);
    expect(await sessions.get(id)).toBeNull();
  });

  it('defaults to 7 days idle and 30 days in all', async () => {
    const time = clock();
    const sessions = new SessionStore(createMemoryStore(), { now: time.now });
    const idle = await signIn(sessions, 'u1');
    time.advance(7 * 24 * 3600 * 1000 - 1000);
    expect(await sessions.get(idle)).not.toBeNull();
    time.advance(7 * 24 * 3600 * 1000);
    expect(await sessions.get(idle)).toBeNull();

    const busy = await signIn(sessions, 'u2');
    for (let day = 1; day < 30; day += 1) {
      time.advance(24 * 3600 * 1000);
      expect(await sessions.get(busy)).not.toBeNull();
    }
    time.advance(24 * 3600 * 1000);
    expect(await sessions.get(busy)).toBeNull();
  });
});
