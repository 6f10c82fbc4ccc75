import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LogOut, ShieldHalf } from 'lucide-react';
import { useAuth, useCurrentUser } from '../auth/AuthProvider';
import { Hint } from '../ui/Hint';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { NotificationBell } from '../notifications/NotificationBell';
import { Logo } from '../ui/Logo';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';
import { ThemePicker } from '../theme/ThemePicker';

export function TopBar() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    await logout();
    setLeaving(false);
  }

  return (
    <header className="topbar">
      <Link className="topbar__brand" to="/">
        <Logo compact />
      </Link>

      <div className="topbar__account">
        <span className="topbar__username" data-testid="topbar-username" title={user.username}>{user.username}</span>
        <Money value={user.balance} size="sm" testId="topbar-balance" />
      </div>

      <div className="topbar__actions">
        {user.isAdmin && (
          <Hint label={intl.formatMessage({ id: 'topbar.adminPanel' })}>
            <Link className="button button--ghost topbar__admin" to="/admin" data-testid="admin-panel-button">
              <ShieldHalf size={18} strokeWidth={1.75} aria-hidden />
              <span className="topbar__label"><FormattedMessage id="topbar.adminPanel" /></span>
            </Link>
          </Hint>
        )}
        <NotificationBell />
        <LanguagePicker />
        <ThemePicker />
        <Hint label={intl.formatMessage({ id: 'topbar.logout' })}>
          <button className="button button--ghost topbar__logout" type="button" onClick={signOut} disabled={leaving} data-testid="logout-button" aria-busy={leaving}>
            {leaving ? <Spinner /> : <LogOut className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
            <span className="topbar__label"><FormattedMessage id="topbar.logout" /></span>
          </button>
        </Hint>
      </div>
    </header>
  );
}
