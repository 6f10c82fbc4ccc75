import { randomUUID } from 'node:crypto';
import { AppError } from '@nova/platform';
import type { TestRuntime } from '@nova/platform/testing';
import { getBalance, postTransfer, type LedgerDeps } from '../src/ledger';
import { grantDepositAllowance, releaseDepositRoom } from '../src/deposit-allowance';
import { confirmSpendingLimit, endSelfExclusion, setSpendingLimit, startPlayBlock } from '../src/protection-settings';
import { playerProtection } from '../src/protection-view';
import { accountsOutOfStepWithTransfers, sumOfAllBalances } from './support/ledger-checks';
import { deposit as depositTo, key, move, openLedgerRuntime } from './support/ledger-moves';

let runtime: TestRuntime;
let deps: LedgerDeps;

beforeAll(async () => {
  ({ runtime, deps } = await openLedgerRuntime('wallet-protection'));
});

afterAll(async () => {
  await runtime?.dispose();
});

const deposit = (userId: string, amountMinor: number) => depositTo(deps, userId, amountMinor);
const buy = (userId: string, amountMinor: number, idempotencyKey?: string) =>
  postTransfer(deps, move(userId, { operation: 'debit', kind: 'ticket_purchase', amountMinor, ...(idempotencyKey ? { idempotencyKey } : {}) }));
const prize = (userId: string, amountMinor: number) => postTransfer(deps, move(userId, { operation: 'credit', kind: 'prize', amountMinor }));
const askToDeposit = (userId: string, amountMinor: number) => grantDepositAllowance(deps, { userId, amountMinor, idempotencyKey: key('deposit-allowance') });

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const protectionChanges = async (userId: string) =>
  (await runtime.db.query<{ n: number }>('SELECT count(*)::int AS n FROM protection_changes WHERE user_id = $1', [userId])).rows[0]!.n;

describe('spend and loss limits at the wallet transfer', () => {
  it('refuses the purchase that would pass a daily spend limit, naming the limit and when it resets', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    expect(await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '10.00' })).toBe('applied');
    await buy(userId, 4_00);
    await buy(userId, 6_00);
    const refused = await refusalOf(buy(userId, 1));
    expect(refused.code).toBe('LIMIT_REACHED');
    const details = refused.details?.refusal as Record<string, unknown>;
    expect(details).toMatchObject({ limit: 'spend', period: 'day', limitMinor: 10_00, remainingMinor: 0 });
    const resetsIn = new Date(String(details.resetsAt)).getTime() - Date.now();
    expect(resetsIn).toBeGreaterThan(23 * 3_600_000);
    expect(resetsIn).toBeLessThanOrEqual(24 * 3_600_000);
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(90_00);

    const view = await playerProtection(runtime.db, userId);
    expect(view.limits.find((limit) => limit.kind === 'spend' && limit.period === 'day')).toMatchObject({ limitMinor: 10_00, usedMinor: 10_00, remainingMinor: 0 });
  });

  it('keeps a limit refusal under its key, even once the limit would allow it', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'week', amount: '5.00' });
    const purchaseKey = key('purchase');
    expect((await refusalOf(buy(userId, 6_00, purchaseKey))).code).toBe('LIMIT_REACHED');
    await runtime.db.query('UPDATE spending_limits SET limit_minor = 100000 WHERE user_id = $1', [userId]);
    const again = await refusalOf(buy(userId, 6_00, purchaseKey));
    expect(again.code).toBe('LIMIT_REACHED');
    expect(again.details?.refusal).toMatchObject({ limit: 'spend', period: 'week' });
    expect((await getBalance(runtime.db, userId)).availableMinor).toBe(100_00);
  });

  it('counts prizes against the loss limit: winnings give room back', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    await setSpendingLimit(runtime.db, userId, { kind: 'loss', period: 'month', amount: '20.00' });
    await buy(userId, 20_00);
    expect((await refusalOf(buy(userId, 1_00))).details?.refusal).toMatchObject({ limit: 'loss', period: 'month' });
    await prize(userId, 5_00);
    await buy(userId, 5_00);
    expect((await refusalOf(buy(userId, 1))).code).toBe('LIMIT_REACHED');
  });

  it('lets prizes, refunds, withdrawals and admin corrections through whatever the limits', async () => {
    const userId = randomUUID();
    await deposit(userId, 50_00);
    await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '0' });
    await setSpendingLimit(runtime.db, userId, { kind: 'loss', period: 'day', amount: '0' });
    await prize(userId, 10_00);
    await postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 20_00 }));
    await postTransfer(deps, move(userId, { operation: 'credit', kind: 'admin_credit', amountMinor: 1_00 }));
    expect((await getBalance(runtime.db, userId)).balanceMinor).toBe(61_00);
  });
});

