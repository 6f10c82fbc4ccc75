import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Clock, Info } from 'lucide-react';
import type { PaymentMethodFieldsFragment } from '../gql/graphql';
import { Money } from '../ui/Money';
import { PAYMENT_TYPE_LABELS } from './payment-labels';
import { PaymentTypeIcon } from './PaymentTypeIcon';

function Fact({ label, children, copyable = false, wide = false }: { label: string; children: ReactNode; copyable?: boolean; wide?: boolean }) {
  return (
    <div className={`method-details__fact ${wide ? 'method-details__fact--wide' : ''}`}>
      <dt><FormattedMessage id={label} /></dt>
      <dd className={copyable ? 'method-details__code' : undefined} dir={copyable ? 'ltr' : undefined}>{children}</dd>
    </div>
  );
}

/** Where to send the money: the chosen method's account, its instructions, limits and processing time. */
export function MethodDetails({ method }: { method: PaymentMethodFieldsFragment }) {
  return (
    <section className="method-details" aria-label={method.name} data-testid="deposit-method-details">
      <p className="method-details__type">
        <PaymentTypeIcon type={method.type} />
        <FormattedMessage id={PAYMENT_TYPE_LABELS[method.type] ?? 'paymentType.bank_transfer'} />
      </p>
      <dl className="method-details__facts">
        {method.bankName && <Fact label="paymentMethod.bankName">{method.bankName}</Fact>}
        {method.accountName && <Fact label="paymentMethod.accountName">{method.accountName}</Fact>}
        {method.accountNumber && <Fact label="paymentMethod.accountNumber" copyable>{method.accountNumber}</Fact>}
        {method.cryptoType && <Fact label="paymentMethod.cryptoType">{method.cryptoType}</Fact>}
        {method.cryptoNetwork && <Fact label="paymentMethod.network">{method.cryptoNetwork}</Fact>}
        {method.cryptoAddress && <Fact label="paymentMethod.cryptoAddress" copyable>{method.cryptoAddress}</Fact>}
        {method.paypalEmail && <Fact label="paymentMethod.paypalEmail" copyable>{method.paypalEmail}</Fact>}
        <Fact label="paymentMethod.limits" wide>
          <Money value={method.minAmount} size="sm" /> – <Money value={method.maxAmount} size="sm" />
        </Fact>
      </dl>
      {method.instructions && (
        <p className="method-details__note">
          <Info size={16} strokeWidth={1.75} aria-hidden />
          <span>{method.instructions}</span>
        </p>
      )}
      <p className="method-details__note">
        <Clock size={16} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="deposit.processingTime" values={{ time: <bdi>{method.processingTime}</bdi> }} />
      </p>
    </section>
  );
}
