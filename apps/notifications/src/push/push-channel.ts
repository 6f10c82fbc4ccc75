import webPush from 'web-push';
import type { Db, Logger } from '@nova/platform';
import type { DeliveryChannel, PlayerMessage } from '../delivery/channel';
import type { VapidKeys } from './vapid-keys';

export interface PushChannelOptions {
  db: Db;
  logger: Logger;
  vapidKeys: () => Promise<VapidKeys>;
  subject: string;
  ttlSeconds: number;
}

/** What the service worker (apps/web/public/push-handler.js) shows: the title, the body, and the link a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  /** One notification per event on a device: a second copy replaces the first. */
  tag: string;
}

interface SubscriptionRow { id: string; endpoint: string; p256dh: string; auth: string }

/** A push service answers these for a subscription the browser dropped: it never comes back. */
const GONE = new Set([404, 410]);
const PUSH_SERVICE_TIMEOUT_MS = 10_000;

/**
 * POSTs what web-push prepared (VAPID headers, the aes128gcm body) to the
 * push service. 'gone' for a dropped subscription; any other refusal throws.
 */
async function postToPushService(request: webPush.RequestDetails): Promise<'accepted' | 'gone'> {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(PUSH_SERVICE_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (response.ok) return 'accepted';
  if (GONE.has(response.status)) return 'gone';
  throw new Error(`push service answered ${response.status}`);
}

/**
 * Web Push to every device of the player, the payload encrypted for each
 * (RFC 8291 aes128gcm, by web-push) and signed with our VAPID key;
 * only endpoints on the allowed push services are ever saved (config). A device
 * whose push service says it is gone is forgotten. Sent when one device took
 * it; throws (the engine retries) when none did and one failed otherwise.
 */
export function pushChannel(options: PushChannelOptions): DeliveryChannel {
  return {
    name: 'push',
    async send(message: PlayerMessage) {
      const devices = (await options.db.query<SubscriptionRow>('SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1', [message.userId])).rows;
      if (devices.length === 0) return 'no-address';
      const keys = await options.vapidKeys();
      const payload: PushPayload = { title: message.title, body: message.body.slice(0, 1000), link: message.link, tag: message.notificationId };
      let delivered = 0;
      let failure: unknown;
      for (const device of devices) {
        try {
          const status = await postToPushService(
            webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
              vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: options.ttlSeconds,
              urgency: message.moneyStatus ? 'high' : 'normal',
              contentEncoding: 'aes128gcm',
            }),
          );
          if (status === 'gone') {
            await options.db.query('DELETE FROM push_subscriptions WHERE id = $1', [device.id]);
            options.logger.info({ userId: message.userId }, 'push subscription gone: removed');
          } else {
            delivered += 1;
          }
        } catch (error) {
          failure = error;
          options.logger.warn({ userId: message.userId, err: error instanceof Error ? error.message : String(error) }, 'push send failed');
        }
      }
      if (delivered > 0) return 'sent';
      if (failure !== undefined) throw failure;
      return 'no-address';
    },
  };
}
