import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Medal, Trophy } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';

/** Hall of Champions: verified winners and top players, both empty until the first draw completes. */
export function WinnersPage() {
  const intl = useIntl();
  return (
    <div className="page">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="winners.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="winners.title" /></h1>
      </header>
      <Tabs.Root defaultValue="verified">
        <Tabs.List className="segmented segmented--inline" aria-label={intl.formatMessage({ id: 'winners.title' })}>
          <Tabs.Trigger className="segmented__item" value="verified" data-testid="winners-verified-tab">
            <FormattedMessage id="winners.tab.verified" />
          </Tabs.Trigger>
          <Tabs.Trigger className="segmented__item" value="top" data-testid="winners-top-tab">
            <FormattedMessage id="winners.tab.top" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="verified" className="page__section">
          <section className="card glass">
            <EmptyState icon={Trophy} title={<FormattedMessage id="winners.empty.verified" />} hint={<FormattedMessage id="winners.empty.verifiedHint" />} testId="winners-empty" />
          </section>
        </Tabs.Content>
        <Tabs.Content value="top" className="page__section">
          <section className="card glass">
            <EmptyState icon={Medal} title={<FormattedMessage id="winners.empty.top" />} hint={<FormattedMessage id="winners.empty.topHint" />} />
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
