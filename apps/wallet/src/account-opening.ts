import type { EventOf } from '@nova/contracts';
import { handleOnce } from '@nova/platform';
import { WALLET_CONSUMER } from './events';
import { ensureAccounts, type LedgerDeps } from './ledger';

/**
 * Opens a new user's accounts when identity announces them. Redelivery is
 * harmless twice over: handleOnce skips a seen event, and opening is idempotent.
 */
export async function openAccounts(deps: LedgerDeps, event: EventOf<'identity.user.registered.v1'>): Promise<void> {
  const handled = await handleOnce(deps.db, WALLET_CONSUMER, event, async (tx) => {
    await ensureAccounts(tx, event.userId);
  });
  if (handled) deps.afterCommit();
}
