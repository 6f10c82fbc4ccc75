import type { Bus, Subscription } from '@nova/platform';
import { grantDepositAllowance, releaseDepositRoom } from './deposit-allowance';
import { getBalance, postTransfer, type LedgerDeps } from './ledger';

/**
 * Answers the wallet.*.v1 requests (payloads validated by the bus against
 * @nova/contracts). Each money request is one idempotent ledger transfer.
 */
export function answerWalletRequests(bus: Bus, deps: LedgerDeps): Promise<Subscription[]> {
  return Promise.all([
    bus.respond('wallet.credit.v1', (request) => postTransfer(deps, { ...request, operation: 'credit' })),
    bus.respond('wallet.debit.v1', (request) => postTransfer(deps, { ...request, operation: 'debit' })),
    bus.respond('wallet.hold.v1', (request) => postTransfer(deps, { ...request, operation: 'hold' })),
    bus.respond('wallet.release.v1', (request) => postTransfer(deps, { ...request, operation: 'release' })),
    bus.respond('wallet.settle.v1', (request) => postTransfer(deps, { ...request, operation: 'settle' })),
    bus.respond('wallet.balance.v1', (request) => getBalance(deps.db, request.userId)),
    bus.respond('wallet.deposit-allowance.v1', (request) => grantDepositAllowance(deps, request)),
    bus.respond('wallet.deposit-allowance.release.v1', (request) => releaseDepositRoom(deps, request)),
  ]);
}
