import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createServiceApp,
  openRuntime,
  startSubgraph,
  type Bus,
  type KeyValueStore,
  type Logger,
  type RunningSubgraph,
  type Runtime,
  type Subscription,
} from '@nova/platform';
import { openAccountsOnRegistration } from './account-opening';
import type { WalletConfig } from './config';
import { loadSystemAccounts } from './db/accounts';
import { loadHouseSubAccounts } from './house-postings';
import type { LedgerDeps } from './ledger';
import { answerWalletRequests } from './requests';
import { walletResolvers } from './resolvers';

export { walletConfigSchema, loadWalletConfig, type WalletConfig } from './config';

export const WALLET_SERVICE = 'wallet';
export const walletMigrationsDir = join(__dirname, 'db', 'migrations');
const typeDefs = readFileSync(join(__dirname, 'schema.graphql'), 'utf8');

export interface WalletServiceOptions {
  config: WalletConfig;
  /** One-process mode: every service shares the in-process bus and store. */
  shared?: { bus?: Bus; store?: KeyValueStore; logger?: Logger };
}

export interface WalletService {
  /** Opens the ledger (migrating it), answers wallet requests, listens. */
  start(): Promise<{ url: string }>;
  stop(): Promise<void>;
}

export async function ledgerDeps(runtime: Runtime): Promise<LedgerDeps> {
  return {
    db: runtime.db,
    systemAccounts: await loadSystemAccounts(runtime.db),
    houseSubAccounts: await loadHouseSubAccounts(runtime.db),
    afterCommit: () => runtime.outbox.nudge(),
  };
}

export function createWalletService({ config, shared }: WalletServiceOptions): WalletService {
  let runtime: Runtime<WalletConfig> | undefined;
  let subgraph: RunningSubgraph | undefined;
  let subscriptions: Subscription[] = [];

  const stop = async () => {
    // Stop taking work first, then close what the work needs.
    for (const subscription of subscriptions) await subscription.unsubscribe();
    subscriptions = [];
    await subgraph?.close();
    subgraph = undefined;
    await runtime?.close();
    runtime = undefined;
  };

  return {
    async start() {
      runtime = await openRuntime({ service: WALLET_SERVICE, config, migrationsDir: walletMigrationsDir, shared });
      const { bus, db, logger } = runtime;
      try {
        const deps = await ledgerDeps(runtime);
        subscriptions = [...(await answerWalletRequests(bus, deps)), await openAccountsOnRegistration(bus, deps)];
        const app = createServiceApp({
          service: WALLET_SERVICE,
          logger,
          ready: async () => (await db.query('SELECT 1')).rowCount === 1,
        });
        subgraph = await startSubgraph({
          service: WALLET_SERVICE,
          typeDefs,
          resolvers: walletResolvers(deps),
          app,
          secret: config.INTERNAL_AUTH_SECRET,
          logger,
          host: config.HOST,
          port: config.PORT,
          production: config.NODE_ENV === 'production',
          metrics: { host: config.METRICS_HOST, port: config.METRICS_PORT },
        });
        return { url: subgraph.url };
      } catch (error) {
        await stop();
        throw error;
      }
    },
    stop,
  };
}
