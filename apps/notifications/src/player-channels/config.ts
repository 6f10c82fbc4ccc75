import { z } from 'zod';
import { secret } from '@nova/platform';

/**
 * The push services browsers subscribe with (Chrome/Edge/Opera: FCM,
 * Firefox: Mozilla, Edge legacy: WNS, Safari: Apple). A subscription's
 * endpoint must be on one of them: the service POSTs to whatever endpoint is
 * saved, so an endpoint elsewhere (an internal address) is refused.
 * `*.` matches any subdomain.
 */
const knownPushServices = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://*.push.apple.com',
].join(',');

/** Web Push and the players' Telegram link (issue 19). */
export const playerChannelsConfig = {
  /**
   * The VAPID pair (base64url, `npx web-push generate-vapid-keys`). Both or
   * neither: without them the service makes a pair once and keeps it in its
   * database, so the one-process start keeps its subscriptions across restarts.
   */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: secret(z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')).optional(),
  /** Who push services may contact about our traffic: mailto: or https:. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL').default('mailto:no-reply@jackpot.example.com'),
  /** Comma separated origins (`https://*.push.apple.com` for any subdomain) a subscription's endpoint may be on. */
  WEB_PUSH_ENDPOINT_ORIGINS: z.string().min(1).default(knownPushServices),
  /** How long a push service keeps a message for an offline browser. */
  WEB_PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(2419200).default(86400),
  /** getUpdates long-poll: how long Telegram holds the request open when there is nothing new. */
  TELEGRAM_POLL_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(50).default(25),
  /** Pause between reads when no bot token is saved, another replica holds the reader, or Telegram failed. */
  TELEGRAM_POLL_IDLE_MS: z.coerce.number().int().min(10).default(5000),
};
