import { transferKinds } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { requestFingerprint, type MoneyMove } from '../src/fingerprint';
import { operations, routeFor } from '../src/ledger-postings';

describe('ledger postings: debit and credit account of each money request', () => {
  it('credits come from a system account into the available balance', () => {
    expect(routeFor('credit', 'deposit')).toEqual({
      debit: { owner: 'system', code: 'deposits_clearing' },
      credit: { owner: 'user', kind: 'user_available' },
    });
    expect(routeFor('credit', 'prize').debit).toEqual({ owner: 'system', code: 'prize_fund' });
    expect(routeFor('credit', 'referral_bonus').debit).toEqual({ owner: 'system', code: 'bonus_expense' });
    // deductFromAdminProfit: the bonus is booked against the house's takings.
    expect(routeFor('credit', 'referral_bonus_from_profit').debit).toEqual({ owner: 'system', code: 'house' });
    expect(routeFor('credit', 'admin_credit').debit).toEqual({ owner: 'system', code: 'admin_adjustments' });
    expect(routeFor('credit', 'ticket_refund').debit).toEqual({ owner: 'system', code: 'house' });
  });

  it('debits leave the available balance', () => {
    expect(routeFor('debit', 'ticket_purchase')).toEqual({
      debit: { owner: 'user', kind: 'user_available' },
      credit: { owner: 'system', code: 'house' },
    });
    expect(routeFor('debit', 'admin_debit').credit).toEqual({ owner: 'system', code: 'admin_adjustments' });
  });

  it('a withdrawal is held, then released back or settled out', () => {
    expect(routeFor('hold', 'withdrawal')).toEqual({ debit: { owner: 'user', kind: 'user_available' }, credit: { owner: 'user', kind: 'user_held' } });
    expect(routeFor('release', 'withdrawal')).toEqual({ debit: { owner: 'user', kind: 'user_held' }, credit: { owner: 'user', kind: 'user_available' } });
    expect(routeFor('settle', 'withdrawal')).toEqual({
      debit: { owner: 'user', kind: 'user_held' },
      credit: { owner: 'system', code: 'withdrawals_payable' },
    });
  });

  it('every route touches the user, and no route moves money to itself', () => {
    for (const operation of operations) {
      for (const kind of transferKinds) {
        let route;
        try {
          route = routeFor(operation, kind);
        } catch (error) {
          expect((error as AppError).code).toBe('BAD_USER_INPUT');
          continue;
        }
        expect([route.debit.owner, route.credit.owner]).toContain('user');
        expect(route.debit).not.toEqual(route.credit);
      }
    }
  });

  it('refuses a kind that does not fit the operation', () => {
    expect(() => routeFor('debit', 'prize')).toThrow('A debit cannot be of kind "prize"');
    expect(() => routeFor('credit', 'ticket_purchase')).toThrow(AppError);
    expect(() => routeFor('hold', 'deposit')).toThrow(AppError);
  });
});

describe('request fingerprint', () => {
  const move: MoneyMove = { operation: 'debit', userId: '6f1c1a3e-0000-4000-8000-000000000001', kind: 'ticket_purchase', amountMinor: 500, idempotencyKey: 'purchase-1' };

  it('is the same for a retry, whatever the memo says', () => {
    expect(requestFingerprint({ ...move, memo: 'first try' })).toBe(requestFingerprint({ ...move, memo: 'retry' }));
  });

  it('changes with anything that decides where money goes', () => {
    const base = requestFingerprint(move);
    expect(requestFingerprint({ ...move, amountMinor: 501 })).not.toBe(base);
    expect(requestFingerprint({ ...move, userId: '6f1c1a3e-0000-4000-8000-000000000002' })).not.toBe(base);
    expect(requestFingerprint({ ...move, kind: 'admin_debit' })).not.toBe(base);
    expect(requestFingerprint({ ...move, operation: 'hold' })).not.toBe(base);
  });
});
