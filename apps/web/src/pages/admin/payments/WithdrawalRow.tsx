import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Check, Hourglass, X, type LucideIcon } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { AdminWithdrawalsQuery, WithdrawalStatus } from '../../../gql/graphql';
import { methodKindLabel } from '../../../payments/payment-labels';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Money } from '../../../ui/Money';
import { MoneyStatusPill } from '../../../ui/StatusPill';
import { useToast } from '../../../ui/Toaster';
import { AwaitingApprovalPill } from '../approvals/AwaitingApprovalPill';
import { AccountInfoView } from './AccountInfoView';
import { SetWithdrawalStatusMutation } from './admin-payments.operations';
import { ADMIN_PAYMENT_QUERIES } from './admin-polling';
import { ReviewNotes } from './ReviewNotes';
import { WithdrawalPlayer } from './WithdrawalPlayer';

type Withdrawal = AdminWithdrawalsQuery['adminWithdrawals'][number];
type Decision = Exclude<WithdrawalStatus, 'pending'>;

const DECISIONS: Record<Decision, { label: string; title: string; text: string; icon: LucideIcon; primary: boolean }> = {
  processing: { label: 'admin.withdrawals.processing', title: 'admin.withdrawals.processingTitle', text: 'admin.withdrawals.processingText', icon: Hourglass, primary: false },
  completed: { label: 'admin.withdrawals.complete', title: 'admin.withdrawals.completeTitle', text: 'admin.withdrawals.completeText', icon: Check, primary: true },
  rejected: { label: 'admin.withdrawals.reject', title: 'admin.withdrawals.rejectTitle', text: 'admin.withdrawals.rejectText', icon: X, primary: false },
};

/**
 * Pending → processing, completed or rejected; processing → completed or rejected.
 * A completion awaiting a second admin (four-eyes) is not asked for again.
 */
function nextDecisions(status: WithdrawalStatus, pendingApproval: boolean): Decision[] {
  const next: Decision[] = status === 'pending' ? ['processing', 'completed', 'rejected'] : status === 'processing' ? ['completed', 'rejected'] : [];
  return pendingApproval ? next.filter((decision) => decision !== 'completed') : next;
}

export function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [setStatus, { loading }] = useMutation(SetWithdrawalStatusMutation, { refetchQueries: ADMIN_PAYMENT_QUERIES });
  const decisions = nextDecisions(withdrawal.status, withdrawal.pendingApproval);
  const kind = methodKindLabel(withdrawal.paymentMethod);
  const who = withdrawal.user?.username ?? withdrawal.id;

  async function decide() {
    if (!deciding) return;
    try {
      const { data } = await setStatus({ variables: { id: withdrawal.id, input: { status: deciding, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) } } });
      const held = data?.setWithdrawalStatus.pendingApproval === true;
      showToast({ title: intl.formatMessage({ id: held ? 'admin.approvals.held' : 'admin.withdrawals.updated' }), description: who });
      setNotes('');
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.withdrawals.updateFailed' }), description: text });
    }
    setDeciding(null);
  }

  return (
    <li className="admin-row" data-testid="admin-withdrawal-row" data-withdrawal-id={withdrawal.id} data-status={withdrawal.status}>
      <div className="admin-row__main">
        <p className="admin-row__title">
          <bdi>{withdrawal.user?.username ?? '—'}</bdi>
          {withdrawal.user?.fullName && <span className="muted"> · <bdi>{withdrawal.user.fullName}</bdi></span>}
        </p>
        <p className="admin-row__meta">
          <MoneyStatusPill status={withdrawal.status} testId={`admin-withdrawal-status-${withdrawal.id}`} />
          {withdrawal.pendingApproval && <AwaitingApprovalPill testId={`admin-withdrawal-awaiting-${withdrawal.id}`} />}
          <span>{kind ? <FormattedMessage id={kind} /> : withdrawal.paymentMethod}</span>
          <span><FormattedDate value={withdrawal.createdAt} dateStyle="medium" timeStyle="short" /></span>
        </p>
        <AccountInfoView text={withdrawal.accountInfo} testId={`admin-withdrawal-account-${withdrawal.id}`} />
        {withdrawal.user && <WithdrawalPlayer player={withdrawal.user} withdrawalId={withdrawal.id} openAtFirst={decisions.length > 0} />}
        {withdrawal.adminNotes && <p className="admin-row__notes">{withdrawal.adminNotes}</p>}
      </div>
      <div className="admin-row__figures"><Money value={withdrawal.amount} size="md" /></div>
      {decisions.length > 0 && (
        <div className="admin-row__actions admin-row__actions--wide">
          <ReviewNotes value={notes} onChange={setNotes} testId={`admin-withdrawal-notes-${withdrawal.id}`} />
          {decisions.map((decision) => {
            const { label, icon: Icon, primary } = DECISIONS[decision];
            return (
              <button key={decision} className={`button button--small ${primary ? 'button--primary' : 'button--ghost'}`} type="button" onClick={() => setDeciding(decision)} data-testid={`admin-withdrawal-set-${decision}-${withdrawal.id}`}>
                <Icon size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id={label} />
              </button>
            );
          })}
        </div>
      )}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={deciding ? <FormattedMessage id={DECISIONS[deciding].title} /> : null}
        description={deciding ? <FormattedMessage id={DECISIONS[deciding].text} values={{ username: who, amount: <Money value={withdrawal.amount} size="sm" /> }} /> : null}
        confirmLabel={deciding ? <FormattedMessage id={DECISIONS[deciding].label} /> : null}
        onConfirm={() => void decide()}
        busy={loading}
        destructive={deciding === 'rejected'}
        testId="admin-withdrawal-dialog"
      />
    </li>
  );
}
