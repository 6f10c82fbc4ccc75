import { randomUUID } from 'node:crypto';
import { openTestRuntime, type TestRuntime } from '@nova/platform/testing';
import { ledgerDeps, walletMigrationsDir } from '../../src/index';
import { postTransfer, type LedgerDeps } from '../../src/ledger';
import type { MoneyMove } from '../../src/fingerprint';

/** The wallet's ledger on the real PostgreSQL under a fresh database. */
export async function openLedgerRuntime(service: string): Promise<{ runtime: TestRuntime; deps: LedgerDeps }> {
  const runtime = await openTestRuntime({ service, mode: 'stack', migrationsDir: walletMigrationsDir });
  return { runtime, deps: await ledgerDeps(runtime) };
}

export const key = (label: string) => `${label}-${randomUUID()}`;

/** A money move of `userId`, under a fresh idempotency key unless one is given. */
export const move = (userId: string, fields: Omit<MoneyMove, 'userId' | 'idempotencyKey'> & { idempotencyKey?: string }): MoneyMove => ({
  userId,
  idempotencyKey: fields.idempotencyKey ?? key(fields.operation),
  ...fields,
});

/** An approved deposit credited to the player. */
export const deposit = (deps: LedgerDeps, userId: string, amountMinor: number) =>
  postTransfer(deps, move(userId, { operation: 'credit', kind: 'deposit', amountMinor }));
