import { z } from 'zod';
import { baseConfigSchema, loadConfig } from '@nova/platform';
import { replicaUrls } from './replica-fetcher';

/** One URL, or several comma-separated replicas used in turn (no balancer in front). */
const subgraphUrl = z
  .string()
  .refine((value) => {
    const urls = replicaUrls(value);
    return urls.length > 0 && urls.every((url) => URL.canParse(url));
  }, 'expected a URL, or several separated by commas')
  .optional();

export const gatewayConfigSchema = baseConfigSchema.extend({
  /** Unset is not development here: introspection and schema hints stay off (see GRAPHQL_INTROSPECTION). */
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  /**
   * GraphQL introspection and "did you mean" hints in errors. Unset: on only
   * when NODE_ENV is `development` or `test` (codegen reads the schema files,
   * not introspection).
   */
  GRAPHQL_INTROSPECTION: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /**
   * Origins, besides the gateway's own, whose pages may send state-changing
   * requests with the session cookie (comma-separated, e.g.
   * `https://jackpot.example.com` when a proxy in front rewrites the Host).
   */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin.length > 0))
    .refine((origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin), 'expected origins such as https://jackpot.example.com, comma-separated'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Subgraph URLs in stack mode; the embedded mode fills them in itself. */
  IDENTITY_URL: subgraphUrl,
  WALLET_URL: subgraphUrl,
  DRAWS_URL: subgraphUrl,
  PAYMENTS_URL: subgraphUrl,
  CONTENT_URL: subgraphUrl,
  NOTIFICATIONS_URL: subgraphUrl,
  /**
   * Largest deposit upload (the whole multipart request) the gateway forwards
   * to the payments service; the payments service caps the file itself (10 MB).
   */
  DEPOSIT_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(11 * 1024 * 1024),
  /** Set when the gateway is served over HTTPS: marks the session cookie Secure. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Admin powers only with two-factor sign-in on (identity's access record):
   * an admin without it acts as a player until enrolled. The chart turns it
   * on; off by default so a fresh `npm start` admin can reach the enrolment.
   */
  ADMIN_TWO_FACTOR_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Trust X-Forwarded-* from this many proxies in front (ingress). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  SESSION_IDLE_TTL_SECONDS: z.coerce.number().int().positive().default(7 * 24 * 3600),
  SESSION_ABSOLUTE_TTL_SECONDS: z.coerce.number().int().positive().default(30 * 24 * 3600),
  /**
   * Rate limits (429 with Retry-After): sign-ups per client address, ticket
   * purchases and deposit uploads per player, each per window.
   */
  REGISTRATIONS_PER_CLIENT_IP: z.coerce.number().int().positive().default(50),
  REGISTRATION_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  PURCHASES_PER_USER: z.coerce.number().int().positive().default(60),
  PURCHASE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  DEPOSITS_PER_USER: z.coerce.number().int().positive().default(20),
  DEPOSIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60 * 60),
  /** /graphql requests per client address without a valid session, per window. */
  ANONYMOUS_GRAPHQL_PER_CLIENT_IP: z.coerce.number().int().positive().default(600),
  ANONYMOUS_GRAPHQL_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Largest /graphql request body; files are uploaded over REST, not GraphQL. */
  GRAPHQL_MAX_BODY_BYTES: z.coerce.number().int().positive().default(100 * 1024),
  /** Directory of the built web client; served at `/`. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * How long a signed-in visit to `/` may wait for its home screen to be drawn here
   * (signed-in-home.ts) before the plain page is sent and the app draws it instead; 0: never drawn here.
   */
  HOME_SCREEN_BUDGET_MS: z.coerce.number().int().min(0).default(1500),
  /**
   * Answers every request with a `Server-Timing` header splitting its time by
   * stage (gateway, each subgraph, their transactions, bus requests;
   * docs/performance.md). Off by default: it tells callers how the time is spent.
   */
  SERVER_TIMING: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Introspection and schema hints: the explicit setting, else development and test only. */
export function schemaHintsEnabled(config: Pick<GatewayConfig, 'NODE_ENV' | 'GRAPHQL_INTROSPECTION'>): boolean {
  return config.GRAPHQL_INTROSPECTION ?? (config.NODE_ENV === 'development' || config.NODE_ENV === 'test');
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
