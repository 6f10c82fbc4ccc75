import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ChartColumn } from 'lucide-react';
import { PeriodBadge } from '../../../draws/PeriodBadge';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Percent } from '../../../ui/Percent';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminAnalyticsQuery } from '../admin.operations';
import { DrawDetail } from './DrawDetail';
import { PeriodCards } from './PeriodCards';
import { DailyCharts } from './DailyCharts';
import { DrawPicker } from './DrawPicker';
import './analytics.css';

/** Draw analytics: week/month/year, daily charts, a draw picker for the lookup, completed draws with View Details. */
export function AnalyticsTab() {
  const intl = useIntl();
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminAnalyticsQuery, { fetchPolicy: 'cache-and-network' });
  const draws = data?.adminRecentDraws ?? [];

  return (
    <div className="admin__stack">
      {loading && !data ? (
        <Skeleton rows={2} height={110} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>
      ) : data ? (
        <PeriodCards periods={[data.week, data.month, data.year]} />
      ) : null}

      <DailyCharts />
      <DrawPicker onLookup={setSelected} />
      {selected && <DrawDetail drawId={selected} onClose={() => setSelected(null)} />}

      <section className="card glass" aria-labelledby="completed-draws-title">
        <h2 className="card__title" id="completed-draws-title"><FormattedMessage id="analytics.completedTitle" /></h2>
        {data && draws.length === 0 ? (
          <EmptyState icon={ChartColumn} title={<FormattedMessage id="analytics.empty.completed" />} testId="analytics-empty" />
        ) : (
          <div className="table-scroll">
            <table className="data-table" data-testid="analytics-draws">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="analytics.col.draw" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.endDate" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.tickets" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.winners" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.sales" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.profit" /></th>
                  <th scope="col"><span className="sr-only"><FormattedMessage id="analytics.viewDetails" /></span></th>
                </tr>
              </thead>
              <tbody>
                {draws.map((summary) => (
                  <tr key={summary.draw.id}>
                    <td><bdi>{summary.draw.name}</bdi> <PeriodBadge period={summary.drawType} drawName={summary.draw.name} /></td>
                    <td><FormattedDate value={summary.endDate} dateStyle="medium" timeStyle="short" /></td>
                    <td className="tabular">{summary.totalTicketsSold}</td>
                    <td className="tabular">{summary.winnerCount}</td>
                    <td><Money value={summary.totalSales} size="sm" /></td>
                    <td>
                      <Money value={summary.adminProfit} size="sm" />{' '}
                      <span className="muted"><Percent value={summary.profitPercentage} digits={1} /></span>
                    </td>
                    <td>
                      <button className="button button--ghost button--small" type="button" onClick={() => setSelected(summary.draw.id)} data-testid={`analytics-details-${summary.draw.id}`}>
                        <FormattedMessage id="analytics.viewDetails" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
