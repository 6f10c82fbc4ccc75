import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminMailOutboxQuery } from './outbox.operations';
import './outbox.css';

const POLL_MS = 10_000;

/**
 * Mail kept on this server because no SMTP server is configured (npm start):
 * confirmation codes and reset links, newest first, so the whole flow can be
 * followed without a mail server. With SMTP configured, mail leaves and the tab says so.
 */
export function OutboxTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminMailOutboxQuery, { fetchPolicy: 'cache-and-network', pollInterval: POLL_MS });
  const outbox = data?.adminMailOutbox;
  if (error && !outbox) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !outbox) return <Skeleton label={intl.formatMessage({ id: 'common.loading' })} />;
  if (outbox?.delivery === 'smtp') {
    return <p className="card glass outbox__note" data-testid="admin-outbox-smtp"><FormattedMessage id="admin.outbox.smtp" /></p>;
  }
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h2 className="outbox__title" id="outbox-title"><FormattedMessage id="admin.outbox.title" /></h2>
      <p className="outbox__note"><FormattedMessage id="admin.outbox.text" /></p>
      {!outbox?.mails.length ? (
        <EmptyState icon={Inbox} title={<FormattedMessage id="admin.outbox.empty" />} />
      ) : (
        <ol className="outbox__list" data-testid="admin-outbox-list">
          {outbox.mails.map((mail) => (
            <li key={mail.id} className="card glass outbox__mail" data-testid="admin-outbox-mail">
              <div className="outbox__head">
                <strong dir="auto">{mail.subject}</strong>
                <span className="outbox__meta">
                  <bdi dir="ltr">{mail.to}</bdi> · <FormattedDate value={mail.createdAt} dateStyle="medium" timeStyle="short" />
                </span>
              </div>
              {/* Mails are plain text; links stay text (an admin copies them deliberately). */}
              <pre className="outbox__body" dir="auto">{mail.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
