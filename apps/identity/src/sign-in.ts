import { AppError } from '@nova/platform';
import type { IdentityDeps, SessionControl } from './deps';
import { findUserByUsername, usernameKey, type UserRecord } from './db/users';
import { loginInput, parseInput } from './inputs';
import { verifyAgainstDummy, verifyPassword } from './password';
import { startSession } from './sessions';

/** One message for an unknown user and a wrong password: no username probing. */
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid username or password');

export async function login(deps: IdentityDeps, rawInput: unknown, session: SessionControl): Promise<UserRecord> {
  const input = parseInput(loginInput, rawInput);
  const username = usernameKey(input.username);
  const clientIp = session.clientIp ?? 'unknown';
  // Growing delays per (username, address), looser budgets per address and per username (sign-in-throttle.ts).
  await deps.signInThrottle.beforeAttempt(username, clientIp);

  // Read before the slow password check: the session is tied to this
  // record's security version, so a change made during the check ends it.
  const user = await findUserByUsername(deps.db, input.username);
  const passwordMatches = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) {
    await deps.signInThrottle.afterFailure(username, clientIp);
    throw invalidCredentials();
  }
  // Told only to someone who knows the password.
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended');

  await deps.hooks?.afterPasswordChecked?.(user.id);
  await startSession(deps, session, user);
  await deps.signInThrottle.afterSuccess(username, clientIp);
  return user;
}

/** Ends the current session; true even when already signed out. */
export async function logout(deps: IdentityDeps, session: SessionControl): Promise<boolean> {
  if (session.caller) await deps.sessions.destroy(session.caller.sessionId);
  session.clearSession();
  return true;
}
