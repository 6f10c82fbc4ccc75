import { FormattedMessage } from 'react-intl';
import { Money } from '../ui/Money';
import { priceTickets, toDecimal } from './ticket-pricing';

interface PurchaseSummaryProps {
  priceMinor: number;
  quantity: number | null;
  balanceMinor: number;
}

/** The live preview: subtotal, volume discount, total and the balance after purchase (the server's own rounding). */
export function PurchaseSummary({ priceMinor, quantity, balanceMinor }: PurchaseSummaryProps) {
  const price = priceTickets(priceMinor, quantity ?? 1);
  const shown = quantity === null ? { subtotalMinor: 0, discountMinor: 0, discountPercent: 0, totalMinor: 0 } : price;
  const after = balanceMinor - shown.totalMinor;
  return (
    <dl className="purchase-summary">
      <div>
        <dt><FormattedMessage id="buy.subtotal" /></dt>
        <dd><Money value={toDecimal(shown.subtotalMinor)} size="sm" testId="buy-subtotal" /></dd>
      </div>
      <div className={shown.discountPercent > 0 ? 'purchase-summary__discount' : ''} data-testid="buy-discount" data-percent={shown.discountPercent}>
        <dt>
          {shown.discountPercent > 0 ? (
            <FormattedMessage id="buy.discount" values={{ percent: shown.discountPercent }} />
          ) : (
            <FormattedMessage id="buy.noDiscount" />
          )}
        </dt>
        <dd><Money value={toDecimal(-shown.discountMinor)} size="sm" /></dd>
      </div>
      <div className="purchase-summary__total">
        <dt><FormattedMessage id="buy.total" /></dt>
        <dd><Money value={toDecimal(shown.totalMinor)} size="md" testId="buy-total" /></dd>
      </div>
      <div className={after < 0 ? 'purchase-summary__negative' : ''}>
        <dt><FormattedMessage id="buy.balanceAfter" /></dt>
        <dd><Money value={toDecimal(after)} size="sm" testId="buy-balance-after" /></dd>
      </div>
    </dl>
  );
}
