import { canConfirmNow, tightestRemaining } from './limit-figures';

const limit = (kind: string, period: string, remaining: string | null) => ({ kind, period, used: '0.00', remaining, pendingRemoval: false });

describe('limit figures', () => {
  it('finds the tightest remaining limit among the kinds asked for', () => {
    const limits = [limit('spend', 'day', '15.00'), limit('spend', 'week', '9.50'), limit('loss', 'month', '12.00'), limit('deposit', 'day', '1.00')];
    expect(tightestRemaining(limits, ['spend', 'loss'])).toMatchObject({ kind: 'spend', period: 'week' });
    expect(tightestRemaining(limits, ['deposit'])).toMatchObject({ kind: 'deposit', period: 'day' });
    expect(tightestRemaining([limit('spend', 'day', null)], ['spend'])).toBeNull();
  });

  it('lets a waiting change be confirmed only once its time has come', () => {
    const at = Date.parse('2026-03-10T12:00:00Z');
    expect(canConfirmNow({ confirmableAt: '2026-03-10T12:00:00Z' }, at)).toBe(true);
    expect(canConfirmNow({ confirmableAt: '2026-03-10T12:00:01Z' }, at)).toBe(false);
    expect(canConfirmNow({ confirmableAt: null }, at)).toBe(false);
  });
});
