import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArrowDownToLine, BadgeDollarSign, CalendarClock, Hourglass, Percent as PercentIcon, PiggyBank, Ticket, TrendingUp, Users, Wallet } from 'lucide-react';
import { ErrorState } from '../../../ui/ErrorState';
import { Money } from '../../../ui/Money';
import { Percent } from '../../../ui/Percent';
import { StatTile } from '../../../ui/StatTile';
import { ADMIN_POLL_MS } from '../payments/admin-polling';
import { AdminStatsQuery } from './admin-stats.operations';
import { systemProfit } from './system-profit';
import './overview.css';

const TILE_COUNT = 10;

function Count({ value, testId }: { value: number; testId: string }) {
  const intl = useIntl();
  return <span className="tabular" dir="ltr" data-testid={testId}>{intl.formatNumber(value)}</span>;
}

/** Stat tiles, plus total user balance, system profit (deposits − balances) and its margin. */
export function AdminStatTiles() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminStatsQuery, { pollInterval: ADMIN_POLL_MS, fetchPolicy: 'cache-and-network' });

  if (loading && !data) {
    return (
      <section className="admin-stats" role="status" aria-busy aria-label={intl.formatMessage({ id: 'common.loading' })} data-testid="admin-stats-loading">
        {Array.from({ length: TILE_COUNT }, (_, index) => <span key={index} className="skeleton__row admin-stats__placeholder" />)}
      </section>
    );
  }
  if (!data) {
    return (
      <section className="card glass">
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} testId="admin-stats-error" />
      </section>
    );
  }

  const draws = data.adminDrawStats;
  const profit = systemProfit(data.adminPaymentTotals.totalDeposits, data.adminTotalUserBalance);
  const losing = profit.profit.startsWith('-');
  return (
    <section className="admin-stats" aria-label={intl.formatMessage({ id: 'admin.stats.label' })} data-testid="admin-stats">
      <StatTile icon={Users} label={<FormattedMessage id="admin.stats.totalUsers" />}><Count value={data.adminUserCount} testId="admin-stat-users" /></StatTile>
      <StatTile icon={ArrowDownToLine} tone="success" label={<FormattedMessage id="admin.stats.totalDeposits" />}><Money value={data.adminPaymentTotals.totalDeposits} testId="admin-stat-deposits" /></StatTile>
      <StatTile icon={BadgeDollarSign} label={<FormattedMessage id="admin.stats.totalPayouts" />}><Money value={draws.totalPayouts} testId="admin-stat-payouts" /></StatTile>
      <StatTile icon={Hourglass} tone="warning" label={<FormattedMessage id="admin.stats.pendingDeposits" />}><Count value={data.adminPaymentCounts.pendingDeposits} testId="admin-stat-pending-deposits" /></StatTile>
      <StatTile icon={Hourglass} tone="warning" label={<FormattedMessage id="admin.stats.pendingPayouts" />}><Count value={draws.pendingPayouts} testId="admin-stat-pending-payouts" /></StatTile>
      <StatTile icon={Ticket} label={<FormattedMessage id="admin.stats.activeTickets" />}><Count value={draws.activeTickets} testId="admin-stat-active-tickets" /></StatTile>
      <StatTile icon={CalendarClock} label={<FormattedMessage id="admin.stats.draws" />}><Count value={draws.drawCount} testId="admin-stat-draws" /></StatTile>
      <StatTile icon={Wallet} label={<FormattedMessage id="admin.stats.userBalance" />}><Money value={data.adminTotalUserBalance} testId="admin-stat-user-balance" /></StatTile>
      <StatTile icon={PiggyBank} tone={losing ? 'danger' : 'success'} label={<FormattedMessage id="admin.stats.cashKept" />}><Money value={profit.profit} testId="admin-stat-profit" /></StatTile>
      <StatTile icon={losing ? PercentIcon : TrendingUp} tone={losing ? 'danger' : 'success'} label={<FormattedMessage id="admin.stats.cashKeptShare" />}>
        <span data-testid="admin-stat-margin">{profit.marginPercent === null ? '—' : <Percent value={profit.marginPercent} digits={1} />}</span>
      </StatTile>
      {/* One profit across the panel: the house share of ticket sales (Profits, Analytics). This pair is cash, not profit. */}
      <p className="field__hint admin-stats__note" data-testid="admin-stats-cash-note"><FormattedMessage id="admin.stats.cashNote" /></p>
    </section>
  );
}
