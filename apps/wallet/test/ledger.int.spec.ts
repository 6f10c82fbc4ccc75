import { randomInt, randomUUID } from 'node:crypto';
import { AppError, type QueryOptions } from '@nova/platform';
import type { TestRuntime } from '@nova/platform/testing';
import { getBalance, postTransfer, type LedgerDeps, type TransferReply } from '../src/ledger';
import { KnownAccounts } from '../src/known-accounts';
import { requestFingerprint } from '../src/fingerprint';
import { accountsOutOfStepWithTransfers, sumOfAllBalances } from './support/ledger-checks';
import { deposit as depositTo, key, move, openLedgerRuntime } from './support/ledger-moves';

let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  ({ runtime, deps } = await openLedgerRuntime('wallet-ledger'));
});

afterAll(async () => {
  await runtime?.dispose();
});

const deposit = (userId: string, amountMinor: number) => depositTo(deps, userId, amountMinor);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('ledger under 200 concurrent debits (real PostgreSQL)', () => {
  it('never overdraws, books each key once and keeps the ledger balanced', async () => {
    const userId = randomUUID();
    const fundedMinor = 50_000;
    await deposit(userId, fundedMinor);

    // 200 distinct debits of 1.00..5.00 (about 600.00 in total) against 500.00.
    const debits = Array.from({ length: 200 }, (_, index) => ({
      idempotencyKey: `purchase-${userId}-${index}`,
      amountMinor: randomInt(100, 501),
    }));
    const duplicates = debits.filter((_, index) => index % 10 === 0);
    const requests = [...debits, ...duplicates].map((debit) =>
      postTransfer(deps, move(userId, { operation: 'debit', kind: 'ticket_purchase', ...debit })).then(
        (reply) => ({ ok: true as const, debit, reply }),
        (error: unknown) => ({ ok: false as const, debit, error }),
      ),
    );

    const startedAt = performance.now();
    const outcomes = await Promise.all(requests);
    const elapsedMs = Math.round(performance.now() - startedAt);

    const unexpected = outcomes.filter((outcome) => !outcome.ok && !(outcome.error instanceof AppError && outcome.error.code === 'INSUFFICIENT_BALANCE'));
    expect(unexpected).toEqual([]);

    const succeeded = outcomes.filter((outcome): outcome is { ok: true; debit: (typeof debits)[number]; reply: TransferReply } => outcome.ok);
    const firstTimeByKey = new Map(succeeded.filter((outcome) => !outcome.reply.replayed).map((outcome) => [outcome.debit.idempotencyKey, outcome]));
    const refusals = outcomes.length - succeeded.length;
    const replays = succeeded.filter((outcome) => outcome.reply.replayed);

    // Each key moved money at most once; a replay names the first transfer.
    expect(firstTimeByKey.size).toBe(succeeded.length - replays.length);
    for (const replay of replays) {
      expect(replay.reply.transferId).toBe(firstTimeByKey.get(replay.debit.idempotencyKey)?.reply.transferId);
    }
    const { rows } = await runtime.db.query<{ idempotency_key: string; n: number }>(
      "SELECT idempotency_key, count(*)::int AS n FROM transfers WHERE user_id = $1 AND operation = 'debit' GROUP BY idempotency_key",
      [userId],
    );
    expect(rows.every((row) => row.n === 1)).toBe(true);
    expect(rows).toHaveLength(firstTimeByKey.size);

    // No overdraft: what is left is exactly the funding minus the debits that went through.
    const spentMinor = [...firstTimeByKey.values()].reduce((sum, outcome) => sum + outcome.debit.amountMinor, 0);
    const balance = await getBalance(runtime.db, userId);
    expect(balance.availableMinor).toBeGreaterThanOrEqual(0);
    expect(balance.availableMinor).toBe(fundedMinor - spentMinor);
    expect(refusals).toBeGreaterThan(0);
    // Refused only because the money ran out: the balance only fell, so no
    // refused debit would fit even in what is left now.
    const smallestRefused = Math.min(...outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.debit.amountMinor));
    expect(smallestRefused).toBeGreaterThan(balance.availableMinor);

    expect(await sumOfAllBalances(runtime.db)).toBe(0);
    expect(await accountsOutOfStepWithTransfers(runtime.db)).toEqual([]);

    process.stdout.write(
      `200 concurrent debits (+${duplicates.length} duplicate keys): ${elapsedMs} ms, ` +
        `${firstTimeByKey.size} succeeded, ${replays.length} replays, ${refusals} refused (insufficient), ` +
        `left ${balance.availableMinor} of ${fundedMinor} minor units\n`,
    );
  });

  it('refuses a reused key with a different amount, and replays the same request', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000);
    const first = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300 });
    const original = await postTransfer(deps, first);
    expect(original.replayed).toBe(false);

    const retry = await postTransfer(deps, { ...first, memo: 'retried by the purchase saga' });
    expect(retry).toMatchObject({ transferId: original.transferId, replayed: true, balance: { availableMinor: 700 } });

    expect(await codeOf(postTransfer(deps, { ...first, amountMinor: 301 }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await codeOf(postTransfer(deps, { ...first, kind: 'admin_debit' }))).toBe('IDEMPOTENCY_CONFLICT');
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(700);
  });

  it('answers concurrent duplicates of one new key with one transfer', async () => {
    const userId = randomUUID();
    await deposit(userId, 10_000);
    const same = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 250 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => postTransfer(deps, same)));
    expect(new Set(replies.map((reply) => reply.transferId)).size).toBe(1);
    expect(replies.filter((reply) => !reply.replayed)).toHaveLength(1);
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(9_750);
  });
});

