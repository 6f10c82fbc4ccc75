/** One field of an audit entry that changed: what it was and what it became (null when absent). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditDiff {
  changes: AuditChange[];
  /** Text that is not a JSON object, shown as it is. */
  rawBefore: string | null;
  rawAfter: string | null;
  /** A readable name of the record when its snapshot has one (username, name or title). */
  subject: string | null;
}

const SUBJECT_FIELDS = ['username', 'name', 'title'] as const;

/** Longest value shown in a cell; the rest is cut with an ellipsis. */
const MAX_VALUE_LENGTH = 120;

function parseObject(text: string | null): { object: Record<string, unknown> | null; raw: string | null } {
  if (text === null || text.trim() === '') return { object: null, raw: null };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { object: value as Record<string, unknown>, raw: null };
    return { object: null, raw: value === null ? null : describe(value) };
  } catch {
    return { object: null, raw: text };
  }
}

/** A value as a person reads it: strings bare, the rest as compact JSON. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The fields that differ between the audit log's before and after JSON, in the order
 * they first appear; fields equal on both sides are left out.
 */
export function auditDiff(before: string | null, after: string | null): AuditDiff {
  const left = parseObject(before);
  const right = parseObject(after);
  const oldFields = left.object ?? {};
  const newFields = right.object ?? {};
  const fields = [...new Set([...Object.keys(oldFields), ...Object.keys(newFields)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = field in oldFields && oldFields[field] !== null ? describe(oldFields[field]) : null;
    const now = field in newFields && newFields[field] !== null ? describe(newFields[field]) : null;
    if (was !== now) changes.push({ field, before: was, after: now });
  }
  return { changes, rawBefore: left.raw, rawAfter: right.raw, subject: subjectOf(oldFields, newFields) };
}

function subjectOf(...snapshots: Record<string, unknown>[]): string | null {
  for (const field of SUBJECT_FIELDS) {
    for (const snapshot of snapshots) {
      const value = snapshot[field];
      if (typeof value === 'string' && value.trim() !== '') return describe(value);
    }
  }
  return null;
}
