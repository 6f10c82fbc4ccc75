import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CallerIdentity } from '@nova/contracts';
import { parseInput, requirePlayer, type Db } from '@nova/platform';

/** A player's devices beyond this many: the oldest is dropped (a browser reinstalled many times). */
export const MAX_PUSH_DEVICES = 10;

export interface PushDevice {
  id: string;
  endpoint: string;
  createdAt: string;
}

interface Row { id: string; endpoint: string; created_at: Date }
const device = (row: Row): PushDevice => ({ id: row.id, endpoint: row.endpoint, createdAt: row.created_at.toISOString() });

const base64urlBytes = (length: number) =>
  z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url').refine((text) => Buffer.from(text, 'base64url').length === length, `must be ${length} bytes`);

/** True when the endpoint's origin is one of the allowed push services (`https://*.host` for any subdomain). */
export function endpointAllowed(endpoint: string, allowedOrigins: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return allowedOrigins
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .some((origin) => {
      const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(origin);
      if (!wildcard) return url.origin === origin;
      return url.protocol === `${wildcard[1]}:` && url.port === '' && url.hostname.endsWith(`.${wildcard[2]}`);
    });
}

/** PushSubscription.toJSON() of the browser: the endpoint and its two keys (RFC 8291). */
export function pushSubscriptionInput(allowedOrigins: string) {
  return z
    .object({
      endpoint: z
        .url()
        .max(2000)
        .refine((endpoint) => endpointAllowed(endpoint, allowedOrigins), 'must be a push service endpoint'),
      keys: z.object({
        /** The browser's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64urlBytes(65).refine((text) => Buffer.from(text, 'base64url')[0] === 0x04, 'must be an uncompressed P-256 key'),
        /** The shared authentication secret (16 bytes). */
        auth: base64urlBytes(16),
      }).strict(),
    })
    .strict();
}

/** Saves this browser's subscription for the caller; the same endpoint again is one device, moved to whoever subscribed it last. */
export async function savePushSubscription(db: Db, caller: CallerIdentity | null, raw: unknown, allowedOrigins: string): Promise<PushDevice> {
  const player = requirePlayer(caller);
  const input = parseInput(pushSubscriptionInput(allowedOrigins), raw);
  return db.transaction(async (tx) => {
    const saved = await tx.query<Row>(
      `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
         created_at = CASE WHEN push_subscriptions.user_id = EXCLUDED.user_id THEN push_subscriptions.created_at ELSE now() END
       RETURNING id, endpoint, created_at`,
      [randomUUID(), player.userId, input.endpoint, input.keys.p256dh, input.keys.auth],
    );
    await tx.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN
         (SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
      [player.userId, MAX_PUSH_DEVICES],
    );
    return device(saved.rows[0] as Row);
  });
}

/** Removes one of the caller's devices by its endpoint; false when the caller has no such device. */
export async function removePushSubscription(db: Db, caller: CallerIdentity | null, endpoint: unknown): Promise<boolean> {
  const player = requirePlayer(caller);
  // Only a URL can name a device: anything else is bad input, not a device that was never there.
  const parsed = parseInput(z.url().max(2000), endpoint);
  const removed = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [player.userId, parsed]);
  return removed.rowCount > 0;
}

export async function myPushDevices(db: Db, caller: CallerIdentity | null): Promise<PushDevice[]> {
  const player = requirePlayer(caller);
  const rows = await db.query<Row>('SELECT id, endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id', [player.userId]);
  return rows.rows.map(device);
}
