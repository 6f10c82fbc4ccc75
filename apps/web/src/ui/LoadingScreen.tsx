import { FormattedMessage } from 'react-intl';
import { Spinner } from './Spinner';

/** While auth loads, "Loading arena...". */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <img className="loading-screen__mark" src="/icons/icon.svg" alt="" width={72} height={72} />
      <p className="loading-screen__text">
        <Spinner size={18} />
        <FormattedMessage id="app.loadingArena" />
      </p>
    </div>
  );
}
