import type { ReactNode } from 'react';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { ThemePicker } from '../../theme/ThemePicker';
import { Logo } from '../../ui/Logo';
import './age-gate.css';

/** The frame of the pages a mailed link opens (password reset, email confirmation): brand, language and theme. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className="age-frame">
      <header className="age-frame__bar">
        <Logo compact />
        <div className="age-frame__actions">
          <LanguagePicker />
          <ThemePicker />
        </div>
      </header>
      <main id="main" className="age-frame__main">{children}</main>
    </div>
  );
}
