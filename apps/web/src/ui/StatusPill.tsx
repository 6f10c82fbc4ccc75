import { FormattedMessage } from 'react-intl';

/** Spec §4: pending → Pending, approved/paid → Completed, rejected/failed → Failed, anything else → Unknown. */
export function moneyStatusDisplay(status: string): { label: string; tone: 'warning' | 'success' | 'danger' | 'muted' } {
  if (status === 'pending') return { label: 'status.pending', tone: 'warning' };
  if (status === 'approved' || status === 'paid') return { label: 'status.completed', tone: 'success' };
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
