import { QUICKNET, timeOfRound } from '@nova/verify';
import { findDraw, queryDraws, type DrawRecord } from './db/draws';
import type { DrawsDeps } from './deps';
import { drawWinnersInTx, type BeaconBinding, type BeaconMix, type SettleOutcome } from './draw-settlement';
import { fetchBeaconRound } from './beacon-relays';

/**
 * The outside beacon's part of a draw (fair-draw.md, "Outside randomness").
 * At the close a draw binds the first drand quicknet round published at least
 * BEACON_ROUND_MARGIN_SECONDS after it, a round nobody can know yet, and
 * publishes it with the moment the fallback would apply. Once that round is
 * due, the relays are asked; a valid round is mixed into the selection. While
 * it cannot be fetched the draw waits and retries with backoff (the reason is
 * kept for the admin); past the fallback moment the winners are drawn from the
 * committed seed and the ticket list alone, and the result says so.
 */

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;

/** The round to bind when sales close now; null when no relay is configured (no beacon). */
export function beaconBindingAt(deps: DrawsDeps): BeaconBinding | null {
  const { beacon } = deps;
  if (beacon.relays.length === 0) return null;
  const round = firstRoundFrom(beacon.now().getTime() + beacon.roundMarginSeconds * 1000);
  return { round, fallbackAt: new Date(timeOfRound(round).getTime() + beacon.fallbackAfterMs) };
}

/** The first quicknet round whose publication time is at or after `ms` (to the millisecond). */
export function firstRoundFrom(ms: number): number {
  const seconds = ms / 1000 - QUICKNET.genesisTime;
  return seconds <= 0 ? 1 : Math.ceil(seconds / QUICKNET.periodSeconds) + 1;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export type BeaconStep = SettleOutcome | { kind: 'waiting'; drawId: string; round: number; reason: string | null };

/**
 * One step of a draw waiting for its round: nothing before the round is due
 * or the next retry (unless `now` is asked, an admin's trigger), else one
 * fetch outside any transaction, then the outcome under the row lock.
 */
export async function advanceBeaconDraw(deps: DrawsDeps, drawId: string, options: { now?: boolean } = {}): Promise<BeaconStep | null> {
  const draw = await findDraw(deps.db, drawId);
  if (!draw || draw.status !== 'drawing' || draw.beaconRound === null) return null;
  const round = draw.beaconRound;
  const clock = deps.beacon.now();
  const waiting: BeaconStep = { kind: 'waiting', drawId, round, reason: draw.beaconLastError };
  if (clock < timeOfRound(round)) return waiting;
  if (!options.now && draw.beaconNextAttemptAt && clock < draw.beaconNextAttemptAt) return waiting;

  const fetched = await fetchBeaconRound(deps.beacon.relays, round, deps.beacon.fetchTimeoutMs);
  const after = deps.beacon.now();
  const outcome = await deps.db.transaction(async (tx): Promise<BeaconStep | null> => {
    const [locked] = await queryDraws(tx, "SELECT * FROM draws WHERE id = $1 AND status = 'drawing' FOR UPDATE SKIP LOCKED", [drawId]);
    if (!locked) return null; // another replica is finishing it, or did
    if (fetched.ok) return drawWinnersInTx(tx, locked, deps.settings, new Date(), { kind: 'round', signature: fetched.round.signature, randomness: fetched.round.randomness });
    if (locked.beaconFallbackAt && after >= locked.beaconFallbackAt) {
      return drawWinnersInTx(tx, locked, deps.settings, new Date(), fallbackMix(locked, fetched.reason));
    }
    const attempts = locked.beaconAttempts + 1;
    await tx.query(
      'UPDATE draws SET beacon_attempts = $2, beacon_last_error = $3, beacon_next_attempt_at = $4 WHERE id = $1',
      [drawId, attempts, fetched.reason, new Date(after.getTime() + retryDelayMs(attempts))],
    );
    return { kind: 'waiting', drawId, round, reason: fetched.reason };
  });
  if (outcome?.kind === 'waiting') deps.logger.warn({ drawId, round, reason: outcome.reason }, 'beacon round not fetched; the draw waits and retries');
  if (outcome && outcome.kind !== 'waiting') deps.logger.info({ drawId, round, beacon: fetched.ok ? 'mixed in' : 'fallback' }, 'draw completed');
  return outcome;
}

function fallbackMix(draw: DrawRecord, reason: string): BeaconMix {
  return { kind: 'fallback', reason: `beacon round ${draw.beaconRound} could not be fetched by ${draw.beaconFallbackAt?.toISOString()}: ${reason}`.slice(0, 600) };
}

/** Every draw waiting for its round, oldest close first. */
export async function drawingDrawIds(deps: DrawsDeps): Promise<string[]> {
  const { rows } = await deps.db.query<{ id: string }>("SELECT id FROM draws WHERE status = 'drawing' AND deleted_at IS NULL ORDER BY closed_at, id");
  return rows.map((row) => row.id);
}

/** Milliseconds until a waiting draw's round is due by the beacon's clock (0 when it is). */
export function msUntilRound(deps: DrawsDeps, round: number): number {
  return Math.max(0, timeOfRound(round).getTime() - deps.beacon.now().getTime());
}
