import { createService, type ServiceInstance, type ServiceOptions } from '@nova/platform';
import type { WalletConfig } from './config';
import type { LedgerDeps } from './ledger';
import walletService, { ledgerDeps } from './service';

export { walletService, ledgerDeps };
export { walletConfigSchema, loadWalletConfig, type WalletConfig } from './config';
export const walletMigrationsDir = walletService.migrations;
/** The statements of a purchase's debit, for the pgbench mirror (scripts/bench/pgbench.ts). */
export { CASH_PURCHASE_SQL } from './db/cash-purchase';

export type WalletService = ServiceInstance<LedgerDeps>;
export const createWalletService = (options: ServiceOptions<WalletConfig>): WalletService => createService(walletService, options);
