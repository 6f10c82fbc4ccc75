import { FormattedMessage } from 'react-intl';

/**
 * Pending → Pending, approved/paid/completed → Completed, rejected/failed → Failed,
 * anything else → Unknown. A withdrawal the admin set to processing says so (still held, not final).
 */
export function moneyStatusDisplay(status: string): { label: string; tone: 'warning' | 'success' | 'danger' | 'muted' | 'accent' } {
  if (status === 'pending') return { label: 'status.pending', tone: 'warning' };
  if (status === 'processing') return { label: 'status.processing', tone: 'accent' };
  if (status === 'approved' || status === 'paid' || status === 'completed') return { label: 'status.completed', tone: 'success' };
  if (status === 'rejected' || status === 'failed') return { label: 'status.failed', tone: 'danger' };
  return { label: 'status.unknown', tone: 'muted' };
}

export function MoneyStatusPill({ status, testId }: { status: string; testId?: string }) {
  const { label, tone } = moneyStatusDisplay(status);
  return (
    <span className={`pill pill--${tone}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={label} />
    </span>
  );
}
