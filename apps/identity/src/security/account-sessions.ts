import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { CallerIdentity } from '@nova/contracts';
import { AppError } from '@nova/platform';
import type { IdentityDeps } from '../deps';
import { requireActiveUser } from '../profile';

/** Where a session was opened, kept beside it in the session store (same lifetime at most). */
interface SessionOrigin {
  device: string | null;
  address: string | null;
}

const originKey = (sessionId: string) => `session-origin:${sessionId}`;

/** "Chrome 131 on Windows", from the browser's User-Agent; null when it says nothing readable. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = parsed.os.name ?? '';
  if (!browser && !system) return userAgent.slice(0, 60);
  return system ? `${browser || '?'} · ${system}` : browser;
}

/** Called when a session is created: remembers its device and address for the sessions page. */
export async function recordSessionOrigin(deps: IdentityDeps, sessionId: string, origin: { userAgent: string | null; address: string | null }): Promise<void> {
  const value: SessionOrigin = { device: describeDevice(origin.userAgent), address: origin.address };
  await deps.accountSecurity.store.set(originKey(sessionId), JSON.stringify(value), { ttlSeconds: deps.accountSecurity.sessionTtlSeconds });
}

export interface AccountSessionView {
  id: string;
  device: string | null;
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** The caller's live sessions, the current one first, then the most recently used. */
export async function mySessions(deps: IdentityDeps, caller: CallerIdentity | null): Promise<AccountSessionView[]> {
  const user = await requireActiveUser(deps.db, caller);
  const sessions = await deps.sessions.listForUser(user.id);
  const views = await Promise.all(
    sessions.map(async (session) => {
      const origin = parseOrigin(await deps.accountSecurity.store.get(originKey(session.id)));
      return {
        // Session ids are bearer secrets: the page gets a handle derived from it, never the id itself.
        id: handleOf(session.id),
        device: origin.device,
        address: origin.address,
        createdAt: new Date(session.createdAt).toISOString(),
        lastUsedAt: new Date(session.lastSeenAt).toISOString(),
        current: session.id === caller?.sessionId,
      };
    }),
  );
  return views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Signs out one of the caller's own sessions (by its handle); another user's is "not found". */
export async function endSession(deps: IdentityDeps, caller: CallerIdentity | null, rawHandle: unknown): Promise<boolean> {
  const user = await requireActiveUser(deps.db, caller);
  if (typeof rawHandle !== 'string' || rawHandle.length > 100) throw new AppError('BAD_USER_INPUT', 'Unknown session');
  const match = (await deps.sessions.listForUser(user.id)).find((session) => handleOf(session.id) === rawHandle);
  if (!match) throw new AppError('NOT_FOUND', 'This session has already ended');
  await deps.sessions.destroy(match.id, user.id);
  await deps.accountSecurity.store.del(originKey(match.id));
  return true;
}

/** Signs out every other session of the caller; this one stays. */
export async function endOtherSessions(deps: IdentityDeps, caller: CallerIdentity | null): Promise<number> {
  const user = await requireActiveUser(deps.db, caller);
  const others = (await deps.sessions.listForUser(user.id)).filter((session) => session.id !== caller?.sessionId);
  for (const session of others) {
    await deps.sessions.destroy(session.id, user.id);
    await deps.accountSecurity.store.del(originKey(session.id));
  }
  return others.length;
}

/** A stable public handle of a session: the first 16 characters of its id's SHA-256. */
function handleOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 16);
}

function parseOrigin(raw: string | null): SessionOrigin {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<SessionOrigin>) : {};
    return { device: typeof value.device === 'string' ? value.device : null, address: typeof value.address === 'string' ? value.address : null };
  } catch {
    return { device: null, address: null };
  }
}
