import { amountMinor } from './deposit-rules';

/** decisions.md: a withdrawal is at least 10.00 and at most the available balance. */
export const MIN_WITHDRAWAL_MINOR = 1000;

export type WithdrawProblem = 'withdraw.error.amount' | 'withdraw.error.min' | 'withdraw.error.max';

export function withdrawProblem(amount: string, availableMinor: number): WithdrawProblem | null {
  const minor = amountMinor(amount);
  if (minor === null) return 'withdraw.error.amount';
  if (minor < MIN_WITHDRAWAL_MINOR) return 'withdraw.error.min';
  if (minor > availableMinor) return 'withdraw.error.max';
  return null;
}
