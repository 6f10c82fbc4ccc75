import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isUnauthorizedError } from '../lib/api-errors';
import { SystemErrorPage } from '../pages/system/SystemErrorPage';

interface ErrorBoundaryState {
  failed: boolean;
}

/** A render failure shows the System Error screen; 401 / Unauthorized errors are expected and not logged. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isUnauthorizedError(error)) return;
    console.error('Render failure', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <SystemErrorPage onRetry={this.retry} />;
  }
}
