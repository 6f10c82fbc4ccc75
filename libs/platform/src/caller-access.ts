import type { AdminRole, CallerIdentity } from '@nova/contracts';
import { AppError } from './errors';

/**
 * Every player field answers only for the signed-in caller's own records.
 * In a service that keeps a copy of user access (user-access-mirror.ts) the
 * caller has been checked against it: a suspended or deleted user is refused
 * here even with a session the gateway still honoured.
 */
export function requirePlayer(caller: CallerIdentity | null): CallerIdentity {
  if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  if (caller.refused === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended');
  if (caller.refused === 'deleted') throw new AppError('ACCOUNT_SUSPENDED', 'This account has been deleted');
  return caller;
}

/** Admin fields are refused on the server, whatever the client shows (docs/product-rules.md#access). */
export function requireAdmin(caller: CallerIdentity | null): CallerIdentity {
  const player = requirePlayer(caller);
  if (!player.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required');
  return player;
}

/**
 * An admin field open to the given roles; a superadmin passes every such
 * check. Any other admin gets 403, as a player does.
 */
export function requireAdminRole(caller: CallerIdentity | null, ...allowed: AdminRole[]): CallerIdentity {
  const admin = requireAdmin(caller);
  if (admin.adminRole === 'superadmin' || (admin.adminRole !== undefined && allowed.includes(admin.adminRole))) return admin;
  throw new AppError('FORBIDDEN', 'Your admin role does not allow this');
}
