/**
 * Which prizes are paid without an admin (docs/product-rules.md#auto-payout).
 * A prize at or under the auto-payout limit is approved the moment its draw
 * completes and the payout worker credits it; a larger prize waits until an
 * admin marks it paid. A limit of 0 sends every prize to an admin.
 */
export function isAutoApproved(prizeMinor: number, autoPayoutLimitMinor: number): boolean {
  return prizeMinor <= autoPayoutLimitMinor;
}
