import { AppError, type Sql } from '@nova/platform';
import type { LockedUserAccounts } from './db/accounts';
import {
  accountBalance,
  addPlayThrough,
  claimCashPurchaseRefund,
  claimTicketSpendRefund,
  clearPlayThrough,
  countTicketSpend,
  readPlayThrough,
  recordTicketSpend,
} from './db/bonus';
import { findTransferByKey } from './db/transfers';
import type { MoneyMove } from './fingerprint';
import type { Leg, PostLeg } from './ledger';
import { bonusCreditKinds, type AccountRef, type TransferRoute } from './ledger-postings';

/**
 * The user side of bonus money. Referral bonuses are credited to the user's
 * bonus account together with the ticket spend they require (the play-through).
 * Tickets are paid from cash first and from bonus money only for the part
 * cash does not cover: the player's own money is always withdrawable, and
 * the bonus stays bonus until the player has spent that much on tickets,
 * which is what the product rule says. (Spending bonus first would use the
 * bonus itself up for the play-through and leave nothing to convert.) Every
 * ticket spend counts towards the play-through; when it is complete, what is
 * left of the bonus moves to cash in the same transaction, under a key made
 * from the request's key, so exactly once. Withdrawals and holds only ever
 * touch cash (see ledger-postings.ts).
 */
export interface UserSide {
  tx: Sql;
  move: MoneyMove;
  route: TransferRoute;
  /** Locked by the caller for the whole transaction. */
  accounts: LockedUserAccounts;
  postLeg: PostLeg;
}

const cash: AccountRef = { owner: 'user', kind: 'user_available' };
const bonus: AccountRef = { owner: 'user', kind: 'user_bonus' };

/** The key of the second transfer of a request paid from two accounts. */
export const secondLegKey = (idempotencyKey: string) => `${idempotencyKey}#bonus`;
/** The key of the conversion a request completed. */
export const conversionKey = (idempotencyKey: string) => `bonus-release:${idempotencyKey}`;

const isBonusCredit = (move: MoneyMove) => move.operation === 'credit' && bonusCreditKinds.includes(move.kind);
const isTicketPurchase = (move: MoneyMove) => move.operation === 'debit' && move.kind === 'ticket_purchase';
const isTicketRefund = (move: MoneyMove) => move.operation === 'credit' && move.kind === 'ticket_refund';

/** Refuses requests that lack, or wrongly carry, the bonus fields. */
export function checkBonusFields(move: MoneyMove): void {
  if (isBonusCredit(move) !== (move.playThroughMinor !== undefined)) {
    throw new AppError('BAD_USER_INPUT', 'playThroughMinor is required for a referral bonus and allowed for nothing else');
  }
  if (isTicketRefund(move) !== (move.refundOf !== undefined)) {
    throw new AppError('BAD_USER_INPUT', 'refundOf is required for a ticket refund and allowed for nothing else');
  }
}

/** Posts the request's transfers; returns the id of its first one. */
export async function postUserSide(side: UserSide): Promise<string> {
  const { move, route } = side;
  if (isTicketPurchase(move)) return spendOnTickets(side);
  if (isTicketRefund(move)) return refundTickets(side);
  const transferId = await side.postLeg(leg(move, route.debit, route.credit, move.amountMinor, move.idempotencyKey));
  if (isBonusCredit(move)) {
    const playThrough = await addPlayThrough(side.tx, move.userId, move.playThroughMinor ?? 0);
    if (playThrough.remainingMinor === 0) await convertBonus(side);
  }
  return transferId;
}

function leg(move: MoneyMove, debit: AccountRef, credit: AccountRef, amountMinor: number, idempotencyKey: string): Leg {
  return { idempotencyKey, operation: move.operation, kind: move.kind, debit, credit, amountMinor };
}

/** Posts up to two legs (cash part under the request's key, then bonus part); returns the first id. */
async function postSplit(side: UserSide, cashMinor: number, bonusMinor: number, direction: 'out' | 'in', house: AccountRef): Promise<string> {
  const { move } = side;
  const parts = [
    { account: cash, amountMinor: cashMinor },
    { account: bonus, amountMinor: bonusMinor },
  ].filter((part) => part.amountMinor > 0);
  const ids: string[] = [];
  for (const [index, part] of parts.entries()) {
    const key = index === 0 ? move.idempotencyKey : secondLegKey(move.idempotencyKey);
    const [debit, credit] = direction === 'out' ? [part.account, house] : [house, part.account];
    ids.push(await side.postLeg(leg(move, debit, credit, part.amountMinor, key)));
  }
  const first = ids[0];
  if (!first) throw new Error('a ticket transfer of 0 was asked for');
  return first;
}

export interface TicketSpendPlan {
  cashMinor: number;
  bonusMinor: number;
  /** How much this spend takes off the play-through still owed. */
  countedMinor: number;
  /** The play-through is complete: the bonus money left becomes cash. */
  converts: boolean;
  /** No bonus money is left: what was still owed is dropped (and counted, so a refund restores it). */
  dropsRest: boolean;
}

