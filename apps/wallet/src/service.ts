import { join } from 'node:path';
import { defineService, type Runtime } from '@nova/platform';
import { openAccounts } from './account-opening';
import { AGE_RESTRICTIONS_CONSUMER, onAgeRestricted } from './age-restrictions';
import { walletConfigSchema } from './config';
import { loadSystemAccounts } from './db/accounts';
import { grantDepositAllowance, releaseDepositRoom } from './deposit-allowance';
import { WALLET_CONSUMER } from './events';
import { loadHouseSubAccounts } from './house-postings';
import { KnownAccounts } from './known-accounts';
import { getBalance, postTransfer, type LedgerDeps } from './ledger';
import { walletResolvers } from './resolvers';

/** What the ledger runs on: the database and the system accounts, read once. */
export async function ledgerDeps(runtime: Runtime): Promise<LedgerDeps> {
  return {
    db: runtime.db,
    systemAccounts: await loadSystemAccounts(runtime.db),
    houseSubAccounts: await loadHouseSubAccounts(runtime.db),
    knownAccounts: new KnownAccounts(),
    afterCommit: () => runtime.outbox.nudge(),
  };
}

/**
 * Wallet: the double-entry ledger. Every money request is one idempotent
 * ledger transfer (payloads validated by the bus against @nova/contracts).
 */
export default defineService({
  name: 'wallet',
  config: walletConfigSchema,
  migrations: join(__dirname, 'db', 'migrations'),
  graphql: { schema: join(__dirname, 'schema.graphql'), resolvers: walletResolvers },
  deps: ledgerDeps,
  consumes: {
    'identity.user.registered.v1': { durable: WALLET_CONSUMER, handle: (event, deps) => openAccounts(deps, event) },
    // A player under the minimum age: play refused until their birthday (protection-check.ts).
    'identity.user.age-restricted.v1': { durable: AGE_RESTRICTIONS_CONSUMER, handle: (event, deps) => onAgeRestricted(deps.db, event) },
  },
  answers: {
    'wallet.credit.v1': (request, deps) => postTransfer(deps, { ...request, operation: 'credit' }),
    'wallet.debit.v1': (request, deps) => postTransfer(deps, { ...request, operation: 'debit' }),
    'wallet.hold.v1': (request, deps) => postTransfer(deps, { ...request, operation: 'hold' }),
    'wallet.release.v1': (request, deps) => postTransfer(deps, { ...request, operation: 'release' }),
    'wallet.settle.v1': (request, deps) => postTransfer(deps, { ...request, operation: 'settle' }),
    'wallet.balance.v1': (request, deps) => getBalance(deps.db, request.userId),
    'wallet.deposit-allowance.v1': (request, deps) => grantDepositAllowance(deps, request),
    'wallet.deposit-allowance.release.v1': (request, deps) => releaseDepositRoom(deps, request),
  },
});
