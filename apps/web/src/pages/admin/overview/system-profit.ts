import { formatMinor, parseAmount } from '@nova/money';

export interface SystemProfit {
  /** Decimal string, negative when players hold more than they deposited (prizes, bonuses, credits). */
  profit: string;
  /** Profit as a percentage of deposits; null before the first deposit. */
  marginPercent: number | null;
}

function signedMinor(decimal: string): number {
  const text = decimal.trim();
  return text.startsWith('-') ? -parseAmount(text.slice(1)) : parseAmount(text);
}

/** System profit is deposits minus user balances, and the margin is that profit over deposits. */
export function systemProfit(totalDeposits: string, totalUserBalance: string): SystemProfit {
  const depositsMinor = signedMinor(totalDeposits);
  const profitMinor = depositsMinor - signedMinor(totalUserBalance);
  return {
    profit: formatMinor(profitMinor),
    marginPercent: depositsMinor > 0 ? (profitMinor * 100) / depositsMinor : null,
  };
}
