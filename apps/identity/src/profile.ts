import type { CallerIdentity } from '@nova/contracts';
import { AppError, type Sql } from '@nova/platform';
import { maskUsername, seesFullUsername } from '@nova/rules';
import { findUserById, updateLanguage as saveLanguage, type UserRecord } from './db/users';
import type { IdentityDeps } from './deps';
import { announceContactChanged } from './events';
import { languageInput, parseInput } from './inputs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user, or null when signed out, deleted or suspended. */
export async function currentUser(sql: Sql, caller: CallerIdentity | null): Promise<UserRecord | null> {
  if (!caller) return null;
  const user = await findUserById(sql, caller.userId);
  return user && user.status === 'active' ? user : null;
}

/** The caller's user record; refuses visitors and suspended users (docs/product-rules.md#access). */
export async function requireActiveUser(sql: Sql, caller: CallerIdentity | null): Promise<UserRecord> {
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  const user = await findUserById(sql, caller.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended');
  return user;
}

export async function updateLanguage(deps: IdentityDeps, caller: CallerIdentity | null, rawLanguage: unknown): Promise<UserRecord> {
  const user = await requireActiveUser(deps.db, caller);
  const language = parseInput(languageInput, rawLanguage);
  const updated = await deps.db.transaction(async (tx) => {
    const saved = await saveLanguage(tx, user.id, language);
    if (saved && saved.language !== user.language) await announceContactChanged(tx, saved);
    return saved;
  });
  if (!updated) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  deps.afterCommit();
  return updated;
}

/**
 * Who may read a user by id through federation: the user themself or an
 * admin. Anyone else gets null, as if the user did not exist.
 */
export async function userVisibleTo(sql: Sql, caller: CallerIdentity | null, userId: string): Promise<UserRecord | null> {
  if (!caller || (caller.userId !== userId && !caller.isAdmin)) return null;
  if (!UUID.test(userId)) return null;
  return findUserById(sql, userId);
}

export interface PublicPlayer {
  id: string;
  username: string;
}

/** Shown for a winner whose account no longer exists: a past win stays listed. */
export const UNKNOWN_PLAYER_NAME = 'unknown player';

/**
 * Anyone may see a player's public name (winners lists); nothing else of the
 * user. The name is masked (`c***n`) for signed-out visitors and other
 * players; the player themself and admins see it whole (docs/product-rules.md, "Public names").
 */
export async function publicPlayer(sql: Sql, userId: string, viewer: CallerIdentity | null): Promise<PublicPlayer> {
  const user = UUID.test(userId) ? await findUserById(sql, userId) : null;
  if (!user) return { id: userId, username: UNKNOWN_PLAYER_NAME };
  return { id: userId, username: seesFullUsername(viewer, userId) ? user.username : maskUsername(user.username) };
}
