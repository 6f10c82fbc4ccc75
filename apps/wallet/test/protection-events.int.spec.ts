import { randomUUID } from 'node:crypto';
import { AppError } from '@nova/platform';
import type { TestRuntime } from '@nova/platform/testing';
import { postTransfer, type LedgerDeps } from '../src/ledger';
import { grantDepositAllowance } from '../src/deposit-allowance';
import { setSpendingLimit, startPlayBlock } from '../src/protection-settings';
import { deposit, key, move, openLedgerRuntime } from './support/ledger-moves';

/**
 * What the wallet tells other services about a player's protection (the
 * notifications service honours it): a limit that stopped a purchase or a
 * deposit, and a time-out or self-exclusion that started. Read from the
 * outbox, where events wait in the transaction that made them.
 */
let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  ({ runtime, deps } = await openLedgerRuntime('wallet-protection-events'));
});

afterAll(async () => {
  await runtime?.dispose();
});

const eventsOf = async (userId: string, subjectLike: string) =>
  (await runtime.db.query<{ subject: string; payload: Record<string, unknown> }>(
    "SELECT subject, payload FROM outbox WHERE payload->>'userId' = $1 AND subject LIKE $2 ORDER BY seq",
    [userId, subjectLike],
  )).rows;

async function refused(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

const buy = (userId: string, amountMinor: number) => postTransfer(deps, move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor }));

describe('protection events', () => {
  it('announces a purchase stopped by the player\'s own limit, and not one stopped for want of money', async () => {
    const userId = randomUUID();
    await deposit(deps, userId, 5_00);
    expect(await refused(buy(userId, 6_00))).toBe('INSUFFICIENT_BALANCE');
    expect(await eventsOf(userId, '%limit.reached%')).toEqual([]);

    await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'week', amount: '2.00' });
    expect(await refused(buy(userId, 3_00))).toBe('LIMIT_REACHED');
    const [event] = await eventsOf(userId, '%limit.reached%');
    expect(event?.subject).toMatch(/wallet\.limit\.reached\.v1$/);
    expect(event?.payload).toMatchObject({ userId, limit: 'spend', period: 'week' });
  });

  it('announces a deposit request stopped by a deposit limit, though the request itself leaves nothing', async () => {
    const userId = randomUUID();
    await setSpendingLimit(runtime.db, userId, { kind: 'deposit', period: 'day', amount: '10.00' });
    expect(await refused(grantDepositAllowance(deps, { userId, amountMinor: 11_00, idempotencyKey: key('deposit-allowance') }))).toBe('LIMIT_REACHED');
    expect((await eventsOf(userId, '%limit.reached%')).map((row) => row.payload)).toEqual([expect.objectContaining({ limit: 'deposit', period: 'day' })]);
    const allowances = await runtime.db.query('SELECT 1 FROM deposit_allowances WHERE user_id = $1', [userId]);
    expect(allowances.rows).toEqual([]);
  });

  it('announces a time-out with its end; a purchase it refuses is no limit reached', async () => {
    const userId = randomUUID();
    await deposit(deps, userId, 5_00);
    await startPlayBlock(runtime.db, userId, 'time_out', '24h');
    const [started] = await eventsOf(userId, '%play-block%');
    expect(started?.subject).toMatch(/wallet\.play-block\.started\.v1$/);
    expect(started?.payload).toMatchObject({ userId, kind: 'time_out' });
    const endsIn = new Date(String(started?.payload.endsAt)).getTime() - Date.now();
    expect(endsIn).toBeGreaterThan(23 * 3_600_000);
    expect(await refused(buy(userId, 1_00))).toBe('PLAY_BLOCKED');
    expect(await eventsOf(userId, '%limit.reached%')).toEqual([]);
  });
});
