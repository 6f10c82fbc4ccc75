import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LogOut } from 'lucide-react';
import { useAuth } from '../../auth/AuthProvider';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { ThemePicker } from '../../theme/ThemePicker';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import './age-gate.css';

/** The frame of the age steps (docs/product-rules.md#age): brand, language, theme and sign-out, nothing to play with. */
export function AgeFrame({ children }: { children: ReactNode }) {
  const { logout } = useAuth();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="age-frame">
      <header className="age-frame__bar">
        <Logo compact />
        <div className="age-frame__actions">
          <LanguagePicker />
          <ThemePicker />
          <button
            type="button"
            className="button button--ghost"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout().finally(() => setLeaving(false));
            }}
            data-testid="age-sign-out"
          >
            {leaving ? <Spinner /> : <LogOut className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id="topbar.logout" />
          </button>
        </div>
      </header>
      <main id="main" className="age-frame__main">{children}</main>
    </div>
  );
}
