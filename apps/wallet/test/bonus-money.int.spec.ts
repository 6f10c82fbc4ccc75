import { randomUUID } from 'node:crypto';
import { AppError } from '@nova/platform';
import { openTestRuntime, type TestRuntime } from '@nova/platform/testing';
import { conversionKey } from '../src/bonus-money';
import { ledgerDeps, walletMigrationsDir } from '../src/index';
import { getBalance, postTransfer, type LedgerDeps } from '../src/ledger';
import type { MoneyMove } from '../src/fingerprint';
import { accountsOutOfStepWithTransfers, sumOfAllBalances } from './support/ledger-checks';

/** Bonus money in the ledger (real PostgreSQL): spendable on tickets, never withdrawable until played through. */
let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  runtime = await openTestRuntime({ service: 'wallet-bonus', mode: 'stack', migrationsDir: walletMigrationsDir });
  deps = await ledgerDeps(runtime);
});

afterAll(async () => {
  await runtime?.dispose();
});

afterEach(async () => {
  expect(await sumOfAllBalances(runtime.db)).toBe(0);
  expect(await accountsOutOfStepWithTransfers(runtime.db)).toEqual([]);
});

const key = (label: string) => `${label}-${randomUUID()}`;
type Fields = Omit<MoneyMove, 'userId' | 'idempotencyKey' | 'operation' | 'kind'> & { idempotencyKey?: string };
const post = (userId: string, operation: MoneyMove['operation'], kind: MoneyMove['kind'], fields: Fields) =>
  postTransfer(deps, { userId, operation, kind, idempotencyKey: fields.idempotencyKey ?? key(kind), ...fields });
const deposit = (userId: string, amountMinor: number) => post(userId, 'credit', 'deposit', { amountMinor });
const bonus = (userId: string, amountMinor: number, playThroughMinor = amountMinor) =>
  post(userId, 'credit', 'referral_bonus', { amountMinor, playThroughMinor, idempotencyKey: key('referral') });
const buy = (userId: string, amountMinor: number, idempotencyKey = key('purchase')) => post(userId, 'debit', 'ticket_purchase', { amountMinor, idempotencyKey });
const hold = (userId: string, amountMinor: number) => post(userId, 'hold', 'withdrawal', { amountMinor });
const refund = (userId: string, amountMinor: number, refundOf: string) => post(userId, 'credit', 'ticket_refund', { amountMinor, refundOf });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected an AppError');
}

const accountOf = async (userId: string, kind: string) =>
  Number((await runtime.db.query<{ b: string }>('SELECT balance_minor::text AS b FROM accounts WHERE owner_user_id = $1 AND kind = $2', [userId, kind])).rows[0]?.b);
const conversions = async (userId: string) =>
  (await runtime.db.query<{ amount: string }>("SELECT amount_minor::text AS amount FROM transfers WHERE user_id = $1 AND kind = 'bonus_conversion'", [userId])).rows.map((row) => Number(row.amount));

