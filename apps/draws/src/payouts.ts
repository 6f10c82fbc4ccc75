import type { CallerIdentity } from '@nova/contracts';
import { AppError, enqueueEvent, requireAdminRole, requirePlayer } from '@nova/platform';
import type { Sql } from '@nova/platform';
import { z } from 'zod';
import { payoutSnapshot, recordAdminAction } from './admin-audit';
import { findPayout, queryPayouts, type PayoutRecord, type PayoutStatus } from './db/payouts';
import type { DrawsDeps } from './deps';
import { parseId, parseInput } from './inputs';
import { holdManualPayout, payoutNeedsFourEyes } from './payout-approvals';

/**
 * Payouts (docs/product-rules.md#payouts): one per winning ticket, pending → paid | failed.
 * Prizes up to the auto-payout limit are promised at once (`approved_at` set
 * when the payout is created); an admin's "paid" promises the larger ones.
 * A promised payout is credited by `wallet.credit.v1` kind prize under the key
 * `payout:<id>` and retried until it is paid, so it is paid exactly once
 * however often anyone asks. "failed" credits nothing and is refused once
 * the credit is promised.
 */
export const payoutKey = (payoutId: string) => `payout:${payoutId}`;
export const DEFAULT_FAILURE_NOTE = 'Payment failed';

export async function creditPayout(deps: DrawsDeps, payout: PayoutRecord): Promise<PayoutRecord> {
  if (payout.status === 'paid') return payout;
  const reply = await deps.bus.request('wallet.credit.v1', {
    userId: payout.userId,
    amountMinor: payout.amountMinor,
    idempotencyKey: payoutKey(payout.id),
    kind: 'prize',
    memo: `Prize #${payout.rank}, ${payout.drawName}, ticket ${payout.ticketNumber}`,
  });
  await deps.db.transaction((tx) => markPayoutPaid(tx, payout, reply.transferId));
  deps.afterCommit();
  return (await findPayout(deps.db, payout.id)) ?? payout;
}

/** Records the credit (once) and announces the paid prize, in the caller's transaction. */
export async function markPayoutPaid(tx: Sql, payout: PayoutRecord, transferId: string): Promise<void> {
  const marked = await tx.query(
    "UPDATE payouts SET status = 'paid', transfer_id = $2, processed_at = now() WHERE id = $1 AND status <> 'paid'",
    [payout.id, transferId],
  );
  if (marked.rowCount === 1) {
    await enqueueEvent(tx, 'draws.payout.paid.v1', {
      payoutId: payout.id,
      drawId: payout.drawId,
      userId: payout.userId,
      amountMinor: payout.amountMinor,
      transferId,
    });
  }
}

/** The payout worker's tick: credits every promised, unpaid payout (oldest first). */
export async function payPromisedPayouts(deps: DrawsDeps, drawId?: string): Promise<number> {
  const due = await queryPayouts(
    deps.db,
    "p.status = 'pending' AND p.approved_at IS NOT NULL AND ($1::uuid IS NULL OR p.draw_id = $1)",
    [drawId ?? null],
    'ORDER BY p.created_at, p.prize_rank LIMIT 100',
  );
  let paid = 0;
  for (const payout of due) {
    try {
      await creditPayout(deps, payout);
      paid += 1;
    } catch (error) {
      deps.logger.warn({ err: error, payoutId: payout.id }, 'payout credit failed; retrying on the next tick');
    }
  }
  return paid;
}

const updatePayoutInput = z.object({
  status: z.enum(['paid', 'failed'], { message: 'status must be paid or failed' }),
  adminNotes: z.string().trim().max(500).nullish(),
});

