import { DEVICE_HEADER, SET_DEVICE_HEADER, USER_AGENT_HEADER, type CallerIdentity } from '@nova/contracts';
import { Secret, TOTP } from 'otpauth';
import { startIdentityHarness, type IdentityHarness } from './support/identity-harness';
import { LOGIN, type UserFields } from './support/subgraph-client';

/** Two-factor sign-in (TOTP, RFC 6238) and the sessions page, on the real PostgreSQL and Redis. */
let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentityHarness('identity-2fa', { SECURITY_CODE_ATTEMPTS: 8, LOGIN_FREE_ATTEMPTS_PER_ADDRESS: 50 });
});

afterAll(async () => {
  await identity?.close();
});

const START = 'mutation { startTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }';
const CONFIRM = 'mutation ($code: String!) { confirmTwoFactorEnrolment(code: $code) }';
const DISABLE = 'mutation ($input: DisableTwoFactorInput!) { disableTwoFactor(input: $input) { id twoFactorEnabled } }';
const STATE = 'query { me { id twoFactorEnabled recoveryCodesLeft } }';
const SESSIONS = 'query { mySessions { id device address current lastUsedAt } }';
const END_SESSION = 'mutation ($sessionId: ID!) { endSession(sessionId: $sessionId) }';
const END_OTHERS = 'mutation { endOtherSessions }';

const someAddress = () => `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
/** The code an authenticator shows `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

