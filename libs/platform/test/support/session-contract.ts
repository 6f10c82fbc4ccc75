import { randomUUID } from 'node:crypto';
import { SessionStore, type KeyValueStore, type UserAccess } from '../../src';

const active: UserAccess = { version: 0, status: 'active', isAdmin: false };

/** Sign-in as identity does it: the user's access record, then a session at its version. */
async function signIn(sessions: SessionStore, userId: string, access: UserAccess = active): Promise<string> {
  await sessions.publishAccess(userId, access);
  return sessions.create({ userId, securityVersion: access.version });
}

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
      const id = await signIn(sessions, userId);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      expect(await sessions.get(id)).toMatchObject({ userId, isAdmin: false, createdAt: expect.any(Number) });
      expect(await sessions.get('not-a-session-id')).toBeNull();
    });

    it('destroys one session', async () => {
      const sessions = new SessionStore(store);
      const id = await signIn(sessions, randomUUID());
      await sessions.destroy(id);
      expect(await sessions.get(id)).toBeNull();
    });

    it('destroyAllForUser ends every session of the user except the one kept', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const other = await signIn(sessions, randomUUID());
      const [laptop, phone, tablet] = await Promise.all([
        signIn(sessions, userId),
        signIn(sessions, userId),
        signIn(sessions, userId),
      ]);
      expect(await sessions.destroyAllForUser(userId, laptop)).toBe(2);
      expect(await sessions.get(laptop)).not.toBeNull();
      expect(await sessions.get(phone)).toBeNull();
      expect(await sessions.get(tablet)).toBeNull();
      expect(await sessions.get(other)).not.toBeNull();
      expect(await sessions.destroyAllForUser(userId)).toBe(1);
      expect(await sessions.get(laptop)).toBeNull();
    });

    it('reads the role from the user, not from the session', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const id = await signIn(sessions, userId, { version: 3, status: 'active', isAdmin: true });
      expect(await sessions.get(id)).toMatchObject({ userId, isAdmin: true, securityVersion: 3 });
      // A record at the same version (as written by a new sign-in) with another role shows at once.
      await sessions.publishAccess(userId, { version: 3, status: 'active', isAdmin: false });
      expect(await sessions.get(id)).toMatchObject({ isAdmin: false });
    });

    it("reads the admin's role from the user's record; a record from before roles names a superadmin", async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      const id = await signIn(sessions, userId, { version: 2, status: 'active', isAdmin: true, adminRole: 'risk' });
      expect(await sessions.get(id)).toMatchObject({ isAdmin: true, adminRole: 'risk' });
      await sessions.publishAccess(userId, { version: 2, status: 'active', isAdmin: true });
      expect(await sessions.get(id)).toMatchObject({ isAdmin: true, adminRole: 'superadmin' });
      await sessions.publishAccess(userId, { version: 2, status: 'active', isAdmin: false, adminRole: 'finance' });
      expect((await sessions.get(id))?.adminRole).toBeUndefined();
    });

    it('ends a session once the user moves past its security version: a change made while it was being created', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      await sessions.publishAccess(userId, { version: 4, status: 'active', isAdmin: true });
      // Sign-in read version 4; meanwhile a demotion wrote version 5; the session is created afterwards.
      await sessions.publishAccess(userId, { version: 5, status: 'active', isAdmin: false });
      const racing = await sessions.create({ userId, securityVersion: 4 });
      expect(await sessions.get(racing)).toBeNull();
      const fresh = await sessions.create({ userId, securityVersion: 5 });
      expect(await sessions.get(fresh)).toMatchObject({ isAdmin: false });
    });

    it('ends the sessions of a suspended or deleted user, and fails closed without an access record', async () => {
      const sessions = new SessionStore(store);
      for (const status of ['suspended', 'deleted'] as const) {
        const userId = randomUUID();
        const id = await signIn(sessions, userId);
        await sessions.publishAccess(userId, { version: 0, status, isAdmin: false });
        expect(await sessions.get(id)).toBeNull();
      }
      const unknown = await sessions.create({ userId: randomUUID(), securityVersion: 0 });
      expect(await sessions.get(unknown)).toBeNull();
    });

    it('does not honour a session stored before security versions existed', async () => {
      const sessions = new SessionStore(store);
      const userId = randomUUID();
      await sessions.publishAccess(userId, active);
      const id = randomUUID().replace(/-/g, '').padEnd(43, 'x');
      await store.set(`session:${id}`, JSON.stringify({ userId, isAdmin: true, createdAt: Date.now(), lastSeenAt: Date.now() }));
      expect(await sessions.get(id)).toBeNull();
    });

    it('ends a session after the idle timeout and after the absolute lifetime', async () => {
      let now = Date.now();
      const sessions = new SessionStore(store, { idleTtlSeconds: 3600, absoluteTtlSeconds: 7200, now: () => now });
      const idle = await signIn(sessions, randomUUID());
      const busy = await signIn(sessions, randomUUID());
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
