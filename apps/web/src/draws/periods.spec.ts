import { periodTone } from './periods';

describe('periodTone', () => {
  it.each(['hourly', 'daily', 'weekly', 'monthly', 'yearly', 'custom'])('keeps the known period %s', (period) => {
    expect(periodTone(period)).toBe(period);
  });

  it('shows an unknown period as Legacy', () => {
    expect(periodTone('fortnightly')).toBe('legacy');
  });

  it('searches the draw name when the period is missing', () => {
    expect(periodTone(null, 'Big Weekly Jackpot')).toBe('weekly');
    expect(periodTone(undefined, 'Nebula special')).toBe('legacy');
  });
});
