import { randomBytes } from 'node:crypto';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';

const name = (label: string) => `${label}_${randomBytes(3).toString('hex')}`;

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack('gw_rest');
});

afterAll(async () => {
  await stack?.close();
});

async function userCount(): Promise<number> {
  const { rows } = await stack.identityDb.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return rows[0]?.count ?? 0;
}

describe('REST facade: session calls', () => {
  it('registers, returns the user with a zero balance and sets an HttpOnly Lax cookie', async () => {
    const client = new RestClient(stack.baseUrl);
    const username = name('nova');
    const reply = await client.send('POST', '/api/register', { username, password: 'secret-1', referralCode: '' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ username, balance: '0.00', level: 1, status: 'active', isAdmin: false });
    expect(reply.body).not.toHaveProperty('passwordHash');
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nova_sid=[A-Za-z0-9_-]{40,}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    for (const path of ['/api/user', '/api/auth/user']) {
      const me = await client.send('GET', path);
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(username);
    }
  });

  it('answers 401 with a message when signed out, and redirects GET /api/login to /auth', async () => {
    const visitor = new RestClient(stack.baseUrl);
    const me = await visitor.send('GET', '/api/auth/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHENTICATED' });
    const redirect = await visitor.send('GET', '/api/login');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/auth');
  });

  it('rotates the session id at login and drops it at logout', async () => {
    const first = new RestClient(stack.baseUrl);
    const username = name('rot');
    await first.send('POST', '/api/register', { username, password: 'secret-1' });
    const registeredCookie = first.cookie;

    const login = await first.send('POST', '/api/login', { username, password: 'secret-1' });
    expect(login.status).toBe(200);
    expect(first.cookie).not.toBe(registeredCookie);

    const stale = new RestClient(stack.baseUrl);
    stale.cookie = registeredCookie;
    expect((await stale.send('GET', '/api/user')).status).toBe(401);

    const loggedInCookie = first.cookie;
    const logout = await first.send('POST', '/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const replay = new RestClient(stack.baseUrl);
    replay.cookie = loggedInCookie;
    expect((await replay.send('GET', '/api/user')).status).toBe(401);
  });

  it('changes the password, keeps this device signed in and signs out the others', async () => {
    const phone = new RestClient(stack.baseUrl);
    const laptop = new RestClient(stack.baseUrl);
    const username = name('pw');
    await phone.send('POST', '/api/register', { username, password: 'secret-1' });
    await laptop.send('POST', '/api/login', { username, password: 'secret-1' });

    const wrong = await phone.send('POST', '/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'secret-2' });
    expect(wrong.status).toBe(401);
    const short = await phone.send('POST', '/api/auth/change-password', { currentPassword: 'secret-1', newPassword: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');

    const changed = await phone.send('POST', '/api/auth/change-password', { currentPassword: 'secret-1', newPassword: 'secret-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully');
    expect((await phone.send('GET', '/api/user')).status).toBe(200);
    expect((await laptop.send('GET', '/api/user')).status).toBe(401);
    expect((await laptop.send('POST', '/api/login', { username, password: 'secret-1' })).status).toBe(401);
    expect((await laptop.send('POST', '/api/login', { username, password: 'secret-2' })).status).toBe(200);
  });

  it('answers a wrong password with 401 "Invalid username or password"', async () => {
    const client = new RestClient(stack.baseUrl);
    const reply = await client.send('POST', '/api/login', { username: name('ghost'), password: 'whatever' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(reply.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a taken username, whatever its case', async () => {
    const username = name('Taken');
    await new RestClient(stack.baseUrl).send('POST', '/api/register', { username, password: 'secret-1' });
    const again = await new RestClient(stack.baseUrl).send('POST', '/api/register', { username: username.toLowerCase(), password: 'secret-1' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('USERNAME_TAKEN');
  });
});

describe('REST facade: bad input gets a clear 4xx and changes nothing', () => {
  const megabyte = 'ü'.repeat(600_000); // > 1 MB of UTF-8
  const cases: Array<[string, string, string]> = [
    ['malformed JSON', '/api/register', '{"username": "abc", '],
    ['an array body', '/api/register', '[1,2,3]'],
    ['a string body', '/api/register', '"hello"'],
    ['null body', '/api/register', 'null'],
    ['missing fields', '/api/register', '{}'],
    ['a number as username', '/api/register', JSON.stringify({ username: 12345, password: 'secret-1' })],
    ['an object as password', '/api/register', JSON.stringify({ username: 'someone', password: { $gt: '' } })],
    ['a short username', '/api/register', JSON.stringify({ username: 'ab', password: 'secret-1' })],
    ['a short password', '/api/register', JSON.stringify({ username: 'someone_ok', password: '12345' })],
    ['a 400 kB username', '/api/register', JSON.stringify({ username: 'x'.repeat(400_000), password: 'secret-1' })],
    ['a body over 1 MB', '/api/register', JSON.stringify({ username: megabyte, password: 'secret-1' })],
    ['emoji and RTL marks in a username', '/api/register', JSON.stringify({ username: '🚀\u202Eadmin', password: 'secret-1' })],
    ['an unknown referral code', '/api/register', JSON.stringify({ username: 'someone_ok', password: 'secret-1', referralCode: 'NOPE0000' })],
    ['a number as referral code', '/api/register', JSON.stringify({ username: 'someone_ok', password: 'secret-1', referralCode: 7 })],
    ['login with wrong types', '/api/login', JSON.stringify({ username: ['a'], password: true })],
    ['login with a 400 kB password', '/api/login', JSON.stringify({ username: 'someone', password: 'p'.repeat(400_000) })],
    ['change-password signed out', '/api/auth/change-password', JSON.stringify({ currentPassword: 'a', newPassword: 'bbbbbb' })],
  ];

  it.each(cases)('%s', async (_label, path, rawBody) => {
    const before = await userCount();
    const reply = await new RestClient(stack.baseUrl).send('POST', path, undefined, rawBody);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(typeof reply.body.message).toBe('string');
    expect(String(reply.body.message).length).toBeGreaterThan(0);
    expect(String(reply.body.message)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
    expect(await userCount()).toBe(before);
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const reply = await new RestClient(stack.baseUrl).send('GET', '/api/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
