import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { Logo } from '../ui/Logo';
import { ThemePicker } from '../theme/ThemePicker';

/** The frame of the pages a signed-out visitor may open (results, Verify): brand, language, theme and sign-in. */
export function PublicFrame({ children }: { children: ReactNode }) {
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
      <main id="main">{children}</main>
    </div>
  );
}
