import { formatMinor } from '@nova/money';
import { playerNotificationTypes, type NotificationParams, type PlayerNotificationType } from '@nova/contracts/player-notifications';

export interface NotificationText {
  /** react-intl ids of the title and the body. */
  titleId: string;
  bodyId: string;
  /** Values for both: plain ones, plus `amount` (an API decimal string) and ids of words to translate. */
  values: Record<string, string | number>;
  amount: string | null;
  /** Message ids whose text fills the value of the same key (status, limit, period, reason). */
  words: Record<string, string>;
}

export function isNotificationType(value: string): value is PlayerNotificationType {
  return (playerNotificationTypes as readonly string[]).includes(value);
}

/** The server sends params as JSON text; anything unreadable shows the text without them. */
export function parseParams(json: string): NotificationParams {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as NotificationParams) : {};
  } catch {
    return {};
  }
}

const SKIP_REASONS = ['balance', 'limit', 'excluded', 'closed', 'prize-pool-below-minimum', 'rejected'];

/**
 * Which messages a notification shows and with what: titles and bodies are
 * written per type in every language (i18n messages `notification.<type>.*`);
 * the server's params fill them.
 */
export function notificationText(type: PlayerNotificationType, params: NotificationParams): NotificationText {
  const words: Record<string, string> = {};
  if (typeof params.status === 'string') words.outcome = `notification.word.${params.status}`;
  if (typeof params.limit === 'string') words.limit = `notification.word.${params.limit}`;
  if (typeof params.period === 'string') words.period = `notification.word.${params.period}`;
  const skipReason = type === 'subscription_skipped' && typeof params.reason === 'string' && SKIP_REASONS.includes(params.reason);
  if (skipReason) words.reason = `notification.skip.${String(params.reason)}`;
  return {
    titleId: `notification.${type}.title`,
    bodyId: `notification.${type}.body`,
    values: {
      draw: String(params.drawName ?? ''),
      tickets: typeof params.tickets === 'number' ? params.tickets : 1,
      subject: String(params.subject ?? ''),
      reason: skipReason ? '' : String(params.reason ?? ''),
    },
    amount: typeof params.amountMinor === 'number' ? formatMinor(params.amountMinor) : null,
    words,
  };
}
