import { FormattedMessage, useIntl } from 'react-intl';
import { Pencil, Trash2 } from 'lucide-react';
import type { PaymentMethodFieldsFragment } from '../../../gql/graphql';
import { PAYMENT_TYPE_LABELS } from '../../../payments/payment-labels';
import { PaymentTypeIcon } from '../../../payments/PaymentTypeIcon';
import { Money } from '../../../ui/Money';
import { Spinner } from '../../../ui/Spinner';

interface PaymentMethodRowProps {
  method: PaymentMethodFieldsFragment;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function accountLine(method: PaymentMethodFieldsFragment): string {
  if (method.type === 'bank_transfer') return [method.bankName, method.accountNumber].filter(Boolean).join(' · ');
  if (method.type === 'crypto') return [method.cryptoType, method.cryptoNetwork, method.cryptoAddress].filter(Boolean).join(' · ');
  return method.paypalEmail ?? '';
}

export function PaymentMethodRow({ method, deleting, onEdit, onDelete }: PaymentMethodRowProps) {
  const intl = useIntl();
  return (
    <li className="admin-row" data-testid="admin-method-row" data-method-id={method.id}>
      <div className="admin-row__main">
        <p className="admin-row__title admin-row__method"><PaymentTypeIcon type={method.type} /><bdi>{method.name}</bdi></p>
        <p className="admin-row__meta">
          <span className={`pill ${method.isActive ? 'pill--success' : 'pill--muted'}`} data-testid={`admin-method-state-${method.id}`}>
            <FormattedMessage id={method.isActive ? 'admin.methods.isActive' : 'admin.methods.isInactive'} />
          </span>
          <FormattedMessage id={PAYMENT_TYPE_LABELS[method.type] ?? 'paymentType.bank_transfer'} />
          {accountLine(method) && <span className="admin-row__account"><bdi dir="ltr">{accountLine(method)}</bdi></span>}
        </p>
        <p className="admin-row__meta">
          <span><Money value={method.minAmount} size="sm" /> – <Money value={method.maxAmount} size="sm" /></span>
          <span><FormattedMessage id="deposit.processingTime" values={{ time: <bdi>{method.processingTime}</bdi> }} /></span>
        </p>
      </div>
      <div className="admin-row__actions">
        <button className="button button--ghost button--small" type="button" onClick={onEdit} disabled={deleting} data-testid={`admin-method-edit-${method.id}`}>
          <Pencil size={16} strokeWidth={1.75} aria-hidden /><FormattedMessage id="admin.methods.edit" />
        </button>
        <button className="button button--ghost button--small" type="button" onClick={onDelete} disabled={deleting} aria-busy={deleting} aria-label={intl.formatMessage({ id: 'admin.methods.deleteNamed' }, { name: method.name })} data-testid={`admin-method-delete-${method.id}`}>
          {deleting ? <Spinner size={16} /> : <Trash2 size={16} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id={deleting ? 'common.deleting' : 'common.delete'} />
        </button>
      </div>
    </li>
  );
}
