import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import type { UpdateSettingsInput } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useToast } from '../../../ui/Toaster';
import { draftFromBackground } from './background-draft';
import { LoginBackgroundEditor } from './LoginBackgroundEditor';
import { draftFromResponsibleGaming } from './responsible-gaming-draft';
import { ResponsibleGamingEditor } from './ResponsibleGamingEditor';
import { draftFromSettings } from './settings-draft';
import { SettingsForm } from './SettingsForm';
import { AdminSettingsQuery, ResetSettingsMutation, UpdateSettingsMutation } from './settings.operations';
import './settings.css';

/** "the page reloads 2 s after a successful save", so every screen picks up the new settings. */
export const SETTINGS_RELOAD_MS = 2000;

/** Admin Settings: the application settings and, beside them, the login background editor. */
export function SettingsTab() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, loading, error, refetch } = useQuery(AdminSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [update, updated] = useMutation(UpdateSettingsMutation);
  const [reset, resetState] = useMutation(ResetSettingsMutation);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  function reloadSoon(titleId: string) {
    showToast({ title: intl.formatMessage({ id: titleId }), description: intl.formatMessage({ id: 'admin.settings.reloading' }) });
    setReloading(true);
    reloadTimer.current = window.setTimeout(() => window.location.reload(), SETTINGS_RELOAD_MS);
  }

  const failed = (titleId: string, cause: unknown) => {
    const text = handleError(cause);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: titleId }), description: text });
  };

  async function save(input: UpdateSettingsInput) {
    try {
      await update({ variables: { input } });
      reloadSoon('admin.settings.saved');
    } catch (cause) {
      failed('admin.settings.saveFailed', cause);
    }
  }

  async function confirmReset() {
    try {
      await reset();
      setConfirmingReset(false);
      reloadSoon('admin.settings.resetDone');
    } catch (cause) {
      setConfirmingReset(false);
      failed('admin.settings.resetFailed', cause);
    }
  }

  if (loading && !data) return <Skeleton rows={4} height={72} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (!data) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="admin-settings-error" />;
  const settings = data.adminSettings;

  return (
    <div className="admin__stack">
      <SettingsForm
        key={settings.updatedAt}
        initial={draftFromSettings(settings)}
        baseCurrency={settings.baseCurrency}
        saving={updated.loading}
        resetting={resetState.loading}
        locked={reloading}
        onSave={(input) => void save(input)}
        onReset={() => setConfirmingReset(true)}
      />
      <LoginBackgroundEditor initial={draftFromBackground(settings.loginBackground)} />
      <ResponsibleGamingEditor key={`responsible-${settings.updatedAt}`} initial={draftFromResponsibleGaming(settings)} />
      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={(open) => !open && !resetState.loading && setConfirmingReset(false)}
        title={<FormattedMessage id="admin.settings.resetTitle" />}
        description={<FormattedMessage id="admin.settings.resetText" />}
        confirmLabel={<FormattedMessage id={resetState.loading ? 'admin.settings.resetting' : 'admin.settings.reset'} />}
        onConfirm={() => void confirmReset()}
        busy={resetState.loading}
        destructive
        testId="admin-settings-reset-dialog"
      />
    </div>
  );
}
