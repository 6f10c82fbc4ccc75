import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Banknote, PiggyBank, Trophy } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { Percent } from '../../ui/Percent';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { StatTile } from '../../ui/StatTile';
import { AdminProfitsQuery } from './admin.operations';

/** Admin Profits: profit records per completed draw and the totals. */
export function ProfitsTab() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminProfitsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Skeleton rows={3} height={80} label={intl.formatMessage({ id: 'common.loading' })} />;
  if (error && !data) return <section className="card glass"><ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} /></section>;
  const totals = data?.adminProfitTotals;
  const records = data?.adminProfits ?? [];
  return (
    <div className="admin__stack">
      <section className="stat-grid stat-grid--three" data-testid="admin-profit-totals">
        <StatTile icon={PiggyBank} label={<FormattedMessage id="admin.profits.total" />}>{totals ? <Money value={totals.totalProfit} size="md" /> : '—'}</StatTile>
        <StatTile icon={Banknote} label={<FormattedMessage id="admin.profits.sales" />}>{totals ? <Money value={totals.totalTicketSales} size="md" /> : '—'}</StatTile>
        <StatTile icon={Trophy} label={<FormattedMessage id="admin.profits.prizes" />}>{totals ? <Money value={totals.totalPrizesPaid} size="md" /> : '—'}</StatTile>
      </section>
      <section className="card glass" aria-labelledby="profit-records-title">
        <h2 className="card__title" id="profit-records-title"><FormattedMessage id="admin.profits.records" /></h2>
        {records.length === 0 ? (
          <EmptyState icon={PiggyBank} title={<FormattedMessage id="admin.profits.empty" />} testId="admin-profits-empty" />
        ) : (
          <div className="table-scroll">
            <table className="data-table" data-testid="admin-profit-records">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="analytics.col.draw" /></th>
                  <th scope="col"><FormattedMessage id="admin.profits.date" /></th>
                  <th scope="col"><FormattedMessage id="analytics.sales" /></th>
                  <th scope="col"><FormattedMessage id="admin.profits.prizes" /></th>
                  <th scope="col"><FormattedMessage id="analytics.col.profit" /></th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id}>
                    <td><bdi>{record.drawName}</bdi></td>
                    <td><FormattedDate value={record.createdAt} dateStyle="medium" /></td>
                    <td><Money value={record.totalTicketSales} size="sm" /></td>
                    <td><Money value={record.totalPrizesPaid} size="sm" /></td>
                    <td>
                      <Money value={record.profitAmount} size="sm" />{' '}
                      <span className="muted"><Percent value={record.profitPercentage} digits={1} /></span>
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
