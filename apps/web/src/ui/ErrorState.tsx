import { FormattedMessage } from 'react-intl';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useErrorText } from '../lib/use-error-text';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  testId?: string;
}

/** A list that failed to load: the reason in the interface language, and a way to try again. */
export function ErrorState({ error, onRetry, testId }: ErrorStateProps) {
  const errorText = useErrorText();
  return (
    <div className="empty-state error-state" role="alert" data-testid={testId}>
      <span className="empty-state__icon error-state__icon" aria-hidden>
        <TriangleAlert size={28} strokeWidth={1.5} />
      </span>
      <p className="empty-state__title"><FormattedMessage id="common.loadFailed" /></p>
      <p className="empty-state__hint">{errorText(error)}</p>
      {onRetry && (
        <button className="button button--ghost" type="button" onClick={onRetry}>
          <RefreshCw size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="common.retry" />
        </button>
      )}
    </div>
  );
}
