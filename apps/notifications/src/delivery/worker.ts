import type { NotificationParams, PlayerNotificationType } from '@nova/contracts';
import { isMoneyStatusNotification } from '@nova/contracts';
import type { Db, Logger } from '@nova/platform';
import { readContact } from '../player/directory';
import { retryDelayMs } from './backoff';
import type { ChannelName, DeliveryChannel } from './channel';
import { renderMessage } from './render-message';

const MAX_BATCHES_PER_ROUND = 20;

export interface DeliveryOptions {
  /** Tries per delivery before it is marked failed. */
  maxAttempts: number;
  retryBaseMs: number;
  retryCapMs: number;
  /** How long a claimed delivery stays away from other workers while it is sent. */
  leaseMs: number;
  batchSize: number;
  publicUrl: string;
}

export interface DeliveryDeps {
  db: Db;
  channels: readonly DeliveryChannel[];
  delivery: DeliveryOptions;
  logger: Logger;
}

interface ClaimedDelivery {
  id: string;
  channel: ChannelName;
  attempts: number;
  notification_id: string;
  event_id: string;
  user_id: string;
  type: PlayerNotificationType;
  params: NotificationParams;
}

export interface DeliveryRound {
  sent: number;
  noAddress: number;
  heldBack: number;
  retried: number;
  failed: number;
}

/**
 * Claims due deliveries and pushes their next try past the lease in one
 * statement: rows another worker holds are skipped (SKIP LOCKED), and a
 * claimed row is not due again until the lease ends, so two replicas never
 * send one delivery at the same time. A worker that dies mid-send leaves the
 * row to be tried again after the lease.
 */
async function claimDue(deps: DeliveryDeps): Promise<ClaimedDelivery[]> {
  const names = deps.channels.map((channel) => channel.name);
  if (names.length === 0) return [];
  const { rows } = await deps.db.query<ClaimedDelivery>(
    `UPDATE notification_deliveries d
        SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
       FROM player_notifications n
      WHERE n.id = d.notification_id
        AND d.id IN (SELECT id FROM notification_deliveries
                      WHERE status = 'pending' AND next_attempt_at <= now() AND channel = ANY($1::text[])
                      ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING d.id, d.channel, d.attempts, n.id AS notification_id, n.event_id, n.user_id, n.type, n.params`,
    [names, deps.delivery.batchSize, deps.delivery.leaseMs],
  );
  return rows;
}

/** Records an outcome only if this worker's claim still stands (same attempt count). */
async function settle(deps: DeliveryDeps, claim: ClaimedDelivery, status: 'sent' | 'no_address' | 'held_back' | 'failed', error: string | null): Promise<void> {
  await deps.db.query(
    `UPDATE notification_deliveries SET status = $3, last_error = $4, sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
    [claim.id, claim.attempts, status, error],
  );
}

async function retryLater(deps: DeliveryDeps, claim: ClaimedDelivery, error: string): Promise<void> {
  const delayMs = retryDelayMs(claim.attempts, deps.delivery.retryBaseMs, deps.delivery.retryCapMs);
  await deps.db.query(
    `UPDATE notification_deliveries SET last_error = $3, next_attempt_at = now() + make_interval(secs => $4::double precision / 1000)
      WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
    [claim.id, claim.attempts, error, delayMs],
  );
}

async function deliverOne(deps: DeliveryDeps, claim: ClaimedDelivery, round: DeliveryRound): Promise<void> {
  const channel = deps.channels.find((candidate) => candidate.name === claim.channel);
  if (!channel) return;
  const contact = await readContact(deps.db, claim.user_id);
  // A block that started after the notice was made holds it back too (docs/product-rules.md#responsible-gaming).
  if (contact.blocked && !isMoneyStatusNotification(claim.type)) {
    await settle(deps, claim, 'held_back', null);
    round.heldBack += 1;
    return;
  }
  const message = renderMessage({
    notificationId: claim.notification_id,
    eventId: claim.event_id,
    userId: claim.user_id,
    type: claim.type,
    params: claim.params,
    language: contact.language,
    publicUrl: deps.delivery.publicUrl,
  });
  try {
    const outcome = await channel.send(message);
    await settle(deps, claim, outcome === 'sent' ? 'sent' : 'no_address', null);
    if (outcome === 'sent') round.sent += 1;
    else round.noAddress += 1;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (claim.attempts >= deps.delivery.maxAttempts) {
      await settle(deps, claim, 'failed', reason.slice(0, 1000));
      round.failed += 1;
      deps.logger.error({ deliveryId: claim.id, channel: claim.channel, notificationId: claim.notification_id, attempts: claim.attempts, err: error }, 'notification delivery failed for good');
      return;
    }
    await retryLater(deps, claim, reason.slice(0, 1000));
    round.retried += 1;
    deps.logger.warn({ deliveryId: claim.id, channel: claim.channel, attempts: claim.attempts, err: error }, 'notification delivery will be retried');
  }
}

/** One round of the delivery worker: sends every due delivery it can claim. */
export async function sendDueDeliveries(deps: DeliveryDeps): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, noAddress: 0, heldBack: 0, retried: 0, failed: 0 };
  // Bounded, so a round ends even when retries come due again at once.
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch += 1) {
    const claimed = await claimDue(deps);
    for (const claim of claimed) await deliverOne(deps, claim, round);
    if (claimed.length < deps.delivery.batchSize) break;
  }
  return round;
}
