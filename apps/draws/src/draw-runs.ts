import type { CallerIdentity } from '@nova/contracts';
import { AppError, requireAdminRole } from '@nova/platform';
import { drawSnapshot, recordAdminAction } from './admin-audit';
import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import type { DrawsDeps } from './deps';
import { advanceBeaconDraw, beaconBindingAt, drawingDrawIds, msUntilRound, type BeaconStep } from './beacon-draws';
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
    return due ? settleDrawInTx(tx, due, deps.settings, new Date(), beaconBindingAt(deps)) : null;
  });
  if (outcome) await afterSettle(deps, outcome);
  return outcome;
}

/** Closes every due draw, then moves on every draw waiting for its beacon round; returns what happened to each. */
export async function runDueDraws(deps: DrawsDeps): Promise<Array<SettleOutcome | BeaconStep>> {
  const outcomes: Array<SettleOutcome | BeaconStep> = [];
  for (let outcome = await settleNextDueDraw(deps); outcome; outcome = await settleNextDueDraw(deps)) outcomes.push(outcome);
  for (const drawId of await drawingDrawIds(deps)) {
    const step = await advanceBeaconDraw(deps, drawId);
    if (!step) continue;
    outcomes.push(step);
    if (step.kind === 'completed') await afterSettle(deps, step);
  }
  return outcomes;
}

async function afterSettle(deps: DrawsDeps, outcome: SettleOutcome | BeaconStep): Promise<void> {
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
  const admin = requireAdminRole(caller, 'superadmin');
  const id = parseId(rawId);
  const outcome = await deps.db.transaction(async (tx) => {
    const draw = await findDraw(tx, id, { forUpdate: true });
    if (!draw || draw.deletedAt) throw new AppError('NOT_FOUND', 'Draw not found');
    if (draw.status === 'completed') throw new AppError('CONFLICT', 'This draw is already completed');
    if (draw.status === 'cancelled') throw new AppError('CONFLICT', 'This draw is cancelled');
    if (draw.status === 'drawing') return null; // sales closed already: only its beacon round is awaited
    // Sales close at the draw date announced when the draw opened, never at a
    // moment the seed holder picks (they could recompute winners after each sale).
    if (draw.status === 'upcoming' || draw.drawDate.getTime() > Date.now()) throw notDueYet(draw);
    const settled = await settleDrawInTx(tx, draw, deps.settings, new Date(), beaconBindingAt(deps));
    await recordAdminAction(tx, admin, 'draw.trigger', { type: 'draw', id }, drawSnapshot(draw), triggerResult(settled, deps.settings.adminProfitPercentage));
    return settled;
  });
  if (outcome) await afterSettle(deps, outcome);
  if (outcome === null || outcome.kind === 'drawing') return finishWithBeacon(deps, id);
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

/**
 * A triggered draw bound a round a few seconds ahead: wait for it (at most
 * TRIGGER_WAIT_MS) and ask the relays at once. When the round still cannot be
 * had, the draw is answered as it is, waiting, with the reason on its row; the
 * scheduler retries it. A trigger of a draw already waiting retries at once.
 */
const TRIGGER_WAIT_MS = 10_000;

async function finishWithBeacon(deps: DrawsDeps, id: string): Promise<DrawRecord> {
  const draw = await findDraw(deps.db, id);
  if (draw?.status === 'drawing' && draw.beaconRound !== null) {
    const wait = msUntilRound(deps, draw.beaconRound);
    if (wait <= TRIGGER_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const step = await advanceBeaconDraw(deps, id, { now: true });
      if (step) await afterSettle(deps, step);
    }
  }
  const current = await findDraw(deps.db, id);
  if (!current) throw new AppError('NOT_FOUND', 'Draw not found');
  return current;
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
  if (outcome.kind === 'drawing') return { status: 'drawing', beaconRound: outcome.beaconRound };
  return { status: 'cancelled' };
}
