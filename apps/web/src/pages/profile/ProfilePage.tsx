import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ArrowDownToLine, ArrowUpFromLine, BadgeDollarSign, Bell, HeartHandshake, KeyRound, ScrollText, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useActiveTabInView } from '../../ui/use-active-tab-in-view';
import { StatementPanel } from '../../statement/StatementPanel';
import { PlayResponsiblyTab } from '../../protection/PlayResponsiblyTab';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailCard } from '../../account-security/EmailCard';
import { SessionsCard } from '../../account-security/SessionsCard';
import { TwoFactorCard } from '../../account-security/TwoFactorCard';
import '../../account-security/security.css';
import { NotificationPreferences } from '../../notifications/NotificationPreferences';
import { NotificationChannelCards } from '../../notification-channels/NotificationChannelCards';
import { DepositHistory } from './DepositHistory';
import { PayoutHistory } from './PayoutHistory';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';
import { ReferralsTab } from './ReferralsTab';
import { SavedMethodsCard } from './SavedMethodsCard';
import { WithdrawTab } from './WithdrawTab';
import '../../payments/payments.css';
import './profile.css';

/** The tab comes from ?tab=, default profile. */
const PROFILE_TABS = ['profile', 'security', 'notifications', 'deposits', 'withdraw', 'payouts', 'referrals', 'statement', 'responsible'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_META: Record<ProfileTab, { label: string; icon: LucideIcon }> = {
  profile: { label: 'profile.tab.profile', icon: UserRound },
  security: { label: 'profile.tab.security', icon: KeyRound },
  notifications: { label: 'profile.tab.notifications', icon: Bell },
  deposits: { label: 'profile.tab.deposits', icon: ArrowDownToLine },
  withdraw: { label: 'profile.tab.withdraw', icon: ArrowUpFromLine },
  payouts: { label: 'profile.tab.payouts', icon: BadgeDollarSign },
  referrals: { label: 'profile.tab.referrals', icon: Users },
  statement: { label: 'profile.tab.statement', icon: ScrollText },
  responsible: { label: 'profile.tab.responsible', icon: HeartHandshake },
};

function isProfileTab(value: string | null): value is ProfileTab {
  return value !== null && (PROFILE_TABS as readonly string[]).includes(value);
}

export function ProfilePage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';
  const tabList = useActiveTabInView<HTMLDivElement>(tab);

  function selectTab(next: string) {
    setSearchParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  }

  return (
    <div className="page profile">
      <header className="page__header">
        <p className="page__eyebrow"><FormattedMessage id="profile.eyebrow" /></p>
        <h1 className="page__title"><FormattedMessage id="profile.title" /></h1>
      </header>

      <Tabs.Root value={tab} onValueChange={selectTab} className="profile__tabs">
        <Tabs.List ref={tabList} className="tab-strip" aria-label={intl.formatMessage({ id: 'profile.title' })}>
          {PROFILE_TABS.map((name) => {
            const { label, icon: Icon } = TAB_META[name];
            return (
              <Tabs.Trigger key={name} value={name} className="tab-strip__item" data-testid={`profile-tab-${name}`}>
                <Icon size={16} strokeWidth={1.75} aria-hidden />
                <FormattedMessage id={label} />
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>

        <Tabs.Content value="profile" className="profile__panel profile__stack">
          <ProfileDetails />
          <ProfileEditForm />
          <SavedMethodsCard />
        </Tabs.Content>
        <Tabs.Content value="security" className="profile__panel security-stack">
          <EmailCard />
          <TwoFactorCard />
          <ChangePasswordForm />
          <SessionsCard />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="profile__panel profile__stack" data-testid="profile-notifications">
          <NotificationPreferences />
          <NotificationChannelCards />
        </Tabs.Content>
        <Tabs.Content value="deposits" className="profile__panel">
          <DepositHistory />
        </Tabs.Content>
        <Tabs.Content value="withdraw" className="profile__panel">
          <WithdrawTab />
        </Tabs.Content>
        <Tabs.Content value="payouts" className="profile__panel">
          <PayoutHistory />
        </Tabs.Content>
        <Tabs.Content value="referrals" className="profile__panel">
          <ReferralsTab />
        </Tabs.Content>
        <Tabs.Content value="statement" className="profile__panel">
          <StatementPanel />
        </Tabs.Content>
        <Tabs.Content value="responsible" className="profile__panel">
          <PlayResponsiblyTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
