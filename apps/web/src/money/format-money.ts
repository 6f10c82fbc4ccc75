import { formatMinor, parseAmount } from '@nova/money';

/**
 * The platform's one base currency ("no conversion", default MVR; docs/product-rules.md#display-currency).
 * Shown as the ISO code: the Thaana symbol needs a font most devices lack.
 */
export const BASE_CURRENCY = 'MVR';

export interface MoneyDisplay {
  currency: string;
  /** Grouped Latin digits with two decimals, e.g. "1,250.50"; always read left to right. */
  amount: string;
  /** "MVR 1,250.50" for labels and screen readers. */
  text: string;
}

/** Formats an API decimal string ("1250.5", "-3.00") without ever going through floats. */
export function formatMoney(decimal: string, currency: string = BASE_CURRENCY): MoneyDisplay {
  const negative = decimal.trim().startsWith('-');
  const minor = parseAmount(negative ? decimal.trim().slice(1) : decimal);
  const [whole = '0', cents = '00'] = formatMinor(minor).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const amount = `${negative && minor > 0 ? '-' : ''}${grouped}.${cents}`;
  return { currency, amount, text: `${currency} ${amount}` };
}

/** Like formatMoney, but shows a dash instead of throwing on a malformed value. */
export function formatMoneySafe(decimal: string | null | undefined, currency: string = BASE_CURRENCY): MoneyDisplay {
  if (decimal == null) return { currency, amount: '—', text: `${currency} —` };
  try {
    return formatMoney(decimal, currency);
  } catch {
    return { currency, amount: '—', text: `${currency} —` };
  }
}
