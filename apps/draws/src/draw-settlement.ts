import { randomUUID } from 'node:crypto';
import { enqueueEvent, type Sql } from '@nova/platform';
import type { DrawRecord } from './db/draws';
import type { DrawSettings } from './deps';
import { isAutoApproved, MAX_WINNERS, prizeAmounts, rollForward, splitPool } from '@nova/rules';
import { openNextInSeries } from './draw-series';
import { cancelDrawInTx } from './refunds';
import { ticketNumbersAtPositions } from './merkle-nodes';
import { winnerPositions } from './ticket-list';
import { closeTicketList } from './ticket-merkle';

export type SettleOutcome =
  | { kind: 'completed'; drawId: string; winners: number }
  | { kind: 'drawing'; drawId: string; beaconRound: number }
  | { kind: 'rolled_forward'; drawId: string; drawDate: Date }
  | { kind: 'cancelled'; drawId: string };

/** The future beacon round a closing draw binds, and when the fallback applies if it cannot be fetched. */
export interface BeaconBinding {
  round: number;
  fallbackAt: Date;
}

/** What is mixed into the selection: the bound round's randomness, the fallback (and why), or nothing (no round bound). */
export type BeaconMix = { kind: 'round'; signature: string; randomness: string } | { kind: 'fallback'; reason: string } | { kind: 'none' };

/**
 * Closes a due draw inside the caller's transaction, which holds the draw's
 * row lock (so it runs once, and purchases finishing now either made it into
 * the ticket list or are refunded). With no ticket sold the pool is 0: the
 * draw rolls forward one period (custom: cancelled) (docs/product-rules.md#empty-draw).
 * Otherwise sales close: the ticket list is hashed (streamed), its Merkle tree
 * stored, the pool split, and the draw turns 'drawing'. With a beacon round
 * bound, the winners wait for that round (beacon-draws.ts); without one they
 * are drawn at once from the seed and the ticket list.
 */
export async function settleDrawInTx(tx: Sql, draw: DrawRecord, settings: DrawSettings, now = new Date(), binding: BeaconBinding | null = null): Promise<SettleOutcome> {
  if (draw.ticketsSold === 0) return rollForwardEmpty(tx, draw, now);
  const closed = await closeSalesInTx(tx, draw, settings, now, binding);
  if (binding) return { kind: 'drawing', drawId: draw.id, beaconRound: binding.round };
  return drawWinnersInTx(tx, closed, settings, now, { kind: 'none' });
}

async function closeSalesInTx(tx: Sql, draw: DrawRecord, settings: DrawSettings, now: Date, binding: BeaconBinding | null): Promise<DrawRecord> {
  // The ticket list is streamed once, never held whole: its hash and its Merkle tree in the same pass.
  const list = await closeTicketList(tx, draw.id);
  const split = splitPool(draw.salesMinor, settings.adminProfitPercentage);
  // The totals purchases summed while the draw sold are frozen into its row.
  await tx.query(
    `UPDATE draws SET status = 'drawing', ticket_list_hash = $2, closed_at = $3,
       admin_profit_percentage = $4, admin_profit_minor = $5, prize_pool_minor = $6,
       tickets_sold = $7, sales_minor = $8, tickets_reserved = $7, beacon_round = $9, beacon_fallback_at = $10
     WHERE id = $1`,
    [draw.id, list.hash, now, settings.adminProfitPercentage, split.adminProfitMinor, split.prizePoolMinor, list.count, draw.salesMinor,
      binding?.round ?? null, binding?.fallbackAt ?? null],
  );
  await enqueueEvent(tx, 'draws.draw.closed.v1', {
    drawId: draw.id,
    ticketListHash: list.hash,
    ticketsSold: list.count,
    salesMinor: draw.salesMinor,
    ...(binding ? { beaconRound: binding.round, beaconFallbackAt: binding.fallbackAt.toISOString() } : {}),
  });
  return {
    ...draw,
    status: 'drawing',
    ticketListHash: list.hash,
    ticketsSold: list.count,
    closedAt: now,
    adminProfitPercentage: settings.adminProfitPercentage,
    adminProfitMinor: split.adminProfitMinor,
    prizePoolMinor: split.prizePoolMinor,
    beaconRound: binding?.round ?? null,
    beaconFallbackAt: binding?.fallbackAt ?? null,
  };
}

/**
 * Draws the winners of a closed draw (status 'drawing', row locked by the
 * caller): pick them by position with the beacon's randomness mixed in (or
 * the fallback), mark the winning tickets (the others read as lost), create
 * payouts and the profit record, reveal the seed, open the series' next draw.
 */
