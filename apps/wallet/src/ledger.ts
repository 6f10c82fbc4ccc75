import { randomUUID } from 'node:crypto';
import type { ReplyOf, TransferKind } from '@nova/contracts';
import { AppError, isAppError, pgErrorCode, refusalOf, timed, type Db, type Sql } from '@nova/platform';
import { postUserSide, checkBonusFields } from './bonus-money';
import {
  applyToBalances,
  openUserAccounts,
  readUserBalance,
  type LockedUserAccounts,
  type SystemAccounts,
  type UserAccounts,
  type UserBalance,
} from './db/accounts';
import { postCashPurchase, type CashPurchase } from './db/cash-purchase';
import { findRefusal, recordRefusal, type Refusal, type RefusalCode } from './db/refusals';
import { findTransferByKey, insertTransfer, SameKeyCommitted, violatedConstraint, type TransferRecord } from './db/transfers';
import { announceAccountOpened, announceLimitReached, announceTransferPosted } from './events';
import { houseSideOf, pickHouseSubAccount } from './house-postings';
import { requestFingerprint, type MoneyMove } from './fingerprint';
import type { KnownAccounts } from './known-accounts';
import { checkPlayerProtection, isProtectionRefusal, type RefusalDetails } from './protection-check';
import { routeFor, type AccountRef, type Operation, type TransferRoute } from './ledger-postings';

export type TransferReply = ReplyOf<'wallet.credit.v1'>;
export type BalanceReply = ReplyOf<'wallet.balance.v1'>;

export interface LedgerDeps {
  db: Db;
  systemAccounts: SystemAccounts;
  /** The house's sub-accounts that ticket purchases credit (house-postings.ts); none: `house` itself. */
  houseSubAccounts?: readonly string[];
  /** Players' account ids seen so far: a purchase by one of them is one statement. */
  knownAccounts: KnownAccounts;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}

export const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');

/** One transfer of a request: most requests are one leg, a ticket purchase paid from cash and bonus is two. */
export interface Leg {
  idempotencyKey: string;
  operation: Operation;
  kind: TransferKind;
  debit: AccountRef;
  credit: AccountRef;
  amountMinor: number;
  memo?: string;
}

/** Records a leg and moves its money; returns the transfer id. */
export type PostLeg = (leg: Leg) => Promise<string>;

/**
 * Moves money once per idempotency key, in one database transaction:
 * record the transfer(s), change the balances, announce them. A retry with
 * the same key and fields returns the first transfer (`replayed: true`); the
 * same key with other fields is refused. A request refused for want of money
 * is refused again under its key, whatever the balance is by then, so every
 * copy of a request gets one outcome.
 */
