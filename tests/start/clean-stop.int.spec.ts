import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, deleteTestStream, testEnv, testPrefix, testSecret, type TestDatabase } from '@nova/platform/testing';
import { freePort, repoRoot, waitForReady } from '../support/processes';

/**
 * A service asked to stop with SIGTERM (Kubernetes, `podman stop`) closes its
 * server, consumers, bus and database and exits 0, in production mode too,
 * where Apollo Server would otherwise install its own SIGTERM handler that
 * stops only the GraphQL server and re-raises the signal: the process then
 * died by the signal (exit 143) before the runner's stop ran, and as a
 * container's PID 1, where a re-raised SIGTERM is ignored, it never exited.
 */

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const STOP_WITHIN_MS = 20_000;
const hostEntry = join('apps', 'host', 'src', 'main.ts');

/** The inner process when `unshare --pid --fork` runs it as PID 1 of its own namespace. */
function childOf(pid: number): number | null {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children ? Number(children.split(/\s+/)[0]) : null;
  } catch {
    return null;
  }
}

/** Whether this machine lets us make a PID namespace (root, util-linux's unshare). */
const canUnshare = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;

async function serveThenStop(app: string, env: NodeJS.ProcessEnv, asPidOne: boolean): Promise<{ exit: Exit; output: string }> {
  const port = await freePort();
  const nodeArgs = ['--import', 'tsx', hostEntry, 'serve', app];
  const [command, args] = asPidOne ? ['unshare', ['--pid', '--fork', '--kill-child', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  try {
    await waitForReady(`http://127.0.0.1:${port}`, 180_000);
    const target = asPidOne ? childOf(child.pid as number) : (child.pid as number);
    if (!target) throw new Error(`no process to signal under ${child.pid}`);
    process.kill(target, 'SIGTERM');
    const timeout = new Promise<Exit>((resolve) => setTimeout(() => resolve({ code: null, signal: null }), STOP_WITHIN_MS).unref());
    return { exit: await Promise.race([exited, timeout]), output };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** The stop is held to STOP_WITHIN_MS; starting the service first (migrations, bus, subgraph) can take a minute on a busy machine. */
const START_AND_STOP_MS = 150_000;

describe('a service stops cleanly on SIGTERM in production', () => {
  const env = testEnv();
  const prefix = testPrefix('stop');
  const databases: TestDatabase[] = [];
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    NATS_URL: env.TEST_NATS_URL,
    REDIS_URL: env.TEST_REDIS_URL,
    SUBJECT_PREFIX: prefix,
    KEY_PREFIX: prefix,
    INTERNAL_AUTH_SECRET: testSecret(),
    TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
    NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const withDatabase = async (app: string) => {
    const database = await createTestDatabase(`stop_${app}`, env);
    databases.push(database);
    return { ...shared, DATABASE_URL: database.url };
  };

  afterAll(async () => {
    for (const database of databases) await database.drop();
    await deleteTestStream(prefix, env);
  });

  it.each(['draws', 'payments', 'notifications'])('%s exits 0 within 20 s', async (app) => {
    const { exit, output } = await serveThenStop(app, await withDatabase(app), false);
    expect({ exit, output: exit.code === 0 ? '' : output.slice(-2000) }).toEqual({ exit: { code: 0, signal: null }, output: '' });
  }, START_AND_STOP_MS);

  it('the gateway exits 0 within 20 s', async () => {
    const subgraph = 'http://127.0.0.1:9/graphql';
    const urls = Object.fromEntries(['IDENTITY', 'WALLET', 'DRAWS', 'PAYMENTS', 'CONTENT', 'NOTIFICATIONS'].map((name) => [`${name}_URL`, subgraph]));
    const { exit, output } = await serveThenStop('gateway', { ...shared, ...urls }, false);
    expect({ exit, output: exit.code === 0 ? '' : output.slice(-2000) }).toEqual({ exit: { code: 0, signal: null }, output: '' });
  }, START_AND_STOP_MS);

  (canUnshare ? it : it.skip)('as PID 1 of its own PID namespace (a container without an init), it exits 0 too', async () => {
    const { exit, output } = await serveThenStop('notifications', await withDatabase('notifications_pid1'), true);
    expect({ exit, output: exit.code === 0 ? '' : output.slice(-2000) }).toEqual({ exit: { code: 0, signal: null }, output: '' });
  }, START_AND_STOP_MS);
});
