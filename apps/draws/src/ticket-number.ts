/**
 * Ticket numbers are draw-scoped: "NJ-000001", "NJ-000002", ... (more digits
 * past 999,999). Visible ASCII, as the fair draw requires, and unique within a
 * draw (a unique index guards it). The SQL twin below writes them in bulk.
 */
export const TICKET_PREFIX = 'NJ-';

export function formatTicketNumber(seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`ticket sequence must be a positive integer, got ${seq}`);
  return `${TICKET_PREFIX}${String(seq).padStart(6, '0')}`;
}

/** The same format in SQL, for `seqExpression` (lpad alone would cut longer numbers). */
export function ticketNumberSql(seqExpression: string): string {
  return `'${TICKET_PREFIX}' || CASE WHEN ${seqExpression} < 1000000 THEN lpad(${seqExpression}::text, 6, '0') ELSE ${seqExpression}::text END`;
}
