import { createContext, useContext } from 'react';
import { formatMinor, parseAmount } from '@nova/money';
import { formatMoney, type MoneyDisplay } from './format-money';

/**
 * The player's display currency and its admin-set rate (units of it per base unit).
 * null: no approximate figure (signed out, the base currency itself, no rate set,
 * or the admin panel, which speaks base amounts only). docs/product-rules.md#display-currency
 */
export interface DisplayCurrency {
  currency: string;
  rate: number;
}

export const DisplayCurrencyContext = createContext<DisplayCurrency | null>(null);

export function useDisplayCurrency(): DisplayCurrency | null {
  return useContext(DisplayCurrencyContext);
}

/** Which display currency applies: only a different currency with a usable rate. */
export function pickDisplayCurrency(
  userCurrency: string | null | undefined,
  baseCurrency: string,
  rates: Readonly<Record<string, unknown>> | null | undefined,
): DisplayCurrency | null {
  if (!userCurrency || userCurrency === baseCurrency || !rates) return null;
  const rate = rates[userCurrency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? { currency: userCurrency, rate } : null;
}

/**
 * A base amount ("125.50") in the display currency, rounded half away from zero to
 * the cent. Display only: the ledger never sees it. null for a malformed amount.
 */
export function approximate(decimal: string, display: DisplayCurrency): MoneyDisplay | null {
  const text = decimal.trim();
  const negative = text.startsWith('-');
  let minor: number;
  try {
    minor = parseAmount(negative ? text.slice(1) : text);
  } catch {
    return null;
  }
  const converted = Math.round(minor * display.rate);
  if (!Number.isSafeInteger(converted)) return null;
  return formatMoney(`${negative && converted > 0 ? '-' : ''}${formatMinor(converted)}`, display.currency);
}
