import { FormattedMessage } from 'react-intl';
import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import './system-pages.css';

interface SystemErrorPageProps {
  /** Tries the failed part again without a reload (the render or the first load). */
  onRetry?: () => void;
}

/** "System Error", "Something went wrong. Please refresh the page or try again.", Refresh Page reloads. */
export function SystemErrorPage({ onRetry }: SystemErrorPageProps) {
  return (
    <main className="system-error" role="alert" data-testid="system-error">
      <div className="system-error__card glass">
        <span className="system-error__icon" aria-hidden>
          <TriangleAlert size={32} strokeWidth={1.5} />
        </span>
        <h1 className="system-error__title"><FormattedMessage id="systemError.title" /></h1>
        <p className="system-error__text"><FormattedMessage id="systemError.text" /></p>
        <div className="system-error__actions">
          <button className="button button--primary" type="button" onClick={() => window.location.reload()} data-testid="system-error-refresh">
            <RefreshCw size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="systemError.refresh" />
          </button>
          {onRetry && (
            <button className="button button--ghost" type="button" onClick={onRetry} data-testid="system-error-retry">
              <RotateCcw size={18} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="systemError.retry" />
            </button>
          )}
        </div>
      </div>
    </main>
  );
}
