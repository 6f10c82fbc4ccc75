import { MIN_WITHDRAWAL_MINOR } from '@nova/rules/withdrawal-minimum';
import { amountMinor } from './deposit-rules';

/** A withdrawal is at least the minimum (docs/product-rules.md#withdrawal-minimum) and at most the available balance. */
export { MIN_WITHDRAWAL_MINOR };

export type WithdrawProblem = 'withdraw.error.amount' | 'withdraw.error.min' | 'withdraw.error.max';

export function withdrawProblem(amount: string, availableMinor: number): WithdrawProblem | null {
  const minor = amountMinor(amount);
  if (minor === null) return 'withdraw.error.amount';
  if (minor < MIN_WITHDRAWAL_MINOR) return 'withdraw.error.min';
  if (minor > availableMinor) return 'withdraw.error.max';
  return null;
}
