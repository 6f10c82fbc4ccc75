import type { CallerIdentity } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { updatePasswordHash } from './db/users';
import type { IdentityDeps, SessionControl } from './deps';
import { announcePasswordChanged } from './events';
import { changePasswordInput, parseInput } from './inputs';
import { hashPassword, verifyPassword } from './password';
import { requireActiveUser } from './profile';
import { startSession } from './sessions';

/**
 * Changes the caller's password. Every session of the user ends (a thief's
 * too); the caller gets a fresh one, so only this device stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  caller: CallerIdentity | null,
  rawInput: unknown,
  session: SessionControl,
): Promise<boolean> {
  const user = await requireActiveUser(deps.db, caller);
  const input = parseInput(changePasswordInput, rawInput);
  // A stolen session must not become a password-guessing oracle.
  await deps.loginLimits.perUsername.consume(`change-password:${user.id}`);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('INVALID_CREDENTIALS', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await announcePasswordChanged(tx, user.id);
  });
  deps.afterCommit();

  await deps.sessions.destroyAllForUser(user.id);
  await startSession(deps, { ...session, caller: null }, user);
  return true;
}
