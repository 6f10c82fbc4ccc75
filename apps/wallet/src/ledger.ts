import { randomUUID } from 'node:crypto';
import type { ReplyOf } from '@nova/contracts';
import { AppError, type Db, type Sql } from '@nova/platform';
import { applyToBalances, openUserAccounts, readUserBalance, type SystemAccounts, type UserAccounts, type UserBalance } from './db/accounts';
import { findTransferByKey, insertTransfer, pgErrorCode, violatedConstraint, type TransferRecord } from './db/transfers';
import { announceAccountOpened, announceTransferPosted } from './events';
import { requestFingerprint, type MoneyMove } from './fingerprint';
import { routeFor, type AccountRef } from './transfer-routes';

export type TransferReply = ReplyOf<'wallet.credit.v1'>;
export type BalanceReply = ReplyOf<'wallet.balance.v1'>;

export interface LedgerDeps {
  db: Db;
  systemAccounts: SystemAccounts;
  /** Publishes committed outbox rows now rather than on the relay's next tick. */
  afterCommit(): void;
}

export const insufficientBalance = () => new AppError('INSUFFICIENT_BALANCE', 'Insufficient balance');

/**
 * Moves money once per idempotency key, in one database transaction:
 * record the transfer, change both balances, announce it. A retry with the
 * same key and fields returns the first transfer (`replayed: true`); the same
 * key with other fields is refused.
 */
export async function postTransfer(deps: LedgerDeps, move: MoneyMove): Promise<TransferReply> {
  const route = routeFor(move.operation, move.kind);
  const fingerprint = requestFingerprint(move);
  const earlier = await findTransferByKey(deps.db, move.idempotencyKey);
  if (earlier) return replay(deps.db, earlier, fingerprint);

  try {
    const posted = await deps.db.transaction(async (tx) => {
      const userAccounts = await ensureAccounts(tx, move.userId);
      const transfer: TransferRecord = {
        id: randomUUID(),
        idempotencyKey: move.idempotencyKey,
        operation: move.operation,
        kind: move.kind,
        userId: move.userId,
        debitAccountId: accountId(route.debit, userAccounts, deps.systemAccounts),
        creditAccountId: accountId(route.credit, userAccounts, deps.systemAccounts),
        amountMinor: move.amountMinor,
        memo: move.memo ?? null,
        requestFingerprint: fingerprint,
      };
      await insertTransfer(tx, transfer);
      const applied = await applyToBalances(tx, transfer.debitAccountId, transfer.creditAccountId, transfer.amountMinor);
      if (!applied) throw insufficientBalance();
      await announceTransferPosted(tx, transfer);
      return { transferId: transfer.id, balance: await readUserBalance(tx, move.userId) };
    });
    deps.afterCommit();
    return { transferId: posted.transferId, idempotencyKey: move.idempotencyKey, replayed: false, balance: balanceReply(move.userId, posted.balance) };
  } catch (error) {
    const code = pgErrorCode(error);
    // A concurrent request with this key committed first: answer as a retry.
    if (code === '23505' && violatedConstraint(error) === 'transfers_idempotency_key_unique') {
      const winner = await findTransferByKey(deps.db, move.idempotencyKey);
      if (winner) return replay(deps.db, winner, fingerprint);
    }
    // The database's own guard (accounts_balance_not_negative) caught an overdraft.
    if (code === '23514') throw insufficientBalance();
    throw error;
  }
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
 * that arrives before the event is never lost or refused.
 */
export async function ensureAccounts(tx: Sql, userId: string): Promise<UserAccounts> {
  const accounts = await openUserAccounts(tx, userId);
  if (accounts.opened) await announceAccountOpened(tx, userId, accounts.availableAccountId);
  return accounts;
}

function accountId(ref: AccountRef, user: UserAccounts, system: SystemAccounts): string {
  if (ref.owner === 'system') return system[ref.code];
  return ref.kind === 'user_available' ? user.availableAccountId : user.heldAccountId;
}

export function balanceReply(userId: string, balance: UserBalance): BalanceReply {
  return {
    userId,
    balanceMinor: balance.availableMinor + balance.heldMinor,
    availableMinor: balance.availableMinor,
    heldMinor: balance.heldMinor,
  };
}

export async function getBalance(sql: Sql, userId: string): Promise<BalanceReply> {
  return balanceReply(userId, await readUserBalance(sql, userId));
}