/** Cash first, bonus money for the rest; every ticket spend counts towards the play-through. */
export function planTicketSpend(amountMinor: number, balances: { cashMinor: number; bonusMinor: number }, owedMinor: number): TicketSpendPlan {
  const cashMinor = Math.min(amountMinor, balances.cashMinor);
  const bonusMinor = amountMinor - cashMinor;
  const counted = Math.min(owedMinor, amountMinor);
  const owedAfter = owedMinor - counted;
  // Also when nothing was owed while bonus money remains (e.g. a play-through of 0): it is cash already.
  const converts = owedAfter === 0 && (counted > 0 || balances.bonusMinor > 0);
  const dropsRest = !converts && owedAfter > 0 && balances.bonusMinor - bonusMinor <= 0;
  return { cashMinor, bonusMinor, countedMinor: dropsRest ? owedMinor : counted, converts, dropsRest };
}

async function spendOnTickets(side: UserSide): Promise<string> {
  const { tx, move, accounts } = side;
  // Without bonus money nothing is owed (conversion, spending it all and refunds clear it): one cash transfer.
  if (accounts.locked.bonusMinor === 0) return postSplit(side, move.amountMinor, 0, 'out', side.route.credit);
  const before = await readPlayThrough(tx, move.userId);
  const plan = planTicketSpend(move.amountMinor, accounts.locked, before.remainingMinor);
  // A bonus part above the bonus balance fails in the guarded update: INSUFFICIENT_BALANCE.
  const transferId = await postSplit(side, plan.cashMinor, plan.bonusMinor, 'out', side.route.credit);
  if (plan.converts) await convertBonus(side);
  else if (plan.dropsRest) await clearPlayThrough(tx, move.userId, false);
  else if (plan.countedMinor > 0) await countTicketSpend(tx, move.userId, plan.countedMinor);
  if (plan.bonusMinor > 0 || plan.countedMinor > 0) {
    await recordTicketSpend(tx, {
      debitKey: move.idempotencyKey,
      userId: move.userId,
      cashMinor: plan.cashMinor,
      bonusMinor: plan.bonusMinor,
      countedMinor: plan.countedMinor,
      conversionsBefore: before.conversions,
    });
  }
  return transferId;
}

const badRefund = (why: string) => new AppError('BAD_USER_INPUT', `This refund does not match its purchase: ${why}`);

/**
 * Returns a purchase's money where it came from and takes back the
 * play-through progress it gave. If a conversion already used that progress,
 * that much of the refund comes back as bonus money, so a refund can never
 * turn a bonus into cash without the ticket spend.
 */
async function refundTickets(side: UserSide): Promise<string> {
  const { tx, move } = side;
  const debitKey = move.refundOf ?? '';
  const spend = await claimTicketSpendRefund(tx, debitKey, move.idempotencyKey);
  if (spend === 'taken') throw new AppError('CONFLICT', 'This purchase was already refunded');
  if (!spend) {
    // A purchase paid in cash that counted towards no play-through.
    const debit = await findTransferByKey(tx, debitKey);
    if (!debit || debit.userId !== move.userId || debit.kind !== 'ticket_purchase' || debit.amountMinor !== move.amountMinor) {
      throw badRefund('no such purchase of this amount');
    }
    if (!(await claimCashPurchaseRefund(tx, debitKey, move.userId, move.amountMinor, move.idempotencyKey))) {
      throw new AppError('CONFLICT', 'This purchase was already refunded');
    }
    return postSplit(side, move.amountMinor, 0, 'in', side.route.debit);
  }
  if (spend.userId !== move.userId || spend.cashMinor + spend.bonusMinor !== move.amountMinor) throw badRefund('amount or player differs');
  const { conversions } = await readPlayThrough(tx, move.userId);
  const progressUsed = conversions > spend.conversionsBefore;
  const bonusMinor = spend.bonusMinor + (progressUsed ? Math.min(spend.cashMinor, spend.countedMinor) : 0);
  const transferId = await postSplit(side, move.amountMinor - bonusMinor, bonusMinor, 'in', side.route.debit);
  const playThrough = await addPlayThrough(tx, move.userId, spend.countedMinor);
  if (playThrough.remainingMinor === 0) await convertBonus(side);
  else if (side.accounts.locked.bonusMinor + bonusMinor === 0) await clearPlayThrough(tx, move.userId, false);
  return transferId;
}

/** The play-through is complete: every bit of bonus money left becomes cash, once. */
async function convertBonus(side: UserSide): Promise<void> {
  const { tx, move, accounts } = side;
  const bonusMinor = await accountBalance(tx, accounts.bonusAccountId);
  if (bonusMinor > 0) {
    await side.postLeg({
      idempotencyKey: conversionKey(move.idempotencyKey),
      operation: 'convert',
      kind: 'bonus_conversion',
      debit: bonus,
      credit: cash,
      amountMinor: bonusMinor,
      memo: 'Bonus money played through: now cash',
    });
  }
  await clearPlayThrough(tx, move.userId, bonusMinor > 0);
}
