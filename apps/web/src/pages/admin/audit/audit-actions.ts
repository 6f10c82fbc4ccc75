/**
 * Audit actions with a translated name (admin.audit.action.<action>), as the services
 * write them; an action not listed here (a newer one) is shown by its code.
 */
const ACTIONS_BY_AREA: Record<string, readonly string[]> = {
  user: ['addCredit', 'removeCredit', 'suspend', 'activate', 'makeAdmin', 'removeAdmin', 'setRole', 'delete', 'changePassword'],
  draw: ['create', 'rename', 'delete', 'trigger'],
  payout: ['approve', 'reject'],
  deposit: ['approve', 'reject'],
  withdrawal: ['processing', 'completed', 'rejected'],
  payment_method: ['create', 'update', 'delete'],
  settings: ['update', 'reset', 'loginBackground', 'uploadBackground'],
  announcement: ['create', 'update', 'delete'],
  leaderboard: ['feature', 'unfeature'],
  support: ['reply'],
  telegram: ['update'],
};

export const NAMED_AUDIT_ACTIONS: ReadonlySet<string> = new Set(
  Object.entries(ACTIONS_BY_AREA).flatMap(([area, verbs]) => verbs.map((verb) => `${area}.${verb}`)),
);

export function auditActionMessageId(action: string): string | null {
  return NAMED_AUDIT_ACTIONS.has(action) ? `admin.audit.action.${action}` : null;
}
