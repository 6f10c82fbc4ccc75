import type { CallerIdentity, EventOf } from '@nova/contracts';
import { handleOnce, requireAdminRole, type Db, type Sql } from '@nova/platform';
import { iso } from './inputs';

/**
 * The audit log as a hash chain (migration 002): appending takes the head row's
 * lock, so entries written at the same moment by several replicas still form
 * one line. docs/security.md, "Audit log", says what it proves and what not.
 */

export const AUDIT_CHECKPOINTS_CONSUMER = 'content-audit-checkpoints';

export interface AuditEntryFields {
  id: string;
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  occurredAt: string;
}

const jsonOrNull = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one entry after the head, in the caller's transaction; an id already logged changes nothing. */
export async function appendAuditEntry(tx: Sql, entry: AuditEntryFields): Promise<void> {
  await tx.query(
    `WITH head AS (SELECT seq, hash FROM audit_chain_head WHERE id FOR UPDATE),
     appended AS (
       INSERT INTO audit_log (id, actor_user_id, action, target_type, target_id, before, after, occurred_at, seq, prev_hash, entry_hash)
       SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::jsonb, $7::jsonb, $8::timestamptz, head.seq + 1, head.hash,
              audit_entry_hash(head.hash, head.seq + 1, $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::jsonb, $7::jsonb, $8::timestamptz)
       FROM head
       ON CONFLICT (id) DO NOTHING
       RETURNING seq, entry_hash)
     UPDATE audit_chain_head SET seq = appended.seq, hash = appended.entry_hash FROM appended WHERE audit_chain_head.id`,
    [entry.id, entry.actorUserId, entry.action, entry.targetType, entry.targetId, jsonOrNull(entry.before), jsonOrNull(entry.after), entry.occurredAt],
  );
}

export interface AuditChainBreak {
  seq: number;
  entryId: string | null;
  reason: 'changed' | 'out of order' | 'missing' | 'head moved' | 'checkpoint differs';
}

export interface AuditChainCheck {
  intact: boolean;
  entries: number;
  headSeq: number;
  headHash: string;
  checkpoints: number;
  firstBroken: AuditChainBreak | null;
}

/** Hex of a bytea value, whichever driver read it. */
const hex = (value: Uint8Array) => Buffer.from(value).toString('hex');

const GENESIS_SQL = `sha256(convert_to('nova-jackpot audit log', 'UTF8'))`;

/**
 * Recomputes every entry's hash from its fields and the entry before it and
 * names the first that does not hold; then checks the head and every draw's
 * checkpoint against the entries they name.
 */
export async function checkAuditChain(db: Sql): Promise<AuditChainCheck> {
  const first = await db.query<{ seq: string; id: string; place: string; changed: boolean; linked: boolean }>(
    `WITH chain AS (
       SELECT seq, id, entry_hash,
              entry_hash = audit_entry_hash(prev_hash, seq, id, actor_user_id, action, target_type, target_id, before, after, occurred_at) AS intact,
              prev_hash = coalesce(lag(entry_hash) OVER (ORDER BY seq), ${GENESIS_SQL}) AS linked,
              row_number() OVER (ORDER BY seq) AS place
       FROM audit_log)
     SELECT seq::text, id, place::text, NOT intact AS changed, linked FROM chain
     WHERE NOT intact OR NOT linked OR seq <> place ORDER BY chain.seq LIMIT 1`,
  );
  const summary = await db.query<{ entries: string; last_seq: string | null; last_hash: Uint8Array | null; head_seq: string; head_hash: Uint8Array; checkpoints: string }>(
    `SELECT (SELECT count(*) FROM audit_log)::text AS entries,
            (SELECT max(seq) FROM audit_log)::text AS last_seq,
            (SELECT entry_hash FROM audit_log ORDER BY seq DESC LIMIT 1) AS last_hash,
            head.seq::text AS head_seq, head.hash AS head_hash,
            (SELECT count(*) FROM audit_checkpoints)::text AS checkpoints
     FROM audit_chain_head head`,
  );
  const totals = summary.rows[0]!;
  const base = {
    entries: Number(totals.entries),
    headSeq: Number(totals.head_seq),
    headHash: hex(totals.head_hash),
    checkpoints: Number(totals.checkpoints),
  };
  const broken = first.rows[0];
  if (broken) {
    // A gap before this entry: the ones in between were removed.
    const reason = broken.changed ? 'changed' : Number(broken.seq) !== Number(broken.place) ? 'missing' : 'out of order';
    return { ...base, intact: false, firstBroken: { seq: Number(broken.seq), entryId: broken.id, reason } };
  }
  const lastSeq = Number(totals.last_seq ?? 0);
  const headHolds = base.headSeq === lastSeq && (totals.last_hash ? hex(totals.last_hash) === base.headHash : true);
  if (!headHolds) return { ...base, intact: false, firstBroken: { seq: Math.min(base.headSeq, lastSeq) + 1, entryId: null, reason: 'head moved' } };
  const checkpoint = await db.query<{ seq: string; id: string | null }>(
    `SELECT c.seq::text, l.id FROM audit_checkpoints c LEFT JOIN audit_log l ON l.seq = c.seq
     WHERE (c.seq = 0 AND c.head_hash <> ${GENESIS_SQL}) OR (c.seq > 0 AND (l.entry_hash IS NULL OR l.entry_hash <> c.head_hash))
     ORDER BY c.seq LIMIT 1`,
  );
  const differs = checkpoint.rows[0];
  if (differs) return { ...base, intact: false, firstBroken: { seq: Number(differs.seq), entryId: differs.id, reason: 'checkpoint differs' } };
  return { ...base, intact: true, firstBroken: null };
}

/** Admin: the chain checked end to end. */
export async function adminAuditChainCheck(db: Db, caller: CallerIdentity | null): Promise<AuditChainCheck> {
  requireAdminRole(caller, 'risk');
  return checkAuditChain(db);
}

/** Records the head as it stands when a draw's sales close (once per event, and once per draw). */
export async function recordAuditCheckpoint(db: Db, event: EventOf<'draws.draw.closed.v1'>): Promise<void> {
  await handleOnce(db, AUDIT_CHECKPOINTS_CONSUMER, event, async (tx) => {
    await tx.query(
      `INSERT INTO audit_checkpoints (draw_id, seq, head_hash, recorded_at)
       SELECT $1, seq, hash, now() FROM audit_chain_head ON CONFLICT (draw_id) DO NOTHING`,
      [event.drawId],
    );
  });
}

/** Public: the audit log's head when the draw closed (null for draws closed before checkpoints existed). */
export async function auditCheckpointOf(db: Db, drawId: string): Promise<{ seq: number; headHash: string; recordedAt: string } | null> {
  const { rows } = await db.query<{ seq: string; head_hash: Uint8Array; recorded_at: Date | string }>(
    'SELECT seq::text, head_hash, recorded_at FROM audit_checkpoints WHERE draw_id = $1',
    [drawId],
  );
  const row = rows[0];
  return row ? { seq: Number(row.seq), headHash: hex(row.head_hash), recordedAt: iso(row.recorded_at) } : null;
}
