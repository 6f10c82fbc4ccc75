import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playerNotificationTypes } from '@nova/contracts/player-notifications';
import { isNotificationType, notificationText, parseParams } from './notification-text';

const languages = ['en', 'th', 'hi', 'bn', 'ar'];
const messages = Object.fromEntries(
  languages.map((language) => [language, JSON.parse(readFileSync(join(__dirname, '..', 'i18n', 'messages', `${language}.json`), 'utf8')) as Record<string, string>]),
);

describe('notification texts', () => {
  it('has every message a notification can use in all five languages', () => {
    const allParams = { drawName: 'Mega', amountMinor: 1250, tickets: 2, status: 'completed', limit: 'spend', period: 'week', reason: 'balance', subject: 'Hi' };
    for (const type of playerNotificationTypes) {
      const text = notificationText(type, allParams);
      const ids = [text.titleId, text.bodyId, ...Object.values(text.words), `notifications.type.${type}`];
      for (const language of languages) for (const id of ids) expect([language, id, typeof messages[language]![id]]).toEqual([language, id, 'string']);
    }
    for (const word of ['completed', 'rejected', 'deposit', 'loss', 'spend', 'day', 'week', 'month']) {
      for (const language of languages) expect(messages[language]![`notification.word.${word}`]).toBeTruthy();
    }
  });

  it('fills values from the params: amounts as decimals, words by id, a skip reason translated', () => {
    const withdrawal = notificationText('withdrawal_processed', { amountMinor: 50_000, status: 'rejected', reason: 'wrong account' });
    expect(withdrawal).toMatchObject({ amount: '500.00', words: { outcome: 'notification.word.rejected' }, values: { reason: 'wrong account' } });
    const skipped = notificationText('subscription_skipped', { drawName: 'Mega', reason: 'balance', tickets: 3 });
    expect(skipped).toMatchObject({ words: { reason: 'notification.skip.balance' }, values: { reason: '', draw: 'Mega', tickets: 3 } });
    expect(notificationText('support_reply', { subject: 'Help' }).amount).toBeNull();
  });

  it('reads params safely and knows the types', () => {
    expect(parseParams('{"drawId":"d"}')).toEqual({ drawId: 'd' });
    expect(parseParams('not json')).toEqual({});
    expect(parseParams('[1]')).toEqual({});
    expect(isNotificationType('win')).toBe(true);
    expect(isNotificationType('jackpot')).toBe(false);
  });
});
