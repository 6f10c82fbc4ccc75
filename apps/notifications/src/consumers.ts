import type { EventOf, EventSubject } from '@nova/contracts';
import { formatMinor } from '@nova/money';
import { handleOnce, type Bus, type Db, type Logger, type Subscription } from '@nova/platform';
import { readTelegramSettings, type NotificationType } from './settings';
import { sendToChats, type TelegramOptions } from './telegram';
import type { DeliveryChannel } from './delivery/channel';
import type { DeliveryOptions } from './delivery/worker';
import type { PlayerChannelsDeps } from './player-channels/deps';

export const NOTIFICATIONS_CONSUMER = 'notifications-telegram';

export interface NotifierDeps {
  db: Db;
  bus: Bus;
  encryptionKey: string;
  telegram: TelegramOptions;
  channels: DeliveryChannel[];
  /** The players' delivery worker (delivery/job.ts). */
  delivery: DeliveryOptions;
  deliveryLogger: Logger;
  playerChannels: PlayerChannelsDeps;
}

/** Which event means which notification type, and the staff message it becomes. */
const messages = {
  'identity.user.registered.v1': ['user_registration', (e: EventOf<'identity.user.registered.v1'>) => `🆕 New player: ${e.username}`],
  'payments.withdrawal.requested.v1': ['withdrawal_request', (e: EventOf<'payments.withdrawal.requested.v1'>) => `💸 Withdrawal request: ${formatMinor(e.amountMinor)} MVR via ${e.paymentMethod} (${e.withdrawalId})`],
  'payments.deposit.requested.v1': ['deposit_request', (e: EventOf<'payments.deposit.requested.v1'>) => `💰 Deposit to review: ${formatMinor(e.amountMinor)} MVR via ${e.paymentMethodName}${e.duplicateScreenshot ? ' (duplicate screenshot!)' : ''}`],
  'content.support.message.v1': ['support_message', (e: EventOf<'content.support.message.v1'>) => `✉️ Support${e.newThread ? ' (new)' : ''}: ${e.subject}\n${e.message.slice(0, 500)}`],
  'draws.draw.opened.v1': ['draw_start', (e: EventOf<'draws.draw.opened.v1'>) => `🚀 Draw open: ${e.name}, ticket ${formatMinor(e.ticketPriceMinor)} MVR, draws ${e.drawDate}`],
  'draws.draw.closed.v1': ['draw_stop', (e: EventOf<'draws.draw.closed.v1'>) => `🛑 Draw closed: ${e.ticketsSold} tickets, sales ${formatMinor(e.salesMinor)} MVR (${e.drawId})`],
} as const;

type NotifiedSubject = keyof typeof messages;
export const notifiedSubjects = Object.keys(messages) as NotifiedSubject[];

/**
 * Once per event: marks it handled, then sends (outside the transaction, so a
 * slow Telegram holds no database lock). A send that still fails after the
 * bounded retries is logged and dropped: staff alerts are best effort.
 */
export async function notify<S extends NotifiedSubject>(deps: NotifierDeps, subject: S, event: EventOf<S>): Promise<void> {
  const [type, format] = messages[subject] as readonly [NotificationType, (e: EventOf<S>) => string];
  let text: string | null = null;
  await handleOnce(deps.db, NOTIFICATIONS_CONSUMER, event, async () => {
    text = format(event);
  });
  if (text === null) return;
  const settings = await readTelegramSettings(deps.db, deps.encryptionKey);
  if (!settings.enabled || !settings.botToken || !settings.notificationTypes.includes(type) || settings.staffChatIds.length === 0) return;
  await sendToChats(settings.botToken, settings.staffChatIds, text, deps.telegram);
}

export async function consumeForTelegram(deps: NotifierDeps): Promise<Subscription[]> {
  const subscriptions: Subscription[] = [];
  for (const subject of notifiedSubjects) {
    subscriptions.push(await deps.bus.subscribe(subject as EventSubject & NotifiedSubject, NOTIFICATIONS_CONSUMER, (event) => notify(deps, subject, event as EventOf<typeof subject>)));
  }
  return subscriptions;
}
