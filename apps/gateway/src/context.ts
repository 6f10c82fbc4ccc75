import type { Request, Response } from 'express';
import type { CallerIdentity } from '@nova/contracts';
import type { Logger, SessionStore } from '@nova/platform';
import { clearSessionCookie, readDeviceToken, readSessionId, setDeviceCookie, setSessionCookie, type CookieOptions } from './session-cookie';

/** What the gateway knows about one HTTP request while it runs GraphQL. */
export interface GatewayContext {
  /**
   * A holder, not a plain field: Apollo shallow-copies the context per
   * operation, and a sign-in mid-plan must be seen by the later fetches.
   */
  auth: { caller: CallerIdentity | null };
  clientIp: string;
  /**
   * Called when a subgraph signs the caller in (login, register, password
   * change): sets the cookie and makes the new caller visible to the rest of
   * the query plan (so `register { balance }` reads the new user's wallet).
   */
  startSession(sessionId: string): Promise<void>;
  /** Called when a subgraph signs the caller out. */
  endSession(): void;
  /** The remembered-device cookie and the browser's User-Agent, passed on to subgraphs (two-factor sign-in, sessions page). */
  deviceToken?: string | null;
  userAgent?: string | null;
  /** Called when identity asks to remember this browser for two-factor sign-in (absent outside an HTTP request). */
  rememberDevice?(token: string): void;
}

export interface ContextDeps {
  sessions: SessionStore;
  /** ADMIN_TWO_FACTOR_REQUIRED: an admin without two-factor sign-in acts as a player. */
  adminTwoFactorRequired?: boolean;
  cookie: CookieOptions;
  logger: Logger;
}

/**
 * The store answers only for a session whose user is active at the session's
 * security version, and `isAdmin` comes from the user's current access
 * record (and so does the admin's role), not from what the user was at sign-in: a demoted or suspended user's
 * session (even one created while the change ran) vouches for nothing.
 */
async function callerFor(sessions: SessionStore, sessionId: string, adminTwoFactorRequired = false): Promise<CallerIdentity | null> {
  const session = await sessions.get(sessionId);
  // Admin powers may require two-factor sign-in (read from the same access record).
  const isAdmin = session?.isAdmin === true && (!adminTwoFactorRequired || session.twoFactor);
  if (!session) return null;
  const caller: CallerIdentity = { userId: session.userId, isAdmin, sessionId, securityVersion: session.securityVersion };
  return isAdmin && session.adminRole ? { ...caller, adminRole: session.adminRole } : caller;
}

export async function buildContext(req: Request, res: Response, deps: ContextDeps): Promise<GatewayContext> {
  const sessionId = readSessionId(req);
  const caller = sessionId ? await callerFor(deps.sessions, sessionId, deps.adminTwoFactorRequired) : null;
  // Expired or revoked: tell the browser to stop sending it.
  if (sessionId && !caller) clearSessionCookie(res, deps.cookie);

  const auth: GatewayContext['auth'] = { caller };
  return {
    auth,
    clientIp: req.ip ?? 'unknown',
    async startSession(newSessionId) {
      setSessionCookie(res, newSessionId, deps.cookie);
      auth.caller = await callerFor(deps.sessions, newSessionId, deps.adminTwoFactorRequired);
    },
    endSession() {
      clearSessionCookie(res, deps.cookie);
      auth.caller = null;
    },
    deviceToken: readDeviceToken(req),
    userAgent: req.get('user-agent')?.slice(0, 300) ?? null,
    rememberDevice(token) {
      if (/^[A-Za-z0-9._-]{20,200}$/.test(token)) setDeviceCookie(res, token, deps.cookie);
    },
  };
}
