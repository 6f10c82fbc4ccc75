import type { IdentityDeps, SessionControl } from './deps';
import type { UserRecord } from './db/users';

/**
 * Signs the user in with a brand-new session id. A session the caller already
 * had is destroyed first, so an id planted before sign-in is worthless after.
 */
export async function startSession(deps: IdentityDeps, session: SessionControl, user: UserRecord): Promise<string> {
  if (session.caller) await deps.sessions.destroy(session.caller.sessionId);
  const sessionId = await deps.sessions.create({ userId: user.id, isAdmin: user.isAdmin });
  session.setSession(sessionId);
  return sessionId;
}
