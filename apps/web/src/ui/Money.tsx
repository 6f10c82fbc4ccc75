import { useIntl } from 'react-intl';
import { approximate, useDisplayCurrency } from '../money/display-currency';
import { formatMoneySafe } from '../money/format-money';

interface MoneyProps {
  /** An API decimal string such as "125.50". */
  value: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
  /** false leaves out the approximate display-currency figure (e.g. inside a sentence). */
  approx?: boolean;
}

/**
 * A money amount: currency code plus tabular display digits, always left to right
 * (also in Arabic). A player whose display currency differs from the base sees an
 * approximate converted figure after it, marked "≈" (docs/product-rules.md#display-currency);
 * small amounts carry it as a hover hint and for screen readers only.
 */
export function Money({ value, size = 'md', testId, approx = true }: MoneyProps) {
  const intl = useIntl();
  const display = useDisplayCurrency();
  const money = formatMoneySafe(value);
  const converted = approx && display && value != null ? approximate(value, display) : null;
  const hint = converted && size === 'sm' ? `≈ ${converted.text}` : undefined;
  return (
    <span className={`money money--${size}`} dir="ltr" data-testid={testId} title={hint}>
      <span className="money__currency">{money.currency}</span>{' '}
      <span className="money__amount">{money.amount}</span>
      {converted && (
        <>
          {' '}
          {/* Small amounts sit in rows and sentences with no room: there the figure is read out and shown on hover only. */}
          <span
            className={size === 'sm' ? 'sr-only' : 'money__approx'}
            title={intl.formatMessage({ id: 'money.approxHint' }, { currency: converted.currency })}
            data-testid={testId ? `${testId}-approx` : undefined}
          >
            <span aria-hidden>≈ </span>
            <span className="sr-only">{intl.formatMessage({ id: 'money.approx' })} </span>
            {converted.text}
          </span>
        </>
      )}
    </span>
  );
}
