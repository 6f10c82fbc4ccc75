import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { KeyRound } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './user-action-rules';
import { DialogHeader } from '../../../ui/DialogHeader';

interface PasswordDialogProps {
  username: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

/** A new password (admin) of at least 6 characters plus a confirmation; the user's sessions end. */
export function PasswordDialog({ username, busy, onSubmit, onClose }: PasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const problem = passwordProblem(password, confirmation);
  const mismatch = problem === 'admin.users.error.passwordMismatch';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass dialog--small" data-testid="admin-password-dialog">
          <form
            className="admin-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (!problem && !busy) onSubmit(password);
            }}
          >
            <DialogHeader icon={KeyRound} title={<FormattedMessage id="admin.users.action.changePassword" />} description={<FormattedMessage id="admin.users.password.text" values={{ username: <bdi>{username}</bdi> }} />} closeDisabled={busy} />
            <TextField
              label={<FormattedMessage id="admin.users.password.new" />}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              hint={<FormattedMessage id="admin.users.password.hint" values={{ min: MIN_PASSWORD_LENGTH }} />}
              error={tried && problem && !mismatch ? <FormattedMessage id={problem} values={{ min: MIN_PASSWORD_LENGTH }} /> : undefined}
              testId="admin-password-new"
              autoFocus
            />
            <TextField
              label={<FormattedMessage id="admin.users.password.confirm" />}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={tried && mismatch ? <FormattedMessage id={problem} /> : undefined}
              testId="admin-password-confirm"
            />
            <div className="dialog__actions">
              <Dialog.Close className="button button--ghost" type="button" disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Dialog.Close>
              <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy} data-testid="admin-password-submit">
                {busy ? <Spinner /> : <KeyRound size={18} strokeWidth={1.75} aria-hidden />}
                <FormattedMessage id="admin.users.password.submit" />
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
