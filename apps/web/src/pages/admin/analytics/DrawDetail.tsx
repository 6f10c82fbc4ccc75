import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SearchX, ShieldCheck, Trophy, X } from 'lucide-react';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Percent } from '../../../ui/Percent';
import { Money } from '../../../ui/Money';
import { Skeleton } from '../../../ui/Skeleton';
import { MoneyStatusPill } from '../../../ui/StatusPill';
import { AdminDrawAnalyticsQuery } from '../admin.operations';

/** One draw's totals, profit margin and winners (rank, username, ticket number, email, prize). */
export function DrawDetail({ drawId, onClose }: { drawId: string; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminDrawAnalyticsQuery, { variables: { id: drawId } });
  const detail = data?.adminDrawAnalytics;
  return (
    <section className="card glass draw-detail" data-testid="analytics-detail" aria-labelledby="draw-detail-title">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="draw-detail-title">{detail ? <bdi>{detail.draw.name}</bdi> : <FormattedMessage id="analytics.detailTitle" />}</h2>
        <button className="icon-button" type="button" onClick={onClose} aria-label={intl.formatMessage({ id: 'common.close' })}><X size={16} strokeWidth={1.75} aria-hidden /></button>
      </div>
      {loading && !data ? (
        <Skeleton rows={2} height={60} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !detail ? (
        <EmptyState icon={SearchX} title={<FormattedMessage id="verify.notFound" />} testId="analytics-detail-missing" />
      ) : (
        <>
          <dl className="detail-facts">
            <div><dt><FormattedMessage id="analytics.col.tickets" /></dt><dd className="tabular">{detail.totalTickets}</dd></div>
            <div><dt><FormattedMessage id="analytics.sales" /></dt><dd><Money value={detail.totalSales} size="sm" /></dd></div>
            <div><dt><FormattedMessage id="analytics.prizePool" /></dt><dd><Money value={detail.prizePool} size="sm" /></dd></div>
            <div><dt><FormattedMessage id="analytics.col.profit" /></dt><dd><Money value={detail.adminProfit} size="sm" /></dd></div>
            <div><dt><FormattedMessage id="analytics.margin" /></dt><dd><Percent value={detail.profitPercentage} digits={1} /></dd></div>
          </dl>
          {detail.winners.length === 0 ? (
            <EmptyState icon={Trophy} title={<FormattedMessage id="analytics.empty.winners" />} testId="analytics-no-winners" />
          ) : (
            <div className="table-scroll">
              <table className="data-table" data-testid="analytics-winners">
                <thead>
                  <tr>
                    <th scope="col"><FormattedMessage id="table.rank" /></th>
                    <th scope="col"><FormattedMessage id="table.username" /></th>
                    <th scope="col"><FormattedMessage id="table.ticketNumber" /></th>
                    <th scope="col"><FormattedMessage id="table.email" /></th>
                    <th scope="col"><FormattedMessage id="table.prize" /></th>
                    <th scope="col"><FormattedMessage id="table.payout" /></th>
                  </tr>
                </thead>
                <tbody>
                  {detail.winners.map((winner) => (
                    <tr key={winner.ticketNumber}>
                      <td className="tabular">{winner.rank}</td>
                      <td><bdi>{winner.player.username}</bdi></td>
                      <td dir="ltr">{winner.ticketNumber}</td>
                      <td dir="ltr">{winner.user.email ?? '—'}</td>
                      <td><Money value={winner.prizeAmount} size="sm" /></td>
                      <td><MoneyStatusPill status={winner.payoutStatus} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {detail.draw.status === 'completed' && (
            <Link className="button button--ghost" to={`/verify/${detail.draw.id}`}>
              <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="verify.open" />
            </Link>
          )}
        </>
      )}
    </section>
  );
}
