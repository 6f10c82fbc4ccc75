import { randomUUID } from 'node:crypto';
import { AppError } from '@nova/platform';
import type { TestRuntime } from '@nova/platform/testing';
import { onAgeRestricted } from '../src/age-restrictions';
import { grantDepositAllowance } from '../src/deposit-allowance';
import { getBalance, postTransfer, type LedgerDeps } from '../src/ledger';
import { sumOfAllBalances } from './support/ledger-checks';
import { deposit, key, move, openLedgerRuntime } from './support/ledger-moves';

/**
 * A player under the minimum age (identity.user.age-restricted.v1): every
 * money path into play is refused by the wallet itself until the day they
 * reach it; money out and money owed to them still move.
 */
let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  ({ runtime, deps } = await openLedgerRuntime('wallet-age'));
});

afterAll(async () => {
  await runtime?.dispose();
});

const restrict = (userId: string, playsFrom: string, id = randomUUID()) => onAgeRestricted(runtime.db, { id, occurredAt: new Date().toISOString(), userId, playsFrom });
const buy = (userId: string, amountMinor: number) => postTransfer(deps, move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor }));

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const inYears = (years: number) => `${new Date().getUTCFullYear() + years}-06-15`;

describe('a player under the minimum age', () => {
  it('is refused tickets, deposits and referral bonuses until the day they reach it, with that day in the refusal', async () => {
    const userId = randomUUID();
    await deposit(deps, userId, 50_00);
    await restrict(userId, inYears(2));

    const purchase = await refusalOf(buy(userId, 5_00));
    expect(purchase.code).toBe('PLAY_BLOCKED');
    expect(purchase.details).toMatchObject({ refusal: { limit: 'under_age', resetsAt: `${inYears(2)}T00:00:00.000Z` } });
    expect((await refusalOf(grantDepositAllowance(deps, { userId, amountMinor: 10_00, idempotencyKey: key('allowance') }))).code).toBe('PLAY_BLOCKED');
    expect((await refusalOf(postTransfer(deps, move(userId, { operation: 'credit', kind: 'referral_bonus', amountMinor: 5_00, playThroughMinor: 5_00 })))).code).toBe('PLAY_BLOCKED');
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(50_00);
  });

  it('can still take money out and be paid what is owed (prizes of tickets bought before)', async () => {
    const userId = randomUUID();
    await deposit(deps, userId, 30_00);
    await restrict(userId, inYears(3));
    await postTransfer(deps, move(userId, { operation: 'credit', kind: 'prize', amountMinor: 7_00 }));
    await postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 37_00 }));
    expect(await getBalance(runtime.db, userId)).toMatchObject({ availableMinor: 0, heldMinor: 37_00 });
    expect(await sumOfAllBalances(runtime.db)).toBe(0);
  });

  it('plays again from that day on; a repeated or later event changes nothing', async () => {
    const userId = randomUUID();
    await deposit(deps, userId, 20_00);
    const eventId = randomUUID();
    const today = new Date().toISOString().slice(0, 10);
    await restrict(userId, today, eventId);
    await restrict(userId, today, eventId);
    // The first record stands: a second answer cannot move the day.
    await restrict(userId, inYears(5));
    await expect(buy(userId, 5_00)).resolves.toMatchObject({ replayed: false });
    const { rows } = await runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM age_restrictions WHERE user_id = $1', [userId]);
    expect(rows[0]?.n).toBe(1);
  });
});
