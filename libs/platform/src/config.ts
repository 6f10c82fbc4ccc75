import { z } from 'zod';

/** Registry of schemas marked with `secret()`, so `redactConfig` can hide them. */
const secretSchemas = z.registry<{ secret: true }>();
/** Which keys of a loaded config object are secret (filled by `loadConfig`). */
const secretKeysOf = new WeakMap<object, ReadonlySet<string>>();

export class ConfigError extends Error {
  readonly problems: string[];

  /** Either the list of problems (`NAME: what is wrong`) or a finished message. */
  constructor(problems: string[] | string) {
    super(typeof problems === 'string' ? problems : `Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = typeof problems === 'string' ? [problems] : problems;
  }
}

/** Marks a config value as secret: `redactConfig` prints it as `***`. */
export function secret<T extends z.ZodType>(schema: T): T {
  secretSchemas.add(schema, { secret: true });
  return schema;
}

/** A TCP port with a per-service default (0 means "any free port"). */
export function portSchema(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65535).default(defaultPort);
}

export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: portSchema(4000),
  /**
   * Prometheus metrics are served on a listener of their own, never on PORT.
   * Loopback on a free port by default; a deployment sets both (the Helm
   * chart: 0.0.0.0 and 9464) so its scraper reaches them.
   */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: portSchema(0),
  /** Unset: embedded PGlite under DATA_DIR. */
  DATABASE_URL: secret(z.url()).optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Unset: the in-process bus. */
  NATS_URL: z.url().optional(),
  /** Unset: the in-memory key-value store. */
  REDIS_URL: secret(z.url()).optional(),
  SUBJECT_PREFIX: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('nova'),
  KEY_PREFIX: z.string().min(1).default('nova'),
  /**
   * Signs the caller header between gateway and subgraphs. Always from the
   * environment: `npm start` and `npm run start:stack` make a random one per
   * start, a deployment takes it from its secret store.
   */
  INTERNAL_AUTH_SECRET: secret(z.string().min(32)),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

type Env = Record<string, string | undefined>;

/**
 * Parses the environment with the service's schema. All problems are
 * reported at once so an operator fixes the deployment in one go.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: Env = process.env): z.infer<S> {
  // An empty variable (`FOO=`) means unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(present);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (!result.success) throw new ConfigError(problems);
  const config = result.data as z.infer<S>;
  secretKeysOf.set(config, secretKeys(schema));
  return config;
}

/** A copy of the config safe to log: secret values become `***`. */
export function redactConfig<C extends object>(config: C): Record<keyof C, unknown> {
  const secrets = secretKeysOf.get(config) ?? new Set<string>();
  const entries = Object.entries(config).map(([key, value]) => [
    key,
    secrets.has(key) && value !== undefined ? '***' : value,
  ]);
  return Object.fromEntries(entries) as Record<keyof C, unknown>;
}

function secretKeys(schema: z.ZodObject): Set<string> {
  const keys = new Set<string>();
  for (const [key, field] of Object.entries(schema.shape)) {
    if (isSecret(field as z.ZodType)) keys.add(key);
  }
  return keys;
}

/** Looks through optional/default/nullable wrappers for a `secret()` mark. */
function isSecret(schema: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (secretSchemas.has(current)) return true;
    const def = current._zod.def as { innerType?: z.ZodType };
    current = def.innerType;
  }
  return false;
}