export async function postTransfer(deps: LedgerDeps, move: MoneyMove): Promise<TransferReply> {
  const route = routeFor(move.operation, move.kind);
  checkBonusFields(move);
  const fingerprint = requestFingerprint(move);
  const purchase = isTicketPurchase(move);
  // Stages of a timed request (Server-Timing, docs/performance.md). A purchase
  // looks its key up under the lock instead, in the statement that posts it.
  const earlier = purchase ? null : await timed('lookup', () => findTransferByKey(deps.db, move.idempotencyKey));
  if (earlier) return replay(deps.db, earlier, fingerprint);

  let outcome: Posted | Refusal | Replay;
  try {
    const known = purchase ? deps.knownAccounts.get(move.userId) : undefined;
    // A known player's purchase: one statement, its own commit; it falls to the transaction below only when it cannot post.
    const quick = known ? await timed('tx', () => postPurchaseInCash(deps.db, move, route, transferMaker(deps, move, fingerprint, known))) : null;
    outcome = quick && quick.kind !== 'general' ? cashOutcome(quick) : await timed('tx', () => deps.db.transaction(async (tx): Promise<Posted | Refusal | Replay> => {
      const userAccounts = await timed('tx.lock', () => ensureAccounts(tx, move.userId));
      deps.knownAccounts.remember(move.userId, userAccounts);
      const transferOf = transferMaker(deps, move, fingerprint, userAccounts);
      // Decided under the user's lock, like every posting of this key: a refused key stays refused.
      // A purchase whose one statement ran above has looked for a transfer and a
      // refusal under its key already: only a refusal committed since can be new.
      let refused: Refusal | null;
      if (purchase && !quick) {
        const cash = await timed('tx.post', () => postPurchaseInCash(tx, move, route, transferOf));
        if (cash.kind !== 'general') return cashOutcome(cash);
        refused = null;
      } else {
        refused = await findRefusal(tx, move.idempotencyKey);
      }
      if (refused) return refused;
      const postLeg: PostLeg = async (leg) => {
        const transfer = transferOf(leg);
        await insertTransfer(tx, transfer);
        const applied = await applyToBalances(tx, transfer.debitAccountId, transfer.creditAccountId, transfer.amountMinor);
        if (!applied) throw insufficientBalance();
        await announceTransferPosted(tx, transfer);
        return transfer.id;
      };
      await tx.query('SAVEPOINT request_legs');
      try {
        await timed('tx.protection', () => checkPlayerProtection(tx, move));
        const transferId = await timed('tx.post', () => postUserSide({ tx, move, route, accounts: userAccounts, postLeg }));
        return { transferId, balance: await timed('tx.balance', () => readUserBalance(tx, move.userId)) };
      } catch (error) {
        const protection = isProtectionRefusal(error) ? error : null;
        if (!protection && !isShortOfMoney(error)) throw error;
        // No leg stays, but the refusal does: a later copy of this request
        // (its caller already recorded the refusal as final) gets the same answer.
        await tx.query('ROLLBACK TO SAVEPOINT request_legs');
        const refusal: Refusal = {
          idempotencyKey: move.idempotencyKey,
          userId: move.userId,
          requestFingerprint: fingerprint,
          code: protection ? (protection.code as RefusalCode) : 'INSUFFICIENT_BALANCE',
          details: protection ? refusalOf(protection).refusal ?? null : null,
        };
        await recordRefusal(tx, refusal);
        if (refusal.code === 'LIMIT_REACHED') await announceLimitReached(tx, move.userId, refusal.details as RefusalDetails | null);
        return refusal;
      }
    }));
  } catch (error) {
    const code = pgErrorCode(error);
    // A concurrent request with this key committed first: answer as a retry.
    if ((code === '23505' && violatedConstraint(error) === 'transfers_idempotency_key_unique') || error instanceof SameKeyCommitted) {
      const winner = await findTransferByKey(deps.db, move.idempotencyKey);
      if (winner) return replay(deps.db, winner, fingerprint);
    }
    // The database's own guard (accounts_balance_not_negative) caught an overdraft.
    if (code === '23514') throw insufficientBalance();
    throw error;
  }
  if ('replayOf' in outcome) return replay(deps.db, outcome.replayOf, fingerprint);
  if ('code' in outcome) {
    deps.afterCommit();
    refuse(outcome, fingerprint);
  }
  deps.afterCommit();
  return { transferId: outcome.transferId, idempotencyKey: move.idempotencyKey, replayed: false, balance: balanceReply(move.userId, outcome.balance) };
}

/** A transfer under the request's key was found under the lock: the request is answered as a retry. */
interface Replay {
  replayOf: TransferRecord;
}

const isTicketPurchase = (move: MoneyMove) => move.operation === 'debit' && move.kind === 'ticket_purchase';

/** Builds a request's transfers: ids, the accounts of each leg, the house sub-account a purchase credits. */
function transferMaker(deps: LedgerDeps, move: MoneyMove, fingerprint: string, userAccounts: UserAccounts): (leg: Leg) => TransferRecord {
  const houseSubAccount = pickHouseSubAccount(deps);
  return (leg) => ({
    id: randomUUID(),
    idempotencyKey: leg.idempotencyKey,
    operation: leg.operation,
    kind: leg.kind,
    userId: move.userId,
    debitAccountId: accountId(leg.debit, userAccounts, deps.systemAccounts),
    creditAccountId: houseSideOf(leg, accountId(leg.credit, userAccounts, deps.systemAccounts), deps.systemAccounts.house, houseSubAccount),
    amountMinor: leg.amountMinor,
    memo: leg.memo ?? move.memo ?? null,
    requestFingerprint: fingerprint,
  });
}

