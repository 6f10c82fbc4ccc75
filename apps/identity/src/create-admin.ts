/**
 * `npm run create-admin -- --username <name> --password <password>`, or with
 * ADMIN_USERNAME / ADMIN_PASSWORD set: creates the first admin (a superadmin),
 * or makes an existing user superadmin. Uses the identity service's database settings
 * (DATABASE_URL, or the embedded database in DATA_DIR: stop `npm start` first,
 * the embedded database takes one process at a time).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createLogger, createRedisStore, isAppError, openDb, SessionStore, type Db } from '@nova/platform';
import { ensureAdmin, type AdminBootstrapResult } from './admin-bootstrap';
import { loadIdentityConfig } from './config';
import identityService from './service';

const outcomes: Record<AdminBootstrapResult['outcome'], (username: string) => string> = {
  created: (username) => `Created superadmin user "${username}".`,
  promoted: (username) => `User "${username}" already existed and is now a superadmin (password unchanged).`,
  unchanged: (username) => `User "${username}" is already a superadmin; nothing changed.`,
};

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { username: { type: 'string' }, password: { type: 'string' } } });
  // The command only opens the database: it vouches for no caller to another service, so the
  // internal signing secret (which `npm start` makes anew at each start) is not needed here.
  process.env.INTERNAL_AUTH_SECRET ??= randomBytes(32).toString('base64url');
  const config = loadIdentityConfig();
  const username = values.username ?? config.ADMIN_USERNAME;
  const password = values.password ?? config.ADMIN_PASSWORD;
  if (!username || !password) {
    process.stderr.write('Usage: npm run create-admin -- --username <name> --password <password>\n(or set ADMIN_USERNAME and ADMIN_PASSWORD)\n');
    return 2;
  }

  const logger = createLogger(identityService.name, 'warn');
  const db: Db = await openDb({ service: identityService.name, databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrationsDir: identityService.migrations, logger });
  // With Redis, the promotion also ends the user's open sessions (their next sign-in carries the role).
  const store = config.REDIS_URL ? createRedisStore({ url: config.REDIS_URL, prefix: config.KEY_PREFIX }) : undefined;
  try {
    // The registered event stays in the outbox until the identity service relays it.
    const result = await ensureAdmin(
      { db, afterCommit: () => undefined, ...(store ? { sessions: new SessionStore(store) } : {}) },
      { username, password },
    );
    process.stdout.write(`${outcomes[result.outcome](result.username)}\n`);
    return 0;
  } finally {
    await store?.close();
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = isAppError(error) ? error.message : error instanceof Error ? error.message : String(error);
    process.stderr.write(`create-admin failed: ${message}\n`);
    process.exit(1);
  },
);
