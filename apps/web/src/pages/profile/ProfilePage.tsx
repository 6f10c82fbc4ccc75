import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ArrowDownToLine, ArrowUpFromLine, BadgeDollarSign, KeyRound, UserRound, Users, type LucideIcon } from 'lucide-react';
import { EmptyState } from '../../ui/EmptyState';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';
import './profile.css';

/** Spec §2: the tab comes from ?tab=, default profile. */
const PROFILE_TABS = ['profile', 'security', 'deposits', 'withdraw', 'payouts', 'referrals'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_META: Record<ProfileTab, { label: string; icon: LucideIcon }> = {
  profile: { label: 'profile.tab.profile', icon: UserRound },
  security: { label: 'profile.tab.security', icon: KeyRound },
  deposits: { label: 'profile.tab.deposits', icon: ArrowDownToLine },
  withdraw: { label: 'profile.tab.withdraw', icon: ArrowUpFromLine },
  payouts: { label: 'profile.tab.payouts', icon: BadgeDollarSign },
  referrals: { label: 'profile.tab.referrals', icon: Users },
};

/** The spec's empty states for the history tabs (§2 Profile page). */
const HISTORY_EMPTY: Record<'deposits' | 'withdraw' | 'payouts' | 'referrals', { title: string; icon: LucideIcon }> = {
  deposits: { title: 'profile.empty.deposits', icon: ArrowDownToLine },
  withdraw: { title: 'profile.empty.withdrawals', icon: ArrowUpFromLine },
  payouts: { title: 'profile.empty.payouts', icon: BadgeDollarSign },
  referrals: { title: 'profile.empty.referrals', icon: Users },
};

function isProfileTab(value: string | null): value is ProfileTab {
  return value !== null && (PROFILE_TABS as readonly string[]).includes(value);
}

export function ProfilePage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';

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
        <Tabs.List className="tab-strip" aria-label={intl.formatMessage({ id: 'profile.title' })}>
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

        <Tabs.Content value="profile" className="profile__panel">
          <ProfileDetails />
        </Tabs.Content>
        <Tabs.Content value="security" className="profile__panel">
          <ChangePasswordForm />
        </Tabs.Content>
        {(Object.keys(HISTORY_EMPTY) as Array<keyof typeof HISTORY_EMPTY>).map((name) => {
          const { title, icon } = HISTORY_EMPTY[name];
          return (
            <Tabs.Content key={name} value={name} className="profile__panel">
              <section className="card glass">
                <h2 className="card__title"><FormattedMessage id={TAB_META[name].label} /></h2>
                <EmptyState icon={icon} title={<FormattedMessage id={title} />} testId={`profile-empty-${name}`} />
              </section>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
