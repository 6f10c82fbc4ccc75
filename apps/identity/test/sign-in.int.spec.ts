import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually, startIdentityHarness, uniqueName, type IdentityHarness } from './support/identity-harness';
import { LOGIN, LOGOUT, ME, REGISTER, type UserFields } from './support/subgraph-client';

let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-sign-in', {
    LOGIN_FREE_ATTEMPTS_PER_ADDRESS: 3,
    LOGIN_BASE_DELAY_SECONDS: 5,
    LOGIN_ATTEMPTS_PER_USERNAME: 8,
    LOGIN_ATTEMPTS_PER_CLIENT_IP: 12,
  });
});

afterAll(async () => {
  await identity?.close();
});

type Register = { register: UserFields };
type Login = { login: UserFields };
const register = (input: Record<string, unknown>) => identity.call<Register>(REGISTER, { input });
/** Each call from its own address unless told, so only the username limit applies. */
const someAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
const login = (username: string, password: string, clientIp = someAddress()) =>
  identity.call<Login>(LOGIN, { input: { username, password } }, { clientIp });

describe('register', () => {
  it('creates the user, announces it and signs it in', async () => {
    const username = uniqueName('Alice');
    const reply = await register({ username: `  ${username} `, password: 'secret1' });
    expect(reply.errors).toBeUndefined();
    const user = reply.data?.register as UserFields;
    expect(user).toMatchObject({ username, country: 'MV', currency: 'USD', language: null, level: 1, status: 'active', isAdmin: false, paymentMethods: '[]' });
    expect(user.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);

    expect(reply.setSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await identity.sessions.get(reply.setSession as string)).toMatchObject({ userId: user.id, isAdmin: false });
    await eventually(() => identity.registered.some((event) => event.userId === user.id));
    expect(identity.registered.find((event) => event.userId === user.id)).toMatchObject({ username, referredByUserId: null });
  });

  it('refuses a taken username whatever its case', async () => {
    const username = uniqueName('Bob');
    await register({ username, password: 'secret1' });
    const reply = await register({ username: username.toUpperCase(), password: 'secret2' });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Username already exists', extensions: { code: 'USERNAME_TAKEN' } });
    expect(reply.setSession).toBeNull();
  });

  it('links the referrer by code, ignores an empty code and refuses an unknown one', async () => {
    const referrer = await identity.signUp();
    const referred = await register({ username: uniqueName('carol'), password: 'secret1', referralCode: referrer.user.referralCode.toLowerCase() });
    const referredId = referred.data?.register.id;
    await eventually(() => identity.registered.some((event) => event.userId === referredId));
    expect(identity.registered.find((event) => event.userId === referredId)?.referredByUserId).toBe(referrer.user.id);

    expect((await register({ username: uniqueName('dave'), password: 'secret1', referralCode: '' })).errors).toBeUndefined();
    const unknown = await register({ username: uniqueName('erin'), password: 'secret1', referralCode: 'ZZZZZZZZ' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Referral code "ZZZZZZZZ" does not exist', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'has space', password: 'secret1' }, 'Username may contain only letters, digits and _ . -'],
    [{ username: 'frank_ok', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ username: 'u'.repeat(400_000), password: 'p'.repeat(400_000) }, 'Username must be at most 32 characters'],
  ])('refuses bad input %# with BAD_USER_INPUT', async (input, message) => {
    const reply = await register(input);
    expect(reply.status).toBeLessThan(500);
    expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.message).toContain(message);
  });

  it('answers wrong types and oversized bodies with a 4xx, never a 5xx', async () => {
    const wrongType = await register({ username: 12345, password: ['secret1'] });
    // GraphQL refuses the variables before any resolver runs.
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongType.setSession).toBeNull();
    const tooLarge = await fetch(identity.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: REGISTER, variables: { input: { username: 'x'.repeat(2_000_000), password: 'secret1' } } }),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('login', () => {
  it('signs in with a new session id and ends the one the caller had', async () => {
    const { user, caller, password } = await identity.signUp();
    const reply = await identity.call<Login>(LOGIN, { input: { username: user.username.toUpperCase(), password } }, { caller });
    expect(reply.data?.login.id).toBe(user.id);
    expect(reply.setSession).toBeTruthy();
    expect(reply.setSession).not.toBe(caller.sessionId);
    expect(await identity.sessions.get(caller.sessionId)).toBeNull();
    expect(await identity.sessions.get(reply.setSession as string)).toMatchObject({ userId: user.id });
  });

  it('gives one answer for a wrong password and an unknown user', async () => {
    const { user } = await identity.signUp();
    const wrongPassword = await login(user.username, 'not-the-password');
    const unknownUser = await login(uniqueName('nobody'), 'whatever');
    for (const reply of [wrongPassword, unknownUser]) {
      expect(reply.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'INVALID_CREDENTIALS' } });
      expect(reply.setSession).toBeNull();
    }
  });

  it('tells a suspended user so only when the password is right', async () => {
    const { user, password } = await identity.signUp();
    await identity.db.query("UPDATE users SET status = 'suspended' WHERE id = $1", [user.id]);
    expect((await login(user.username, 'wrong-password')).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const reply = await login(user.username, password);
    expect(reply.errors?.[0]).toMatchObject({ message: 'Your account is suspended', extensions: { code: 'ACCOUNT_SUSPENDED' } });
    expect(reply.setSession).toBeNull();
  });

  it('slows the guessing address, and 12 wrong passwords there never stop the owner elsewhere', async () => {
    const { user, password } = await identity.signUp();
    const attacker = '198.51.100.66';
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 12; attempt += 1) codes.push((await login(user.username, `wrong-${attempt}`, attacker)).errors?.[0]?.extensions?.code);
    // Three free tries and a fourth that starts the delay; the rest are told to wait.
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(4)).toEqual(Array(8).fill('RATE_LIMITED'));
    const refused = await login(user.username, password, attacker);
    expect(refused.errors?.[0]?.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });

    const owner = await login(user.username, password, '192.0.2.10');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.id).toBe(user.id);
  });

  it('doubles the delay at each further wrong password from one address', async () => {
    const { user } = await identity.signUp();
    const attacker = '198.51.100.67';
    for (let attempt = 0; attempt < 3; attempt += 1) await login(user.username, 'wrong', attacker);
    const waits: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      // Wait out the current delay (refused attempts cost nothing), then one more wrong password…
      let reply = await login(user.username, 'wrong', attacker);
      while (reply.errors?.[0]?.extensions?.code === 'RATE_LIMITED') {
        await sleep(250);
        reply = await login(user.username, 'wrong', attacker);
      }
      expect(reply.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      // …and the next attempt is told how long to wait.
      const refused = await login(user.username, 'wrong', attacker);
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      waits.push(Number((refused.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds));
    }
    expect(waits[1]).toBeGreaterThan(waits[0] as number);
    expect(waits[2]).toBeGreaterThan(waits[1] as number);
    expect(waits[2]).toBeLessThanOrEqual(20);
  });

  it('under a spread-out attack, new addresses get one try each while the owner\'s known address keeps its free tries', async () => {
    const { user, password } = await identity.signUp();
    const home = '192.0.2.50';
    expect((await login(user.username, password, home)).errors).toBeUndefined();
    // Eight failures from eight addresses spend the username's budget.
    for (let attempt = 0; attempt < 8; attempt += 1) await login(user.username, 'wrong', `203.0.113.${100 + attempt}`);

    const stranger = '192.0.2.77';
    expect((await login(user.username, 'wrong', stranger)).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.username, 'wrong', stranger)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // The owner on a new device: the first try runs.
    expect((await login(user.username, password, '192.0.2.78')).data?.login.id).toBe(user.id);
    // At home, a typo does not make the owner wait.
    expect((await login(user.username, 'typo', home)).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await login(user.username, password, home)).data?.login.id).toBe(user.id);
  });

  it('limits one client address spraying many usernames', async () => {
    const clientIp = '198.51.100.20';
    const replies = [];
    for (let attempt = 0; attempt < 13; attempt += 1) replies.push(await login(uniqueName('spray'), 'guess-1', clientIp));
    expect(replies.slice(0, 12).every((reply) => reply.errors?.[0]?.extensions?.code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(replies[12]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await login(uniqueName('spray'), 'guess-1', '192.0.2.1')).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('me and logout', () => {
  it('returns the caller from a signed identity header, and null without one', async () => {
    const { user, caller } = await identity.signUp();
    expect((await identity.call<{ me: UserFields | null }>(ME, {}, { caller })).data?.me?.id).toBe(user.id);
    expect((await identity.call<{ me: UserFields | null }>(ME)).data?.me).toBeNull();
  });

  it('ignores a forged identity header', async () => {
    const { caller } = await identity.signUp();
    const forged = await identity.call<{ me: UserFields | null }>(ME, {}, { caller, secret: 'a-forged-secret-that-is-long-enough-to-pass' });
    expect(forged.data?.me).toBeNull();
    const unknownUser = await identity.call<{ me: UserFields | null }>(ME, {}, { caller: { ...caller, userId: randomUUID() } });
    expect(unknownUser.data?.me).toBeNull();
  });

  it('returns null for a suspended user', async () => {
    const { user, caller } = await identity.signUp();
    await identity.db.query("UPDATE users SET status = 'suspended' WHERE id = $1", [user.id]);
    expect((await identity.call<{ me: UserFields | null }>(ME, {}, { caller })).data?.me).toBeNull();
  });

  it('logout ends the session and asks the gateway to clear the cookie', async () => {
    const { caller } = await identity.signUp();
    const reply = await identity.call<{ logout: boolean }>(LOGOUT, {}, { caller });
    expect(reply.data?.logout).toBe(true);
    expect(reply.clearSession).toBe(true);
    expect(await identity.sessions.get(caller.sessionId)).toBeNull();
    expect((await identity.call<{ logout: boolean }>(LOGOUT)).data?.logout).toBe(true);
  });
});
