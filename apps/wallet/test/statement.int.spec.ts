import { randomUUID } from 'node:crypto';
import { AppError } from '@nova/platform';
import { openTestRuntime, type TestRuntime } from '@nova/platform/testing';
import { ledgerDeps, walletMigrationsDir } from '../src/index';
import { getBalance, postTransfer, type LedgerDeps } from '../src/ledger';
import type { MoneyMove } from '../src/fingerprint';
import { CSV_HEADER, statementCsvFor, statementPage } from '../src/statement';

let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  runtime = await openTestRuntime({ service: 'wallet-statement', mode: 'stack', migrationsDir: walletMigrationsDir });
  deps = await ledgerDeps(runtime);
});

afterAll(async () => {
  await runtime?.dispose();
});

const post = (userId: string, fields: Omit<MoneyMove, 'userId' | 'idempotencyKey'> & { idempotencyKey?: string }) =>
  postTransfer(deps, { userId, idempotencyKey: fields.idempotencyKey ?? `${fields.kind}-${randomUUID()}`, ...fields });

async function history(userId: string): Promise<void> {
  await post(userId, { operation: 'credit', kind: 'deposit', amountMinor: 100_00 });
  const purchaseKey = `purchase-${randomUUID()}`;
  await post(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 30_00, idempotencyKey: purchaseKey });
  await post(userId, { operation: 'credit', kind: 'ticket_refund', amountMinor: 30_00, refundOf: purchaseKey });
  await post(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 20_00 });
  await post(userId, { operation: 'credit', kind: 'prize', amountMinor: 45_00, memo: '=HYPERLINK("x")' });
  await post(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 50_00 });
  await post(userId, { operation: 'settle', kind: 'withdrawal', amountMinor: 50_00 });
}

describe('statement from the ledger', () => {
  it('lists every line newest first with its change and the running balance, and the period totals', async () => {
    const userId = randomUUID();
    await history(userId);
    const statement = await statementPage(runtime.db, userId, null, 1, 25);
    expect(statement.total).toBe(7);
    expect(statement.lines.map((line) => [line.kind, line.operation, line.changeMinor, line.balanceAfterMinor, line.heldAfterMinor])).toEqual([
      ['withdrawal', 'settle', 0, 75_00, 0],
      ['withdrawal', 'hold', -50_00, 75_00, 50_00],
      ['prize', 'credit', 45_00, 125_00, 0],
      ['ticket_purchase', 'debit', -20_00, 80_00, 0],
      ['ticket_refund', 'credit', 30_00, 100_00, 0],
      ['ticket_purchase', 'debit', -30_00, 70_00, 0],
      ['deposit', 'credit', 100_00, 100_00, 0],
    ]);
    expect(statement.totals).toEqual({ depositedMinor: 100_00, withdrawnMinor: 50_00, spentMinor: 20_00, wonMinor: 45_00, bonusMinor: 0, netMinor: 75_00 });
    // The newest running balance is the balance the wallet holds.
    const balance = await getBalance(runtime.db, userId);
    expect(statement.lines[0]?.balanceAfterMinor).toBe(balance.availableMinor);
  });

  it('filters by type and dates and pages on the server, keeping the running balance of the whole history', async () => {
    const userId = randomUUID();
    await history(userId);
    const purchases = await statementPage(runtime.db, userId, { types: ['purchase', 'refund'] }, 1, 2);
    expect(purchases.total).toBe(3);
    expect(purchases.lines.map((line) => line.kind)).toEqual(['ticket_purchase', 'ticket_refund']);
    expect(purchases.lines[0]?.balanceAfterMinor).toBe(80_00);
    expect(purchases.totals.spentMinor).toBe(20_00);
    const second = await statementPage(runtime.db, userId, { types: ['purchase', 'refund'] }, 2, 2);
    expect(second.lines.map((line) => line.balanceAfterMinor)).toEqual([70_00]);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await statementPage(runtime.db, userId, { from: tomorrow }, 1, 25)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await statementPage(runtime.db, userId, { from: today, to: today }, 1, 25)).total).toBe(7);
    expect((await statementPage(runtime.db, randomUUID(), null, 1, 25)).total).toBe(0);
  });

  it('exports the same lines as CSV, with formulas neutralised', async () => {
    const userId = randomUUID();
    await history(userId);
    const csv = await statementCsvFor(runtime.db, userId, { types: ['prize', 'deposit'] });
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe(CSV_HEADER.join(','));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('"prize","credit","\'=HYPERLINK(""x"")","45.00","45.00","125.00","0.00"');
    expect(rows[2]).toContain('"deposit","credit","","100.00","100.00","100.00","0.00"');
  });

  it('refuses unknown types, bad dates, reversed ranges and bad pages', async () => {
    const userId = randomUUID();
    const codeOf = async (promise: Promise<unknown>) => promise.then(() => 'none', (error: unknown) => (error instanceof AppError ? error.code : String(error)));
    expect(await codeOf(statementPage(runtime.db, userId, { types: ['lottery'] }, 1, 25))).toBe('BAD_USER_INPUT');
    expect(await codeOf(statementPage(runtime.db, userId, { from: 'yesterday' }, 1, 25))).toBe('BAD_USER_INPUT');
    expect(await codeOf(statementPage(runtime.db, userId, { from: '2026-03-02', to: '2026-03-01' }, 1, 25))).toBe('BAD_USER_INPUT');
    expect(await codeOf(statementPage(runtime.db, userId, null, 0, 25))).toBe('BAD_USER_INPUT');
    expect(await codeOf(statementPage(runtime.db, userId, null, 1, 101))).toBe('BAD_USER_INPUT');
  });
});
