import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ArrowDownToLine, ArrowLeft, ArrowUpFromLine, BadgeDollarSign, ChartColumn, CreditCard, PiggyBank, ShieldAlert, Ticket, type LucideIcon } from 'lucide-react';
import { useCurrentUser } from '../../auth/AuthProvider';
import { AnalyticsTab } from './analytics/AnalyticsTab';
import { DrawsTab } from './draws/DrawsTab';
import { AdminPaymentCountsQuery } from './payments/admin-payments.operations';
import { ADMIN_POLL_MS } from './payments/admin-polling';
import { DepositsTab } from './payments/DepositsTab';
import { PaymentMethodsTab } from './payments/PaymentMethodsTab';
import { WithdrawalsTab } from './payments/WithdrawalsTab';
import { PayoutsTab } from './PayoutsTab';
import { ProfitsTab } from './ProfitsTab';
import './admin.css';

/** The panel's tabs built so far (spec §2 lists more; they arrive with their services). */
const ADMIN_TABS: ReadonlyArray<{ name: string; label: string; icon: LucideIcon }> = [
  { name: 'draws', label: 'admin.tab.draws', icon: Ticket },
  { name: 'analytics', label: 'admin.tab.analytics', icon: ChartColumn },
  { name: 'deposits', label: 'admin.tab.deposits', icon: ArrowDownToLine },
  { name: 'payment-methods', label: 'admin.tab.paymentMethods', icon: CreditCard },
  { name: 'payouts', label: 'admin.tab.payouts', icon: BadgeDollarSign },
  { name: 'withdrawals', label: 'admin.tab.withdrawals', icon: ArrowUpFromLine },
  { name: 'profits', label: 'admin.tab.profits', icon: PiggyBank },
];

/** Spec §2: the Deposits and Withdrawals tabs carry a count badge of pending items, polled every 5 s. */
function PendingBadge({ count, testId }: { count: number | undefined; testId: string }) {
  const intl = useIntl();
  if (!count) return null;
  return (
    <span className="tab-badge" data-testid={testId} aria-label={intl.formatMessage({ id: 'admin.pendingCount' }, { count })}>
      {count}
    </span>
  );
}

/** decisions.md: non-admins opening /admin see ACCESS DENIED; the server enforces every admin rule anyway. */
export function AdminPage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const { data: counts } = useQuery(AdminPaymentCountsQuery, { pollInterval: ADMIN_POLL_MS, skip: !user.isAdmin, fetchPolicy: 'cache-and-network' });
  const badges: Record<string, number | undefined> = {
    deposits: counts?.adminPaymentCounts.pendingDeposits,
    withdrawals: counts?.adminPaymentCounts.pendingWithdrawals,
  };
  const tab = ADMIN_TABS.some((entry) => entry.name === requested) ? (requested ?? 'draws') : 'draws';

  if (!user.isAdmin) {
    return (
      <div className="page">
        <section className="card glass access-denied" role="alert" data-testid="admin-access-denied">
          <span className="access-denied__icon" aria-hidden><ShieldAlert size={36} strokeWidth={1.5} /></span>
          <h1 className="access-denied__title"><FormattedMessage id="admin.denied.title" /></h1>
          <p className="access-denied__text"><FormattedMessage id="admin.denied.text" /></p>
          <Link className="button button--ghost" to="/">
            <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="common.backToDashboard" />
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className="page admin">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="admin.eyebrow" /></p>
          <h1 className="page__title" data-testid="admin-title"><FormattedMessage id="admin.title" /></h1>
          <p className="page__subtitle"><FormattedMessage id="admin.subtitle" /></p>
        </div>
        <Link className="button button--ghost" to="/">
          <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="common.backToDashboard" />
        </Link>
      </header>
      <Tabs.Root value={tab} onValueChange={(next) => setSearchParams(next === 'draws' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: 'admin.title' })}>
          {ADMIN_TABS.map(({ name, label, icon: Icon }) => (
            <Tabs.Trigger key={name} value={name} className="tab-strip__item" data-testid={`admin-tab-${name}`}>
              <Icon size={16} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id={label} />
              <PendingBadge count={badges[name]} testId={`admin-badge-${name}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="draws" className="admin__panel"><DrawsTab /></Tabs.Content>
        <Tabs.Content value="analytics" className="admin__panel"><AnalyticsTab /></Tabs.Content>
        <Tabs.Content value="deposits" className="admin__panel"><DepositsTab /></Tabs.Content>
        <Tabs.Content value="payment-methods" className="admin__panel"><PaymentMethodsTab /></Tabs.Content>
        <Tabs.Content value="payouts" className="admin__panel"><PayoutsTab /></Tabs.Content>
        <Tabs.Content value="withdrawals" className="admin__panel"><WithdrawalsTab /></Tabs.Content>
        <Tabs.Content value="profits" className="admin__panel"><ProfitsTab /></Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
