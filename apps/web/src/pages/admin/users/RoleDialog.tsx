import { useId, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShieldCheck } from 'lucide-react';
import { ADMIN_ROLES, type AdminRole } from '@nova/contracts';
import { Spinner } from '../../../ui/Spinner';
import { DialogHeader } from '../../../ui/DialogHeader';

interface RoleDialogProps {
  username: string;
  /** The user's role now; null for a player. */
  current: AdminRole | null;
  busy: boolean;
  onSubmit: (role: AdminRole | null) => void;
  onClose: () => void;
}

/** The select's value for "no admin role". */
const PLAYER = 'player';

/**
 * A superadmin picks a user's role (or none) and confirms; the dialog says
 * what the change does (their sessions end, the role applies from their next
 * sign-in). docs/product-rules.md#admin-roles
 */
export function RoleDialog({ username, current, busy, onSubmit, onClose }: RoleDialogProps) {
  const intl = useIntl();
  const selectId = useId();
  const [chosen, setChosen] = useState<string>(current ?? PLAYER);
  const role = chosen === PLAYER ? null : (chosen as AdminRole);
  const unchanged = role === current;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass dialog--small" data-testid="admin-role-dialog">
          <form
            className="admin-dialog__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!unchanged && !busy) onSubmit(role);
            }}
          >
            <DialogHeader icon={ShieldCheck} title={<FormattedMessage id="admin.users.action.setRole" />} description={<FormattedMessage id="admin.users.role.text" values={{ username: <bdi>{username}</bdi> }} />} closeDisabled={busy} />
            <div className="field">
              <label className="field__label" htmlFor={selectId}><FormattedMessage id="admin.users.col.role" /></label>
              <select id={selectId} className="field__input" value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="admin-role-select" autoFocus>
                <option value={PLAYER}>{intl.formatMessage({ id: 'admin.users.role.player' })}</option>
                {ADMIN_ROLES.map((option) => (
                  <option key={option} value={option}>{intl.formatMessage({ id: `admin.role.${option}` })}</option>
                ))}
              </select>
              <p className="field__hint" data-testid="admin-role-summary">
                <FormattedMessage id={role ? `admin.role.${role}.summary` : 'admin.role.player.summary'} />
              </p>
            </div>
            <div className="dialog__actions">
              <Dialog.Close className="button button--ghost" type="button" disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Dialog.Close>
              <button className="button button--primary" type="submit" disabled={busy || unchanged} aria-busy={busy} data-testid="admin-role-submit">
                {busy ? <Spinner /> : <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />}
                <FormattedMessage id="admin.users.role.submit" />
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
