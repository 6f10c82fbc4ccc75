import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RotateCcw, WifiOff } from 'lucide-react';
import './system-pages.css';

interface OfflinePageProps {
  /** Asks the server again; also run by itself when the browser is back online. */
  onRetry: () => void;
}

/**
 * The app shell opened without a connection (from the service worker's cache):
 * balances and draws are never cached, so say so and reconnect on our own.
 */
export function OfflinePage({ onRetry }: OfflinePageProps) {
  const intl = useIntl();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  return (
    <main className="system-error system-error--offline" role="alert" data-testid="offline-screen">
      <div className="system-error__card glass">
        <span className="system-error__icon" aria-hidden>
          <WifiOff size={32} strokeWidth={1.5} />
        </span>
        <h1 className="system-error__title"><FormattedMessage id="offline.title" /></h1>
        <p className="system-error__text"><FormattedMessage id="offline.text" values={{ appName: intl.formatMessage({ id: 'app.name' }) }} /></p>
        <button className="button button--primary" type="button" onClick={onRetry} data-testid="offline-retry">
          <RotateCcw size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="offline.retry" />
        </button>
      </div>
    </main>
  );
}
