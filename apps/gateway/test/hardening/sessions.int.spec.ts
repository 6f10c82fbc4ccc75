import { setTimeout as sleep } from 'node:timers/promises';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { AddressedClient, signUp, type Account } from './support';

/**
 * Session lifetimes with short settings (3 s idle, 8 s in all), and old
 * session cookies refused after logout, password changes and suspension.
 */

let stack: GatewayStack;
let admin: Account;

/** The same browser cookie replayed later (a copy kept by an attacker or a second tab). */
function replay(account: Account, cookie: string | null) {
  const copy = new AddressedClient(stack.baseUrl);
  copy.cookie = cookie;
  return copy.json('GET', '/api/user');
}

describe('session lifetimes', () => {
  beforeAll(async () => {
    stack = await startGatewayStack('gw_lifetime', { SESSION_IDLE_TTL_SECONDS: '3', SESSION_ABSOLUTE_TTL_SECONDS: '8', TRUST_PROXY_HOPS: '1' }, { SCHEDULER_ENABLED: 'false' });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('ends a session left idle past SESSION_IDLE_TTL_SECONDS', async () => {
    const player = await signUp(stack);
    expect((await player.client.json('GET', '/api/user')).status).toBe(200);
    await sleep(3_500);
    expect((await player.client.json('GET', '/api/user')).status).toBe(401);
  });

  it('keeps a session in use alive past the idle timeout, and ends it at SESSION_ABSOLUTE_TTL_SECONDS', async () => {
    const player = await signUp(stack);
    const cookie = player.client.cookie;
    const started = Date.now();
    // Used every second: alive for the first 5 s (beyond the 3 s idle limit)…
    while (Date.now() - started < 5_000) {
      const reply = await replay(player, cookie);
      expect(reply.status).toBe(200);
      await sleep(1_000);
    }
    // …and over once 8 s have passed since sign-in, however busy.
    while (Date.now() - started < 8_500) await sleep(250);
    expect((await replay(player, cookie)).status).toBe(401);
  });
});

describe('old sessions are refused', () => {
  // Default lifetimes here, so slow steps cannot end a session by age.
  beforeAll(async () => {
    stack = await startGatewayStack('gw_revoke', { TRUST_PROXY_HOPS: '1' }, { SCHEDULER_ENABLED: 'false' });
    admin = await signUp(stack, { admin: true });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('after logout', async () => {
    const player = await signUp(stack);
    const cookie = player.client.cookie;
    expect((await player.client.json('POST', '/api/logout')).status).toBe(200);
    expect((await replay(player, cookie)).status).toBe(401);
  });

  it('after a password change: other devices and the old cookie of this one', async () => {
    const player = await signUp(stack);
    const otherDevice = new AddressedClient(stack.baseUrl);
    await otherDevice.json('POST', '/api/login', { username: player.username, password: player.password });
    const before = player.client.cookie;
    const changed = await player.client.json('POST', '/api/auth/change-password', { currentPassword: player.password, newPassword: 'secret-2' });
    expect(changed.status).toBe(200);
    expect(player.client.cookie).not.toBe(before);
    expect((await player.client.json('GET', '/api/user')).status).toBe(200);
    expect((await otherDevice.json('GET', '/api/user')).status).toBe(401);
    expect((await replay(player, before)).status).toBe(401);
  });

  it('after an admin sets a new password', async () => {
    const player = await signUp(stack);
    const cookie = player.client.cookie;
    const set = await admin.client.json('POST', `/api/admin/users/${player.userId}/change-password`, { newPassword: 'secret-3' });
    expect(set.status).toBe(200);
    expect((await replay(player, cookie)).status).toBe(401);
  });

  it('after removeAdmin: the demoted admin\'s open session grants no admin rights', async () => {
    const demoted = await signUp(stack, { admin: true });
    expect((await demoted.client.json('GET', '/api/admin/users')).status).toBe(200);
    const cookie = demoted.client.cookie;
    const removed = await admin.client.json('PATCH', `/api/admin/users/${demoted.userId}`, { action: 'removeAdmin' });
    expect(removed.status).toBe(200);
    const copy = new AddressedClient(stack.baseUrl);
    copy.cookie = cookie;
    expect((await copy.json('GET', '/api/admin/users')).status).toBe(401);
    // Signed in again, a player.
    await demoted.client.json('POST', '/api/login', { username: demoted.username, password: demoted.password });
    expect((await demoted.client.json('GET', '/api/admin/users')).status).toBe(403);
  });

  it('sign-in: wrong passwords slow their address (429 with Retry-After), the owner signs in from another', async () => {
    const player = await signUp(stack);
    const attacker = new AddressedClient(stack.baseUrl);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const reply = await attacker.json('POST', '/api/login', { username: player.username, password: `wrong-${attempt}` });
      statuses.push(reply.status);
      if (reply.status === 429) retryAfter ??= reply.headers.get('retry-after');
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const owner = await new AddressedClient(stack.baseUrl).json('POST', '/api/login', { username: player.username, password: player.password });
    expect(owner.status).toBe(200);
  });

  it('after suspension, and a suspended player cannot sign in again', async () => {
    const player = await signUp(stack);
    const cookie = player.client.cookie;
    const suspended = await admin.client.json('PATCH', `/api/admin/users/${player.userId}`, { action: 'suspend' });
    expect(suspended.status).toBe(200);
    expect((await replay(player, cookie)).status).toBe(401);
    const again = await new AddressedClient(stack.baseUrl).json('POST', '/api/login', { username: player.username, password: player.password });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_SUSPENDED');
  });
});
