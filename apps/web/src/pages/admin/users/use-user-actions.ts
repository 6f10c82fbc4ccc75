import { useCallback, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { AdminRole } from '@nova/contracts';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { formatMoneySafe } from '../../../money/format-money';
import { useToast } from '../../../ui/Toaster';
import { AdminDeleteUserMutation, AdminSetUserPasswordMutation, AdminUpdateUserMutation } from './admin-users.operations';
import { refusalMessageId, type UserAction } from './user-action-rules';

/** Queries whose figures move when a user changes: the list itself and the stat tiles. */
const REFRESH = ['AdminUsers', 'AdminStats'];

type StatusAction = 'suspend' | 'activate';

/** Runs the Users tab operations with translated toasts; each resolves to whether it succeeded. */
export function useUserActions() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [update, updating] = useMutation(AdminUpdateUserMutation, { refetchQueries: REFRESH });
  const [remove, removing] = useMutation(AdminDeleteUserMutation, { refetchQueries: REFRESH });
  const [setPassword, settingPassword] = useMutation(AdminSetUserPasswordMutation);
  // One credit attempt = one idempotency key: a retry after a network error moves the money once.
  const creditAttempt = useRef<{ signature: string; key: string } | null>(null);

  const fail = useCallback(
    (action: UserAction, username: string, error: unknown) => {
      const refusal = refusalMessageId(action, error);
      const text = refusal ? intl.formatMessage({ id: refusal }) : handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: `admin.users.failed.${action}` }, { username }), description: text });
      return false;
    },
    [handleError, intl, showToast],
  );

  const succeed = useCallback(
    (action: UserAction, values: Record<string, string>) => {
      showToast({ title: intl.formatMessage({ id: `admin.users.done.${action}` }, values) });
      return true;
    },
    [intl, showToast],
  );

  const changeCredit = useCallback(
    async (action: 'addCredit' | 'removeCredit', user: { id: string; username: string }, amount: string, reason: string) => {
      const signature = JSON.stringify([action, user.id, amount.trim(), reason.trim()]);
      if (creditAttempt.current?.signature !== signature) creditAttempt.current = { signature, key: crypto.randomUUID() };
      try {
        const input = { action, amount: amount.trim(), reason: reason.trim() || null, idempotencyKey: creditAttempt.current.key };
        const { data } = await update({ variables: { id: user.id, input } });
        creditAttempt.current = null;
        const values = { username: user.username, amount: formatMoneySafe(amount.trim()).text };
        // At or above the four-eyes threshold nothing moved yet: a second admin decides in the Approvals tab.
        if (data?.adminUpdateUser.pendingApproval) {
          showToast({ title: intl.formatMessage({ id: 'admin.approvals.held' }), description: intl.formatMessage({ id: 'admin.approvals.heldText' }, values) });
          return true;
        }
        return succeed(action, values);
      } catch (error) {
        return fail(action, user.username, error);
      }
    },
    [fail, intl, showToast, succeed, update],
  );

  const changeStatus = useCallback(
    async (action: StatusAction, user: { id: string; username: string }) => {
      try {
        await update({ variables: { id: user.id, input: { action } } });
        return succeed(action, { username: user.username });
      } catch (error) {
        return fail(action, user.username, error);
      }
    },
    [fail, succeed, update],
  );

  const setRole = useCallback(
    async (user: { id: string; username: string }, role: AdminRole | null) => {
      try {
        await update({ variables: { id: user.id, input: { action: 'setRole', role } } });
        const roleName = intl.formatMessage({ id: role ? `admin.role.${role}` : 'admin.users.role.player' });
        return succeed('setRole', { username: user.username, role: roleName });
      } catch (error) {
        return fail('setRole', user.username, error);
      }
    },
    [fail, intl, succeed, update],
  );

  const deleteUser = useCallback(
    async (user: { id: string; username: string }) => {
      try {
        await remove({ variables: { id: user.id } });
        return succeed('delete', { username: user.username });
      } catch (error) {
        return fail('delete', user.username, error);
      }
    },
    [fail, remove, succeed],
  );

  const changePassword = useCallback(
    async (user: { id: string; username: string }, newPassword: string) => {
      try {
        await setPassword({ variables: { id: user.id, newPassword } });
        return succeed('changePassword', { username: user.username });
      } catch (error) {
        return fail('changePassword', user.username, error);
      }
    },
    [fail, setPassword, succeed],
  );

  return {
    changeCredit,
    changeStatus,
    setRole,
    deleteUser,
    changePassword,
    busy: updating.loading || removing.loading || settingPassword.loading,
  };
}
