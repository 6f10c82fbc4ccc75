import { z } from 'zod';
import { ConfigError, secret, type Logger } from '@nova/platform';
import { sha256Hex, utf8, type PublishedKey } from '@nova/verify';
import { publicKeyHexOf } from './receipt-signing';

/**
 * The Ed25519 keys that sign purchase receipts. RECEIPT_SIGNING_KEYS holds the
 * private keys (a secret, from the deployment's secret store); every key's
 * public half is published, and RECEIPT_RETIRED_KEYS keeps publishing keys
 * whose private half is gone. Rotation with overlap: add the new key with a
 * `validFrom` in the future and give the old one a `validUntil` after it; the
 * signer uses the newest key valid at the moment of signing.
 *
 * With nothing configured outside production, a development key applies. It
 * is derived from a public text, so it is no secret: it exists only so that
 * `npm start` and the tests issue receipts. In production it never signs:
 * without RECEIPT_SIGNING_KEYS purchases carry no receipt (the service says
 * so at start), and the development key is refused outright.
 */

const iso = z.iso.datetime({ offset: true });
const signingKey = z.object({
  keyId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  privateKey: z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected 32 bytes as 64 hex characters'),
  validFrom: iso,
  validUntil: iso.nullable().default(null),
});
const retiredKey = z.object({
  keyId: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  publicKey: z.string().regex(/^[0-9a-fA-F]{64}$/),
  validFrom: iso,
  validUntil: iso,
});

function jsonList<T extends z.ZodType>(item: T) {
  return z.string().transform((text, context) => {
    try {
      return z.array(item).min(1).parse(JSON.parse(text));
    } catch (error) {
      context.addIssue({ code: 'custom', message: `expected a JSON list of keys (${error instanceof Error ? error.message.slice(0, 200) : 'invalid'})` });
      return z.NEVER;
    }
  });
}

export const receiptKeysConfigShape = {
  /** JSON: [{ "keyId", "privateKey" (64 hex), "validFrom", "validUntil"? }]. */
  RECEIPT_SIGNING_KEYS: secret(jsonList(signingKey)).optional(),
  /** JSON: [{ "keyId", "publicKey" (64 hex), "validFrom", "validUntil" }]: still published, never used to sign. */
  RECEIPT_RETIRED_KEYS: jsonList(retiredKey).optional(),
};

export type SigningKey = z.infer<typeof signingKey>;

export interface ReceiptKeyring {
  /** The key that signs at `now`; null when receipts are off (production without keys). */
  signingKeyAt(now: Date): SigningKey | null;
  /** Why receipts are off, when they are. */
  disabledReason: string | null;
  /** Every key, current and retired, as published at the well-known URL and on the Verify page. */
  published: PublishedKey[];
}

export const DEVELOPMENT_KEY_ID = 'development';
const developmentKey: SigningKey = {
  keyId: DEVELOPMENT_KEY_ID,
  privateKey: sha256Hex(utf8('Nova Jackpot development receipt key: public, for npm start and tests only')),
  validFrom: '2000-01-01T00:00:00.000Z',
  validUntil: null,
};

export function receiptKeyring(config: {
  NODE_ENV: string;
  RECEIPT_SIGNING_KEYS?: SigningKey[] | undefined;
  RECEIPT_RETIRED_KEYS?: Array<z.infer<typeof retiredKey>> | undefined;
}, logger?: Pick<Logger, 'warn'>): ReceiptKeyring {
  const production = config.NODE_ENV === 'production';
  const signing = config.RECEIPT_SIGNING_KEYS ?? (production ? [] : [developmentKey]);
  if (production && signing.some((key) => key.privateKey.toLowerCase() === developmentKey.privateKey)) {
    throw new ConfigError(['RECEIPT_SIGNING_KEYS: the development key is public and cannot sign in production']);
  }
  const published: PublishedKey[] = [
    ...(config.RECEIPT_RETIRED_KEYS ?? []).map((key) => ({ ...key, algorithm: 'Ed25519' as const, publicKey: key.publicKey.toLowerCase() })),
    ...signing.map((key) => ({ keyId: key.keyId, algorithm: 'Ed25519' as const, publicKey: publicKeyHexOf(key.privateKey), validFrom: key.validFrom, validUntil: key.validUntil })),
  ];
  if (signing.length === 0) logger?.warn('RECEIPT_SIGNING_KEYS is not set: purchases carry no signed receipt');
  return {
    published,
    disabledReason: signing.length === 0 ? 'RECEIPT_SIGNING_KEYS is not set: purchases carry no signed receipt until it is' : null,
    signingKeyAt(now) {
      if (signing.length === 0) return null;
      const valid = signing
        .filter((key) => Date.parse(key.validFrom) <= now.getTime() && (key.validUntil === null || Date.parse(key.validUntil) > now.getTime()))
        .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
      const key = valid[0];
      if (!key) throw new Error('no receipt signing key is valid now; check RECEIPT_SIGNING_KEYS');
      return key;
    },
  };
}
