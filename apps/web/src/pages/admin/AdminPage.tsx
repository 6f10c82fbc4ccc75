import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useActiveTabInView } from '../../ui/use-active-tab-in-view';
import { useCurrentUser } from '../../auth/AuthProvider';
import { BaseCurrencyOnly } from '../../display-currency/DisplayCurrencyProvider';
import { resolveAdminTab, tabsForRole } from './admin-tab-access';
import { ADMIN_TABS, type AdminBadgeKey } from './admin-tabs';
import { TwoFactorGate } from './TwoFactorGate';
import { useAdminBadges } from './use-admin-badges';
import './admin.css';

/** Count badges (pending deposits and withdrawals, unread support threads), polled. */
function PendingBadge({ count, unread = false, testId }: { count: number | undefined; unread?: boolean; testId: string }) {
  const intl = useIntl();
  if (!count) return null;
  return (
    <span className="tab-badge" data-testid={testId} aria-label={intl.formatMessage({ id: unread ? 'admin.unreadCount' : 'admin.pendingCount' }, { count })}>
      {count}
    </span>
  );
}

/**
 * Non-admins opening /admin see ACCESS DENIED; an admin sees the tabs of their
 * role only. The server enforces every admin rule anyway (docs/product-rules.md#admin-roles).
 */
export function AdminPage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tabs = user.isAdmin ? tabsForRole(ADMIN_TABS, user.adminRole) : [];
  // Counts are asked for once the panel opens (after two-factor enrolment).
  const badges = useAdminBadges(new Set(user.twoFactorEnabled ? tabs.flatMap((entry): AdminBadgeKey[] => (entry.badge ? [entry.badge] : [])) : []));
  const tab = resolveAdminTab(requested, tabs);
  const firstTab = tabs[0]?.name;
  const tabList = useActiveTabInView<HTMLDivElement>(tab ?? '');

  if (!user.isAdmin || !tab) {
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

  // Mandatory for admins: no panel before two-factor sign-in is on.
  if (!user.twoFactorEnabled) return <TwoFactorGate />;

  return (
    <div className="page admin">
      <header className="page__header page__header--split">
        <div>
          <p className="page__eyebrow"><FormattedMessage id="admin.eyebrow" /></p>
          <h1 className="page__title" data-testid="admin-title"><FormattedMessage id="admin.title" /></h1>
          <p className="page__subtitle">
            <FormattedMessage id="admin.subtitle" />{' '}
            {user.adminRole && (
              <span className="pill pill--accent" data-testid="admin-own-role">
                <FormattedMessage id="admin.role.yours" values={{ role: intl.formatMessage({ id: `admin.role.${user.adminRole}` }) }} />
              </span>
            )}
          </p>
        </div>
        <Link className="button button--ghost" to="/">
          <ArrowLeft className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="common.backToDashboard" />
        </Link>
      </header>
      <Tabs.Root value={tab} onValueChange={(next) => setSearchParams(next === firstTab ? {} : { tab: next }, { replace: true })}>
        <Tabs.List ref={tabList} className="tab-strip admin__tabs" aria-label={intl.formatMessage({ id: 'admin.title' })}>
          {tabs.map(({ name, label, icon: Icon, badge }) => (
            <Tabs.Trigger key={name} value={name} className="tab-strip__item" data-testid={`admin-tab-${name}`}>
              <Icon size={16} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id={label} />
              <PendingBadge count={badge && badges[badge]} unread={badge === 'support'} testId={`admin-badge-${name}`} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ name, Panel }) => (
          <Tabs.Content key={name} value={name} className="admin__panel">
            {/* Admin figures are base amounts only: no approximate display-currency figures. */}
            <BaseCurrencyOnly><Panel /></BaseCurrencyOnly>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
