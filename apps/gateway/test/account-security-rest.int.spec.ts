import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Secret, TOTP } from 'otpauth';
import { startGatewayStack, type GatewayStack } from './support/stack-harness';
import { balanceOf, createMethod, fundedDeposit, SAVED_BANK, savePayoutMethods, signUp, type Player } from './support/payments-client';

/** Two-factor sign-in, its remembered-device cookie and the sessions page through the REST facade and the real gateway. */
let stack: GatewayStack;
let admin: Player;
let methodId: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_account', {}, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  admin = await signUp(stack, { admin: true });
  methodId = await createMethod(admin);
});

afterAll(async () => {
  await stack?.close();
});

const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

/** A raw request with the given cookies; answers the body and every Set-Cookie. */
async function send(method: string, path: string, cookies: string[], body?: unknown) {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: cookies.join('; '), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, setCookies: response.headers.getSetCookie() };
}
const cookieNamed = (setCookies: string[], name: string) => setCookies.find((cookie) => cookie.startsWith(`${name}=`));
const pair = (setCookie: string | undefined) => (setCookie ?? '').split(';')[0] as string;

async function enrol(player: Player): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await player.client.send('POST', '/api/auth/2fa/setup', {});
  const secret = String(setup.body.secret);
  expect(String(setup.body.qrCodeDataUrl)).toMatch(/^data:image\/png;base64,/);
  const confirmed = await player.client.send('POST', '/api/auth/2fa/confirm', { code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('two-factor sign-in over REST', () => {
  it('asks for the code, and remembers the browser in an HttpOnly cookie only when told', async () => {
    const player = await signUp(stack);
    const { secret } = await enrol(player);
    const login = { username: player.username, password: 'secret-1' };

    const withoutCode = await send('POST', '/api/login', [], login);
    expect(withoutCode).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_REQUIRED' } });
    expect(cookieNamed(withoutCode.setCookies, 'nova_sid')).toBeUndefined();

    const signedIn = await send('POST', '/api/login', [], { ...login, twoFactorCode: codeAt(secret, 30), rememberDevice: true });
    expect(signedIn.status).toBe(200);
    const device = cookieNamed(signedIn.setCookies, 'nova_device');
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Strict/i);
    expect(device).toMatch(/Max-Age=2592000/);

    // The remembered browser skips the code; another browser does not.
    expect((await send('POST', '/api/login', [pair(device)], login)).status).toBe(200);
    expect((await send('POST', '/api/login', [], login)).body.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('withdraws only with a code; the refusal holds nothing', async () => {
    const player = await signUp(stack);
    await fundedDeposit(stack, admin, player, methodId, '60.00');
    await savePayoutMethods(player);
    const { recoveryCodes } = await enrol(player);
    const refused = await player.client.send('POST', '/api/withdrawals', { amount: '20.00', paymentMethodId: SAVED_BANK.id });
    expect(refused).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_REQUIRED' } });
    expect((await balanceOf(player)).heldBalance).toBe('0.00');
    const wrong = await player.client.send('POST', '/api/withdrawals', { amount: '20.00', paymentMethodId: SAVED_BANK.id, twoFactorCode: 'AAAAA-AAAAA' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_INVALID' } });
    const done = await player.client.send('POST', '/api/withdrawals', { amount: '20.00', paymentMethodId: SAVED_BANK.id, twoFactorCode: recoveryCodes[0] });
    expect(done.status).toBe(201);
    expect((await balanceOf(player)).heldBalance).toBe('20.00');
  });
});

describe('sessions page over REST', () => {
  it('lists the devices and signs out the others', async () => {
    const player = await signUp(stack);
    const other = await send('POST', '/api/login', [], { username: player.username, password: 'secret-1' });
    const otherCookie = pair(cookieNamed(other.setCookies, 'nova_sid'));
    const listed = await player.client.send('GET', '/api/auth/sessions');
    const sessions = listed.body as unknown as Array<{ id: string; device: string | null; current: boolean }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => !session.current)?.device).toContain('Firefox 140');
    expect((await player.client.send('POST', '/api/auth/sessions/end-others')).body).toEqual({ ended: 1 });
    expect((await send('GET', '/api/user', [otherCookie])).status).toBe(401);
    expect((await player.client.send('GET', '/api/user')).status).toBe(200);
  });
});

describe('ADMIN_TWO_FACTOR_REQUIRED', () => {
  let strict: GatewayStack;
  beforeAll(async () => {
    strict = await startGatewayStack('gw_admin2fa', { ADMIN_TWO_FACTOR_REQUIRED: 'true' }, { SCHEDULER_ENABLED: 'false' }, { RECONCILER_ENABLED: 'false' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('gives an admin no admin powers until two-factor is on, then at once in the same session', async () => {
    const newAdmin = await signUp(strict, { admin: true });
    expect((await newAdmin.client.send('GET', '/api/admin/stats')).status).toBe(403);
    // The profile still says admin, so the web panel leads to enrolment.
    expect((await newAdmin.client.send('GET', '/api/user')).body).toMatchObject({ isAdmin: true, twoFactorEnabled: false });
    const setup = await newAdmin.client.send('POST', '/api/auth/2fa/setup', {});
    const confirmed = await newAdmin.client.send('POST', '/api/auth/2fa/confirm', { code: codeAt(String(setup.body.secret)) });
    expect(confirmed.status).toBe(200);
    expect((await newAdmin.client.send('GET', '/api/admin/stats')).status).toBe(200);
  });

  it("works per role: a support admin gets the support inbox once two-factor is on, and still not finance's figures", async () => {
    const support = await signUp(strict, { admin: 'support' });
    expect((await support.client.send('GET', '/api/admin/support')).status).toBe(403);
    const setup = await support.client.send('POST', '/api/auth/2fa/setup', {});
    expect((await support.client.send('POST', '/api/auth/2fa/confirm', { code: codeAt(String(setup.body.secret)) })).status).toBe(200);
    expect((await support.client.send('GET', '/api/admin/support')).status).toBe(200);
    expect((await support.client.send('GET', '/api/admin/stats')).status).toBe(403);
  });
});
