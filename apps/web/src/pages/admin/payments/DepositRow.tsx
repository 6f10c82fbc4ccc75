import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Check, Copy, ImageIcon, X } from 'lucide-react';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { AdminDepositsQuery, DepositReviewStatus } from '../../../gql/graphql';
import { PaymentTypeIcon } from '../../../payments/PaymentTypeIcon';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Money } from '../../../ui/Money';
import { MoneyStatusPill } from '../../../ui/StatusPill';
import { useToast } from '../../../ui/Toaster';
import { ReviewDepositMutation } from './admin-payments.operations';
import { ADMIN_PAYMENT_QUERIES } from './admin-polling';
import { ReviewNotes } from './ReviewNotes';

type Deposit = AdminDepositsQuery['adminDeposits'][number];

interface DepositRowProps {
  deposit: Deposit;
  onViewScreenshot: (deposit: Deposit) => void;
  onChanged: () => void;
}

/** A deposit under review: who, how much, which method, the proof, and approve / reject with a note and a confirmation. */
export function DepositRow({ deposit, onViewScreenshot, onChanged }: DepositRowProps) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [notes, setNotes] = useState('');
  const [deciding, setDeciding] = useState<DepositReviewStatus | null>(null);
  const [review, { loading }] = useMutation(ReviewDepositMutation, { refetchQueries: ADMIN_PAYMENT_QUERIES });
  const duplicates = deposit.screenshotDuplicates ?? [];
  const who = deposit.user?.username ?? deposit.id;

  async function decide() {
    if (!deciding) return;
    try {
      await review({ variables: { id: deposit.id, input: { status: deciding, ...(notes.trim() ? { adminNotes: notes.trim() } : {}) } } });
      showToast({ title: intl.formatMessage({ id: deciding === 'approved' ? 'admin.deposits.approved' : 'admin.deposits.rejected' }), description: who });
      setDeciding(null);
      onChanged();
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.deposits.reviewFailed' }), description: text });
      setDeciding(null);
    }
  }

  return (
    <li className="admin-row" data-testid="admin-deposit-row" data-deposit-id={deposit.id} data-status={deposit.status}>
      <div className="admin-row__main">
        <p className="admin-row__title">
          <bdi>{deposit.user?.username ?? '—'}</bdi>
          {deposit.user?.fullName && <span className="muted"> · <bdi>{deposit.user.fullName}</bdi></span>}
        </p>
        <p className="admin-row__meta">
          <MoneyStatusPill status={deposit.status} testId={`admin-deposit-status-${deposit.id}`} />
          <span className="admin-row__method"><PaymentTypeIcon type={deposit.paymentMethodType} size={14} /><bdi>{deposit.paymentMethodName}</bdi></span>
          <span><FormattedDate value={deposit.createdAt} dateStyle="medium" timeStyle="short" /></span>
        </p>
        {duplicates.length > 0 && (
          <p className="pill pill--danger admin-row__flag" data-testid={`admin-deposit-duplicate-${deposit.id}`}>
            <Copy size={14} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id={duplicates.some((entry) => entry.match === 'same_file') ? 'admin.deposits.duplicateFile' : 'admin.deposits.duplicateImage'} values={{ count: duplicates.length }} />
          </p>
        )}
        {deposit.adminNotes && <p className="admin-row__notes">{deposit.adminNotes}</p>}
      </div>
      <div className="admin-row__figures">
        <Money value={deposit.amount} size="md" />
        <button className="button button--ghost button--small" type="button" onClick={() => onViewScreenshot(deposit)} data-testid={`admin-deposit-screenshot-${deposit.id}`}>
          <ImageIcon size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="admin.deposits.viewScreenshot" />
        </button>
      </div>
      {deposit.status === 'pending' && (
        <div className="admin-row__actions admin-row__actions--wide">
          <ReviewNotes value={notes} onChange={setNotes} testId={`admin-deposit-notes-${deposit.id}`} />
          <button className="button button--primary button--small" type="button" onClick={() => setDeciding('approved')} data-testid={`admin-deposit-approve-${deposit.id}`}>
            <Check size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.deposits.approve" />
          </button>
          <button className="button button--ghost button--small" type="button" onClick={() => setDeciding('rejected')} data-testid={`admin-deposit-reject-${deposit.id}`}>
            <X size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.deposits.reject" />
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(open) => !open && setDeciding(null)}
        title={<FormattedMessage id={deciding === 'approved' ? 'admin.deposits.approveTitle' : 'admin.deposits.rejectTitle'} />}
        description={
          <FormattedMessage
            id={deciding === 'approved' ? 'admin.deposits.approveText' : 'admin.deposits.rejectText'}
            values={{ username: who, amount: <Money value={deposit.amount} size="sm" /> }}
          />
        }
        confirmLabel={<FormattedMessage id={deciding === 'approved' ? 'admin.deposits.approve' : 'admin.deposits.reject'} />}
        onConfirm={() => void decide()}
        busy={loading}
        destructive={deciding === 'rejected'}
        testId="admin-deposit-dialog"
      />
    </li>
  );
}
