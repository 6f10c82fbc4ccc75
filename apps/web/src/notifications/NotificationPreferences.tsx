import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SlidersHorizontal } from 'lucide-react';
import { playerNotificationTypes } from '@nova/contracts/player-notifications';
import { useErrorText } from '../lib/use-error-text';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useToast } from '../ui/Toaster';
import { MyNotificationPreferencesQuery, UpdateNotificationPreferencesMutation } from './notifications.operations';
import './notifications.css';

const CHANNELS = ['in_app', 'email', 'push', 'telegram'] as const;

/**
 * The profile's switches: which news reaches the player where. Email goes only
 * to a confirmed address; push and Telegram only once connected (cards below).
 */
export function NotificationPreferences() {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(MyNotificationPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(UpdateNotificationPreferencesMutation);
  const preferences = data?.myNotificationPreferences;
  const enabled = (type: string, channel: string) => preferences?.find((item) => item.type === type && item.channel === channel)?.enabled ?? false;

  async function toggle(type: string, channel: string, next: boolean) {
    try {
      // The answer holds every switch: the cache takes it as the new list.
      await save({
        variables: { preferences: [{ type, channel, enabled: next }] },
        update: (cache, result) => {
          const saved = result.data?.updateNotificationPreferences;
          if (saved) cache.writeQuery({ query: MyNotificationPreferencesQuery, data: { myNotificationPreferences: saved } });
        },
      });
    } catch (failure) {
      showToast({ title: intl.formatMessage({ id: 'notifications.prefs.saveFailed' }), description: errorText(failure), variant: 'destructive' });
    }
  }

  return (
    <section className="card glass" aria-labelledby="notification-prefs-title" data-testid="notification-preferences">
      <div className="card__head">
        <span className="card__icon" aria-hidden><SlidersHorizontal size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="notification-prefs-title"><FormattedMessage id="notifications.prefs.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="notifications.prefs.intro" /></p>
      {loading && !preferences ? (
        <Skeleton rows={5} height={40} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !preferences ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <div className="prefs-scroll">
          <table className="prefs-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="notifications.prefs.type" /></th>
                {CHANNELS.map((channel) => <th scope="col" key={channel}><FormattedMessage id={`notifications.channel.${channel}`} /></th>)}
              </tr>
            </thead>
            <tbody>
              {playerNotificationTypes.map((type) => (
                <tr key={type}>
                  <th scope="row"><FormattedMessage id={`notifications.type.${type}`} /></th>
                  {CHANNELS.map((channel) => {
                    const label = `${intl.formatMessage({ id: `notifications.type.${type}` })}: ${intl.formatMessage({ id: `notifications.channel.${channel}` })}`;
                    return (
                      <td key={channel}>
                        <label className="switch prefs-table__switch">
                          <input
                            type="checkbox"
                            role="switch"
                            aria-label={label}
                            checked={enabled(type, channel)}
                            disabled={saving.loading}
                            onChange={(event) => void toggle(type, channel, event.target.checked)}
                            data-testid={`pref-${type}-${channel}`}
                          />
                          <span className="switch__track" aria-hidden><span className="switch__thumb" /></span>
                        </label>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
