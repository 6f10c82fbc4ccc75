import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CreditDialog } from './CreditDialog';
import { PasswordDialog } from './PasswordDialog';
import { PlayerProtectionDialog } from './PlayerProtectionDialog';
import { RoleDialog } from './RoleDialog';
import type { UserAction } from './user-action-rules';
import type { AdminUserRowData } from './UserRow';
import { useUserActions } from './use-user-actions';

export interface ChosenAction {
  action: UserAction;
  user: AdminUserRowData;
}

/** The confirmation step of the chosen operation; closes itself once the server agreed. */
export function UserActionDialog({ chosen, onClose }: { chosen: ChosenAction; onClose: () => void }) {
  const { changeCredit, changeStatus, setRole, deleteUser, changePassword, busy } = useUserActions();
  const { action, user } = chosen;
  const closeIf = (ok: boolean) => ok && onClose();

  if (action === 'protection') return <PlayerProtectionDialog user={user} onClose={onClose} />;
  if (action === 'addCredit' || action === 'removeCredit') {
    return <CreditDialog action={action} user={user} busy={busy} onClose={onClose} onSubmit={(amount, reason) => void changeCredit(action, user, amount, reason).then(closeIf)} />;
  }
  if (action === 'changePassword') {
    return <PasswordDialog username={user.username} busy={busy} onClose={onClose} onSubmit={(password) => void changePassword(user, password).then(closeIf)} />;
  }
  if (action === 'setRole') {
    return <RoleDialog username={user.username} current={user.adminRole ?? null} busy={busy} onClose={onClose} onSubmit={(role) => void setRole(user, role).then(closeIf)} />;
  }
  const username = <bdi>{user.username}</bdi>;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={<FormattedMessage id={`admin.users.action.${action}`} />}
      description={<FormattedMessage id={`admin.users.confirm.${action}`} values={{ username }} />}
      confirmLabel={<FormattedMessage id={`admin.users.action.${action}`} />}
      destructive={action === 'delete' || action === 'suspend'}
      busy={busy}
      onConfirm={() => void (action === 'delete' ? deleteUser(user) : changeStatus(action, user)).then(closeIf)}
      testId="admin-user-confirm"
    />
  );
}
