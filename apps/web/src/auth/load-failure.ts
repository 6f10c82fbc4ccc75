import { errorCode } from '../lib/api-errors';

/**
 * Why the user lookup at start-up failed, when that leaves the app unable to
 * tell who is signed in: `offline` (no connection; the service worker served
 * the shell) or `unavailable` (the server did not answer properly). A 401 and
 * every other answer keep their meaning (signed out).
 */
export type LoadFailure = 'offline' | 'unavailable';

export function loadFailureOf(error: unknown, online: boolean): LoadFailure | null {
  if (!error) return null;
  const code = errorCode(error);
  if (code === 'NETWORK') return online ? 'unavailable' : 'offline';
  if (code === 'UNAVAILABLE' || code === 'INTERNAL') return 'unavailable';
  return null;
}
