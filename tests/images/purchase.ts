/**
 * A purchase through the gateway's REST API, as a player would make it:
 * the admin signs in, enrols two-factor sign-in (the chart requires it of
 * admins) and opens a draw, a player registers, the admin credits them, and
 * the player buys one ticket (each money move with its key).
 */
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { send } from '../scale/support/purchase-load';

export interface Purchase {
  drawId: string;
  purchaseId: string;
  totalPaid: unknown;
}

function expectStatus(step: string, reply: { status: number; body: unknown }, status: number): void {
  if (reply.status !== status) throw new Error(`${step}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
}

export async function buyOneTicket(gatewayUrl: string, admin: { username: string; password: string }): Promise<Purchase> {
  const login = await send(gatewayUrl, 'POST', '/api/login', { body: admin });
  expectStatus('admin sign-in', login, 200);
  const adminCookie = login.cookie ?? '';
  // As an authenticator app would: a code from the secret the set-up shows.
  const setup = await send(gatewayUrl, 'POST', '/api/auth/2fa/setup', { cookie: adminCookie, body: {} });
  expectStatus('two-factor set-up', setup, 200);
  const code = new TOTP({ secret: Secret.fromBase32(String(setup.body.secret)), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  expectStatus('two-factor confirmation', await send(gatewayUrl, 'POST', '/api/auth/2fa/confirm', { cookie: adminCookie, body: { code } }), 200);
  const draw = await send(gatewayUrl, 'POST', '/api/draws', {
    cookie: adminCookie,
    body: { name: `Images ${randomUUID().slice(0, 8)}`, period: 'daily', ticketPrice: '1.00', maxTickets: 1000, drawDate: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expectStatus('open a draw', draw, 201);
  const username = `img_${randomUUID().slice(0, 8)}`;
  const registered = await send(gatewayUrl, 'POST', '/api/register', { body: { username, password: 'player-pass-1' } });
  expectStatus('register', registered, 201);
  const credited = await send(gatewayUrl, 'PATCH', `/api/admin/users/${String(registered.body.id)}`, {
    cookie: adminCookie,
    headers: { 'idempotency-key': randomUUID() },
    body: { action: 'addCredit', amount: '5.00', reason: 'images job' },
  });
  expectStatus('credit the player', credited, 200);
  const bought = await send(gatewayUrl, 'POST', '/api/tickets/buy', {
    cookie: registered.cookie ?? '',
    headers: { 'idempotency-key': randomUUID() },
    body: { drawId: String(draw.body.id), quantity: 1 },
  });
  expectStatus('buy a ticket', bought, 201);
  return { drawId: String(draw.body.id), purchaseId: String(bought.body.id), totalPaid: bought.body.totalPaid };
}