describe('changing a limit', () => {
  it('applies a lower limit at once and a raise only after 24 hours and a confirmation', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '10.00' });
    expect(await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '50.00' })).toBe('pending');
    // Still 10.00 until confirmed.
    expect((await refusalOf(buy(userId, 11_00))).code).toBe('LIMIT_REACHED');
    const early = await refusalOf(confirmSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day' }));
    expect(early.code).toBe('CONFLICT');

    // 24 hours later (the waiting change's time moved back, as the clock would move forward).
    await runtime.db.query("UPDATE spending_limits SET confirmable_at = now() - interval '1 second' WHERE user_id = $1", [userId]);
    await confirmSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day' });
    await buy(userId, 11_00);

    expect(await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '5.00' })).toBe('applied');
    expect((await refusalOf(buy(userId, 1_00))).code).toBe('LIMIT_REACHED');
    expect(await protectionChanges(userId)).toBe(4);
  });

  it('removes a limit only after the delay too', async () => {
    const userId = randomUUID();
    await setSpendingLimit(runtime.db, userId, { kind: 'deposit', period: 'week', amount: '30.00' });
    expect(await setSpendingLimit(runtime.db, userId, { kind: 'deposit', period: 'week', amount: null })).toBe('pending');
    const view = await playerProtection(runtime.db, userId);
    expect(view.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'week')).toMatchObject({ limitMinor: 30_00, pendingRemoval: true });
  });

  it('refuses negative amounts, unknown kinds and periods with a 4xx and changes nothing', async () => {
    const userId = randomUUID();
    for (const input of [
      { kind: 'spend', period: 'day', amount: '-5.00' },
      { kind: 'spend', period: 'day', amount: 'ten' },
      { kind: 'spend', period: 'fortnight', amount: '5.00' },
      { kind: 'gambling', period: 'day', amount: '5.00' },
      { kind: 'spend', period: 'day', amount: '5.001' },
    ]) {
      const refused = await refusalOf(setSpendingLimit(runtime.db, userId, input));
      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.status).toBe(400);
    }
    expect((await refusalOf(startPlayBlock(runtime.db, userId, 'time_out', '3d'))).status).toBe(400);
    expect((await refusalOf(startPlayBlock(runtime.db, userId, 'time_out', '-24h'))).status).toBe(400);
    expect((await refusalOf(startPlayBlock(runtime.db, userId, 'self_exclusion', '1d'))).status).toBe(400);
    expect(await protectionChanges(userId)).toBe(0);
    const view = await playerProtection(runtime.db, userId);
    expect(view.limits.every((limit) => limit.limitMinor === null)).toBe(true);
    expect(view.block).toBeNull();
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses purchases, deposits and referral bonuses; prizes and withdrawals still pass', async () => {
    const userId = randomUUID();
    await deposit(userId, 100_00);
    await startPlayBlock(runtime.db, userId, 'time_out', '7d');
    const refused = await refusalOf(buy(userId, 1_00));
    expect(refused.code).toBe('PLAY_BLOCKED');
    expect(refused.status).toBe(403);
    expect(refused.details?.refusal).toMatchObject({ limit: 'time_out' });
    expect((await refusalOf(askToDeposit(userId, 10_00))).code).toBe('PLAY_BLOCKED');
    const bonus = move(userId, { operation: 'credit', kind: 'referral_bonus', amountMinor: 5_00, playThroughMinor: 5_00 });
    expect((await refusalOf(postTransfer(deps, bonus))).code).toBe('PLAY_BLOCKED');

    await prize(userId, 7_00);
    await postTransfer(deps, move(userId, { operation: 'hold', kind: 'withdrawal', amountMinor: 50_00 }));
    expect(await getBalance(runtime.db, userId)).toMatchObject({ availableMinor: 57_00, heldMinor: 50_00, bonusMinor: 0 });
  });

  it('cannot be shortened: the database refuses an earlier end or a deletion', async () => {
    const userId = randomUUID();
    await startPlayBlock(runtime.db, userId, 'time_out', '24h');
    await expect(runtime.db.query("UPDATE play_blocks SET ends_at = now() WHERE user_id = $1", [userId])).rejects.toThrow(/reopened/);
    await expect(runtime.db.query('DELETE FROM play_blocks WHERE user_id = $1', [userId])).rejects.toThrow(/never deleted/);
    const view = await playerProtection(runtime.db, userId);
    expect(view.block).toMatchObject({ kind: 'time_out', duration: '24h' });
  });

  it('a self-exclusion ends only after its period and on the player\'s request', async () => {
    const userId = randomUUID();
    await deposit(userId, 10_00);
    await startPlayBlock(runtime.db, userId, 'self_exclusion', '6m');
    expect((await refusalOf(endSelfExclusion(runtime.db, userId))).code).toBe('CONFLICT');
    // Six months later: still excluded until the player asks.
    await runtime.db.query('ALTER TABLE play_blocks DISABLE TRIGGER play_blocks_never_shortened');
    await runtime.db.query("UPDATE play_blocks SET starts_at = now() - interval '7 months', ends_at = now() - interval '1 month' WHERE user_id = $1", [userId]);
    await runtime.db.query('ALTER TABLE play_blocks ENABLE TRIGGER play_blocks_never_shortened');
    expect((await refusalOf(buy(userId, 1_00))).code).toBe('PLAY_BLOCKED');
    expect((await playerProtection(runtime.db, userId)).block).toMatchObject({ kind: 'self_exclusion', canEnd: true });
    await endSelfExclusion(runtime.db, userId);
    await buy(userId, 1_00);
    expect((await playerProtection(runtime.db, userId)).block).toBeNull();
  });
});

