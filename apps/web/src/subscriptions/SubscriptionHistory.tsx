import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { skipReasonMessage } from './subscription-form';
import { PlayerSubscriptionHistoryQuery } from './subscriptions.operations';

const OUTCOME_TONE: Record<string, string> = { bought: 'success', skipped: 'warning', pending: 'muted' };

/** A subscription's draws: bought (with a link to the tickets), skipped (and why) or being bought. */
export function SubscriptionHistory({ subscriptionId }: { subscriptionId: string }) {
  const { data, loading, error, refetch } = useQuery(PlayerSubscriptionHistoryQuery, { variables: { id: subscriptionId }, fetchPolicy: 'cache-and-network' });
  const outcomes = data?.subscriptionHistory;
  if (!outcomes && loading) {
    return (
      <p className="subscription-history__state" role="status">
        <Spinner /> <FormattedMessage id="common.loading" />
      </p>
    );
  }
  if (!outcomes) return <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="subscription-history-error" />;
  if (outcomes.length === 0) {
    return <p className="subscription-history__state" data-testid="subscription-history-empty"><FormattedMessage id="subscriptions.history.empty" /></p>;
  }
  return (
    <ol className="subscription-history" data-testid="subscription-history">
      {outcomes.map((outcome) => (
        <li key={outcome.drawId} className="subscription-history__row" data-testid="subscription-history-row" data-status={outcome.status}>
          <div className="subscription-history__draw">
            <bdi>{outcome.drawName}</bdi>
            <span className="subscription-history__date"><FormattedDate value={outcome.drawDate} dateStyle="medium" timeStyle="short" /></span>
          </div>
          <span className={`pill pill--${OUTCOME_TONE[outcome.status] ?? 'muted'}`}>
            <FormattedMessage id={`subscriptions.outcome.${outcome.status}`} />
          </span>
          {outcome.status === 'skipped' && (
            <p className="subscription-history__reason"><FormattedMessage id={skipReasonMessage(outcome.reason)} /></p>
          )}
          {outcome.status === 'bought' && (
            <Link className="subscription-history__link" to="/tickets" data-testid="subscription-history-tickets">
              <Ticket size={14} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="subscriptions.history.viewTickets" />
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
