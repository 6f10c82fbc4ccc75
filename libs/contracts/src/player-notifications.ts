/**
 * What a player can be notified of (issue 19). The web renders each type's
 * title and body from the type and its params through react-intl; the
 * notifications service renders the same for its channels (email, push, Telegram).
 */
export const playerNotificationTypes = [
  'win',
  'prize_paid',
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_processed',
  'draw_results',
  'subscription_bought',
  'subscription_skipped',
  'limit_reached',
  'support_reply',
] as const;

/** The languages a player can choose; messages outside the app are written in it. */
export const playerLanguages = ['en', 'th', 'hi', 'bn', 'ar'] as const;
export type PlayerLanguage = (typeof playerLanguages)[number];

export type PlayerNotificationType = (typeof playerNotificationTypes)[number];

/**
 * News of the player's own money: the only types that reach a player during a
 * time-out or self-exclusion (docs/product-rules.md#responsible-gaming).
 */
export const moneyStatusNotificationTypes: readonly PlayerNotificationType[] = ['deposit_approved', 'deposit_rejected', 'withdrawal_processed', 'prize_paid'];

export function isMoneyStatusNotification(type: PlayerNotificationType): boolean {
  return moneyStatusNotificationTypes.includes(type);
}

/** What a notification names, by type; amounts in minor units. Kept as JSON beside it. */
export type NotificationParams = Record<string, string | number | null>;

const text = (params: NotificationParams, key: string) => encodeURIComponent(String(params[key] ?? ''));

/**
 * Where a notification leads in the web app (a path; channels put the
 * public address before it): the draw, the statement tab, the support threads.
 */
export function notificationLink(type: PlayerNotificationType, params: NotificationParams): string {
  switch (type) {
    case 'win':
    case 'draw_results':
      return `/results/${text(params, 'drawId')}`;
    case 'prize_paid':
      return '/profile?tab=payouts';
    case 'deposit_approved':
    case 'deposit_rejected':
      return '/profile?tab=deposits';
    case 'withdrawal_processed':
      return '/profile?tab=withdraw';
    case 'subscription_bought':
    case 'subscription_skipped':
      return '/subscriptions';
    case 'limit_reached':
      return '/profile?tab=responsible';
    case 'support_reply':
      return `/help?thread=${text(params, 'threadId')}#threads-title`;
  }
}