describe('a ticket purchase paid in cash', () => {
  /** deps whose database counts the statements the ledger sends (BEGIN and COMMIT are the platform's). */
  function countingDeps(): { deps: LedgerDeps; statements: string[] } {
    const statements: string[] = [];
    const counted = <T extends { query: LedgerDeps['db']['query'] }>(sql: T): T => ({
      ...sql,
      query: ((text: string, params?: readonly unknown[], options?: QueryOptions) => {
        statements.push(text.trim().split(/\s+/).slice(0, 3).join(' '));
        return sql.query(text, params, options);
      }) as T['query'],
    });
    const db = runtime.db;
    return {
      statements,
      deps: {
        ...deps,
        db: { ...counted(db), kind: db.kind, close: () => db.close(), transaction: (fn, options) => db.transaction((tx) => fn(counted(tx)), options) },
      },
    };
  }

  it('is one statement for a player whose accounts this replica knows, and books the transfer, both balances and its event', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000);
    const { deps: counting, statements } = countingDeps();
    const purchase = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300, memo: '3 ticket(s)' });
    const reply = await postTransfer(counting, purchase);
    expect(statements).toEqual(['SELECT posted_transfer_id, cash_after_minor,']);
    expect(reply).toMatchObject({ replayed: false, balance: { balanceMinor: 700, availableMinor: 700, withdrawableMinor: 700, heldMinor: 0, bonusMinor: 0, playThroughLeftMinor: 0 } });
    expect(reply.balance).toEqual(await getBalance(runtime.db, userId));

    const { rows } = await runtime.db.query<{ id: string; kind: string; operation: string; memo: string; credit_code: string; event: { transferId: string; amountMinor: number } | null }>(
      `SELECT t.id, t.kind, t.operation, t.memo, c.code AS credit_code,
              (SELECT payload FROM outbox WHERE subject = 'wallet.transfer.posted.v1' AND payload->>'transferId' = t.id::text) AS event
         FROM transfers t JOIN accounts c ON c.id = t.credit_account_id WHERE t.idempotency_key = $1`,
      [purchase.idempotencyKey],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: reply.transferId, kind: 'ticket_purchase', operation: 'debit', memo: '3 ticket(s)', event: { transferId: reply.transferId, amountMinor: 300 } });
    expect(rows[0]?.credit_code).toMatch(/^house_\d{2,3}$/);
    expect(await sumOfAllBalances(runtime.db)).toBe(0);
    expect(await accountsOutOfStepWithTransfers(runtime.db)).toEqual([]);

    // A retry finds the transfer in the same statement and moves nothing.
    statements.length = 0;
    expect(await postTransfer(counting, purchase)).toMatchObject({ transferId: reply.transferId, replayed: true, balance: { availableMinor: 700 } });
    expect(statements[0]).toBe('SELECT posted_transfer_id, cash_after_minor,');
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(700);
  });

  it('locks and posts in one transaction for a player this replica has not seen yet, and knows them afterwards', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000);
    const { deps: counting, statements } = countingDeps();
    // A replica that did not take the deposit.
    const fresh = { ...counting, knownAccounts: new KnownAccounts() };
    const first = await postTransfer(fresh, move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300 }));
    expect(statements).toEqual(['SELECT id, kind,', 'SELECT posted_transfer_id, cash_after_minor,']);
    statements.length = 0;
    const second = await postTransfer(fresh, move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300 }));
    expect(statements).toEqual(['SELECT posted_transfer_id, cash_after_minor,']);
    expect(second.balance.availableMinor).toBe(400);
    expect(first.transferId).not.toBe(second.transferId);
    expect(await sumOfAllBalances(runtime.db)).toBe(0);
  });

  it('sees what the holder of the player\'s lock committed while it waited: a refusal under its key stays a refusal', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000);
    const purchase = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300 });
    let answer: Promise<string> | undefined;
    await runtime.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM accounts WHERE owner_user_id = $1 ORDER BY id FOR UPDATE', [userId]);
      // The purchase starts now and waits for the lock this transaction holds...
      answer = codeOf(postTransfer(deps, purchase));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ...while it records a refusal of the same request, visible only once it commits.
      await tx.query("INSERT INTO refused_requests (idempotency_key, user_id, request_fingerprint, code) VALUES ($1, $2, $3, 'INSUFFICIENT_BALANCE')", [
        purchase.idempotencyKey, userId, requestFingerprint(purchase),
      ]);
    });
    expect(await answer).toBe('INSUFFICIENT_BALANCE');
    expect((await runtime.db.query('SELECT 1 FROM transfers WHERE idempotency_key = $1', [purchase.idempotencyKey])).rows).toEqual([]);
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(1_000);
  });

  it('goes the general way when cash is short, and keeps that refusal under its key', async () => {
    const userId = randomUUID();
    await deposit(userId, 200);
    const purchase = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 300 });
    const { deps: counting, statements } = countingDeps();
    expect(await codeOf(postTransfer(counting, purchase))).toBe('INSUFFICIENT_BALANCE');
    // The one statement could not post; the transaction after it does not send it again.
    expect(statements.filter((statement) => statement === 'SELECT posted_transfer_id, cash_after_minor,')).toHaveLength(1);
    expect(statements).toContain('SELECT id, kind,');
    statements.length = 0;
    await deposit(userId, 1_000);
    // The statement that would post finds the refusal and posts nothing.
    expect(await codeOf(postTransfer(counting, purchase))).toBe('INSUFFICIENT_BALANCE');
    expect(statements).toEqual(['SELECT posted_transfer_id, cash_after_minor,']);
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(1_200);
  });
});

