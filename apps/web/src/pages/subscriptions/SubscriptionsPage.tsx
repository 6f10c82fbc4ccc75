import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Repeat } from 'lucide-react';
import { useCurrentDraws } from '../../draws/use-current-draws';
import { SubscriptionCard } from '../../subscriptions/SubscriptionCard';
import { SubscriptionForm } from '../../subscriptions/SubscriptionForm';
import { PlayerSubscriptionsQuery } from '../../subscriptions/subscriptions.operations';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoading } from '../../ui/PageLoading';
import '../../subscriptions/subscriptions.css';

/** Subscriptions: the player's standing orders for recurring draws (docs/product-rules.md#subscriptions). */
export function SubscriptionsPage() {
  const [params] = useSearchParams();
  const current = useCurrentDraws();
  const recurring = current.draws.filter((draw) => draw.period !== 'custom' && (draw.status === 'active' || draw.status === 'upcoming'));
  const { data, loading, error, refetch } = useQuery(PlayerSubscriptionsQuery, { fetchPolicy: 'cache-and-network' });
  const subscriptions = data?.mySubscriptions;

  return (
    <div className="page subscriptions">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="subscriptions.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="subscriptions.title" /></h1>
        <p className="page__subtitle"><FormattedMessage id="subscriptions.subtitle" /></p>
      </header>

      <div className="subscriptions__layout">
        <SubscriptionForm draws={recurring} initialDrawId={params.get('draw') ?? undefined} />

        <section className="subscriptions__list" aria-labelledby="subscriptions-list-title">
          <h2 className="section-title" id="subscriptions-list-title"><FormattedMessage id="subscriptions.list.title" /></h2>
          {!subscriptions && loading ? (
            <PageLoading />
          ) : !subscriptions ? (
            <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="subscriptions-error" />
          ) : subscriptions.length === 0 ? (
            <EmptyState icon={Repeat} title={<FormattedMessage id="subscriptions.empty.title" />} hint={<FormattedMessage id="subscriptions.empty.hint" />} testId="subscriptions-empty" />
          ) : (
            subscriptions.map((subscription) => <SubscriptionCard key={subscription.id} subscription={subscription} />)
          )}
        </section>
      </div>
    </div>
  );
}
