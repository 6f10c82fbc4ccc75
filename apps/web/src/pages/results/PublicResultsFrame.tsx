import { FormattedMessage } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { LogIn } from 'lucide-react';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { Logo } from '../../ui/Logo';
import { ThemePicker } from '../../theme/ThemePicker';

/** The frame of the public results pages for signed-out visitors (as on the public Verify page). */
export function PublicResultsFrame() {
  return (
    <div className="public-frame">
      <header className="public-frame__bar">
        <Link to="/auth" className="public-frame__brand"><Logo compact /></Link>
        <div className="public-frame__actions">
          <LanguagePicker />
          <ThemePicker />
          <Link className="button button--ghost" to="/auth">
            <LogIn className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="auth.tab.login" />
          </Link>
        </div>
      </header>
      <main id="main"><Outlet /></main>
    </div>
  );
}
