import { FormattedMessage, useIntl } from 'react-intl';
import type { CSSProperties } from 'react';
import { NavLink } from 'react-router';
import { House, LifeBuoy, Repeat, ShieldHalf, Ticket, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { useCurrentUser } from '../auth/AuthProvider';

interface Destination {
  to: string;
  label: string;
  /** A shorter label for the phone's bottom bar, where a long one would be cut. */
  shortLabel?: string;
  icon: LucideIcon;
  testId: string;
}

/** Home, Tickets, Subscriptions, Winners, Profile, Help, plus Admin for admins (6 or 7 columns). */
const PLAYER_DESTINATIONS: readonly Destination[] = [
  { to: '/', label: 'nav.home', icon: House, testId: 'nav-home' },
  { to: '/tickets', label: 'nav.tickets', icon: Ticket, testId: 'nav-tickets' },
  { to: '/subscriptions', label: 'nav.subscriptions', shortLabel: 'nav.subscriptionsShort', icon: Repeat, testId: 'nav-subscriptions' },
  { to: '/winners', label: 'nav.winners', icon: Trophy, testId: 'nav-winners' },
  { to: '/profile', label: 'nav.profile', icon: UserRound, testId: 'nav-profile' },
  { to: '/help', label: 'nav.help', icon: LifeBuoy, testId: 'nav-help' },
];
const ADMIN_DESTINATION: Destination = { to: '/admin', label: 'nav.admin', icon: ShieldHalf, testId: 'nav-admin' };

export function NavBar() {
  const intl = useIntl();
  const user = useCurrentUser();
  const destinations = user.isAdmin ? [...PLAYER_DESTINATIONS, ADMIN_DESTINATION] : PLAYER_DESTINATIONS;

  return (
    <nav className="navbar" aria-label={intl.formatMessage({ id: 'nav.label' })} style={{ '--nav-columns': destinations.length } as CSSProperties}>
      {destinations.map(({ to, label, shortLabel, icon: Icon, testId }) => (
        <NavLink key={to} to={to} end={to === '/'} className="navbar__item" data-testid={testId}>
          <Icon className="navbar__icon" size={22} strokeWidth={1.75} aria-hidden />
          {shortLabel ? (
            <span className="navbar__label">
              <span className="navbar__label-full"><FormattedMessage id={label} /></span>
              <span className="navbar__label-short"><FormattedMessage id={shortLabel} /></span>
            </span>
          ) : (
            <span className="navbar__label"><FormattedMessage id={label} /></span>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