type Login = { login: UserFields };
const login = (username: string, password: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  identity.call<Login>(LOGIN, { input: { username, password, ...extra } }, { clientIp: someAddress(), ...(headers ? { headers } : {}) });

async function enrolled() {
  const player = await identity.signUp();
  const start = await identity.call<{ startTwoFactorEnrolment: { secret: string; otpauthUri: string; qrCodeDataUrl: string } }>(START, {}, { caller: player.caller });
  const enrolment = start.data?.startTwoFactorEnrolment;
  if (!enrolment) throw new Error(JSON.stringify(start.errors));
  const confirmed = await identity.call<{ confirmTwoFactorEnrolment: string[] }>(CONFIRM, { code: codeAt(enrolment.secret) }, { caller: player.caller });
  const recoveryCodes = confirmed.data?.confirmTwoFactorEnrolment;
  if (!recoveryCodes) throw new Error(JSON.stringify(confirmed.errors));
  return { ...player, secret: enrolment.secret, recoveryCodes, otpauthUri: enrolment.otpauthUri, qrCodeDataUrl: enrolment.qrCodeDataUrl };
}

describe('enrolment', () => {
  it('shows a secret with its QR code, refuses a wrong code, and turns on with the right one', async () => {
    const { caller, user } = await identity.signUp();
    const start = await identity.call<{ startTwoFactorEnrolment: { secret: string; otpauthUri: string; qrCodeDataUrl: string } }>(START, {}, { caller });
    const enrolment = start.data?.startTwoFactorEnrolment as { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`otpauth://totp/Nova%20Jackpot:${user.username}?`);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await identity.call(CONFIRM, { code: otherThan(codeAt(enrolment.secret)) }, { caller });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    expect((await identity.call<{ me: { twoFactorEnabled: boolean } }>(STATE, {}, { caller })).data?.me.twoFactorEnabled).toBe(false);

    const right = await identity.call<{ confirmTwoFactorEnrolment: string[] }>(CONFIRM, { code: codeAt(enrolment.secret) }, { caller });
    const codes = right.data?.confirmTwoFactorEnrolment ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/));
    expect((await identity.call(STATE, {}, { caller })).data).toEqual({ me: { id: user.id, twoFactorEnabled: true, recoveryCodesLeft: 10 } });
    const { rows } = await identity.db.query('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [user.id]);
    expect(JSON.stringify(rows)).not.toContain(codes[0]?.replace('-', ''));
    expect((await identity.call(START, {}, { caller })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('sign-in with two-factor on', () => {
  it('asks for the code; a wrong one fails; the right one signs in once and cannot be replayed', async () => {
    const player = await enrolled();
    const { username } = player.user;
    const withoutCode = await login(username, player.password);
    expect(withoutCode.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    expect(withoutCode.setSession).toBeNull();
    const wrong = await login(username, player.password, { twoFactorCode: otherThan(codeAt(player.secret, 30)) });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    expect(wrong.setSession).toBeNull();

    // The enrolment used this step's code: the next step's code signs in, once.
    const next = codeAt(player.secret, 30);
    const signedIn = await login(username, player.password, { twoFactorCode: next });
    expect(signedIn.data?.login.id).toBe(player.user.id);
    expect(signedIn.setSession).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const replay = await login(username, player.password, { twoFactorCode: next });
    expect(replay.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    // An older code is refused too, even inside the clock-drift window.
    const older = await login(username, player.password, { twoFactorCode: codeAt(player.secret) });
    expect(older.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    // A wrong password never reaches the code check.
    const badPassword = await login(username, 'not-the-password', { twoFactorCode: codeAt(player.secret, 30) });
    expect(badPassword.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('takes each recovery code once', async () => {
    const player = await enrolled();
    const [first] = player.recoveryCodes as [string];
    const signedIn = await login(player.user.username, player.password, { twoFactorCode: first.toLowerCase() });
    expect(signedIn.data?.login.id).toBe(player.user.id);
    const again = await login(player.user.username, player.password, { twoFactorCode: first });
    expect(again.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    expect((await identity.call<{ me: { recoveryCodesLeft: number } }>(STATE, {}, { caller: player.caller })).data?.me.recoveryCodesLeft).toBe(9);
  });

  it('remembers a device for this account only, when asked', async () => {
    const player = await enrolled();
    const other = await enrolled();
    const signedIn = await login(player.user.username, player.password, { twoFactorCode: codeAt(player.secret, 30), rememberDevice: true });
    const device = signedIn.headers.get(SET_DEVICE_HEADER) as string;
    expect(device).toMatch(/^[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]+$/);
    const remembered = await login(player.user.username, player.password, {}, { [DEVICE_HEADER]: device });
    expect(remembered.data?.login.id).toBe(player.user.id);
    const elsewhere = await login(other.user.username, other.password, {}, { [DEVICE_HEADER]: device });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    const forged = await login(player.user.username, player.password, {}, { [DEVICE_HEADER]: `${device.slice(0, -2)}xx` });
    expect(forged.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    const notAsked = await login(other.user.username, other.password, { twoFactorCode: codeAt(other.secret, 30) });
    expect(notAsked.headers.get(SET_DEVICE_HEADER)).toBeNull();
  });

  it('limits code attempts per account', async () => {
    const player = await enrolled();
    const wrong = otherThan(codeAt(player.secret, 30));
    const codes = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      codes.push((await login(player.user.username, player.password, { twoFactorCode: wrong })).errors?.[0]?.extensions?.code);
    }
    expect(codes.slice(0, 7).every((code) => code === 'TWO_FACTOR_INVALID')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('turns off with the password and a code; refused for admins', async () => {
    const player = await enrolled();
    const wrongPassword = await identity.call(DISABLE, { input: { password: 'nope-nope', code: codeAt(player.secret, 30) } }, { caller: player.caller });
    expect(wrongPassword.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const off = await identity.call(DISABLE, { input: { password: player.password, code: codeAt(player.secret, 30) } }, { caller: player.caller });
    expect(off.data).toEqual({ disableTwoFactor: { id: player.user.id, twoFactorEnabled: false } });
    const plain = await login(player.user.username, player.password);
    expect(plain.data?.login.id).toBe(player.user.id);

    const admin = await enrolled();
    await identity.db.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [admin.user.id]);
    const refused = await identity.call(DISABLE, { input: { password: admin.password, code: codeAt(admin.secret, 30) } }, { caller: { ...admin.caller, isAdmin: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('sessions page', () => {
  type Session = { id: string; device: string | null; address: string | null; current: boolean };
  const sessionsOf = async (caller: CallerIdentity) => (await identity.call<{ mySessions: Session[] }>(SESSIONS, {}, { caller })).data?.mySessions ?? [];
  const callerOf = (reply: { setSession: string | null }, user: UserFields): CallerIdentity => ({ userId: user.id, isAdmin: false, sessionId: reply.setSession as string, securityVersion: 0 });
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  it('lists each device with its address; signs out one, then all others; never another player’s', async () => {
    const player = await identity.signUp();
    const username = player.user.username;
    const onPc = await identity.call<Login>(LOGIN, { input: { username, password: player.password } }, { clientIp: '203.0.113.7', headers: { [USER_AGENT_HEADER]: CHROME } });
    const onPhone = await identity.call<Login>(LOGIN, { input: { username, password: player.password } }, { clientIp: '203.0.113.8', headers: { [USER_AGENT_HEADER]: SAFARI } });
    const pc = callerOf(onPc, player.user);
    const phone = callerOf(onPhone, player.user);

    const seen = await sessionsOf(pc);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ current: true, address: '203.0.113.7', device: expect.stringContaining('Chrome 131') });
    expect(seen.find((session) => session.address === '203.0.113.8')?.device).toMatch(/Safari 17.*iOS/);
    expect(JSON.stringify(seen)).not.toContain(pc.sessionId);

    const stranger = await identity.signUp();
    const phoneHandle = seen.find((session) => session.address === '203.0.113.8')?.id as string;
    const notTheirs = await identity.call(END_SESSION, { sessionId: phoneHandle }, { caller: stranger.caller });
    expect(notTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await identity.sessions.get(phone.sessionId)).not.toBeNull();

    expect((await identity.call(END_SESSION, { sessionId: phoneHandle }, { caller: pc })).data).toEqual({ endSession: true });
    expect(await identity.sessions.get(phone.sessionId)).toBeNull();
    expect(await sessionsOf(pc)).toHaveLength(2);

    expect((await identity.call(END_OTHERS, {}, { caller: pc })).data).toEqual({ endOtherSessions: 1 });
    expect(await identity.sessions.get(player.caller.sessionId)).toBeNull();
    expect(await identity.sessions.get(pc.sessionId)).not.toBeNull();
    expect(await sessionsOf(pc)).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('money paths with two-factor on', () => {
  const UPDATE_METHODS = 'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id paymentMethods } }';
  const METHODS = 'query { me { id paymentMethods } }';
  const bank = (name: string) => JSON.stringify([{ id: 'main-bank', type: 'bank', name, details: { bankName: 'Orbit Bank', accountNumber: '12345678' } }]);
  const savedNames = async (caller: CallerIdentity) =>
    (JSON.parse((await identity.call<{ me: { paymentMethods: string } }>(METHODS, {}, { caller })).data?.me.paymentMethods ?? '[]') as Array<{ name: string }>).map((method) => method.name);

  it('changing the saved payout methods needs a code; without or with a wrong one nothing changes', async () => {
    const player = await enrolled();
    const without = await identity.call(UPDATE_METHODS, { input: { paymentMethods: bank('Main') } }, { caller: player.caller });
    expect(without.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await identity.call(UPDATE_METHODS, { input: { paymentMethods: bank('Main'), twoFactorCode: otherThan(codeAt(player.secret, 30)) } }, { caller: player.caller });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('TWO_FACTOR_INVALID');
    expect(await savedNames(player.caller)).toEqual([]);
    const saved = await identity.call(UPDATE_METHODS, { input: { paymentMethods: bank('Main'), twoFactorCode: codeAt(player.secret, 30) } }, { caller: player.caller });
    expect(saved.errors).toBeUndefined();
    expect(await savedNames(player.caller)).toEqual(['Main']);
    // Other profile fields need no code.
    const named = await identity.call('mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id fullName } }', { input: { fullName: 'Ada Orbit' } }, { caller: player.caller });
    expect(named.errors).toBeUndefined();
  });

  it('payments gets the saved method for a withdrawal only with a code when two-factor is on', async () => {
    const player = await enrolled();
    const [recovery, another] = player.recoveryCodes as [string, string];
    await identity.call(UPDATE_METHODS, { input: { paymentMethods: bank('Main'), twoFactorCode: recovery } }, { caller: player.caller });
    const ask = (twoFactorCode?: string) =>
      identity.bus.request('identity.saved-payment-method.v1', { userId: player.user.id, methodId: 'main-bank', ...(twoFactorCode ? { twoFactorCode } : {}) });
    await expect(ask()).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    await expect(ask(recovery)).rejects.toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    expect((await ask(another)).method).toMatchObject({ id: 'main-bank', name: 'Main' });

    const plain = await identity.signUp();
    await identity.call(UPDATE_METHODS, { input: { paymentMethods: bank('Plain') } }, { caller: plain.caller });
    const reply = await identity.bus.request('identity.saved-payment-method.v1', { userId: plain.user.id, methodId: 'main-bank' });
    expect(reply.method?.name).toBe('Plain');
  });
});
