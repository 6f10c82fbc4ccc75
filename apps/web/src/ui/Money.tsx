import { formatMoneySafe } from '../money/format-money';

interface MoneyProps {
  /** An API decimal string such as "125.50". */
  value: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  testId?: string;
}

/** A money amount: currency code plus tabular Orbitron digits, always left to right (also in Arabic). */
export function Money({ value, size = 'md', testId }: MoneyProps) {
  const money = formatMoneySafe(value);
  return (
    <span className={`money money--${size}`} dir="ltr" data-testid={testId}>
      <span className="money__currency">{money.currency}</span>{' '}
      <span className="money__amount">{money.amount}</span>
    </span>
  );
}
