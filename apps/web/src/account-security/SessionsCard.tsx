import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toaster';
import { EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery } from './security.operations';

/** Where the account is signed in (device, address, last used), with "sign out this one" and "sign out all others". */
export function SessionsCard() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, { fetchPolicy: 'cache-and-network' });
  const [endSession, { loading: ending }] = useMutation(EndSessionMutation, { refetchQueries: [MySessionsQuery] });
  const [endOthers, { loading: endingOthers }] = useMutation(EndOtherSessionsMutation, { refetchQueries: [MySessionsQuery] });
  const sessions = data?.mySessions ?? [];

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      showToast({ title: intl.formatMessage({ id: 'sessions.ended' }) });
    } catch (failure) {
      const text = handleError(failure);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'sessions.failed' }), description: text });
    }
  }

  return (
    <section className="card glass" aria-labelledby="sessions-title" data-testid="sessions-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><MonitorSmartphone size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="sessions-title"><FormattedMessage id="sessions.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="sessions.text" /></p>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton rows={2} height={64} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={session.id} className="session-list__item" data-testid="session-row" data-current={session.current || undefined}>
              <div className="session-list__what">
                <strong dir="auto">{session.device ?? intl.formatMessage({ id: 'sessions.unknownDevice' })}</strong>
                {session.current && <span className="session-list__current"><FormattedMessage id="sessions.current" /></span>}
                <span className="session-list__meta">
                  {session.address && <bdi dir="ltr">{session.address}</bdi>}
                  <FormattedMessage
                    id="sessions.lastUsed"
                    values={{ when: <FormattedDate value={session.lastUsedAt} dateStyle="medium" timeStyle="short" /> }}
                  />
                </span>
              </div>
              {!session.current && (
                <button
                  className="button button--ghost button--small"
                  type="button"
                  disabled={ending}
                  onClick={() => void run(() => endSession({ variables: { sessionId: session.id } }))}
                  data-testid="session-end"
                >
                  <LogOut className="icon-flip" size={16} strokeWidth={1.75} aria-hidden />
                  <FormattedMessage id="sessions.endOne" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions.length > 1 && (
        <button className="button button--danger" type="button" disabled={endingOthers} aria-busy={endingOthers} onClick={() => void run(() => endOthers())} data-testid="sessions-end-others">
          {endingOthers ? <Spinner /> : <LogOut className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
          <FormattedMessage id="sessions.endOthers" />
        </button>
      )}
    </section>
  );
}
