import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { draftFromTelegram } from './telegram-draft';
import { TelegramSettingsForm } from './TelegramSettingsForm';
import { TelegramTestCard } from './TelegramTestCard';
import { TelegramSettingsQuery } from './telegram.operations';
import './telegram.css';

/** Admin Telegram: the bot settings and a Send Test action (a real message to the staff chats). */
export function TelegramTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(TelegramSettingsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton rows={3} height={72} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (!data) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="admin-telegram-error" />;
  const saved = data.telegramSettings;
  return (
    <div className="admin__stack">
      <TelegramSettingsForm
        key={[saved.botTokenMasked, saved.enabled, saved.staffChatIds.join(), saved.notificationTypes.join()].join('|')}
        initial={draftFromTelegram(saved)}
        saved={saved}
      />
      <TelegramTestCard saved={saved} />
    </div>
  );
}
