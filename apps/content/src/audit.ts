import type { CallerIdentity, EventOf } from '@nova/contracts';
import { handleOnce, requireAdmin, type Bus, type Db, type Sql, type Subscription } from '@nova/platform';
import { randomUUID } from 'node:crypto';
import { appendAuditEntry } from './audit-chain';
import type { ContentDeps } from './deps';
import { iso } from './inputs';

export const AUDIT_CONSUMER = 'content-audit';
export const AUDIT_PAGE_SIZE = 50;

export interface AuditRecord {
  id: string;
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  occurredAt: string;
}

/** Records one admin action in the caller's transaction (content's own actions), at the end of the hash chain. */
export async function recordAudit(tx: Sql, entry: Omit<AuditRecord, 'occurredAt'> & { occurredAt?: string }): Promise<void> {
  await appendAuditEntry(tx, { ...entry, occurredAt: entry.occurredAt ?? new Date().toISOString() });
}

export const auditOwn = (tx: Sql, actor: CallerIdentity, action: string, targetType: string, targetId: string | null, before: unknown, after: unknown) =>
  recordAudit(tx, { id: randomUUID(), actorUserId: actor.userId, action, targetType, targetId, before, after });

/** Other services' admin actions (admin.action.recorded.v1), once per event id. */
export async function onAdminAction(db: Db, event: EventOf<'admin.action.recorded.v1'>): Promise<void> {
  await handleOnce(db, AUDIT_CONSUMER, event, (tx) =>
    recordAudit(tx, {
      id: event.id,
      actorUserId: event.actorUserId,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      before: event.before,
      after: event.after,
      occurredAt: event.occurredAt,
    }),
  );
}

export function consumeAdminActions(db: Db, bus: Bus): Promise<Subscription> {
  return bus.subscribe('admin.action.recorded.v1', AUDIT_CONSUMER, (event) => onAdminAction(db, event));
}

interface AuditRow {
  id: string;
  actor_user_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  occurred_at: Date | string;
}

export async function auditPage(deps: ContentDeps, caller: CallerIdentity | null, rawPage: unknown) {
  requireAdmin(caller);
  const page = typeof rawPage === 'number' && Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const total = Number((await deps.db.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log')).rows[0]?.n ?? 0);
  const { rows } = await deps.db.query<AuditRow>('SELECT * FROM audit_log ORDER BY occurred_at DESC, id LIMIT $1 OFFSET $2', [
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  ]);
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return {
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    entries: rows.map((row) => ({
      id: row.id,
      actorUserId: row.actor_user_id,
      actor: { id: row.actor_user_id },
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: json(row.before),
      after: json(row.after),
      occurredAt: iso(row.occurred_at),
    })),
  };
}
