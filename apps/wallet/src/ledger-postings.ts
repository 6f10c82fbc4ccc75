import type { TransferKind } from '@nova/contracts';
import { AppError } from '@nova/platform';

/**
 * Ledger postings: where each money request moves money. Every move is one transfer from a
 * debit account (money leaves) to a credit account (money arrives):
 *
 * | operation | kind            | debit account        | credit account       |
 * | --------- | --------------- | -------------------- | -------------------- |
 * | credit    | deposit         | deposits_clearing    | user available       |
 * | credit    | prize           | prize_fund           | user available       |
 * | credit    | referral_bonus  | bonus_expense        | user bonus           |
 * | credit    | referral_bonus_from_profit | house     | user bonus           |
 * | credit    | admin_credit    | admin_adjustments    | user available       |
 * | credit    | ticket_refund   | house                | user available       |
 * | debit     | ticket_purchase | user bonus, then user available | house     |
 * | debit     | admin_debit     | user available       | admin_adjustments    |
 * | hold      | withdrawal      | user available       | user held            |
 * | release   | withdrawal      | user held            | user available       |
 * | settle    | withdrawal      | user held            | withdrawals_payable  |
 * | convert   | bonus_conversion| user bonus           | user available       |
 *
 * "user available" is the player's cash. Bonus money (referral bonuses) sits
 * in "user bonus": tickets spend it first, a withdrawal never reaches it, and
 * the wallet itself converts it to cash once played through (bonus-money.ts).
 * A purchase paid partly from each account is two transfers, a refund returns
 * each part to the account it came from.
 *
 * `referral_bonus_from_profit` is the bonus with deductFromAdminProfit on:
 * it comes out of `house`, where ticket sales (the admin's profit before
 * prizes) are booked, instead of the separate bonus expense.
 *
 * System accounts may go negative (money entering the platform comes from
 * somewhere), user accounts never: so all balances always sum to zero.
 */
export const operations = ['credit', 'debit', 'hold', 'release', 'settle', 'convert'] as const;
export type Operation = (typeof operations)[number];

export const systemAccountCodes = [
  'house',
  'prize_fund',
  'deposits_clearing',
  'withdrawals_payable',
  'bonus_expense',
  'admin_adjustments',
] as const;
export type SystemAccountCode = (typeof systemAccountCodes)[number];

export type UserAccountKind = 'user_available' | 'user_held' | 'user_bonus';
export type AccountRef = { owner: 'user'; kind: UserAccountKind } | { owner: 'system'; code: SystemAccountCode };

export interface TransferRoute {
  debit: AccountRef;
  credit: AccountRef;
}

const available: AccountRef = { owner: 'user', kind: 'user_available' };
const held: AccountRef = { owner: 'user', kind: 'user_held' };
const bonus: AccountRef = { owner: 'user', kind: 'user_bonus' };
const system = (code: SystemAccountCode): AccountRef => ({ owner: 'system', code });

const routes: Record<Operation, Partial<Record<TransferKind, TransferRoute>>> = {
  credit: {
    deposit: { debit: system('deposits_clearing'), credit: available },
    prize: { debit: system('prize_fund'), credit: available },
    referral_bonus: { debit: system('bonus_expense'), credit: bonus },
    referral_bonus_from_profit: { debit: system('house'), credit: bonus },
    admin_credit: { debit: system('admin_adjustments'), credit: available },
    ticket_refund: { debit: system('house'), credit: available },
  },
  debit: {
    ticket_purchase: { debit: available, credit: system('house') },
    admin_debit: { debit: available, credit: system('admin_adjustments') },
  },
  hold: { withdrawal: { debit: available, credit: held } },
  release: { withdrawal: { debit: held, credit: available } },
  settle: { withdrawal: { debit: held, credit: system('withdrawals_payable') } },
  // Posted by the wallet itself when a play-through completes, never requested.
  convert: { bonus_conversion: { debit: bonus, credit: available } },
};

/** Kinds whose credit is bonus money (needs a play-through amount). */
export const bonusCreditKinds: readonly TransferKind[] = ['referral_bonus', 'referral_bonus_from_profit'];

/** The accounts for a request; refuses a kind that makes no sense for it (a "debit" that is a prize). */
export function routeFor(operation: Operation, kind: TransferKind): TransferRoute {
  const route = routes[operation][kind];
  if (!route) {
    const allowed = Object.keys(routes[operation]).join(', ');
    throw new AppError('BAD_USER_INPUT', `A ${operation} cannot be of kind "${kind}" (allowed: ${allowed})`);
  }
  return route;
}
