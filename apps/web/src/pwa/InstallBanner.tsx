import { Download, Share, SquarePlus, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInstallBanner } from './useInstallBanner';
import './install-banner.css';

/**
 * The install banner at the bottom. iOS Safari (no install prompt):
 * tap Share, then Add to Home Screen, with "Got it". Elsewhere: "Install App",
 * "Later" and a close icon.
 */
export function InstallBanner() {
  const intl = useIntl();
  const { variant, install, dismiss } = useInstallBanner();
  if (!variant) return null;
  const appName = intl.formatMessage({ id: 'app.name' });

  return (
    <section className="install-banner glass" role="region" aria-label={intl.formatMessage({ id: 'pwa.install.label' })} data-testid="install-banner" data-variant={variant}>
      <img className="install-banner__icon" src="/icons/icon.svg" alt="" width={44} height={44} />
      <div className="install-banner__body">
        <h2 className="install-banner__title">
          <FormattedMessage id="pwa.install.title" values={{ appName }} />
        </h2>
        {variant === 'ios' ? (
          <ol className="install-banner__steps">
            <li>
              <Share size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="pwa.install.ios.share" />
            </li>
            <li>
              <SquarePlus size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="pwa.install.ios.add" />
            </li>
          </ol>
        ) : (
          <p className="install-banner__text">
            <FormattedMessage id="pwa.install.text" />
          </p>
        )}
        <div className="install-banner__actions">
          {variant === 'ios' ? (
            <button type="button" className="button button--primary button--small" onClick={dismiss} data-testid="install-banner-got-it">
              <FormattedMessage id="pwa.install.ios.gotIt" />
            </button>
          ) : (
            <>
              <button type="button" className="button button--primary button--small" onClick={() => void install()} data-testid="install-banner-install">
                <Download size={16} strokeWidth={1.75} aria-hidden />
                <FormattedMessage id="pwa.install.install" />
              </button>
              <button type="button" className="button button--ghost button--small" onClick={dismiss} data-testid="install-banner-later">
                <FormattedMessage id="pwa.install.later" />
              </button>
            </>
          )}
        </div>
      </div>
      {variant === 'install' && (
        <button type="button" className="icon-button install-banner__close" onClick={dismiss} aria-label={intl.formatMessage({ id: 'pwa.install.close' })} data-testid="install-banner-close">
          <X size={18} strokeWidth={1.75} aria-hidden />
        </button>
      )}
    </section>
  );
}
