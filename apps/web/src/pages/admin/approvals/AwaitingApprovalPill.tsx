import { FormattedMessage } from 'react-intl';
import { ShieldCheck } from 'lucide-react';

/** A withdrawal or payout whose completion waits for a second admin (four-eyes approval). */
export function AwaitingApprovalPill({ testId }: { testId: string }) {
  return (
    <span className="pill pill--accent" data-testid={testId}>
      <ShieldCheck size={14} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="admin.approvals.awaiting" />
    </span>
  );
}