describe('bonus money', () => {
  it('is credited to the bonus account, counts in balance and available, but not in withdrawable', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_00);
    const reply = await bonus(userId, 10_00);
    expect(reply.balance).toEqual({ userId, balanceMinor: 11_00, availableMinor: 11_00, heldMinor: 0, withdrawableMinor: 1_00, bonusMinor: 10_00, playThroughLeftMinor: 10_00 });
    expect(await accountOf(userId, 'user_bonus')).toBe(10_00);
  });

  it('cannot be withdrawn: a hold takes cash only (the farming attack: deposit 1.00, withdraw 11.00)', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_00);
    await bonus(userId, 10_00);
    expect(await codeOf(hold(userId, 11_00))).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf(hold(userId, 1_01))).toBe('INSUFFICIENT_BALANCE');
    expect((await getBalance(runtime.db, userId)).heldMinor).toBe(0);
    expect((await hold(userId, 1_00)).balance).toMatchObject({ withdrawableMinor: 0, bonusMinor: 10_00, heldMinor: 1_00 });
  });

  it('refuses a bonus without its play-through, and a play-through on anything else, moving nothing', async () => {
    const userId = randomUUID();
    expect(await codeOf(post(userId, 'credit', 'referral_bonus', { amountMinor: 5_00 }))).toBe('BAD_USER_INPUT');
    expect(await codeOf(post(userId, 'credit', 'deposit', { amountMinor: 5_00, playThroughMinor: 0 }))).toBe('BAD_USER_INPUT');
    expect(await codeOf(post(userId, 'credit', 'ticket_refund', { amountMinor: 5_00 }))).toBe('BAD_USER_INPUT');
    expect((await getBalance(runtime.db, userId)).balanceMinor).toBe(0);
  });

  it('tickets spend cash first, then bonus money; spend counts towards the play-through', async () => {
    const userId = randomUUID();
    await deposit(userId, 5_00);
    await bonus(userId, 10_00, 20_00);
    const first = await buy(userId, 3_00);
    expect(first.balance).toMatchObject({ withdrawableMinor: 2_00, bonusMinor: 10_00, playThroughLeftMinor: 17_00 });
    const split = await buy(userId, 6_00);
    expect(split.balance).toMatchObject({ withdrawableMinor: 0, bonusMinor: 6_00, availableMinor: 6_00, playThroughLeftMinor: 11_00 });
    const { rows } = await runtime.db.query<{ kind: string; amount: string }>(
      `SELECT a.kind, t.amount_minor::text AS amount FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
       WHERE t.idempotency_key LIKE $1 ORDER BY a.kind`,
      [`${split.idempotencyKey}%`],
    );
    expect(rows).toEqual([{ kind: 'user_available', amount: '200' }, { kind: 'user_bonus', amount: '400' }]);
    expect(await codeOf(buy(userId, 6_01))).toBe('INSUFFICIENT_BALANCE');
  });

  it('a purchase paid in cash and bonus money credits one house sub-account with both parts (one house row per request)', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_00);
    await bonus(userId, 10_00);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const split = await buy(userId, 1_50);
      const { rows } = await runtime.db.query<{ credit: string }>(
        'SELECT DISTINCT credit_account_id::text AS credit FROM transfers WHERE idempotency_key LIKE $1',
        [`${split.idempotencyKey}%`],
      );
      expect(rows).toHaveLength(1);
    }
  });

  it('turns what is left of the bonus into cash once the play-through is spent, exactly once', async () => {
    const userId = randomUUID();
    await deposit(userId, 30_00);
    await bonus(userId, 10_00);
    await buy(userId, 6_00);
    expect(await conversions(userId)).toEqual([]);
    const completing = key('purchase');
    const done = await buy(userId, 4_00, completing);
    expect(done.balance).toMatchObject({ withdrawableMinor: 30_00, bonusMinor: 0, playThroughLeftMinor: 0, balanceMinor: 30_00 });
    expect(await conversions(userId)).toEqual([10_00]);
    // A retried purchase replays; no second conversion.
    expect((await buy(userId, 4_00, completing)).replayed).toBe(true);
    await buy(userId, 1_00);
    expect(await conversions(userId)).toEqual([10_00]);
    const { rowCount } = await runtime.db.query('SELECT 1 FROM transfers WHERE idempotency_key = $1', [conversionKey(completing)]);
    expect(rowCount).toBe(1);
  });

  it('a refund returns each part where it came from and takes the play-through progress back', async () => {
    const userId = randomUUID();
    await deposit(userId, 2_00);
    await bonus(userId, 10_00);
    const purchase = key('purchase');
    await buy(userId, 5_00, purchase);
    expect(await getBalance(runtime.db, userId)).toMatchObject({ withdrawableMinor: 0, bonusMinor: 7_00, playThroughLeftMinor: 5_00 });
    const back = await refund(userId, 5_00, purchase);
    expect(back.balance).toMatchObject({ withdrawableMinor: 2_00, bonusMinor: 10_00, playThroughLeftMinor: 10_00 });
    expect(await codeOf(refund(userId, 5_00, purchase))).toBe('CONFLICT');
    expect(await codeOf(refund(userId, 4_00, key('purchase')))).toBe('BAD_USER_INPUT');
  });

  it('a refund after the conversion gives the converted part back as bonus money (no cash without the spend)', async () => {
    const userId = randomUUID();
    await deposit(userId, 10_00);
    await bonus(userId, 10_00);
    const purchase = key('purchase');
    await buy(userId, 10_00, purchase);
    expect(await getBalance(runtime.db, userId)).toMatchObject({ withdrawableMinor: 10_00, bonusMinor: 0 });
    const back = await refund(userId, 10_00, purchase);
    // As before the purchase: 10.00 cash, 10.00 bonus still to play through.
    expect(back.balance).toMatchObject({ withdrawableMinor: 10_00, bonusMinor: 10_00, playThroughLeftMinor: 10_00 });
    expect(await codeOf(hold(userId, 10_01))).toBe('INSUFFICIENT_BALANCE');
  });

  it('a refund of a cash purchase by a player without bonus money returns cash', async () => {
    const userId = randomUUID();
    await deposit(userId, 10_00);
    const purchase = key('purchase');
    await buy(userId, 4_00, purchase);
    expect((await refund(userId, 4_00, purchase)).balance).toMatchObject({ withdrawableMinor: 10_00, bonusMinor: 0 });
    // Once only, whatever key a second refund comes with.
    expect(await codeOf(refund(userId, 4_00, purchase))).toBe('CONFLICT');
    expect((await getBalance(runtime.db, userId)).withdrawableMinor).toBe(10_00);
  });

  it('the database refuses a negative bonus account', async () => {
    const userId = randomUUID();
    await bonus(userId, 1_00);
    await expect(runtime.db.query("UPDATE accounts SET balance_minor = -1 WHERE owner_user_id = $1 AND kind = 'user_bonus'", [userId])).rejects.toMatchObject({ code: '23514' });
  });
});

