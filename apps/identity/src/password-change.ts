import type { CallerIdentity } from '@nova/contracts';
import { AppError } from '@nova/platform';
import { updatePasswordHash } from './db/users';
import type { IdentityDeps, SessionControl } from './deps';
import { announcePasswordChanged } from './events';
import { changePasswordInput, parseInput } from './inputs';
import { hashPassword, verifyPassword } from './password';
import { requireActiveUser } from './profile';
import { applySecurityChange } from './security-changes';
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
  await deps.passwordChangeLimit.consume(user.id);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('INVALID_CREDENTIALS', 'Current password is incorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  // A new version ends every session, this one too; the caller gets a fresh one at the new version.
  const { after } = await applySecurityChange(deps, user.id, async (tx, before) => {
    if (before.passwordHash !== user.passwordHash) throw new AppError('CONFLICT', 'Your password was changed meanwhile; please sign in again');
    await updatePasswordHash(tx, user.id, passwordHash);
    await announcePasswordChanged(tx, user.id);
  });
  await startSession(deps, { ...session, caller: null }, after);
  return true;
}
