import { createHash, randomInt } from 'node:crypto';
import { z } from 'zod';
import { playerLanguages, type CallerIdentity, type PlayerLanguage } from '@nova/contracts';
import { parseInput, requirePlayer, type Db } from '@nova/platform';

/** A code is good for ten minutes and one use (issue 19). */
export const LINK_CODE_TTL_MINUTES = 10;
// No 0/O, 1/I/L: read off a screen and typed by hand when the link cannot be opened.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export const hashLinkCode = (code: string): string => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export interface LinkCode {
  code: string;
  expiresAt: string;
}

/**
 * A new code for the caller; the caller's earlier unused codes stop working.
 * Only its hash is stored. `language` is what the bot answers in.
 */
export async function createLinkCode(db: Db, caller: CallerIdentity | null, language: unknown): Promise<LinkCode> {
  const player = requirePlayer(caller);
  const replyLanguage: PlayerLanguage = parseInput(z.enum(playerLanguages).nullish(), language) ?? 'en';
  const code = newCode();
  const expiresAt = await db.transaction(async (tx) => {
    await tx.query('DELETE FROM telegram_link_codes WHERE user_id = $1 AND (used_at IS NULL OR expires_at < now())', [player.userId]);
    const row = await tx.query<{ expires_at: Date }>(
      `INSERT INTO telegram_link_codes (code_hash, user_id, language, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
      [hashLinkCode(code), player.userId, replyLanguage, LINK_CODE_TTL_MINUTES],
    );
    return (row.rows[0] as { expires_at: Date }).expires_at;
  });
  return { code, expiresAt: expiresAt.toISOString() };
}

export type Redeemed = { linked: true; userId: string; language: PlayerLanguage } | { linked: false };

/**
 * `/start <code>` from a private chat: an unexpired, unused code links that
 * chat to its player (a chat links one player: an older link of the chat
 * goes). Single use even when two replicas read the same update.
 */
export async function redeemLinkCode(db: Db, code: string, chatId: string): Promise<Redeemed> {
  return db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: string; language: PlayerLanguage }>(
      'UPDATE telegram_link_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, language',
      [hashLinkCode(code)],
    );
    const row = used.rows[0];
    if (!row) return { linked: false };
    await tx.query('DELETE FROM telegram_player_links WHERE chat_id = $1 AND user_id <> $2', [chatId, row.user_id]);
    await tx.query(
      `INSERT INTO telegram_player_links (user_id, chat_id) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, linked_at = now()`,
      [row.user_id, chatId],
    );
    return { linked: true, userId: row.user_id, language: row.language };
  });
}

export interface TelegramLinkState {
  connected: boolean;
  linkedAt: string | null;
}

export async function readTelegramLink(db: Db, userId: string): Promise<TelegramLinkState> {
  const row = (await db.query<{ linked_at: Date }>('SELECT linked_at FROM telegram_player_links WHERE user_id = $1', [userId])).rows[0];
  return { connected: row !== undefined, linkedAt: row ? row.linked_at.toISOString() : null };
}

export async function linkedChatOf(db: Db, userId: string): Promise<string | null> {
  return (await db.query<{ chat_id: string }>('SELECT chat_id FROM telegram_player_links WHERE user_id = $1', [userId])).rows[0]?.chat_id ?? null;
}

/** The caller's chat stops getting messages; their unused codes go too. */
export async function disconnectTelegram(db: Db, caller: CallerIdentity | null): Promise<boolean> {
  const player = requirePlayer(caller);
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM telegram_link_codes WHERE user_id = $1', [player.userId]);
    return (await tx.query('DELETE FROM telegram_player_links WHERE user_id = $1', [player.userId])).rowCount > 0;
  });
}
