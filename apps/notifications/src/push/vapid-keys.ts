import webPush from 'web-push';
import { ConfigError, type Db } from '@nova/platform';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface KeyRow { public_key: string; private_key: string }

/**
 * The configured pair, or the one this service made on its first start and
 * kept in its database (the first replica's insert wins; the others read it
 * back). Browsers subscribe with the public key: a new one would orphan every
 * saved subscription.
 */
export async function loadVapidKeys(db: Db, configured: { publicKey?: string | undefined; privateKey?: string | undefined }): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  if (configured.publicKey || configured.privateKey) throw new ConfigError(['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither']);
  const made = webPush.generateVAPIDKeys();
  await db.query('INSERT INTO web_push_keys (id, public_key, private_key) VALUES (true, $1, $2) ON CONFLICT (id) DO NOTHING', [made.publicKey, made.privateKey]);
  const row = (await db.query<KeyRow>('SELECT public_key, private_key FROM web_push_keys')).rows[0];
  if (!row) throw new Error('web_push_keys is empty after insert');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** Loads the keys once per start, on first use (the channel and the public-key query share it). */
export function vapidKeysOnce(load: () => Promise<VapidKeys>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
