import type { CallerIdentity, EventOf } from '@nova/contracts';
import { AppError, handleOnce, requireAdminRole, type Bus, type Db, type Sql, type Subscription } from '@nova/platform';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { appendAuditEntry } from './audit-chain';
import type { ContentDeps } from './deps';
import { iso, parseInput } from './inputs';

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

const isoInstant = z.iso.datetime({ offset: true }).or(z.iso.date());
const auditFilterSchema = z
  .object({
    action: z.string().trim().min(1).max(80).optional(),
    actorUserId: z.uuid('actorUserId must be a user id').optional(),
    targetType: z.string().trim().min(1).max(40).optional(),
    targetId: z.string().trim().min(1).max(80).optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
  })
  .strict();

export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** A bare date as `to` means "up to the end of that day" (the admin picks days, not instants). */
function upperBound(to: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : to;
}

/** The WHERE clause of a filtered audit page; a target id matches exactly or by its beginning (ids are shown shortened). */
function auditWhere(filter: AuditFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.action) add((n) => `action = ${n}`, filter.action);
  if (filter.actorUserId) add((n) => `actor_user_id = ${n}::uuid`, filter.actorUserId);
  if (filter.targetType) add((n) => `target_type = ${n}`, filter.targetType);
  if (filter.targetId) add((n) => `starts_with(target_id, ${n})`, filter.targetId);
  if (filter.from) add((n) => `occurred_at >= ${n}::timestamptz`, filter.from);
  if (filter.to) add((n) => `occurred_at < ${n}::timestamptz`, upperBound(filter.to));
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export async function auditPage(deps: ContentDeps, caller: CallerIdentity | null, rawPage: unknown, rawFilter?: unknown) {
  requireAdminRole(caller, 'risk');
  const page = typeof rawPage === 'number' && Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;
  const filter = parseInput(auditFilterSchema, rawFilter ?? {});
  if (filter.from && filter.to && Date.parse(filter.from) >= Date.parse(upperBound(filter.to))) {
    throw new AppError('BAD_USER_INPUT', 'from must be before to');
  }
  const where = auditWhere(filter);
  const total = Number((await deps.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM audit_log ${where.sql}`, where.params)).rows[0]?.n ?? 0);
  const offset = where.params.length;
  const { rows } = await deps.db.query<AuditRow>(`SELECT * FROM audit_log ${where.sql} ORDER BY occurred_at DESC, id LIMIT $${offset + 1} OFFSET $${offset + 2}`, [
    ...where.params,
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

/** The choices of the audit log's filters: every action, acting admin and target type it holds. */
export async function auditFacets(deps: ContentDeps, caller: CallerIdentity | null) {
  requireAdminRole(caller, 'risk');
  const distinct = async (column: 'action' | 'actor_user_id' | 'target_type') =>
    (await deps.db.query<{ value: string }>(`SELECT DISTINCT ${column}::text AS value FROM audit_log ORDER BY 1`)).rows.map((row) => row.value);
  const [actions, actors, targetTypes] = await Promise.all([distinct('action'), distinct('actor_user_id'), distinct('target_type')]);
  return { actions, actors: actors.map((id) => ({ id })), targetTypes };
}
