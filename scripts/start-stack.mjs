// `npm run start:stack`: every service of the service list in its own process
// over the real PostgreSQL (one database per service), NATS and Redis. Each
// service is started and checked ready before the gateway, which starts last.
// Each runs its compiled bundle (scripts/build-server.mjs, rebuilt here when a
// source changed), so a restart costs no TypeScript compilation; the service
// list and the default ports come from the compiled host (`host.js list`).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const required = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL'].filter((name) => !env[name]);
if (required.length > 0) {
  process.stderr.write(`start:stack needs ${required.join(', ')} (see README.md "Configuration").\n`);
  process.exit(1);
}

/** Each service owns its database: nova_identity, nova_wallet, ... on the same server. */
function serviceDatabaseUrl(service) {
  const explicit = env[`${service.toUpperCase()}_DATABASE_URL`];
  if (explicit) return explicit;
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${env.DATABASE_PREFIX ?? 'nova'}_${service}`;
  return url.toString();
}

const secret = env.INTERNAL_AUTH_SECRET ?? randomBytes(32).toString('base64url');
// Per start unless given: seals the Telegram bot token (notifications).
const notificationsKey = env.NOTIFICATIONS_ENCRYPTION_KEY ?? randomBytes(32).toString('base64');
const address = env.HOST ?? '127.0.0.1';
const children = [];
// The compiled build of the current sources (made now if the sources changed).
const serverDir = await ensureServerBuild();
// Each service on its own port: <NAME>_PORT, else its config's default.
const services = JSON.parse(execFileSync(process.execPath, [join(serverDir, 'host.js'), 'list'], { encoding: 'utf8' })).map(({ name, port }) => ({
  name,
  port: Number(env[`${name.toUpperCase()}_PORT`] ?? port),
}));

function run(name, extraEnv) {
  const child = spawn(process.execPath, [join(serverDir, `${name}.js`)], {
    cwd: root,
    env: { ...env, INTERNAL_AUTH_SECRET: secret, NOTIFICATIONS_ENCRYPTION_KEY: notificationsKey, HOST: address, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    process.stderr.write(`${name} exited (${signal ?? code})\n`);
    if (!stopping) stop(1);
  });
  children.push(child);
  return child;
}

async function waitReady(name, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not become ready at ${url}`);
}

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  for (const service of services) {
    run(service.name, {
      PORT: String(service.port),
      DATABASE_URL: serviceDatabaseUrl(service.name),
    });
  }
  for (const service of services) await waitReady(service.name, `http://${address}:${service.port}`);
  run('gateway', {
    PORT: env.PORT ?? '3000',
    ...Object.fromEntries(services.map(({ name, port }) => [`${name.toUpperCase()}_URL`, `http://${address}:${port}/graphql`])),
  });
  await waitReady('gateway', `http://${address}:${env.PORT ?? 3000}`);
  process.stdout.write(`Nova Jackpot stack is up: http://localhost:${env.PORT ?? 3000}\n`);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  stop(1);
}
