import type { CallerIdentity } from '@nova/contracts';
import { AppError, requireAdmin } from '@nova/platform';
import { drawSnapshot, recordAdminAction } from './admin-audit';
import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import type { DrawsDeps } from './deps';
import { settleDrawInTx, type SettleOutcome } from './draw-settlement';
import { parseId } from './inputs';
import { payPromisedPayouts } from './payouts';
import { refundCancelledDraw } from './refunds';

/**
 * The scheduler's claim: the oldest due draw, locked with SKIP LOCKED inside
 * the transaction that settles it. Another replica skips a draw being
 * settled, and finds it completed afterwards, so each draw runs exactly once.
 */
async function settleNextDueDraw(deps: DrawsDeps): Promise<SettleOutcome | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [due] = await queryDraws(
      tx,
      `SELECT * FROM draws WHERE status = 'active' AND draw_date <= now() AND deleted_at IS NULL
       ORDER BY draw_date LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return due ? settleDrawInTx(tx, due, deps.settings) : null;
  });
  if (outcome) await afterSettle(deps, outcome);
  return outcome;
}

/** Runs every due draw; returns what happened to each. */
export async function runDueDraws(deps: DrawsDeps): Promise<SettleOutcome[]> {
  const outcomes: SettleOutcome[] = [];
  for (let outcome = await settleNextDueDraw(deps); outcome; outcome = await settleNextDueDraw(deps)) outcomes.push(outcome);
  return outcomes;
}

async function afterSettle(deps: DrawsDeps, outcome: SettleOutcome): Promise<void> {
  deps.afterCommit();
  // Money moves after the commit; the periodic jobs retry whatever fails here.
  if (outcome.kind === 'completed') await payPromisedPayouts(deps, outcome.drawId);
  if (outcome.kind === 'cancelled') await refundCancelledDraw(deps, outcome.drawId);
}

/**
 * An admin runs a due draw now instead of waiting for the scheduler's next
 * tick; before its date it is refused (DRAW_NOT_DUE). "Triggering is not possible
 * when the prize pool is 0"; such a draw rolls forward one period (custom:
 * cancelled; docs/product-rules.md#empty-draw). So a trigger with no ticket sold moves the
 * draw and answers DRAW_EMPTY saying where it went.
 */
export async function triggerDraw(deps: DrawsDeps, caller: CallerIdentity | null, rawId: unknown): Promise<DrawRecord> {
  const admin = requireAdmin(caller);
  const id = parseId(rawId);
  const outcome = await deps.db.transaction(async (tx) => {
    const draw = await findDraw(tx, id, { forUpdate: true });
    if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
    if (draw.status === 'completed') throw new AppError('CONFLICT', 'This draw is already completed');
    if (draw.status === 'cancelled') throw new AppError('CONFLICT', 'This draw is cancelled');
    // Sales close at the draw date announced when the draw opened, never at a
    // moment the seed holder picks (they could recompute winners after each sale).
    if (draw.status === 'upcoming' || draw.drawDate.getTime() > Date.now()) throw notDueYet(draw);
    const settled = await settleDrawInTx(tx, draw, deps.settings);
    await recordAdminAction(tx, admin, 'draw.trigger', { type: 'draw', id }, drawSnapshot(draw), triggerResult(settled, deps.settings.adminProfitPercentage));
    return settled;
  });
  await afterSettle(deps, outcome);
  if (outcome.kind === 'rolled_forward') {
    throw new AppError(
      'DRAW_EMPTY',
      `The prize pool is 0 (no tickets sold), so the draw cannot run; it moved to ${outcome.drawDate.toISOString()}`,
      { drawDate: outcome.drawDate.toISOString() },
    );
  }
  if (outcome.kind === 'cancelled') {
    throw new AppError('DRAW_EMPTY', 'The prize pool is 0 (no tickets sold), so the draw cannot run; this one-off draw was cancelled');
  }
  const completed = await findDraw(deps.db, id);
  if (!completed) throw new AppError('NOT_FOUND', 'Draw not found');
  return completed;
}

function notDueYet(draw: DrawRecord): AppError {
  const drawDate = draw.drawDate.toISOString();
  return new AppError(
    'DRAW_NOT_DUE',
    `This draw cannot run before ${drawDate}: sales stay open until the time fixed when it opened, so nobody can choose the moment its winners are drawn. It runs by itself then.`,
    { drawDate },
  );
}

/** The audit log's "after" of a trigger: what became of the draw. */
function triggerResult(outcome: SettleOutcome, adminProfitPercentage: number) {
  if (outcome.kind === 'completed') return { status: 'completed', winners: outcome.winners, adminProfitPercentage };
  if (outcome.kind === 'rolled_forward') return { status: 'active', movedTo: outcome.drawDate.toISOString() };
  return { status: 'cancelled' };
}
