import { playerLanguages, playerNotificationTypes } from '@nova/contracts';
import { retryDelayMs } from '../src/delivery/backoff';
import { renderMessage } from '../src/delivery/render-message';

const base = { notificationId: 'n', eventId: 'e', userId: 'u', publicUrl: 'https://nova.test/' };

describe('retry delay', () => {
  it('doubles from the base on each try and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 1_000, 10_000))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
    expect(retryDelayMs(500, 1_000, 3_600_000)).toBe(3_600_000);
  });
});

describe('channel messages', () => {
  it('has a title and a body for every type in every language, with no placeholder left', () => {
    for (const language of playerLanguages) {
      for (const type of playerNotificationTypes) {
        const message = renderMessage({
          ...base,
          type,
          language,
          params: { drawId: 'd1', drawName: 'Mega', amountMinor: 1_250, tickets: 2, status: 'completed', limit: 'spend', period: 'week', reason: 'balance', subject: 'Hi', threadId: 't1' },
        });
        expect(message.title).not.toMatch(/[{}]/);
        expect(message.body).not.toMatch(/[{}]/);
        expect(message.title.length).toBeGreaterThan(3);
        expect(message.link.startsWith('https://nova.test/')).toBe(true);
      }
    }
  });

  it('fills amounts, words and links in the player\'s language', () => {
    const win = renderMessage({ ...base, type: 'win', language: 'en', params: { drawId: 'd1', drawName: 'Mega', amountMinor: 1_250, tickets: 1 } });
    expect(win).toMatchObject({ title: 'You won in Mega!', link: 'https://nova.test/results/d1', moneyStatus: false });
    expect(win.body).toContain('MVR 12.50');
    const withdrawal = renderMessage({ ...base, type: 'withdrawal_processed', language: 'ar', params: { amountMinor: 500, status: 'rejected', reason: 'wrong account' } });
    expect(withdrawal).toMatchObject({ title: 'السحب رُفض', moneyStatus: true, link: 'https://nova.test/profile?tab=withdraw' });
    expect(withdrawal.body).toContain('wrong account');
    const skipped = renderMessage({ ...base, type: 'subscription_skipped', language: 'en', params: { drawName: 'Mega', reason: 'balance' } });
    expect(skipped.body).toBe('Your subscription did not buy tickets in Mega. Your balance was too low.');
    const limit = renderMessage({ ...base, type: 'limit_reached', language: 'en', params: { limit: 'loss', period: 'month' } });
    expect(limit.body).toBe('Your monthly loss limit was reached.');
  });
});
