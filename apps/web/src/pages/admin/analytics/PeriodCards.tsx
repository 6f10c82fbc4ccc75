import { FormattedMessage } from 'react-intl';
import type { AdminAnalyticsQuery } from '../../../gql/graphql';
import { Percent } from '../../../ui/Percent';
import { Money } from '../../../ui/Money';

type Period = AdminAnalyticsQuery['week'];

/** Completed draws of the last week, month and year: profit, sales, draw count and margin. */
export function PeriodCards({ periods }: { periods: readonly Period[] }) {
  return (
    <section className="period-cards" data-testid="analytics-periods">
      {periods.map((period) => (
        <article key={period.period} className="card glass period-card" data-testid={`analytics-period-${period.period}`}>
          <h3 className="card__text"><FormattedMessage id={`analytics.period.${period.period}`} /></h3>
          <Money value={period.totalProfit} size="lg" />
          <dl className="period-card__facts">
            <div><dt><FormattedMessage id="analytics.sales" /></dt><dd><Money value={period.totalSales} size="sm" /></dd></div>
            <div><dt><FormattedMessage id="analytics.draws" /></dt><dd className="tabular">{period.drawCount}</dd></div>
            <div><dt><FormattedMessage id="analytics.margin" /></dt><dd><Percent value={period.profitMargin} digits={1} /></dd></div>
          </dl>
        </article>
      ))}
    </section>
  );
}