describe('bonus money under concurrency', () => {
  it('50 concurrent purchases and withdrawals never overdraw either account nor withdraw bonus money', async () => {
    const userId = randomUUID();
    await deposit(userId, 30_00);
    // A play-through far away: nothing converts during the test.
    await bonus(userId, 20_00, 1_000_00);
    const requests = Array.from({ length: 50 }, (_, index) =>
      (index % 2 === 0 ? buy(userId, 1_00 + (index % 3) * 1_00) : hold(userId, 5_00)).then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      ),
    );
    const outcomes = await Promise.all(requests);
    expect(outcomes.filter((outcome) => outcome !== 'ok' && outcome !== 'INSUFFICIENT_BALANCE')).toEqual([]);
    const [cash, bonusLeft, held] = [await accountOf(userId, 'user_available'), await accountOf(userId, 'user_bonus'), await accountOf(userId, 'user_held')];
    expect(cash).toBeGreaterThanOrEqual(0);
    expect(bonusLeft).toBeGreaterThanOrEqual(0);
    // Withdrawals held only the player's own 30.00 at most; bonus money only ever went to tickets.
    expect(held).toBeLessThanOrEqual(30_00);
    const { rows } = await runtime.db.query<{ kind: string; n: number }>(
      `SELECT t.kind, count(*)::int AS n FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
       WHERE a.owner_user_id = $1 AND a.kind = 'user_bonus' GROUP BY t.kind`,
      [userId],
    );
    expect(rows.every((row) => row.kind === 'ticket_purchase')).toBe(true);
    expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(0);
  });

  it('concurrent purchases that cross the play-through convert the bonus exactly once', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    await bonus(userId, 10_00);
    await Promise.all(Array.from({ length: 20 }, () => buy(userId, 1_00)));
    expect(await conversions(userId)).toEqual([10_00]);
    expect(await getBalance(runtime.db, userId)).toMatchObject({ withdrawableMinor: 90_00, bonusMinor: 0, playThroughLeftMinor: 0 });
  });
});
