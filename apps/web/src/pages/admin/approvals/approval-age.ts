/** How long ago a request was made, in the largest whole unit (for FormattedRelativeTime). */
export function approvalAge(requestedAt: string, now: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(requestedAt)) / 60_000));
  if (minutes < 60) return { value: minutes === 0 ? 0 : -minutes, unit: 'minute' };
  if (minutes < 24 * 60) return { value: -Math.floor(minutes / 60), unit: 'hour' };
  return { value: -Math.floor(minutes / (24 * 60)), unit: 'day' };
}

/** Message id of a request's kind. */
export const approvalKindLabel = (kind: string) =>
  kind === 'credit' || kind === 'debit' || kind === 'withdrawal' || kind === 'payout' ? `admin.approvals.kind.${kind}` : 'status.unknown';

/** What the list shows of a decided request: the owner's outcome once it answered, the decision until then. */
export function approvalResult(request: { status: string; outcome?: string | null }): { label: string; tone: 'warning' | 'success' | 'danger' | 'muted' } {
  if (request.status === 'pending') return { label: 'admin.approvals.result.pending', tone: 'warning' };
  if (request.outcome === 'done') return { label: 'admin.approvals.result.done', tone: 'success' };
  if (request.outcome === 'failed') return { label: 'admin.approvals.result.failed', tone: 'danger' };
  if (request.outcome === 'rejected' || request.status === 'rejected') return { label: 'admin.approvals.result.rejected', tone: 'muted' };
  return { label: 'admin.approvals.result.approving', tone: 'warning' };
}
