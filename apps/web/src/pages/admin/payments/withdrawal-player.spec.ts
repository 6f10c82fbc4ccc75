import { accountAgeDays } from './WithdrawalPlayer';

describe('accountAgeDays', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts whole days since the account was made', () => {
    expect(accountAgeDays('2026-03-10T11:00:00Z', now)).toBe(0);
    expect(accountAgeDays('2026-03-09T12:00:00Z', now)).toBe(1);
    expect(accountAgeDays('2026-02-08T12:00:01Z', now)).toBe(29);
  });

  it('never goes below 0 for a clock slightly behind', () => {
    expect(accountAgeDays('2026-03-10T12:00:05Z', now)).toBe(0);
  });
});
