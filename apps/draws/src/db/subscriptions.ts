import type { Sql } from '@nova/platform';
import type { RecurringPeriod } from '@nova/rules';
import { toDate, toInt, toNullableDate, toNullableInt } from './rows';

/** active and paused may change; cancelled (by the player) and finished (its draws all bought) are final. */
export type SubscriptionStatus = 'active' | 'paused' | 'cancelled' | 'finished';

export interface SubscriptionRecord {
  id: string;
  userId: string;
  seriesId: string;
  drawName: string;
  period: RecurringPeriod;
  ticketsPerDraw: number;
  /** How many draws to buy; null: until cancelled. */
  drawLimit: number | null;
  minPrizePoolMinor: number | null;
  status: SubscriptionStatus;
  drawsBought: number;
  createdAt: Date;
  endedAt: Date | null;
}

interface SubscriptionRow {
  id: string;
  user_id: string;
  series_id: string;
  draw_name: string;
  period: RecurringPeriod;
  tickets_per_draw: unknown;
  draw_limit: unknown;
  min_prize_pool_minor: unknown;
  status: SubscriptionStatus;
  draws_bought: unknown;
  created_at: Date | string;
  ended_at: Date | string | null;
}

function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    seriesId: row.series_id,
    drawName: row.draw_name,
    period: row.period,
    ticketsPerDraw: toInt(row.tickets_per_draw),
    drawLimit: toNullableInt(row.draw_limit),
    minPrizePoolMinor: toNullableInt(row.min_prize_pool_minor),
    status: row.status,
    drawsBought: toInt(row.draws_bought),
    createdAt: toDate(row.created_at),
    endedAt: toNullableDate(row.ended_at),
  };
}

async function querySubscriptions(sql: Sql, text: string, params: unknown[]): Promise<SubscriptionRecord[]> {
  const { rows } = await sql.query<SubscriptionRow>(text, params);
  return rows.map(toSubscription);
}

export type NewSubscription = Pick<SubscriptionRecord, 'id' | 'userId' | 'seriesId' | 'drawName' | 'period' | 'ticketsPerDraw' | 'drawLimit' | 'minPrizePoolMinor'>;