export async function drawWinnersInTx(tx: Sql, draw: DrawRecord, settings: DrawSettings, now: Date, mix: BeaconMix): Promise<SettleOutcome> {
  if (draw.status !== 'drawing' || draw.ticketListHash === null || draw.prizePoolMinor === null) throw new Error(`draw ${draw.id} is not closed`);
  const positions = winnerPositions({
    seedHex: draw.seed,
    drawId: draw.id,
    ticketListHash: draw.ticketListHash,
    ticketCount: draw.ticketsSold,
    count: MAX_WINNERS,
    ...(mix.kind === 'round' ? { beaconHex: mix.randomness } : {}),
  });
  const winners = await ticketNumbersAtPositions(tx, draw.id, positions);
  const prizes = prizeAmounts(draw.prizePoolMinor, winners.length);
  const ranks = winners.map((_, index) => index + 1);

  const won = await tx.query<{ id: string; user_id: string; ticket_number: string; prize_rank: number; prize_minor: unknown }>(
    `UPDATE tickets t SET status = 'won', prize_rank = w.rank, prize_minor = w.prize
     FROM unnest($2::text[], $3::int[], $4::bigint[]) AS w(ticket_number, rank, prize)
     WHERE t.draw_id = $1 AND t.ticket_number = w.ticket_number
     RETURNING t.id, t.user_id, t.ticket_number, t.prize_rank, t.prize_minor`,
    [draw.id, winners, ranks, prizes],
  );
  // Every other ticket stays 'active' in its row: a ticket of a completed
  // draw that did not win reads as 'lost' (db/tickets.ts), so settling writes
  // only the winners, not every ticket.

  await tx.query(
    `UPDATE draws SET status = 'completed', completed_at = $2, beacon = $3, beacon_signature = $4, beacon_fallback = $5,
       beacon_next_attempt_at = NULL
     WHERE id = $1`,
    [draw.id, now, mix.kind === 'round' ? mix.randomness : null, mix.kind === 'round' ? mix.signature : null, mix.kind === 'fallback' ? mix.reason : null],
  );
  const adminProfitMinor = draw.adminProfitMinor ?? 0;
  await tx.query(
    `INSERT INTO profits (draw_id, profit_minor, ticket_sales_minor, prizes_minor, admin_profit_percentage)
     VALUES ($1, $2, $3, $4, $5)`,
    [draw.id, adminProfitMinor, draw.salesMinor, draw.prizePoolMinor, draw.adminProfitPercentage ?? settings.adminProfitPercentage],
  );

  const winnerRows = [...won.rows].sort((a, b) => Number(a.prize_rank) - Number(b.prize_rank));
  for (const winner of winnerRows) {
    const amountMinor = Number(winner.prize_minor);
    if (amountMinor <= 0) continue; // a 0.00 prize (a tiny pool) moves no money
    const payoutId = randomUUID();
    await tx.query(
      `INSERT INTO payouts (id, draw_id, ticket_id, user_id, prize_rank, amount_minor, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [payoutId, draw.id, winner.id, winner.user_id, winner.prize_rank, amountMinor, isAutoApproved(amountMinor, settings.autoPayoutLimitMinor) ? now : null],
    );
    await enqueueEvent(tx, 'draws.payout.created.v1', {
      payoutId,
      drawId: draw.id,
      userId: winner.user_id,
      rank: Number(winner.prize_rank),
      ticketNumber: winner.ticket_number,
      amountMinor,
    });
  }
  await enqueueEvent(tx, 'draws.draw.completed.v1', {
    drawId: draw.id,
    seed: draw.seed,
    prizePoolMinor: draw.prizePoolMinor,
    adminProfitMinor,
    winners: winnerRows.map((winner) => ({
      rank: Number(winner.prize_rank),
      ticketNumber: winner.ticket_number,
      userId: winner.user_id,
      prizeMinor: Number(winner.prize_minor),
    })),
  });
  await openNextInSeries(tx, draw, now);
  return { kind: 'completed', drawId: draw.id, winners: winners.length };
}

async function rollForwardEmpty(tx: Sql, draw: DrawRecord, now: Date): Promise<SettleOutcome> {
  const drawDate = rollForward(draw.period, draw.drawDate, { anchorDate: draw.anchorDate, now });
  if (!drawDate) {
    await cancelDrawInTx(tx, draw.id, 'No tickets were sold');
    return { kind: 'cancelled', drawId: draw.id };
  }
  await tx.query('UPDATE draws SET draw_date = $2 WHERE id = $1', [draw.id, drawDate]);
  await enqueueEvent(tx, 'draws.draw.rolled-forward.v1', {
    drawId: draw.id,
    previousDrawDate: draw.drawDate.toISOString(),
    drawDate: drawDate.toISOString(),
  });
  return { kind: 'rolled_forward', drawId: draw.id, drawDate };
}