describe('withdrawal holds', () => {
  it('hold moves available to held; release returns it; settle pays it out', async () => {
    const userId = randomUUID();
    await deposit(userId, 10_000);

    const hold = await postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 4_000 }));
    expect(hold.balance).toEqual({ userId, balanceMinor: 10_000, availableMinor: 6_000, heldMinor: 4_000, withdrawableMinor: 6_000, bonusMinor: 0, playThroughLeftMinor: 0 });

    const release = await postTransfer(deps, move(userId, { operation: 'release', kind: 'withdrawal', amountMinor: 1_500 }));
    expect(release.balance).toEqual({ userId, balanceMinor: 10_000, availableMinor: 7_500, heldMinor: 2_500, withdrawableMinor: 7_500, bonusMinor: 0, playThroughLeftMinor: 0 });

    const settle = await postTransfer(deps, move(userId, { operation: 'settle', kind: 'withdrawal', amountMinor: 2_500 }));
    expect(settle.balance).toEqual({ userId, balanceMinor: 7_500, availableMinor: 7_500, heldMinor: 0, withdrawableMinor: 7_500, bonusMinor: 0, playThroughLeftMinor: 0 });

    expect(await sumOfAllBalances(runtime.db)).toBe(0);
  });

  it('cannot hold more than is available, nor release or settle more than is held', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000);
    expect(await codeOf(postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 1_001 })))).toBe('INSUFFICIENT_BALANCE');
    await postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 400 }));
    expect(await codeOf(postTransfer(deps, move(userId, { operation: 'release', kind: 'withdrawal', amountMinor: 401 })))).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf(postTransfer(deps, move(userId, { operation: 'settle', kind: 'withdrawal', amountMinor: 401 })))).toBe('INSUFFICIENT_BALANCE');
    expect(await getBalance(runtime.db, userId)).toEqual({ userId, balanceMinor: 1_000, availableMinor: 600, heldMinor: 400, withdrawableMinor: 600, bonusMinor: 0, playThroughLeftMinor: 0 });
  });

  it('keeps a refusal for want of money under its key: a later copy is refused even once the money is there', async () => {
    const userId = randomUUID();
    await deposit(userId, 500);
    const purchase = move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor: 1_000 });
    expect(await codeOf(postTransfer(deps, purchase))).toBe('INSUFFICIENT_BALANCE');
    await deposit(userId, 5_000);
    // The caller recorded the first answer as final (a failed purchase): the copy must not take the money now.
    expect(await codeOf(postTransfer(deps, purchase))).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf(postTransfer(deps, { ...purchase, amountMinor: 100 }))).toBe('IDEMPOTENCY_CONFLICT');
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(5_500);
    const { rows } = await runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transfers WHERE idempotency_key LIKE $1', [`${purchase.idempotencyKey}%`]);
    expect(rows[0]?.n).toBe(0);
    // A new request (new key) is decided on today's balance.
    expect((await postTransfer(deps, { ...purchase, idempotencyKey: key('debit') })).balance.availableMinor).toBe(4_500);
  });

  it('refuses a kind that does not fit the operation, moving nothing', async () => {
    const userId = randomUUID();
    expect(await codeOf(postTransfer(deps, move(userId, { operation: 'debit', kind: 'prize', amountMinor: 100 })))).toBe('BAD_USER_INPUT');
    expect(await getBalance(runtime.db, userId)).toEqual({ userId, balanceMinor: 0, availableMinor: 0, heldMinor: 0, withdrawableMinor: 0, bonusMinor: 0, playThroughLeftMinor: 0 });
  });
});

