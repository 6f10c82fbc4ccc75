import { randomUUID } from 'node:crypto';
import type { Sql } from '@nova/platform';
import { insertDraw, type DrawRecord, type NewDraw } from './db/draws';
import { commitSeed, isRecurring, newSeed, nextDrawDate, rollForward } from '@nova/rules';
import { announceDrawOpened } from './events';

/** A new draw with a fresh secret seed; only its commitment is ever shown before completion. */
export async function openDraw(tx: Sql, fields: Omit<NewDraw, 'seed' | 'seedCommitment'>): Promise<DrawRecord> {
  const seed = newSeed();
  const draw = await insertDraw(tx, { ...fields, seed, seedCommitment: commitSeed(seed) });
  if (draw.status === 'active') await announceDrawOpened(tx, draw);
  return draw;
}

/**
 * docs/product-rules.md#draw-schedule: "A recurring draw (any period but custom) opens its next
 * instance when it completes." The next date is one period after this draw's
 * date, or, when that is already past (the scheduler was down), the first
 * period boundary after now.
 */
export async function openNextInSeries(tx: Sql, completed: DrawRecord, now: Date): Promise<DrawRecord | null> {
  if (!isRecurring(completed.period)) return null;
  const schedule = { anchorDate: completed.anchorDate };
  let drawDate = nextDrawDate(completed.period, completed.drawDate, schedule);
  if (drawDate && drawDate.getTime() <= now.getTime()) drawDate = rollForward(completed.period, completed.drawDate, { ...schedule, now });
  if (!drawDate) return null;
  return openDraw(tx, {
    id: randomUUID(),
    seriesId: completed.seriesId,
    name: completed.name,
    period: completed.period,
    ticketPriceMinor: completed.ticketPriceMinor,
    maxTickets: completed.maxTickets,
    status: 'active',
    opensAt: now,
    drawDate,
    anchorDate: completed.anchorDate,
  });
}
