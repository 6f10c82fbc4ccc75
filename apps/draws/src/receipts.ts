import type { CallerIdentity } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { AppError, requirePlayer, type Sql } from '@nova/platform';
import { canonicalOrder, type SignedReceipt } from '@nova/verify';
import { findPurchase } from './db/purchases';
import { ticketsOfPurchase } from './db/tickets';
import type { DrawsDeps } from './deps';
import { parseId } from './inputs';
import type { ReceiptKeyring } from './receipt-keys';
import { signReceiptWith } from './receipt-signing';

/**
 * A completed purchase's receipt, signed with the platform's receipt key
 * (fair-draw.md, "Signed receipts"). Issued the first time it is asked for
 * (the buyTickets answer asks at once) and kept, so it never changes.
 */
export async function receiptOfPurchase(sql: Sql, keyring: ReceiptKeyring, purchaseId: string, now = new Date()): Promise<SignedReceipt | null> {
  const stored = await sql.query<{ document: string }>('SELECT document FROM receipts WHERE purchase_id = $1', [purchaseId]);
  if (stored.rows[0]) return JSON.parse(stored.rows[0].document) as SignedReceipt;
  const purchase = await findPurchase(sql, purchaseId);
  if (!purchase || purchase.status !== 'completed') return null;
  const tickets = await ticketsOfPurchase(sql, purchaseId);
  const key = keyring.signingKeyAt(now);
  if (!key) return null;
  const signed = signReceiptWith(
    {
      version: 1,
      purchaseId,
      drawId: purchase.drawId,
      ticketNumbers: canonicalOrder(tickets.map((ticket) => ticket.ticketNumber)),
      amountPaid: formatMinor(purchase.totalMinor),
      purchasedAt: purchase.createdAt.toISOString(),
      issuedAt: now.toISOString(),
    },
    key,
  );
  // Two first requests at once: the first insert wins and both answer its document.
  await sql.query(
    'INSERT INTO receipts (purchase_id, key_id, document, issued_at) VALUES ($1, $2, $3, $4) ON CONFLICT (purchase_id) DO NOTHING',
    [purchaseId, key.keyId, JSON.stringify(signed), now],
  );
  const kept = await sql.query<{ document: string }>('SELECT document FROM receipts WHERE purchase_id = $1', [purchaseId]);
  return kept.rows[0] ? (JSON.parse(kept.rows[0].document) as SignedReceipt) : signed;
}

/** The caller's own receipt; another player's purchase answers NOT_FOUND, like one that does not exist. */
export async function myReceipt(deps: DrawsDeps, caller: CallerIdentity | null, rawPurchaseId: unknown): Promise<SignedReceipt> {
  const player = requirePlayer(caller);
  const purchaseId = parseId(rawPurchaseId, 'Purchase');
  const purchase = await findPurchase(deps.db, purchaseId);
  if (!purchase || purchase.userId !== player.userId) throw new AppError('NOT_FOUND', 'Purchase not found');
  if (deps.receiptKeys.disabledReason) throw new AppError('UNAVAILABLE', 'Receipts are not issued on this server');
  const receipt = await receiptOfPurchase(deps.db, deps.receiptKeys, purchaseId);
  if (!receipt) throw new AppError('CONFLICT', 'This purchase did not complete, so it has no receipt');
  return receipt;
}

export function receiptView(signed: SignedReceipt) {
  return { purchaseId: signed.receipt.purchaseId, keyId: signed.keyId, document: JSON.stringify(signed) };
}
