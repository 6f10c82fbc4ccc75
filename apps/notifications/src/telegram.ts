import { Bot } from 'grammy';
import type { Logger } from '@nova/platform';

export interface TelegramOptions {
  apiRoot: string;
  maxAttempts: number;
  retryBaseMs: number;
  logger: Logger;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `text` to every chat, retrying each with exponential backoff while
 * Telegram fails. Bounded: after maxAttempts the chat is skipped and logged,
 * so a Telegram outage never holds up the consumer for long.
 * Returns how many chats got the message.
 */
export async function sendToChats(token: string, chatIds: string[], text: string, options: TelegramOptions): Promise<number> {
  const bot = new Bot(token, { client: { apiRoot: options.apiRoot } });
  let delivered = 0;
  for (const chatId of chatIds) {
    for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
      try {
        await bot.api.sendMessage(chatId, text);
        delivered += 1;
        break;
      } catch (error) {
        if (attempt === options.maxAttempts) {
          options.logger.warn({ chatId, attempt, err: error instanceof Error ? error.message : String(error) }, 'telegram message dropped');
          break;
        }
        await sleep(options.retryBaseMs * 2 ** (attempt - 1));
      }
    }
  }
  return delivered;
}
