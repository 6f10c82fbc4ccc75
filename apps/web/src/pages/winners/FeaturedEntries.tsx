import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Sparkles } from 'lucide-react';
import { Money } from '../../ui/Money';
import { FeaturedEntriesQuery } from './winners.operations';

const TYPES = ['winner', 'depositor', 'referrer'] as const;
const typeLabel = (type: string) => ((TYPES as readonly string[]).includes(type) ? `winners.featured.type.${type}` : 'winners.featured.type.other');

/**
 * Entries the team adds in the admin Leaderboard tab: shown to players only here,
 * under their own "Featured" heading, each one marked, never among verified
 * winners or in payout totals (docs/product-rules.md#real-figures). Nothing is
 * shown while there are none.
 */
export function FeaturedEntries() {
  const { data } = useQuery(FeaturedEntriesQuery, { fetchPolicy: 'cache-and-network' });
  const entries = data?.featuredEntries ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="card glass featured-entries" aria-labelledby="featured-entries-title" data-testid="winners-featured">
      <div>
        <h2 className="card__title featured-entries__title" id="featured-entries-title">
          <Sparkles size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="winners.featured.title" />
        </h2>
        <p className="card__text"><FormattedMessage id="winners.featured.note" /></p>
      </div>
      <ul className="row-list" data-testid="winners-featured-list">
        {entries.map((entry) => (
          <li key={entry.id} className="row-list__item featured-entries__item" data-testid="winners-featured-entry">
            <span className="row-list__main">
              <span className="pill pill--accent featured-entries__badge">
                <Sparkles size={12} strokeWidth={2} aria-hidden />
                <FormattedMessage id="winners.featured.badge" />
              </span>
              <bdi className="row-list__title">{entry.username}</bdi>
              <span className="row-list__meta"><FormattedMessage id={typeLabel(entry.type)} /></span>
            </span>
            <Money value={entry.amount} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
