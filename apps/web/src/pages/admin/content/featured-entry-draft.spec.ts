import { checkFeaturedEntry } from './featured-entry-draft';

describe('featured leaderboard entry form', () => {
  it('sends the trimmed username and a two-decimal amount', () => {
    expect(checkFeaturedEntry({ type: 'depositor', username: '  star_pilot ', amount: '1500.5' })).toEqual({ ok: true, input: { type: 'depositor', username: 'star_pilot', amount: '1500.50' } });
  });

  it('needs a username and an amount above 0 with at most two decimals', () => {
    expect(checkFeaturedEntry({ type: 'winner', username: ' ', amount: '0' })).toEqual({ ok: false, errors: { username: 'admin.leaderboard.error.username', amount: 'admin.leaderboard.error.amount' } });
    expect(checkFeaturedEntry({ type: 'winner', username: 'a', amount: '10.001' })).toEqual({ ok: false, errors: { amount: 'admin.leaderboard.error.amount' } });
    expect(checkFeaturedEntry({ type: 'winner', username: 'a'.repeat(51), amount: '-3' })).toEqual({ ok: false, errors: { username: 'admin.leaderboard.error.usernameLong', amount: 'admin.leaderboard.error.amount' } });
  });
});
