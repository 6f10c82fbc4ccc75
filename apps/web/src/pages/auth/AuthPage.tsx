import { useCallback, useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Gift, ShieldCheck, Trophy, Zap, type LucideIcon } from 'lucide-react';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { Logo } from '../../ui/Logo';
import { Percent } from '../../ui/Percent';
import { ThemePicker } from '../../theme/ThemePicker';
import { winnersShare } from '../../draws/draw-figures';
import { LoginBackdrop } from './LoginBackdrop';
import { AuthPageSettingsQuery } from './login-background.operations';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './auth-page.css';

type AuthTab = 'login' | 'register';

/** The four promises of the sign-in page. */
const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  { title: 'auth.feature.megaPrizes.title', text: 'auth.feature.megaPrizes.text', icon: Trophy },
  { title: 'auth.feature.instantDraws.title', text: 'auth.feature.instantDraws.text', icon: Zap },
  { title: 'auth.feature.referralRewards.title', text: 'auth.feature.referralRewards.text', icon: Gift },
  { title: 'auth.feature.fairGaming.title', text: 'auth.feature.fairGaming.text', icon: ShieldCheck },
];

/** A tile's text; the prize tile quotes the configured winners' share, worded without it until it is known. */
function featureText(text: string, adminProfitPercentage: number | undefined) {
  if (text !== 'auth.feature.megaPrizes.text') return <FormattedMessage id={text} />;
  if (adminProfitPercentage === undefined) return <FormattedMessage id="auth.feature.megaPrizes.textPending" />;
  return <FormattedMessage id={text} values={{ share: <Percent value={winnersShare(adminProfitPercentage)} /> }} />;
}

export function AuthPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  // docs/product-rules.md#real-figures: no invented figures, so the winners' share comes from the settings.
  const { data: settings } = useQuery(AuthPageSettingsQuery, { fetchPolicy: 'cache-first' });
  const profit = settings?.publicSettings.adminProfitPercentage;
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const [forgotPassword, setForgotPassword] = useState(false);

  const selectTab = useCallback(
    (next: string) => {
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next === 'register') updated.set('tab', 'register');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const openRegister = useCallback(() => selectTab('register'), [selectTab]);

  return (
    <div className="auth-page">
      <LoginBackdrop />
      <header className="auth-page__bar">
        <Logo />
        <div className="auth-page__pickers">
          <LanguagePicker />
          <ThemePicker />
        </div>
      </header>

      <main className="auth-page__main">
        <section className="auth-hero" aria-labelledby="auth-headline">
          <p className="auth-hero__eyebrow">
            <FormattedMessage id="auth.eyebrow" />
          </p>
          <h1 className="auth-hero__headline" id="auth-headline">
            <FormattedMessage id="auth.headline" />
          </h1>
          <p className="auth-hero__lead">
            <FormattedMessage id="auth.lead" />
          </p>
        </section>

        <section className="auth-card glass" aria-label={intl.formatMessage({ id: 'auth.formLabel' })}>
          <Tabs.Root value={tab} onValueChange={selectTab}>
            <Tabs.List className="segmented" aria-label={intl.formatMessage({ id: 'auth.formLabel' })}>
              <Tabs.Trigger className="segmented__item" value="login" data-testid="auth-login-tab">
                <FormattedMessage id="auth.tab.login" />
              </Tabs.Trigger>
              <Tabs.Trigger className="segmented__item" value="register" data-testid="auth-register-tab">
                <FormattedMessage id="auth.tab.register" />
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="auth-card__panel">
              {forgotPassword ? (
                <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
              ) : (
                <>
                  <h2 className="auth-card__title"><FormattedMessage id="auth.login.title" /></h2>
                  <p className="auth-card__subtitle"><FormattedMessage id="auth.login.subtitle" /></p>
                  <LoginForm onForgotPassword={() => setForgotPassword(true)} />
                </>
              )}
            </Tabs.Content>
            <Tabs.Content value="register" className="auth-card__panel" forceMount hidden={tab !== 'register'}>
              <h2 className="auth-card__title"><FormattedMessage id="auth.register.title" /></h2>
              <p className="auth-card__subtitle"><FormattedMessage id="auth.register.subtitle" /></p>
              <RegisterForm onReferralPrefilled={openRegister} />
            </Tabs.Content>
          </Tabs.Root>
        </section>

        <ul className="feature-tiles" aria-label={intl.formatMessage({ id: 'auth.featuresLabel' })}>
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="feature-tile glass">
              <span className="feature-tile__icon" aria-hidden>
                <Icon size={22} strokeWidth={1.75} />
              </span>
              <h3 className="feature-tile__title"><FormattedMessage id={title} /></h3>
              <p className="feature-tile__text">{featureText(text, profit)}</p>
            </li>
          ))}
        </ul>
      </main>

      <footer className="auth-page__footer">
        <FormattedMessage
          id="auth.footer"
          values={{
            link: (chunks: ReactNode) => (
              <Link className="auth-page__footer-link" to="/responsible-gaming" data-testid="auth-legal-age-link">
                {chunks}
              </Link>
            ),
          }}
        />
      </footer>
    </div>
  );
}
