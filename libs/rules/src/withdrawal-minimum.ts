/**
 * The smallest withdrawal, 10.00 (docs/product-rules.md#withdrawal-minimum).
 * The payments service refuses less, and the web form says so before sending.
 */
export const MIN_WITHDRAWAL_MINOR = 10_00;

export function meetsWithdrawalMinimum(amountMinor: number): boolean {
  return amountMinor >= MIN_WITHDRAWAL_MINOR;
}
