import { canSendTest, checkTelegram, draftFromTelegram, NOTIFICATION_TYPES, parseChatIds } from './telegram-draft';

const saved = { __typename: 'TelegramSettings' as const, botTokenMasked: '1234••••abcd', hasBotToken: true, enabled: true, staffChatIds: ['-1001', '42'], notificationTypes: [...NOTIFICATION_TYPES] };

describe('Telegram settings rules', () => {
  it('shows chat ids comma separated and never puts the masked token in the form', () => {
    expect(draftFromTelegram(saved)).toEqual({ botToken: '', enabled: true, staffChatIds: '-1001, 42', notificationTypes: [...NOTIFICATION_TYPES] });
  });

  it('splits chat ids on commas, trims them and drops empty ones', () => {
    expect(parseChatIds(' -1001234 ,, 42 ,  ,@nova_staff ')).toEqual(['-1001234', '42', '@nova_staff']);
  });

  it('keeps the saved token when the field is empty and sends the types in the spec order', () => {
    const result = checkTelegram({ botToken: '  ', enabled: false, staffChatIds: '42, -1001', notificationTypes: ['draw_stop', 'user_registration'] });
    expect(result).toEqual({ ok: true, input: { enabled: false, staffChatIds: '42,-1001', notificationTypes: ['user_registration', 'draw_stop'] } });
  });

  it('refuses a token or chat id of the wrong shape', () => {
    expect(checkTelegram({ botToken: 'not a token', enabled: true, staffChatIds: '42, hello', notificationTypes: [] })).toEqual({
      ok: false,
      errors: { botToken: 'admin.telegram.error.token', staffChatIds: 'admin.telegram.error.chatIds' },
    });
    expect(checkTelegram({ botToken: '123456:AAF-x_y', enabled: true, staffChatIds: '', notificationTypes: [] })).toMatchObject({ ok: true, input: { botToken: '123456:AAF-x_y' } });
  });

  it('allows Send Test only when the saved bot is enabled, has a token and a chat to send to', () => {
    expect(canSendTest(saved)).toBe(true);
    expect(canSendTest({ ...saved, enabled: false })).toBe(false);
    expect(canSendTest({ ...saved, hasBotToken: false })).toBe(false);
    expect(canSendTest({ ...saved, staffChatIds: [] })).toBe(false);
  });
});