describe('100 concurrent purchases and deposits of one player', () => {
  it('never jointly pass the spend or the deposit limit', async () => {
    const userId = randomUUID();
    await deposit(userId, 1_000_00);
    await setSpendingLimit(runtime.db, userId, { kind: 'spend', period: 'day', amount: '37.00' });
    await setSpendingLimit(runtime.db, userId, { kind: 'deposit', period: 'week', amount: '23.00' });

    const requests = Array.from({ length: 100 }, (_, index) =>
      (index % 2 === 0 ? buy(userId, 1_00) : askToDeposit(userId, 1_00)).then(
        () => ({ index, ok: true as const }),
        (error: unknown) => ({ index, ok: false as const, code: error instanceof AppError ? error.code : String(error) }),
      ),
    );
    const outcomes = await Promise.all(requests);
    const unexpected = outcomes.filter((outcome) => !outcome.ok && outcome.code !== 'LIMIT_REACHED');
    expect(unexpected).toEqual([]);
    const purchases = outcomes.filter((outcome) => outcome.index % 2 === 0 && outcome.ok).length;
    const deposits = outcomes.filter((outcome) => outcome.index % 2 === 1 && outcome.ok).length;
    // 50 of each were asked for: exactly the limits' worth went through.
    expect(purchases).toBe(37);
    expect(deposits).toBe(23);

    const { rows } = await runtime.db.query<{ spent: string }>(
      "SELECT COALESCE(sum(amount_minor), 0)::text AS spent FROM transfers WHERE user_id = $1 AND kind = 'ticket_purchase'",
      [userId],
    );
    expect(Number(rows[0]!.spent)).toBe(37_00);
    const view = await playerProtection(runtime.db, userId);
    expect(view.limits.find((limit) => limit.kind === 'deposit' && limit.period === 'week')).toMatchObject({ usedMinor: 23_00, remainingMinor: 0 });
    expect(await sumOfAllBalances(runtime.db)).toBe(0);
    expect(await accountsOutOfStepWithTransfers(runtime.db)).toEqual([]);
  });

  it('a released deposit request gives its room back, once', async () => {
    const userId = randomUUID();
    await setSpendingLimit(runtime.db, userId, { kind: 'deposit', period: 'day', amount: '10.00' });
    const idempotencyKey = key('deposit-allowance');
    await grantDepositAllowance(deps, { userId, amountMinor: 10_00, idempotencyKey });
    // The same request again is the same allowance, not a second one.
    await grantDepositAllowance(deps, { userId, amountMinor: 10_00, idempotencyKey });
    expect((await refusalOf(askToDeposit(userId, 1))).code).toBe('LIMIT_REACHED');
    expect(await releaseDepositRoom(deps, { userId, idempotencyKey })).toEqual({ released: true });
    await askToDeposit(userId, 10_00);
  });
});
