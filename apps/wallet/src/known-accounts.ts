import type { UserAccounts } from './db/accounts';

/** Far more than the players buying at any one time; past it the oldest are forgotten. */
const MOST_KEPT = 100_000;

/**
 * The ids of players' accounts this replica has seen opened or locked. An
 * account's id never changes once it is open, so a purchase by a known
 * player can name its cash account before locking it and be posted in one
 * statement (db/cash-purchase.ts), which checks the id against the locked
 * rows anyway.
 */
export class KnownAccounts {
  private readonly byUser = new Map<string, UserAccounts>();

  get(userId: string): UserAccounts | undefined {
    return this.byUser.get(userId);
  }

  remember(userId: string, accounts: UserAccounts): void {
    if (this.byUser.has(userId)) return;
    if (this.byUser.size >= MOST_KEPT) this.byUser.delete(this.byUser.keys().next().value as string);
    this.byUser.set(userId, { availableAccountId: accounts.availableAccountId, heldAccountId: accounts.heldAccountId, bonusAccountId: accounts.bonusAccountId });
  }
}
