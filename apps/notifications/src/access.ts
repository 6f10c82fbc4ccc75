import type { CallerIdentity } from '@nova/contracts';
import { AppError } from '@nova/platform';

/** Every player field answers only for the signed-in caller's own records. */
export function requirePlayer(caller: CallerIdentity | null): CallerIdentity {
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  return caller;
}

/** Admin fields are refused on the server, whatever the client shows (decisions.md, Access). */
export function requireAdmin(caller: CallerIdentity | null): CallerIdentity {
  const player = requirePlayer(caller);
  if (!player.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required');
  return player;
}
