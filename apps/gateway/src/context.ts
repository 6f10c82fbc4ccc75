import type { Request, Response } from 'express';
import type { CallerIdentity } from '@nova/contracts';
import type { Logger, SessionStore } from '@nova/platform';
import { clearSessionCookie, readSessionId, setSessionCookie, type CookieOptions } from './session-cookie';

/** What the gateway knows about one HTTP request while it runs GraphQL. */
export interface GatewayContext {
  caller: CallerIdentity | null;
  clientIp: string;
  /** Called when a subgraph signs the caller in (login, register, password change). */
  startSession(sessionId: string): void;
  /** Called when a subgraph signs the caller out. */
  endSession(): void;
}

export interface ContextDeps {
  sessions: SessionStore;
  cookie: CookieOptions;
  logger: Logger;
}

export async function buildContext(req: Request, res: Response, deps: ContextDeps): Promise<GatewayContext> {
  const sessionId = readSessionId(req);
  let caller: CallerIdentity | null = null;
  if (sessionId) {
    const session = await deps.sessions.get(sessionId);
    if (session) caller = { userId: session.userId, isAdmin: session.isAdmin, sessionId };
    else clearSessionCookie(res, deps.cookie); // expired or revoked: stop sending it
  }
  return {
    caller,
    clientIp: req.ip ?? 'unknown',
    startSession(newSessionId) {
      setSessionCookie(res, newSessionId, deps.cookie);
    },
    endSession() {
      clearSessionCookie(res, deps.cookie);
    },
  };
}
