import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { useToast } from '../../../ui/Toaster';
import { DeleteDrawMutation, RenameDrawMutation, TriggerDrawMutation } from '../admin.operations';
import { isSuccessMessage } from './draw-admin-rules';

/** Rename, delete and trigger with their toasts; each resolves to whether it succeeded. */
export function useDrawActions(onChanged: () => void) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [rename, renaming] = useMutation(RenameDrawMutation, { refetchQueries: ['CurrentDraws'] });
  const [remove, removing] = useMutation(DeleteDrawMutation, { refetchQueries: ['CurrentDraws', 'MyTickets', 'MyTicketStats'] });
  const [trigger, triggering] = useMutation(TriggerDrawMutation, { refetchQueries: ['CurrentDraws', 'MyTickets', 'MyTicketStats', 'AdminAnalytics'] });

  const fail = useCallback(
    (titleId: string, error: unknown) => {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
      return false;
    },
    [handleError, intl, showToast],
  );

  /** Answers without "successfully" are shown as destructive information. */
  const report = useCallback(
    (message: string) => {
      const ok = isSuccessMessage(message);
      showToast({ variant: ok ? 'default' : 'destructive', title: message });
      if (ok) onChanged();
      return ok;
    },
    [onChanged, showToast],
  );

  const renameDraw = useCallback(
    async (id: string, name: string) => {
      try {
        const { data } = await rename({ variables: { id, name } });
        return data ? report(data.renameDraw.message) : false;
      } catch (error) {
        return fail('admin.draws.updateFailed', error);
      }
    },
    [fail, rename, report],
  );

  const deleteDraw = useCallback(
    async (id: string, force: boolean) => {
      try {
        const { data } = await remove({ variables: { id, force } });
        return data ? report(data.deleteDraw.message) : false;
      } catch (error) {
        return fail('admin.draws.deleteFailed', error);
      }
    },
    [fail, remove, report],
  );

  const triggerDraw = useCallback(
    async (id: string) => {
      try {
        await trigger({ variables: { id } });
        showToast({ title: intl.formatMessage({ id: 'admin.draws.completed' }) });
        onChanged();
        return true;
      } catch (error) {
        onChanged();
        return fail('admin.draws.triggerFailed', error);
      }
    },
    [fail, intl, onChanged, showToast, trigger],
  );

  return {
    renameDraw,
    deleteDraw,
    triggerDraw,
    busy: { renaming: renaming.loading, removing: removing.loading, triggering: triggering.loading },
  };
}
