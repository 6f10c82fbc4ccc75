import type { EventOf, EventSubject, PlayerNotificationType } from '@nova/contracts';
import { handleOnce, type Db, type Tx } from '@nova/platform';
import type { ChannelName } from '../delivery/channel';
import { saveBlockStarted, saveContact, saveSelfExclusionEnded } from './directory';
import { recordNotification, type NewNotification } from './notifications';

export const PLAYER_NOTIFICATIONS_CONSUMER = 'notifications-players';

export interface PlayerSourceDeps {
  db: Db;
  channels: ReadonlyArray<{ name: ChannelName }>;
}

type Handler<S extends EventSubject> = (tx: Tx, event: EventOf<S>, record: (notice: Notice) => Promise<unknown>) => Promise<void>;

const drawName = async (tx: Tx, drawId: string) =>
  (await tx.query<{ name: string }>('SELECT name FROM notification_draws WHERE draw_id = $1', [drawId])).rows[0]?.name ?? null;

type Notice = Omit<NewNotification, 'eventId'>;
const notice = (userId: string, dedupeKey: string, type: PlayerNotificationType, params: NewNotification['params']): Notice => ({ userId, dedupeKey, type, params });

/**
 * What each event tells which player (issue 19), and what the service keeps
 * to decide it: draw names and players, the players' language, email and
 * protection state. Amounts stay in minor units; texts are made per language
 * where they are shown (the web, the channels' templates).
 */
const handlers: { [S in EventSubject]?: Handler<S> } = {
  'identity.user.contact-changed.v1': (tx, event) => saveContact(tx, event.userId, event.language, event.confirmedEmail),
  'wallet.play-block.started.v1': (tx, event) => saveBlockStarted(tx, event.userId, event.kind, event.endsAt),
  'wallet.play-block.ended.v1': (tx, event) => saveSelfExclusionEnded(tx, event.userId),
  'draws.draw.opened.v1': async (tx, event) => {
    await tx.query('INSERT INTO notification_draws (draw_id, name) VALUES ($1, $2) ON CONFLICT (draw_id) DO UPDATE SET name = $2', [event.drawId, event.name]);
  },
  // Winners hear of their win (all their winning tickets in one notice); every other player of the draw, of its results.
  'draws.draw.completed.v1': async (tx, event, record) => {
    const name = await drawName(tx, event.drawId);
    const wins = new Map<string, { amountMinor: number; tickets: number; bestRank: number }>();
    for (const winner of event.winners) {
      const sum = wins.get(winner.userId) ?? { amountMinor: 0, tickets: 0, bestRank: winner.rank };
      wins.set(winner.userId, { amountMinor: sum.amountMinor + winner.prizeMinor, tickets: sum.tickets + 1, bestRank: Math.min(sum.bestRank, winner.rank) });
    }
    for (const [userId, win] of wins) {
      await record(notice(userId, `win:${event.drawId}`, 'win', { drawId: event.drawId, drawName: name, amountMinor: win.amountMinor, tickets: win.tickets, rank: win.bestRank }));
    }
    const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM draw_players WHERE draw_id = $1 ORDER BY user_id', [event.drawId]);
    for (const { user_id: userId } of rows) {
      if (!wins.has(userId)) await record(notice(userId, `results:${event.drawId}`, 'draw_results', { drawId: event.drawId, drawName: name }));
    }
  },
  'draws.payout.paid.v1': async (tx, event, record) => {
    await record(notice(event.userId, event.id, 'prize_paid', { drawId: event.drawId, drawName: await drawName(tx, event.drawId), amountMinor: event.amountMinor }));
  },
  'payments.deposit.approved.v1': async (_tx, event, record) => {
    await record(notice(event.userId, event.id, 'deposit_approved', { depositId: event.depositId, amountMinor: event.amountMinor }));
  },
  'payments.deposit.rejected.v1': async (_tx, event, record) => {
    await record(notice(event.userId, event.id, 'deposit_rejected', { depositId: event.depositId, amountMinor: event.amountMinor, reason: event.adminNotes }));
  },
  'payments.withdrawal.status-changed.v1': async (_tx, event, record) => {
    if (event.status !== 'completed' && event.status !== 'rejected') return;
    await record(
      notice(event.userId, event.id, 'withdrawal_processed', { withdrawalId: event.withdrawalId, amountMinor: event.amountMinor, status: event.status, reason: event.adminNotes }),
    );
  },
  'draws.subscription.bought.v1': async (_tx, event, record) => {
    await record(notice(event.userId, event.id, 'subscription_bought', { subscriptionId: event.subscriptionId, drawId: event.drawId, drawName: event.drawName, tickets: event.tickets }));
  },
  'draws.subscription.skipped.v1': async (_tx, event, record) => {
    await record(
      notice(event.userId, event.id, 'subscription_skipped', { subscriptionId: event.subscriptionId, drawId: event.drawId, drawName: event.drawName, tickets: event.tickets, reason: event.reason }),
    );
  },
  // Once per limit and day: every refused attempt would otherwise add one.
  'wallet.limit.reached.v1': async (_tx, event, record) => {
    const day = event.occurredAt.slice(0, 10);
    await record(notice(event.userId, `limit:${event.limit}:${event.period}:${day}`, 'limit_reached', { limit: event.limit, period: event.period, resetsAt: event.resetsAt }));
  },
  'content.support.replied.v1': async (_tx, event, record) => {
    await record(notice(event.userId, event.id, 'support_reply', { threadId: event.threadId, subject: event.subject }));
  },
};

/**
 * Events whose whole effect is one statement that gives the same result
 * however often it runs: no handled-events marker and no transaction. A
 * purchase is the busiest event of all (one per purchase), and its marker
 * would be a row and three round trips more per purchase for nothing.
 */
const repeatableHandlers: { [S in EventSubject]?: (db: Db, event: EventOf<S>) => Promise<unknown> } = {
  'draws.ticket.purchased.v1': (db, event) =>
    db.query('INSERT INTO draw_players (draw_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.drawId, event.userId], { prepareAs: 'notifications.draw-player' }),
};

export const playerSourceSubjects = [...Object.keys(handlers), ...Object.keys(repeatableHandlers)] as EventSubject[];

/** Handles one event once (the handled-events marker), in one transaction with what it records. */
export async function handlePlayerEvent<S extends EventSubject>(deps: PlayerSourceDeps, subject: S, event: EventOf<S>): Promise<void> {
  const repeatable = repeatableHandlers[subject] as ((db: Db, event: EventOf<S>) => Promise<unknown>) | undefined;
  if (repeatable) {
    await repeatable(deps.db, event);
    return;
  }
  const handler = handlers[subject] as Handler<S> | undefined;
  if (!handler) return;
  const channelNames = deps.channels.map((channel) => channel.name);
  await handleOnce(deps.db, PLAYER_NOTIFICATIONS_CONSUMER, event, (tx) => handler(tx, event, (notification) => recordNotification(tx, { ...notification, eventId: event.id }, channelNames)));
}