describe('the database itself guards the ledger', () => {
  it('refuses a raw UPDATE that would make a user account negative', async () => {
    const userId = randomUUID();
    await deposit(userId, 500);
    await expect(
      runtime.db.query("UPDATE accounts SET balance_minor = -1 WHERE owner_user_id = $1 AND kind = 'user_available'", [userId]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      runtime.db.query("UPDATE accounts SET allow_negative = true WHERE owner_user_id = $1 AND kind = 'user_available'", [userId]),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(500);
  });

  it('keeps transfers append-only', async () => {
    const userId = randomUUID();
    const { transferId } = await deposit(userId, 700);
    await expect(runtime.db.query('UPDATE transfers SET amount_minor = 1 WHERE id = $1', [transferId])).rejects.toThrow('append-only');
    await expect(runtime.db.query('DELETE FROM transfers WHERE id = $1', [transferId])).rejects.toThrow('append-only');
  });

  it('opens a user\'s three accounts once, however many requests race to open them', async () => {
    const userId = randomUUID();
    await Promise.all(Array.from({ length: 10 }, () => deposit(userId, 100)));
    const { rows } = await runtime.db.query<{ kind: string }>('SELECT kind FROM accounts WHERE owner_user_id = $1 ORDER BY kind', [userId]);
    expect(rows.map((row) => row.kind)).toEqual(['user_available', 'user_bonus', 'user_held']);
    const opened = await runtime.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE subject = 'wallet.account.opened.v1' AND payload->>'userId' = $1",
      [userId],
    );
    expect(opened.rows[0]?.n).toBe(1);
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(1_000);
  });
});
