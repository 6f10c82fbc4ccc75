import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { Db, Logger } from '@nova/platform';
import { readTelegramSettings } from '../settings';
import { botReplies } from './bot-replies';
import { redeemLinkCode } from './link-codes';

export interface UpdateReaderOptions {
  db: Db;
  logger: Logger;
  encryptionKey: string;
  apiRoot: string;
  pollTimeoutSeconds: number;
  idleMs: number;
}

/** grammy types its signal with the abort-controller shim; Node's own AbortSignal is what it uses at run time. */
const grammySignal = (signal: AbortSignal) => signal as unknown as Parameters<Bot['api']['getUpdates']>[1];

/** `/start CODE` (also `/start@our_bot CODE`), as the deep link t.me/<bot>?start=CODE sends it. */
const START = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/;

/**
 * Reads the bot's updates with getUpdates long-polling and links chats to
 * players from `/start <code>`. Long-polling rather than a webhook: it needs
 * no public HTTPS address reachable by Telegram (the one-process start and
 * private clusters have none) and no route through the gateway. Telegram
 * refuses two concurrent getUpdates of one bot, so the replicas share a
 * lease row: the holder polls and renews it each round, the others wait
 * and take over once it lapses (a crashed holder). The offset is kept in
 * the same row, so a restart neither replays nor skips updates.
 */
export function startUpdateReader(options: UpdateReaderOptions): { stop(): Promise<void> } {
  const holder = randomUUID();
  const stopping = new AbortController();
  const leaseSeconds = options.pollTimeoutSeconds + 30;

  async function takeLease(botId: string): Promise<number | null> {
    // A new bot numbers its updates afresh: its offset starts again at 0.
    const row = await options.db.query<{ next_offset: number }>(
      `UPDATE telegram_update_reader
          SET holder = $1, lease_until = now() + make_interval(secs => $2),
              next_offset = CASE WHEN bot_id IS DISTINCT FROM $3 THEN 0 ELSE next_offset END, bot_id = $3
        WHERE lease_until < now() OR holder = $1
        RETURNING next_offset`,
      [holder, leaseSeconds, botId],
    );
    return row.rows[0]?.next_offset ?? null;
  }

  async function handle(bot: Bot, update: Update): Promise<void> {
    const message = update.message;
    if (!message?.text || message.chat.type !== 'private') return;
    const start = START.exec(message.text.trim());
    if (!start) return;
    const chatId = String(message.chat.id);
    if (!start[1]) {
      await bot.api.sendMessage(chatId, botReplies.howTo.en);
      return;
    }
    const redeemed = await redeemLinkCode(options.db, start[1], chatId);
    if (redeemed.linked) options.logger.info({ userId: redeemed.userId }, 'telegram chat linked to a player');
    await bot.api.sendMessage(chatId, redeemed.linked ? botReplies.linked[redeemed.language] : botReplies.invalidCode.en);
  }

  async function round(): Promise<'polled' | 'idle'> {
    const { botToken } = await readTelegramSettings(options.db, options.encryptionKey);
    if (!botToken) return 'idle';
    const offset = await takeLease(botToken.split(':')[0] ?? '');
    if (offset === null) return 'idle';
    const bot = new Bot(botToken, { client: { apiRoot: options.apiRoot } });
    const updates = await bot.api.getUpdates({ offset, timeout: options.pollTimeoutSeconds, allowed_updates: ['message'] }, grammySignal(stopping.signal));
    for (const update of updates) {
      try {
        await handle(bot, update);
      } catch (error) {
        // One bad update (a reply Telegram refused) must not stop the others.
        options.logger.warn({ updateId: update.update_id, err: error instanceof Error ? error.message : String(error) }, 'telegram update not handled');
      }
      await options.db.query('UPDATE telegram_update_reader SET next_offset = $1 WHERE holder = $2', [update.update_id + 1, holder]);
    }
    return 'polled';
  }

  const running = (async () => {
    while (!stopping.signal.aborted) {
      let outcome: 'polled' | 'idle' = 'idle';
      try {
        outcome = await round();
      } catch (error) {
        if (stopping.signal.aborted) break;
        options.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'telegram updates not read');
      }
      if (outcome === 'idle') await sleep(options.idleMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    async stop() {
      stopping.abort();
      await running;
      // Hand the reader over at once rather than when the lease lapses.
      await options.db.query(`UPDATE telegram_update_reader SET lease_until = '-infinity' WHERE holder = $1`, [holder]).catch(() => undefined);
    },
  };
}
