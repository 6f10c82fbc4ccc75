import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@nova/contracts';
import type { Db } from '@nova/platform';
import { pngBytes } from '@nova/platform/testing';
import { RestClient, type GatewayStack, type RestReply } from './stack-harness';

/** A signed-in player (or admin) of the REST facade. */
export interface Player {
  client: RestClient;
  userId: string;
  username: string;
  referralCode: string;
}

/** `admin: true` makes a superadmin; a role name makes an admin of that role. */
export async function signUp(stack: GatewayStack, options: { admin?: boolean | AdminRole; referralCode?: string } = {}): Promise<Player> {
  const client = new RestClient(stack.baseUrl);
  const username = `p_${randomBytes(4).toString('hex')}`;
  const reply = await client.send('POST', '/api/register', { username, password: 'secret-1', ...(options.referralCode ? { referralCode: options.referralCode } : {}) });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(reply.body)}`);
  const userId = String(reply.body.id);
  if (options.admin) {
    const role: AdminRole = options.admin === true ? 'superadmin' : options.admin;
    await stack.identityDb.query('UPDATE users SET is_admin = true, admin_role = $2 WHERE id = $1', [userId, role]);
    await client.send('POST', '/api/login', { username, password: 'secret-1' });
  }
  return { client, userId, username, referralCode: String(reply.body.referralCode) };
}

/** A bank account as the player saves it in the profile; withdrawals name it by id. */
export const SAVED_BANK = { id: 'bank-main', type: 'bank', name: 'My bank', details: { bankName: 'BML', accountName: 'Ann', accountNumber: '7701-000-123' } };

/** Saves the player's payout methods (replacing any) and answers the first one's id. */
export async function savePayoutMethods(player: Player, methods: ReadonlyArray<Record<string, unknown>> = [SAVED_BANK]): Promise<string> {
  const saved = await player.client.send('POST', '/api/profile/update', { paymentMethods: methods });
  if (saved.status !== 200) throw new Error(`saving payment methods failed: ${JSON.stringify(saved.body)}`);
  return String(methods[0]?.id);
}

/** A small real PNG; `shade` makes each one a different picture. */
export function pngImage(shade: number, compressionLevel = 6): Buffer {
  return pngBytes({ width: 8, height: 8, rgb: [shade % 256, (shade * 7) % 256, Math.floor(shade / 256) % 256], compressionLevel });
}

let shades = 1;
export const freshPng = () => pngImage(shades++);

/** POST /api/deposits as the browser sends it: multipart with the file. */
export async function uploadDeposit(
  client: RestClient,
  baseUrl: string,
  form: { amount?: string; paymentMethod?: string; file?: Buffer; fileName?: string; fileType?: string },
  headers: Record<string, string> = {},
): Promise<RestReply> {
  const body = new FormData();
  if (form.amount !== undefined) body.set('amount', form.amount);
  if (form.paymentMethod !== undefined) body.set('paymentMethod', form.paymentMethod);
  if (form.file) body.set('screenshot', new Blob([new Uint8Array(form.file)], { type: form.fileType ?? 'image/png' }), form.fileName ?? 'proof.png');
  const response = await fetch(`${baseUrl}/api/deposits`, { method: 'POST', body, headers: { cookie: client.cookie ?? '', ...headers } });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}

export async function createMethod(admin: Player, fields: Record<string, unknown> = {}): Promise<string> {
  const reply = await admin.client.send('POST', '/api/admin/payment-methods', {
    name: `Bank ${randomBytes(2).toString('hex')}`,
    type: 'bank_transfer',
    bankName: 'Bank of Maldives',
    accountName: 'Nova Jackpot',
    accountNumber: '7701-000-123',
    ...fields,
  });
  if (reply.status !== 201) throw new Error(`method not created: ${JSON.stringify(reply.body)}`);
  return String(reply.body.id);
}

/** Deposits `amount` for the player and has the admin approve it: the balance grows by it. */
export async function fundedDeposit(stack: GatewayStack, admin: Player, player: Player, methodId: string, amount: string): Promise<string> {
  const deposit = await uploadDeposit(player.client, stack.baseUrl, { amount, paymentMethod: methodId, file: freshPng() });
  if (deposit.status !== 201) throw new Error(`deposit refused: ${JSON.stringify(deposit.body)}`);
  const id = String(deposit.body.id);
  const approved = await admin.client.send('PATCH', `/api/admin/deposits/${id}`, { status: 'approved' });
  if (approved.status !== 200) throw new Error(`approval refused: ${JSON.stringify(approved.body)}`);
  return id;
}

export async function balanceOf(player: Player): Promise<{ balance: string; availableBalance: string; heldBalance: string }> {
  const { body } = await player.client.send('GET', '/api/user');
  return { balance: String(body.balance), availableBalance: String(body.availableBalance), heldBalance: String(body.heldBalance) };
}

/** The sum of all accounts is always zero, and each balance matches its transfers. */
export async function expectLedgerBalanced(walletDb: Db): Promise<void> {
  const { rows } = await walletDb.query<{ total: unknown }>('SELECT coalesce(sum(balance_minor), 0)::bigint AS total FROM accounts');
  const drift = await walletDb.query<{ id: string }>(`
    SELECT a.id FROM accounts a LEFT JOIN (
      SELECT account_id, sum(delta)::bigint AS net FROM (
        SELECT credit_account_id AS account_id, amount_minor AS delta FROM transfers
        UNION ALL SELECT debit_account_id, -amount_minor FROM transfers) moves GROUP BY account_id
    ) t ON t.account_id = a.id WHERE a.balance_minor <> coalesce(t.net, 0)`);
  if (Number(rows[0]?.total) !== 0 || drift.rowCount !== 0) {
    throw new Error(`ledger out of balance: sum ${String(rows[0]?.total)}, ${drift.rowCount} account(s) out of step`);
  }
}

export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
