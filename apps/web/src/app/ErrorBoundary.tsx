import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isUnauthorizedError } from '../auth/api-errors';

interface ErrorBoundaryState {
  failed: boolean;
}

/** Spec §8: a render failure shows the System Error screen; 401 / Unauthorized errors are expected and not logged. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isUnauthorizedError(error)) return;
    console.error('Render failure', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="system-error" role="alert">
        <div className="system-error__card glass">
          <span className="system-error__icon" aria-hidden>
            <TriangleAlert size={32} strokeWidth={1.5} />
          </span>
          <h1 className="system-error__title"><FormattedMessage id="systemError.title" /></h1>
          <p className="system-error__text"><FormattedMessage id="systemError.text" /></p>
          <button className="button button--primary" type="button" onClick={() => window.location.reload()}>
            <RefreshCw size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="systemError.refresh" />
          </button>
        </div>
      </main>
    );
  }
}