export async function updatePayout(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown, rawInput: unknown): Promise<PayoutRecord> {
  const admin = requireAdminRole(caller, 'finance');
  const id = parseId(rawId, 'Payout');
  const input = parseInput(updatePayoutInput, rawInput);
  const notes = input.adminNotes ? input.adminNotes : null;
  const payout = await findPayout(deps.db, id);
  if (!payout) throw new AppError('NOT_FOUND', 'Payout not found');
  // Four-eyes: a large manual payout waits for a second admin and stays pending meanwhile.
  if (input.status === 'paid' && payoutNeedsFourEyes(deps, payout)) {
    await deps.db.transaction((tx) => holdManualPayout(tx, admin, payout, notes));
    deps.afterCommit();
    return payout;
  }
  return input.status === 'paid' ? approveAndPay(deps, admin, payout, notes) : markFailed(deps, admin, payout, notes);
}

async function approveAndPay(deps: DrawsDeps, admin: CallerIdentity, payout: PayoutRecord, notes: string | null): Promise<PayoutRecord> {
  if (payout.status === 'paid') return payout;
  // Promise first, then credit: a crash in between is finished by the worker.
  await deps.db.transaction(async (tx) => {
    const promised = await tx.query(
      `UPDATE payouts SET status = 'pending', approved_at = coalesce(approved_at, now()), admin_notes = coalesce($2, admin_notes),
         processed_at = NULL
       WHERE id = $1 AND status <> 'paid'`,
      [payout.id, notes],
    );
    if (promised.rowCount === 1) {
      await recordAdminAction(tx, admin, 'payout.approve', { type: 'payout', id: payout.id }, payoutSnapshot(payout), { status: 'paid', adminNotes: notes ?? payout.adminNotes });
    }
  });
  deps.afterCommit();
  const promised = await findPayout(deps.db, payout.id);
  if (!promised) throw new AppError('NOT_FOUND', 'Payout not found');
  return creditPayout(deps, promised);
}

async function markFailed(deps: DrawsDeps, admin: CallerIdentity, payout: PayoutRecord, notes: string | null): Promise<PayoutRecord> {
  if (payout.status === 'paid') throw new AppError('CONFLICT', 'This payout is already paid');
  if (payout.approvedAt) throw new AppError('CONFLICT', 'This payout is being paid and can no longer fail');
  await deps.db.transaction(async (tx) => {
    const failed = await tx.query(
      `UPDATE payouts SET status = 'failed', admin_notes = $2, processed_at = now()
       WHERE id = $1 AND status <> 'paid' AND approved_at IS NULL`,
      [payout.id, notes ?? DEFAULT_FAILURE_NOTE],
    );
    if (failed.rowCount !== 1) throw new AppError('CONFLICT', 'This payout is being paid and can no longer fail');
    await recordAdminAction(tx, admin, 'payout.reject', { type: 'payout', id: payout.id }, payoutSnapshot(payout), { status: 'failed', adminNotes: notes ?? DEFAULT_FAILURE_NOTE });
    if (payout.status !== 'failed') {
      await enqueueEvent(tx, 'draws.payout.failed.v1', {
        payoutId: payout.id,
        drawId: payout.drawId,
        userId: payout.userId,
        amountMinor: payout.amountMinor,
        adminNotes: notes ?? DEFAULT_FAILURE_NOTE,
      });
    }
  });
  deps.afterCommit();
  return (await findPayout(deps.db, payout.id)) ?? payout;
}

export async function myPayouts(deps: DrawsDeps, caller: CallerIdentity | null): Promise<PayoutRecord[]> {
  const player = requirePlayer(caller);
  return queryPayouts(deps.db, 'p.user_id = $1', [player.userId]);
}

export async function adminPayouts(deps: DrawsDeps, caller: CallerIdentity | null, status: unknown): Promise<PayoutRecord[]> {
  requireAdminRole(caller, 'finance');
  const filter = parseInput(z.enum(['pending', 'paid', 'failed']).nullish(), status) as PayoutStatus | null | undefined;
  return queryPayouts(deps.db, '($1::text IS NULL OR p.status = $1)', [filter ?? null], 'ORDER BY p.created_at DESC, p.prize_rank LIMIT 500');
}
