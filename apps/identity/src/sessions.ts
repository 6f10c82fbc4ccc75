import type { IdentityDeps, SessionControl } from './deps';
import type { UserRecord } from './db/users';
import { confirmSignIn } from './security-changes';
import { recordSessionOrigin } from './security/account-sessions';
import { currentDevice } from './security/request-device';

/**
 * Signs the user in with a brand-new session id. A session the caller already
 * had is destroyed first, so an id planted before sign-in is worthless after.
 * `user` is the record as read before the password was checked: the session
 * carries its security version, so a suspension, deletion, role or password
 * change made meanwhile ends it (see confirmSignIn and SessionStore).
 */
export async function startSession(deps: IdentityDeps, session: SessionControl, user: UserRecord): Promise<string> {
  if (session.caller) await deps.sessions.destroy(session.caller.sessionId);
  await confirmSignIn(deps, user);
  await deps.hooks?.beforeSessionCreated?.(user.id);
  const sessionId = await deps.sessions.create({ userId: user.id, securityVersion: user.securityVersion });
  // For the sessions page; a session works without it.
  await recordSessionOrigin(deps, sessionId, { userAgent: currentDevice().userAgent, address: session.clientIp }).catch(() => undefined);
  session.setSession(sessionId);
  return sessionId;
}
