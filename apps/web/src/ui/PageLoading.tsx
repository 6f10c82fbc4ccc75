import { FormattedMessage } from 'react-intl';
import { Spinner } from './Spinner';

/** Inside the signed-in frame while a page's code arrives: the frame stays, only the page area waits. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <Spinner size={22} />
      <FormattedMessage id="common.loading" />
    </div>
  );
}
