import { createIdentityService, identityConfigSchema, type IdentityService } from '@nova/identity';
import { createWalletService, walletConfigSchema } from '@nova/wallet';
import { createDrawsService, drawsConfigSchema, type DrawsService } from '@nova/draws';
import { createPaymentsService, paymentsConfigSchema, type PaymentsService } from '@nova/payments';
import { createContentService, contentConfigSchema } from '@nova/content';
import { createNotificationsService, notificationsConfigSchema } from '@nova/notifications';
import { randomBytes } from 'node:crypto';
import { createRedisStore, openPostgres, type Db } from '@nova/platform';
import { createTestConfig, silentLogger, testEnv } from '@nova/platform/testing';
import { gatewayConfigSchema } from '../../src/config';
import { startGateway } from '../../src/server';
import type { ServedRoute } from '../../src/rest/mount-routes';

/**
 * The gateway in front of identity, wallet, draws and payments on the real PostgreSQL (a
 * database each), NATS and Redis, all under one fresh prefix and secret.
 */
export interface GatewayStack {
  baseUrl: string;
  /** The gateway's metrics listener (loopback, its own port). */
  metricsUrl: string;
  /** Every REST route of the gateway, as mounted from its route table. */
  routes: ServedRoute[];
  identityDb: Db;
  /** The wallet's and payments' databases, for ledger checks and look-behinds. */
  walletDb: Db;
  paymentsDb: Db;
  drawsDb: Db;
  payments: PaymentsService;
  /** The identity and draws services, for tests that deliver an event to them again. */
  identity: IdentityService;
  draws: DrawsService;
  /** The subject prefix every service shares (a test bus plays missing services on it). */
  subjectPrefix: string;
  close(): Promise<void>;
}

export async function startGatewayStack(
  name: string,
  gatewayEnv: Record<string, string> = {},
  drawsEnv: Record<string, string> = {},
  paymentsEnv: Record<string, string> = {},
): Promise<GatewayStack> {
  const identityTest = await createTestConfig(`${name}_id`, 'stack');
  const shared = {
    SUBJECT_PREFIX: identityTest.config.SUBJECT_PREFIX,
    KEY_PREFIX: identityTest.config.KEY_PREFIX,
    INTERNAL_AUTH_SECRET: identityTest.config.INTERNAL_AUTH_SECRET,
  };
  const walletTest = await createTestConfig(`${name}_wa`, 'stack', shared);
  const identity = createIdentityService({ config: identityConfigSchema.parse(identityTest.config) });
  const drawsTest = await createTestConfig(`${name}_dr`, 'stack', shared);
  const wallet = createWalletService({ config: walletConfigSchema.parse(walletTest.config) });
  const draws = createDrawsService({ config: drawsConfigSchema.parse({ ...drawsTest.config, ...drawsEnv }) });
  const paymentsTest = await createTestConfig(`${name}_pa`, 'stack', shared);
  const payments = createPaymentsService({ config: paymentsConfigSchema.parse({ ...paymentsTest.config, ...paymentsEnv }) });
  const contentTest = await createTestConfig(`${name}_co`, 'stack', shared);
  const content = createContentService({ config: contentConfigSchema.parse(contentTest.config) });
  const notificationsTest = await createTestConfig(`${name}_no`, 'stack', shared);
  const notifications = createNotificationsService({
    config: notificationsConfigSchema.parse({ ...notificationsTest.config, NOTIFICATIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'), TELEGRAM_API_ROOT: 'http://127.0.0.1:9' }),
  });
  const [identityUrl, walletUrl, drawsUrl, paymentsUrl, contentUrl, notificationsUrl] = await Promise.all([
    identity.start(), wallet.start(), draws.start(), payments.start(), content.start(), notifications.start(),
  ]);

  const config = gatewayConfigSchema.parse({ ...identityTest.config, PORT: 0, ...gatewayEnv });
  const store = createRedisStore({ url: testEnv().TEST_REDIS_URL, prefix: shared.KEY_PREFIX });
  const gateway = await startGateway({
    config,
    logger: silentLogger(),
    store,
    secret: shared.INTERNAL_AUTH_SECRET,
    subgraphUrls: { identity: identityUrl.url, wallet: walletUrl.url, draws: drawsUrl.url, payments: paymentsUrl.url, content: contentUrl.url, notifications: notificationsUrl.url },
  });
  const identityDb = await openPostgres({ databaseUrl: identityTest.config.DATABASE_URL as string, logger: silentLogger() });
  const walletDb = await openPostgres({ databaseUrl: walletTest.config.DATABASE_URL as string, logger: silentLogger() });
  const paymentsDb = await openPostgres({ databaseUrl: paymentsTest.config.DATABASE_URL as string, logger: silentLogger() });
  const drawsDb = await openPostgres({ databaseUrl: drawsTest.config.DATABASE_URL as string, logger: silentLogger() });

  return {
    baseUrl: gateway.url,
    metricsUrl: gateway.metricsUrl,
    routes: gateway.routes,
    identityDb,
    walletDb,
    paymentsDb,
    drawsDb,
    payments,
    identity,
    draws,
    subjectPrefix: shared.SUBJECT_PREFIX,
    async close() {
      await identityDb.close();
      await walletDb.close();
      await paymentsDb.close();
      await drawsDb.close();
      await gateway.stop();
      await store.close();
      await Promise.all([identity.stop(), wallet.stop(), draws.stop(), payments.stop(), content.stop(), notifications.stop()]);
      await identityTest.cleanUp();
      await walletTest.cleanUp();
      await drawsTest.cleanUp();
      await paymentsTest.cleanUp();
      await contentTest.cleanUp();
      await notificationsTest.cleanUp();
    },
  };
}

/** Its draw date comes: an admin can run a draw by hand only then. */
export async function makeDrawDue(stack: GatewayStack, drawId: string): Promise<void> {
  await stack.drawsDb.query("UPDATE draws SET draw_date = now() - interval '1 second' WHERE id = $1", [drawId]);
}

export interface RestReply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** A tiny cookie-keeping client for the REST facade. */
export class RestClient {
  cookie: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async send(method: string, path: string, body?: unknown, rawBody?: string): Promise<RestReply> {
    const headers: Record<string, string> = {};
    if (body !== undefined || rawBody !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(rawBody !== undefined ? { body: rawBody } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && /=.+/.test(pair) ? pair : null;
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      if (text) parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (redirects, static files)
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}
