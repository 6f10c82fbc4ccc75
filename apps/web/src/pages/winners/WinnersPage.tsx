import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { FeaturedEntries } from './FeaturedEntries';
import { TopPlayersBoard } from './TopPlayersBoard';
import { VerifiedWinnersBoard } from './VerifiedWinnersBoard';
import './winners.css';

/** Hall of Champions: paid wins of verified draw winners; the team's featured entries apart below, marked. */
export function WinnersPage() {
  const intl = useIntl();
  const [view, setView] = useState('verified');
  return (
    <div className="page winners">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="winners.eyebrow" /></p>
          <h1 className="page__title"><FormattedMessage id="winners.title" /></h1>
        </div>
        <Link className="button button--primary" to="/" data-testid="winners-buy-now">
          <Ticket size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="winners.buyNow" />
        </Link>
      </header>
      <Tabs.Root value={view} onValueChange={setView}>
        <Tabs.List className="segmented segmented--inline" aria-label={intl.formatMessage({ id: 'winners.title' })}>
          <Tabs.Trigger className="segmented__item" value="verified" data-testid="winners-verified-tab">
            <FormattedMessage id="winners.tab.verified" />
          </Tabs.Trigger>
          <Tabs.Trigger className="segmented__item" value="top" data-testid="winners-top-tab">
            <FormattedMessage id="winners.tab.top" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="verified" className="page__section winners__panel">
          <VerifiedWinnersBoard />
        </Tabs.Content>
        <Tabs.Content value="top" className="page__section winners__panel">
          <TopPlayersBoard />
        </Tabs.Content>
      </Tabs.Root>
      <FeaturedEntries />
    </div>
  );
}
