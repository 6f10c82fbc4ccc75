import { handleOnce, type Bus, type Subscription } from '@nova/platform';
import { WALLET_CONSUMER } from './events';
import { ensureAccounts, type LedgerDeps } from './ledger';

/**
 * Opens a new user's accounts when identity announces them. Redelivery is
 * harmless twice over: handleOnce skips a seen event, and opening is idempotent.
 */
export function openAccountsOnRegistration(bus: Bus, deps: LedgerDeps): Promise<Subscription> {
  return bus.subscribe('identity.user.registered.v1', WALLET_CONSUMER, async (event) => {
    const handled = await handleOnce(deps.db, WALLET_CONSUMER, event, async (tx) => {
      await ensureAccounts(tx, event.userId);
    });
    if (handled) deps.afterCommit();
  });
}
