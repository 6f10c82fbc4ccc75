import { WithdrawalHistory } from './WithdrawalHistory';
import { WithdrawForm } from './WithdrawForm';

/** Withdraw tab: the request form over the player's withdrawal history. */
export function WithdrawTab() {
  return (
    <div className="profile__stack">
      <WithdrawForm />
      <WithdrawalHistory />
    </div>
  );
}
