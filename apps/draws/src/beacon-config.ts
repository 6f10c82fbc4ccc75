import { z } from 'zod';

/**
 * Where the draw's outside randomness comes from (fair-draw.md, "Outside
 * randomness"). The defaults are chosen so that a draw always completes:
 *
 * - production: the public drand relays; a round that cannot be fetched is
 *   retried with backoff for an hour after it was due, then the fallback
 *   applies (a relay outage rarely lasts that long, and prizes must not wait
 *   for ever);
 * - development (`npm start`, possibly offline): the same relays, but the
 *   fallback applies 20 s after the round was due, so a draw on a machine
 *   without network still completes within seconds, marked as such;
 * - test: no relay (draws bind no round, as before the beacon existed) unless
 *   a test points BEACON_RELAYS at its own relay on loopback.
 *
 * BEACON_RELAYS=none turns the beacon off anywhere: draws then bind no round.
 */
export const PUBLIC_DRAND_RELAYS = ['https://api.drand.sh', 'https://drand.cloudflare.com', 'https://api2.drand.sh', 'https://api3.drand.sh'];

const optionalSeconds = z.coerce.number().int().min(0).max(7 * 24 * 3600).optional();

export const beaconConfigShape = {
  /** Comma-separated HTTP(S) drand relays, tried in order; `none` for no beacon. Unset: see above. */
  BEACON_RELAYS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value.trim() === '' || value.trim() === 'none') return [];
      const relays = value.split(',').map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean);
      for (const relay of relays) {
        if (!/^https?:\/\/[^\s/]+/.test(relay)) context.addIssue({ code: 'custom', message: `not an http(s) relay URL: ${relay}` });
      }
      return relays;
    }),
  /** Seconds after the bound round was due before the fallback applies (unset: 3600 in production, 20 otherwise). */
  BEACON_FALLBACK_AFTER_SECONDS: optionalSeconds,
  /** The bound round is the first one published at least this long after the close (guards against clock skew). */
  BEACON_ROUND_MARGIN_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  /** One relay request's time limit. */
  BEACON_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(4000),
};

export interface BeaconSettings {
  /** Empty: no beacon; draws are drawn from the seed and the ticket list alone. */
  relays: string[];
  fallbackAfterMs: number;
  roundMarginSeconds: number;
  fetchTimeoutMs: number;
  /** The beacon's clock (tests set it to the time of a real published round they serve). */
  now(): Date;
}

interface BeaconConfig {
  NODE_ENV: 'development' | 'test' | 'production';
  BEACON_RELAYS?: string[] | undefined;
  BEACON_FALLBACK_AFTER_SECONDS?: number | undefined;
  BEACON_ROUND_MARGIN_SECONDS: number;
  BEACON_FETCH_TIMEOUT_MS: number;
}

export function beaconSettings(config: BeaconConfig): BeaconSettings {
  const relays = config.BEACON_RELAYS ?? (config.NODE_ENV === 'test' ? [] : PUBLIC_DRAND_RELAYS);
  const fallbackSeconds = config.BEACON_FALLBACK_AFTER_SECONDS ?? (config.NODE_ENV === 'production' ? 3600 : 20);
  return {
    relays,
    fallbackAfterMs: fallbackSeconds * 1000,
    roundMarginSeconds: config.BEACON_ROUND_MARGIN_SECONDS,
    fetchTimeoutMs: config.BEACON_FETCH_TIMEOUT_MS,
    now: () => new Date(),
  };
}
