import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { CircleMinus, CirclePlus } from 'lucide-react';
import { formatMoneySafe } from '../../../money/format-money';
import { amountMinor } from '../../../payments/deposit-rules';
import { Money } from '../../../ui/Money';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { creditProblem, MAX_REASON_LENGTH } from './user-action-rules';
import type { AdminUserRowData } from './UserRow';
import { DialogHeader } from '../../../ui/DialogHeader';

interface CreditDialogProps {
  action: 'addCredit' | 'removeCredit';
  user: AdminUserRowData;
  busy: boolean;
  onSubmit: (amount: string, reason: string) => void;
  onClose: () => void;
}

/** addCredit / removeCredit: an amount and a reason (kept in the audit log and the wallet memo). */
export function CreditDialog({ action, user, busy, onSubmit, onClose }: CreditDialogProps) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const availableMinor = amountMinor(user.availableBalance) ?? 0;
  const problem = creditProblem(action, amount, reason, availableMinor);
  const adding = action === 'addCredit';
  const Icon = adding ? CirclePlus : CircleMinus;
  const validAmount = amountMinor(amount) !== null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass dialog--small" data-testid="admin-credit-dialog">
          <form
            className="admin-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (!problem && !busy) onSubmit(amount, reason);
            }}
          >
            <DialogHeader icon={Icon} title={<FormattedMessage id={`admin.users.action.${action}`} />} description={<FormattedMessage id={adding ? 'admin.users.credit.addText' : 'admin.users.credit.removeText'} values={{ username: <bdi>{user.username}</bdi> }} />} closeDisabled={busy} />
            <dl className="admin-dialog__facts">
              <div><dt><FormattedMessage id="admin.users.col.balance" /></dt><dd><Money value={user.balance} size="sm" /></dd></div>
              <div><dt><FormattedMessage id="admin.users.available" /></dt><dd><Money value={user.availableBalance} size="sm" testId="admin-credit-available" /></dd></div>
            </dl>
            <TextField
              label={<FormattedMessage id="admin.users.credit.amount" />}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              placeholder="25.00"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={tried && problem && problem !== 'admin.users.error.reasonLength' ? <FormattedMessage id={problem} /> : undefined}
              testId="admin-credit-amount"
              autoFocus
            />
            <TextField
              label={<FormattedMessage id="admin.users.credit.reason" />}
              autoComplete="off"
              maxLength={MAX_REASON_LENGTH + 1}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              hint={<FormattedMessage id="admin.users.credit.reasonHint" />}
              error={tried && problem === 'admin.users.error.reasonLength' ? <FormattedMessage id={problem} values={{ max: MAX_REASON_LENGTH }} /> : undefined}
              testId="admin-credit-reason"
            />
            <div className="dialog__actions">
              <Dialog.Close className="button button--ghost" type="button" disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Dialog.Close>
              <button className={`button ${adding ? 'button--primary' : 'button--danger'}`} type="submit" disabled={busy} aria-busy={busy} data-testid="admin-credit-submit">
                {busy ? <Spinner /> : <Icon size={18} strokeWidth={1.75} aria-hidden />}
                {validAmount ? (
                  <FormattedMessage id={adding ? 'admin.users.credit.addAmount' : 'admin.users.credit.removeAmount'} values={{ amount: <bdi dir="ltr">{formatMoneySafe(amount.trim()).text}</bdi> }} />
                ) : (
                  <FormattedMessage id={`admin.users.action.${action}`} />
                )}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
