import { randomBytes, randomUUID } from 'node:crypto';
import { RestClient, startGatewayStack, type GatewayStack } from './support/stack-harness';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack('gw_admusers', {}, { SCHEDULER_ENABLED: 'false' });
});

afterAll(async () => {
  await stack?.close();
});

async function signUp(admin = false): Promise<{ client: RestClient; userId: string; username: string }> {
  const client = new RestClient(stack.baseUrl);
  const username = `u_${randomBytes(4).toString('hex')}`;
  const reply = await client.send('POST', '/api/register', { username, password: 'secret-1' });
  const userId = String(reply.body.id);
  if (admin) {
    await stack.identityDb.query("UPDATE users SET is_admin = true, admin_role = 'superadmin' WHERE id = $1", [userId]);
    await client.send('POST', '/api/login', { username, password: 'secret-1' });
  }
  return { client, userId, username };
}

/** PATCH with an Idempotency-Key header (RestClient sends none). */
async function patchUser(client: RestClient, id: string, body: unknown, key?: string) {
  const response = await fetch(`${stack.baseUrl}/api/admin/users/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie: client.cookie ?? '', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const someId = randomUUID();
const adminCalls: Array<[string, string, unknown]> = [
  ['GET', '/api/admin/users', undefined],
  ['GET', '/api/admin/stats', undefined],
  ['PATCH', `/api/admin/users/${someId}`, { action: 'suspend' }],
  ['DELETE', `/api/admin/users/${someId}`, undefined],
  ['POST', `/api/admin/users/${someId}/change-password`, { newPassword: 'secret-2' }],
];

describe('admin user operations', () => {
  it.each(adminCalls)('%s %s: 401 to a visitor, 403 to a player', async (method, path, body) => {
    expect((await new RestClient(stack.baseUrl).send(method, path, body)).status).toBe(401);
    expect((await (await signUp()).client.send(method, path, body)).status).toBe(403);
  });

  it('credits and debits once per idempotency key, never below zero, conserving the ledger, and audits', async () => {
    const admin = await signUp(true);
    const player = await signUp();
    const key = randomUUID();
    expect(await patchUser(admin.client, player.userId, { action: 'addCredit', amount: 50, reason: 'bonus' }, key)).toMatchObject({ status: 200 });
    expect(await patchUser(admin.client, player.userId, { action: 'addCredit', amount: 50, reason: 'bonus' }, key)).toMatchObject({ status: 200 });
    expect((await player.client.send('GET', '/api/user')).body).toMatchObject({ balance: '50.00' });
    expect(await patchUser(admin.client, player.userId, { action: 'removeCredit', amount: 80 })).toMatchObject({ status: 422, body: { code: 'INSUFFICIENT_BALANCE' } });
    expect(await patchUser(admin.client, player.userId, { action: 'removeCredit', amount: 20 })).toMatchObject({ status: 200 });
    expect((await player.client.send('GET', '/api/user')).body).toMatchObject({ balance: '30.00' });
    const sum = await stack.walletDb.query<{ total: string }>('SELECT sum(balance_minor)::text AS total FROM accounts');
    expect(Number(sum.rows[0]?.total)).toBe(0);

    const stats = await admin.client.send('GET', '/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ totalDeposits: '0.00', pendingDeposits: 0 });
    expect(Number(stats.body.totalUsers)).toBeGreaterThanOrEqual(2);

    // The audit event reaches the content service's log.
    let actions: string[] = [];
    for (let attempt = 0; attempt < 50 && !actions.includes('user.removeCredit'); attempt += 1) {
      const log = await admin.client.send('GET', '/api/admin/audit-log');
      actions = (log.body.entries as Array<{ action: string }>).map((entry) => entry.action);
      if (!actions.includes('user.removeCredit')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(actions.filter((action) => action === 'user.addCredit')).toHaveLength(1);
    expect(actions).toContain('user.removeCredit');
  });

  it('suspending ends sessions; an admin cannot demote or suspend themself; admins cannot be deleted', async () => {
    const admin = await signUp(true);
    const player = await signUp();
    expect((await player.client.send('GET', '/api/user')).status).toBe(200);
    expect(await patchUser(admin.client, player.userId, { action: 'suspend', reason: 'abuse' })).toMatchObject({ status: 200, body: { user: { status: 'suspended' } } });
    expect((await player.client.send('GET', '/api/user')).status).toBe(401);
    expect(await patchUser(admin.client, admin.userId, { action: 'removeAdmin' })).toMatchObject({ status: 403 });
    expect(await patchUser(admin.client, admin.userId, { action: 'suspend' })).toMatchObject({ status: 403 });
    expect((await admin.client.send('DELETE', `/api/admin/users/${admin.userId}`)).status).toBe(403);

    // A role change ends the user's sessions; the next sign-in has the new role.
    const promoted = await signUp();
    const signIn = () => promoted.client.send('POST', '/api/login', { username: promoted.username, password: 'secret-1' });
    expect((await promoted.client.send('GET', '/api/admin/stats')).status).toBe(403);
    expect(await patchUser(admin.client, promoted.userId, { action: 'makeAdmin' })).toMatchObject({ status: 200, body: { user: { isAdmin: true } } });
    expect((await promoted.client.send('GET', '/api/admin/stats')).status).toBe(401);
    await signIn();
    expect((await promoted.client.send('GET', '/api/admin/stats')).status).toBe(200);
    expect(await patchUser(admin.client, promoted.userId, { action: 'removeAdmin' })).toMatchObject({ status: 200 });
    expect((await promoted.client.send('GET', '/api/admin/stats')).status).toBe(401);
    await signIn();
    expect((await promoted.client.send('GET', '/api/admin/stats')).status).toBe(403);

    const other = await signUp();
    expect((await admin.client.send('POST', `/api/admin/users/${other.userId}/change-password`, { newPassword: '12345' })).status).toBe(400);
    expect((await admin.client.send('POST', `/api/admin/users/${other.userId}/change-password`, { newPassword: 'brand-new-1' })).status).toBe(200);
    expect((await other.client.send('GET', '/api/user')).status).toBe(401);
    expect((await admin.client.send('DELETE', `/api/admin/users/${other.userId}`)).status).toBe(200);
    const list = await admin.client.send('GET', `/api/admin/users?search=${other.username}`);
    expect(list.body.total).toBe(0);
  });
});