export async function insertSubscription(sql: Sql, fields: NewSubscription): Promise<SubscriptionRecord> {
  const [inserted] = await querySubscriptions(
    sql,
    `INSERT INTO subscriptions (id, user_id, series_id, draw_name, period, tickets_per_draw, draw_limit, min_prize_pool_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [fields.id, fields.userId, fields.seriesId, fields.drawName, fields.period, fields.ticketsPerDraw, fields.drawLimit, fields.minPrizePoolMinor],
  );
  if (!inserted) throw new Error('subscription insert returned nothing');
  return inserted;
}

export function subscriptionsOfUser(sql: Sql, userId: string): Promise<SubscriptionRecord[]> {
  return querySubscriptions(sql, 'SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id', [userId]);
}

/** The player's own subscription; another player's is as absent as a missing one. */
export async function findSubscriptionOfUser(sql: Sql, userId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRecord | null> {
  const [found] = await querySubscriptions(sql, `SELECT * FROM subscriptions WHERE id = $1 AND user_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`, [id, userId]);
  return found ?? null;
}

export async function findSubscription(sql: Sql, id: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRecord | null> {
  const [found] = await querySubscriptions(sql, `SELECT * FROM subscriptions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return found ?? null;
}

/** Moves a subscription on only from one of the states the caller allows; final states stamp `ended_at`. */
export async function transitionSubscription(sql: Sql, id: string, from: readonly SubscriptionStatus[], to: SubscriptionStatus): Promise<SubscriptionRecord | null> {
  const [updated] = await querySubscriptions(
    sql,
    `UPDATE subscriptions SET status = $3, updated_at = now(),
       ended_at = CASE WHEN $3 IN ('cancelled', 'finished') THEN now() ELSE ended_at END
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING *`,
    [id, from, to],
  );
  return updated ?? null;
}

/** Counts a bought draw; the subscription finishes itself when it reached its number of draws. */
export async function countBoughtDraw(sql: Sql, id: string): Promise<void> {
  await sql.query(
    `UPDATE subscriptions SET draws_bought = draws_bought + 1, updated_at = now(),
       status = CASE WHEN draw_limit IS NOT NULL AND draws_bought + 1 >= draw_limit AND status IN ('active', 'paused') THEN 'finished' ELSE status END,
       ended_at = CASE WHEN draw_limit IS NOT NULL AND draws_bought + 1 >= draw_limit AND status IN ('active', 'paused') THEN now() ELSE ended_at END
     WHERE id = $1`,
    [id],
  );
}

export type ClaimStatus = 'claimed' | 'bought' | 'skipped';

/** One subscription's outcome for one draw. `claimed`: taken, the buy not finished yet. */
export interface SubscriptionDrawRecord {
  subscriptionId: string;
  drawId: string;
  drawName: string;
  drawDate: Date;
  status: ClaimStatus;
  reason: string | null;
  purchaseId: string | null;
  claimedAt: Date;
  decidedAt: Date | null;
}

interface SubscriptionDrawRow {
  subscription_id: string;
  draw_id: string;
  draw_name: string;
  draw_date: Date | string;
  status: ClaimStatus;
  reason: string | null;
  purchase_id: string | null;
  claimed_at: Date | string;
  decided_at: Date | string | null;
}

function toSubscriptionDraw(row: SubscriptionDrawRow): SubscriptionDrawRecord {
  return {
    subscriptionId: row.subscription_id,
    drawId: row.draw_id,
    drawName: row.draw_name,
    drawDate: toDate(row.draw_date),
    status: row.status,
    reason: row.reason,
    purchaseId: row.purchase_id,
    claimedAt: toDate(row.claimed_at),
    decidedAt: toNullableDate(row.decided_at),
  };
}

/** A subscription's draws, newest first. */
export async function historyOfSubscription(sql: Sql, subscriptionId: string, limit = 200): Promise<SubscriptionDrawRecord[]> {
  const { rows } = await sql.query<SubscriptionDrawRow>(
    `SELECT sd.*, d.name AS draw_name, d.draw_date FROM subscription_draws sd JOIN draws d ON d.id = sd.draw_id
     WHERE sd.subscription_id = $1 ORDER BY sd.claimed_at DESC, d.draw_date DESC LIMIT $2`,
    [subscriptionId, limit],
  );
  return rows.map(toSubscriptionDraw);
}

/**
 * Takes the (subscription, draw) pair for this caller: the primary key lets
 * exactly one replica insert it. Only an active subscription with draws left
 * (bought ones plus those being bought) is claimed; the row lock on the
 * subscription orders a claim and a concurrent pause or cancel.
 */
export async function claimSubscriptionDraw(sql: Sql, subscriptionId: string, drawId: string): Promise<boolean> {
  const { rows } = await sql.query<{ subscription_id: string }>(
    `WITH subscription AS (
       SELECT id FROM subscriptions s
       WHERE s.id = $1 AND s.status = 'active'
         AND (s.draw_limit IS NULL OR s.draws_bought
           + (SELECT count(*) FROM subscription_draws c WHERE c.subscription_id = s.id AND c.status = 'claimed') < s.draw_limit)
       FOR UPDATE
     )
     INSERT INTO subscription_draws (subscription_id, draw_id) SELECT id, $2 FROM subscription
     ON CONFLICT (subscription_id, draw_id) DO NOTHING RETURNING subscription_id`,
    [subscriptionId, drawId],
  );
  return rows.length === 1;
}

/** Writes the outcome of a claim once: of two workers finishing the same claim, one wins. */
export async function decideSubscriptionDraw(
  sql: Sql,
  subscriptionId: string,
  drawId: string,
  outcome: { status: 'bought' | 'skipped'; reason: string | null; purchaseId: string | null },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE subscription_draws SET status = $3, reason = $4, purchase_id = $5, decided_at = now()
     WHERE subscription_id = $1 AND draw_id = $2 AND status = 'claimed'`,
    [subscriptionId, drawId, outcome.status, outcome.reason, outcome.purchaseId],
  );
  return rowCount === 1;
}

export interface DueBuy {
  subscriptionId: string;
  drawId: string;
}

/**
 * Active subscriptions and the open draws of their series that reached the
 * buying window (`leadMs` before sales close) with no claim yet.
 */
export async function dueSubscriptionBuys(sql: Sql, leadMs: number, limit = 200): Promise<DueBuy[]> {
  const { rows } = await sql.query<{ subscription_id: string; draw_id: string }>(
    `SELECT s.id AS subscription_id, d.id AS draw_id
     FROM subscriptions s JOIN draws d ON d.series_id = s.series_id
     WHERE s.status = 'active' AND d.status = 'active' AND d.deleted_at IS NULL
       AND d.draw_date <= now() + make_interval(secs => $1::double precision / 1000)
       AND NOT EXISTS (SELECT 1 FROM subscription_draws sd WHERE sd.subscription_id = s.id AND sd.draw_id = d.id)
     ORDER BY d.draw_date, s.created_at LIMIT $2`,
    [leadMs, limit],
  );
  return rows.map((row) => ({ subscriptionId: row.subscription_id, drawId: row.draw_id }));
}

/** Claims left without an outcome for `staleAfterMs` (a crash between claim and outcome), shared among replicas. */
export async function claimStaleSubscriptionDraws(sql: Sql, staleAfterMs: number, limit = 50): Promise<DueBuy[]> {
  const { rows } = await sql.query<{ subscription_id: string; draw_id: string }>(
    `UPDATE subscription_draws SET claimed_at = now()
     WHERE (subscription_id, draw_id) IN (
       SELECT subscription_id, draw_id FROM subscription_draws
       WHERE status = 'claimed' AND claimed_at <= now() - make_interval(secs => $1::double precision / 1000)
       ORDER BY claimed_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING subscription_id, draw_id`,
    [staleAfterMs, limit],
  );
  return rows.map((row) => ({ subscriptionId: row.subscription_id, drawId: row.draw_id }));
}