/**
 * The common purchase in one statement (db/cash-purchase.ts): a player with
 * no bonus money and cash for it, no block, no age restriction, no limit.
 * It is the transfer the general path would post for it (one leg, cash to
 * the request's house sub-account, under the request's key), without the
 * reads and the savepoint the rarer cases need. Everything else goes on to
 * the general path, with what the statement found under the key.
 */
function postPurchaseInCash(sql: Sql, move: MoneyMove, route: TransferRoute, transferOf: (leg: Leg) => TransferRecord): Promise<CashPurchase> {
  const leg: Leg = { idempotencyKey: move.idempotencyKey, operation: move.operation, kind: move.kind, debit: route.debit, credit: route.credit, amountMinor: move.amountMinor };
  return postCashPurchase(sql, transferOf(leg));
}

/** What the one statement found, as the request's outcome. */
function cashOutcome(cash: Exclude<CashPurchase, { kind: 'general' }>): Posted | Refusal | Replay {
  if (cash.kind === 'earlier') return { replayOf: cash.transfer };
  if (cash.kind === 'refused') return cash.refusal;
  // The other balances were locked: the player's balance after is known without reading it again.
  return { transferId: cash.transferId, balance: { cashMinor: cash.cashAfterMinor, heldMinor: cash.heldMinor, bonusMinor: 0, playThroughLeftMinor: 0 } };
}

interface Posted {
  transferId: string;
  balance: UserBalance;
}

/** The balance was short (the guarded update, or the database's own CHECK behind it). */
function isShortOfMoney(error: unknown): boolean {
  if (isAppError(error)) return error.code === 'INSUFFICIENT_BALANCE';
  return pgErrorCode(error) === '23514' && violatedConstraint(error) === 'accounts_balance_not_negative';
}

/** A key refused before: the same request is refused again, another one is a conflict. */
function refuse(refusal: Refusal, fingerprint: string): never {
  if (refusal.requestFingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different request');
  }
  if (refusal.code === 'INSUFFICIENT_BALANCE') throw insufficientBalance();
  const what = refusal.code === 'PLAY_BLOCKED' ? 'Buying, depositing and bonuses are paused for this player' : 'A limit the player set leaves no room for this';
  throw new AppError(refusal.code, what, refusal.details ? { refusal: refusal.details } : undefined);
}

async function replay(sql: Sql, transfer: TransferRecord, fingerprint: string): Promise<TransferReply> {
  if (transfer.requestFingerprint !== fingerprint) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different request');
  }
  const balance = await readUserBalance(sql, transfer.userId);
  return { transferId: transfer.id, idempotencyKey: transfer.idempotencyKey, replayed: true, balance: balanceReply(transfer.userId, balance) };
}

/**
 * Accounts open lazily as well as on identity.user.registered.v1, so a deposit
 * that arrives before the event is never lost or refused. They stay locked
 * until the transaction ends.
 */
export async function ensureAccounts(tx: Sql, userId: string): Promise<LockedUserAccounts> {
  const accounts = await openUserAccounts(tx, userId);
  if (accounts.opened) await announceAccountOpened(tx, userId, accounts.availableAccountId);
  return accounts;
}

function accountId(ref: AccountRef, user: UserAccounts, system: SystemAccounts): string {
  if (ref.owner === 'system') return system[ref.code];
  if (ref.kind === 'user_bonus') return user.bonusAccountId;
  return ref.kind === 'user_available' ? user.availableAccountId : user.heldAccountId;
}

export function balanceReply(userId: string, balance: UserBalance): BalanceReply {
  return {
    userId,
    // Everything the user has on the platform, bonus money included.
    balanceMinor: balance.cashMinor + balance.heldMinor + balance.bonusMinor,
    // What tickets can be bought with: cash and bonus money.
    availableMinor: balance.cashMinor + balance.bonusMinor,
    heldMinor: balance.heldMinor,
    // What a withdrawal can take: cash only.
    withdrawableMinor: balance.cashMinor,
    bonusMinor: balance.bonusMinor,
    playThroughLeftMinor: balance.bonusMinor > 0 ? balance.playThroughLeftMinor : 0,
  };
}

export async function getBalance(sql: Sql, userId: string): Promise<BalanceReply> {
  return balanceReply(userId, await readUserBalance(sql, userId));
}
