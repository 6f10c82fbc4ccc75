import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { Check, X } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { ApprovalFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Money } from '../../../ui/Money';
import { useToast } from '../../../ui/Toaster';
import { approvalAge, approvalKindLabel, approvalResult } from './approval-age';
import { DecideApprovalMutation } from './approvals.operations';

/** Lists whose figures move once a decision is carried out. */
const REFRESH = ['AdminApprovals', 'AdminApprovalBadge', 'AdminWithdrawals', 'AdminPayouts', 'AdminPaymentCounts', 'AdminUsers'];

export function ApprovalRow({ request, mine }: { request: ApprovalFieldsFragment; mine: boolean }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [note, setNote] = useState('');
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [decideRequest, { loading }] = useMutation(DecideApprovalMutation, { refetchQueries: REFRESH });
  const age = approvalAge(request.requestedAt, Date.now());
  const result = approvalResult(request);
  const values = { kind: intl.formatMessage({ id: approvalKindLabel(request.kind) }), amount: <Money value={request.amount} size="sm" />, username: request.target.username };

  async function decide() {
    if (!deciding) return;
    try {
      await decideRequest({ variables: { id: request.id, approve: deciding === 'approve', note: note.trim() || null } });
      showToast({ title: intl.formatMessage({ id: deciding === 'approve' ? 'admin.approvals.approved' : 'admin.approvals.rejected' }) });
      setNote('');
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.approvals.decideFailed' }), description: text });
    }
    setDeciding(null);
  }

  return (
    <li className="admin-row" data-testid="admin-approval-row" data-approval-id={request.id} data-status={request.status}>
      <div className="admin-row__main">
        <p className="admin-row__title">
          <FormattedMessage id={approvalKindLabel(request.kind)} /> · <bdi>{request.target.username}</bdi>
        </p>
        <p className="admin-row__meta">
          <span className={`pill pill--${result.tone}`} data-testid={`admin-approval-result-${request.id}`}><FormattedMessage id={result.label} /></span>
          <span><FormattedMessage id="admin.approvals.requestedBy" values={{ username: <bdi>{request.requestedBy.username}</bdi> }} /></span>
          <span><FormattedRelativeTime value={age.value} unit={age.unit} numeric="auto" /></span>
          {request.decidedBy && <span><FormattedMessage id="admin.approvals.decidedBy" values={{ username: <bdi>{request.decidedBy.username}</bdi> }} /></span>}
        </p>
        {request.summary && <p className="admin-row__notes"><bdi>{request.summary}</bdi></p>}
        {request.note && <p className="admin-row__notes approvals__note"><FormattedMessage id="admin.approvals.note" values={{ note: <bdi>{request.note}</bdi> }} /></p>}
        {request.outcome === 'failed' && request.outcomeReason && <p className="approvals__reason" role="note"><bdi>{request.outcomeReason}</bdi></p>}
      </div>
      <div className="admin-row__figures"><Money value={request.amount} size="md" /></div>
      {request.status === 'pending' && (mine ? (
        <p className="approvals__own muted" data-testid={`admin-approval-own-${request.id}`}><FormattedMessage id="admin.approvals.own" /></p>
      ) : (
        <div className="admin-row__actions admin-row__actions--wide">
          <input className="field__input" value={note} onChange={(event) => setNote(event.target.value)} placeholder={intl.formatMessage({ id: 'admin.approvals.notePlaceholder' })} aria-label={intl.formatMessage({ id: 'admin.approvals.notePlaceholder' })} maxLength={500} data-testid={`admin-approval-note-${request.id}`} />
          <button className="button button--primary button--small" type="button" onClick={() => setDeciding('approve')} data-testid={`admin-approval-approve-${request.id}`}>
            <Check size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.approvals.approve" />
          </button>
          <button className="button button--ghost button--small" type="button" onClick={() => setDeciding('reject')} data-testid={`admin-approval-reject-${request.id}`}>
            <X size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.approvals.reject" />
          </button>
        </div>
      ))}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={<FormattedMessage id={deciding === 'reject' ? 'admin.approvals.rejectTitle' : 'admin.approvals.approveTitle'} />}
        description={<FormattedMessage id={deciding === 'reject' ? 'admin.approvals.rejectText' : 'admin.approvals.approveText'} values={values} />}
        confirmLabel={<FormattedMessage id={deciding === 'reject' ? 'admin.approvals.reject' : 'admin.approvals.approve'} />}
        onConfirm={() => void decide()}
        busy={loading}
        destructive={deciding === 'reject'}
        testId="admin-approval-dialog"
      />
    </li>
  );
}
