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
  // Both limits count every attempt: one stops guessing at one account, the
  // other one client spraying many accounts.
  await deps.loginLimits.perClientIp.consume(session.clientIp ?? 'unknown');
  await deps.loginLimits.perUsername.consume(usernameKey(input.username));

  const user = await findUserByUsername(deps.db, input.username);
  const passwordMatches = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !passwordMatches) throw invalidCredentials();
  // Told only to someone who knows the password.
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended');

  // The per-username budget is for guessing; a success ends the guessing.
  await deps.loginLimits.perUsername.reset(usernameKey(input.username));
  await startSession(deps, session, user);
  return user;
}

/** Ends the current session; true even when already signed out. */
export async function logout(deps: IdentityDeps, session: SessionControl): Promise<boolean> {
  if (session.caller) await deps.sessions.destroy(session.caller.sessionId);
  session.clearSession();
  return true;
}
