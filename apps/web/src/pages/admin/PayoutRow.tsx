import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Check, X } from 'lucide-react';
import { useMutationErrorHandler } from '../../auth/AuthProvider';
import type { AdminPayoutsQuery, PayoutStatus } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Money } from '../../ui/Money';
import { MoneyStatusPill } from '../../ui/StatusPill';
import { useToast } from '../../ui/Toaster';
import { UpdatePayoutMutation } from './admin.operations';
import { AwaitingApprovalPill } from './approvals/AwaitingApprovalPill';

type Payout = AdminPayoutsQuery['adminPayouts'][number];

export function PayoutRow({ payout, onChanged }: { payout: Payout; onChanged: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<PayoutStatus | null>(null);
  const [update, { loading }] = useMutation(UpdatePayoutMutation);

  async function decide() {
    if (!deciding) return;
    try {
      const { data } = await update({ variables: { id: payout.id, input: { status: deciding, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) } } });
      showToast({ title: intl.formatMessage({ id: data?.updatePayout.pendingApproval ? 'admin.approvals.held' : 'admin.payouts.updated' }) });
      onChanged();
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.payouts.updateFailed' }), description: text });
    }
    setDeciding(null);
  }

  return (
    <li className="admin-row" data-testid="admin-payout-row">
      <div className="admin-row__main">
        <p className="admin-row__title"><bdi>{payout.player.username}</bdi> · <bdi>{payout.drawName}</bdi></p>
        <p className="admin-row__meta">
          <MoneyStatusPill status={payout.status} />
          {payout.pendingApproval && <AwaitingApprovalPill testId={`admin-payout-awaiting-${payout.id}`} />}
          <span dir="ltr">#{payout.rank} · {payout.ticketNumber}</span>
          <span><FormattedDate value={payout.createdAt} dateStyle="medium" timeStyle="short" /></span>
        </p>
        {payout.adminNotes && <p className="admin-row__notes">{payout.adminNotes}</p>}
      </div>
      <div className="admin-row__figures"><Money value={payout.amount} size="md" /></div>
      {payout.status === 'pending' && (
        <div className="admin-row__actions admin-row__actions--wide">
          <input className="field__input" value={notes} onChange={(event) => setNotes(event.target.value)} placeholder={intl.formatMessage({ id: 'admin.payouts.notes' })} aria-label={intl.formatMessage({ id: 'admin.payouts.notes' })} maxLength={500} data-testid={`admin-payout-notes-${payout.id}`} />
          {/* A payment awaiting a second admin (four-eyes) is not asked for again. */}
          {!payout.pendingApproval && (
            <button className="button button--primary button--small" type="button" onClick={() => setDeciding('paid')} data-testid={`admin-payout-paid-${payout.id}`}>
              <Check size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.payouts.markPaid" />
            </button>
          )}
          <button className="button button--ghost button--small" type="button" onClick={() => setDeciding('failed')} data-testid={`admin-payout-failed-${payout.id}`}>
            <X size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.payouts.markFailed" />
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={<FormattedMessage id={deciding === 'paid' ? 'admin.payouts.paidTitle' : 'admin.payouts.failedTitle'} />}
        description={<FormattedMessage id={deciding === 'paid' ? 'admin.payouts.paidText' : 'admin.payouts.failedText'} values={{ username: payout.player.username }} />}
        confirmLabel={<FormattedMessage id={deciding === 'paid' ? 'admin.payouts.markPaid' : 'admin.payouts.markFailed'} />}
        onConfirm={() => void decide()}
        busy={loading}
        destructive={deciding === 'failed'}
        testId="admin-payout-dialog"
      />
    </li>
  );
}
