import { Bot, GrammyError } from 'grammy';
import type { Db, Logger } from '@nova/platform';
import type { DeliveryChannel, PlayerMessage } from '../delivery/channel';
import { readTelegramSettings } from '../settings';
import { linkedChatOf } from './link-codes';

export interface PlayerTelegramOptions {
  db: Db;
  logger: Logger;
  encryptionKey: string;
  apiRoot: string;
}

/** Telegram's answer for a chat we can no longer write to: the player blocked the bot, or the chat is gone. */
function chatIsGone(error: unknown): boolean {
  return error instanceof GrammyError && (error.error_code === 403 || (error.error_code === 400 && /chat not found/i.test(error.description)));
}

/**
 * One message to the player's linked chat through the bot whose token the
 * admin saved. Plain text (no parse mode: a title with * or _ cannot break
 * it); the link last, which Telegram makes clickable. A chat the bot can no
 * longer reach is unlinked and counts as no address; other failures throw,
 * and the engine retries.
 */
export function playerTelegramChannel(options: PlayerTelegramOptions): DeliveryChannel {
  return {
    name: 'telegram',
    async send(message: PlayerMessage) {
      const chatId = await linkedChatOf(options.db, message.userId);
      if (!chatId) return 'no-address';
      const { botToken } = await readTelegramSettings(options.db, options.encryptionKey);
      if (!botToken) return 'no-address';
      const bot = new Bot(botToken, { client: { apiRoot: options.apiRoot } });
      try {
        await bot.api.sendMessage(chatId, `${message.title}\n\n${message.body}\n\n${message.link}`, { link_preview_options: { is_disabled: true } });
        return 'sent';
      } catch (error) {
        if (!chatIsGone(error)) throw error;
        await options.db.query('DELETE FROM telegram_player_links WHERE user_id = $1 AND chat_id = $2', [message.userId, chatId]);
        options.logger.info({ userId: message.userId }, 'telegram chat unreachable: unlinked');
        return 'no-address';
      }
    },
  };
}

/** The bot's @username for the t.me link, asked of Telegram once per token. */
export function botUsernames(apiRoot: string): (token: string) => Promise<string> {
  const known = new Map<string, Promise<string>>();
  return (token) => {
    let username = known.get(token);
    if (!username) {
      username = new Bot(token, { client: { apiRoot } }).api.getMe().then((me) => me.username);
      username.catch(() => known.delete(token));
      known.set(token, username);
    }
    return username;
  };
}
