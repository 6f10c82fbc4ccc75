import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceNames } from '@nova/contracts';
import { freePort, repoRoot } from '../../support/processes';

/** The service list (libs/contracts/src/services.ts). */
export const SERVICES = serviceNames;
export type ServiceName = (typeof SERVICES)[number] | 'gateway';

export interface StackEnv {
  prefix: string;
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
  secret: string;
  notificationsKey: string;
  admin: { username: string; password: string };
}

/**
 * One supervised process per service (like a pod): it can be SIGKILLed at any
 * moment and started again on the same port with the same environment.
 * Started as `node --import tsx <main.ts>` so the pid is the service itself
 * (the tsx launcher would leave its child running after a SIGKILL).
 */
export class ServiceProcess {
  private child: ChildProcess | null = null;
  private log = '';
  restarts = 0;
  /** Answered /readyz since its last start: an exit after that is a crash, not a failed start. */
  wasReady = false;
  private startedAt = 0;
  /** Milliseconds from each start to its first ready answer (as far as someone asked). */
  readonly timesToReady: number[] = [];
  /** When set (CHAOS_LOG_DIR), every line the service writes is also kept in `<dir>/<name>.log`. */
  logDir: string | null = null;

  constructor(
    readonly name: ServiceName,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    if (this.running()) return;
    this.wasReady = false;
    this.startedAt = Date.now();
    // The host serving this one service (or the gateway) as its own process.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/host/src/main.ts', 'serve', this.name], {
      cwd: repoRoot,
      env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      // The tail is enough to explain a failure; a long run must not grow without bound.
      this.log = (this.log + chunk.toString()).slice(-20_000);
      if (this.logDir) appendFileSync(join(this.logDir, `${this.name}.log`), chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => keep(Buffer.from(`\n[${this.name} exited: ${signal ?? code}]\n`)));
    this.child = child;
  }

  /** SIGKILL: no shutdown hook runs, in-flight work is cut wherever it is. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** A clean stop (SIGTERM, then SIGKILL after 5 s). */
  async stop(): Promise<void> {
    await this.signal('SIGTERM', 5000);
  }

  async restart(): Promise<void> {
    await this.kill();
    this.restarts += 1;
    this.start();
  }

  output(): string {
    return this.log;
  }

  /** Ready means /readyz answers 200 (database, bus and store reachable). */
  async ready(): Promise<boolean> {
    try {
      const response = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok && !this.wasReady) {
        this.wasReady = true;
        this.timesToReady.push(Date.now() - this.startedAt);
      }
      return response.ok;
    } catch {
      return false;
    }
  }

  private signal(signal: NodeJS.Signals, escalateAfterMs?: number): Promise<void> {
    const child = this.child;
    if (!child || !child.pid || !this.running()) return Promise.resolve();
    const pid = child.pid;
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      killGroup(pid, signal);
      if (escalateAfterMs) setTimeout(() => this.running() && killGroup(pid, 'SIGKILL'), escalateAfterMs).unref();
    });
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export function serviceDatabaseUrl(postgresUrl: string, prefix: string, service: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${prefix}_${service}`;
  return url.toString();
}

/** The services of one stack, on free ports, with short reconciler intervals so a run settles quickly. */
export async function createServices(stack: StackEnv): Promise<Map<ServiceName, ServiceProcess>> {
  const shared: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    NATS_URL: stack.natsUrl,
    REDIS_URL: stack.redisUrl,
    SUBJECT_PREFIX: stack.prefix,
    KEY_PREFIX: stack.prefix,
    INTERNAL_AUTH_SECRET: stack.secret,
    NOTIFICATIONS_ENCRYPTION_KEY: stack.notificationsKey,
  };
  const extra: Partial<Record<ServiceName, NodeJS.ProcessEnv>> = {
    identity: {
      ADMIN_USERNAME: stack.admin.username,
      ADMIN_PASSWORD: stack.admin.password,
      // Every simulated player signs in from 127.0.0.1.
      LOGIN_ATTEMPTS_PER_CLIENT_IP: '100000',
    },
    // Subscriptions buy as soon as a series' draw opens (the run's draws are a week away; issue 19).
    draws: { SCHEDULER_INTERVAL_MS: '1000', PURCHASE_STALE_AFTER_MS: '3000', SUBSCRIPTION_BUY_LEAD_MS: String(8 * 24 * 3600_000) },
    payments: { RECONCILE_INTERVAL_MS: '1000', RECONCILE_AFTER_MS: '3000' },
  };
  const services = new Map<ServiceName, ServiceProcess>();
  for (const name of SERVICES) {
    const env = { ...shared, ...extra[name], DATABASE_URL: serviceDatabaseUrl(stack.postgresUrl, stack.prefix, name) };
    services.set(name, new ServiceProcess(name, await freePort(), env));
  }
  const subgraph = (name: ServiceName) => `${services.get(name)!.url}/graphql`;
  services.set(
    'gateway',
    new ServiceProcess('gateway', await freePort(), {
      ...shared,
      // Every simulated player comes from 127.0.0.1 and every retry counts: the limits are not under test here.
      REGISTRATIONS_PER_CLIENT_IP: '100000',
      PURCHASES_PER_USER: '100000',
      DEPOSITS_PER_USER: '100000',
      IDENTITY_URL: subgraph('identity'),
      WALLET_URL: subgraph('wallet'),
      DRAWS_URL: subgraph('draws'),
      PAYMENTS_URL: subgraph('payments'),
      CONTENT_URL: subgraph('content'),
      NOTIFICATIONS_URL: subgraph('notifications'),
    }),
  );
  return services;
}

