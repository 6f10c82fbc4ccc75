import { AppError } from '@nova/platform';
import type { IdentityDeps, SessionControl } from './deps';
import { findUserByUsername, usernameKey, type UserRecord } from './db/users';
import { loginInput, parseInput } from './inputs';
import { verifyAgainstDummy, verifyPassword } from './password';
import { startSession } from './sessions';
import { currentDevice } from './security/request-device';
import { isRememberedDevice, signDevice } from './security/remembered-device';
import { requireSecondFactor } from './security/two-factor';

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

  if (user.totpEnabledAt) await passSecondFactor(deps, user, input);

  await deps.hooks?.afterPasswordChecked?.(user.id);
  await startSession(deps, session, user);
  await deps.signInThrottle.afterSuccess(username, clientIp);
  return user;
}

/**
 * Two-factor accounts: a remembered browser passes; otherwise the code (or a
 * recovery code) is asked for, and may remember this browser for 30 days.
 * Only someone who knows the password gets this far.
 */
async function passSecondFactor(deps: IdentityDeps, user: UserRecord, input: { twoFactorCode?: string | null; rememberDevice?: boolean | null }): Promise<void> {
  const device = currentDevice();
  const secret = deps.accountSecurity.deviceSecret;
  if (isRememberedDevice(secret, device.deviceToken, user)) return;
  if (!input.twoFactorCode) throw new AppError('TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app');
  await requireSecondFactor(deps, user, input.twoFactorCode);
  if (input.rememberDevice) device.rememberDevice(signDevice(secret, user));
}

/** Ends the current session; true even when already signed out. */
export async function logout(deps: IdentityDeps, session: SessionControl): Promise<boolean> {
  if (session.caller) await deps.sessions.destroy(session.caller.sessionId);
  session.clearSession();
  return true;
}
