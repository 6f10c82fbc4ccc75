import type { Sql } from '@nova/platform';
import type { TransferKind } from '@nova/contracts';
import type { Operation } from '../ledger-postings';
import { toMinor } from './minor';

export interface TransferRecord {
  id: string;
  idempotencyKey: string;
  operation: Operation;
  kind: TransferKind;
  userId: string;
  debitAccountId: string;
  creditAccountId: string;
  amountMinor: number;
  memo: string | null;
  requestFingerprint: string;
}

export interface TransferRow {
  id: string;
  idempotency_key: string;
  operation: Operation;
  kind: TransferKind;
  user_id: string;
  debit_account_id: string;
  credit_account_id: string;
  amount_minor: unknown;
  memo: string | null;
  request_fingerprint: string;
}

export function toTransfer(row: TransferRow): TransferRecord {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    operation: row.operation,
    kind: row.kind,
    userId: row.user_id,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountMinor: toMinor(row.amount_minor),
    memo: row.memo,
    requestFingerprint: row.request_fingerprint,
  };
}

export async function findTransferByKey(sql: Sql, idempotencyKey: string): Promise<TransferRecord | null> {
  const { rows } = await sql.query<TransferRow>('SELECT * FROM transfers WHERE idempotency_key = $1', [idempotencyKey]);
  return rows[0] ? toTransfer(rows[0]) : null;
}

/**
 * Inserted before the balances change: a concurrent request with the same key
 * waits here on the unique index and then fails, so it never touches a balance.
 */
export async function insertTransfer(sql: Sql, transfer: TransferRecord): Promise<void> {
  await sql.query(
    `INSERT INTO transfers (id, idempotency_key, operation, kind, user_id, debit_account_id,
       credit_account_id, amount_minor, memo, request_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      transfer.id,
      transfer.idempotencyKey,
      transfer.operation,
      transfer.kind,
      transfer.userId,
      transfer.debitAccountId,
      transfer.creditAccountId,
      transfer.amountMinor,
      transfer.memo,
      transfer.requestFingerprint,
    ],
  );
}

/** A concurrent request with the same key committed first (found by a step other than the transfer insert). */
export class SameKeyCommitted extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`a transfer with key ${idempotencyKey} was committed concurrently`);
  }
}

export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  if (typeof constraint === 'string') return constraint;
  const quoted = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
  return quoted?.[1];
}
