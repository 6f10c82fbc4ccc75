import { FormattedMessage } from 'react-intl';
import { Radio, WifiOff } from 'lucide-react';
import { largestPool } from '../draws/draw-figures';
import { useLiveDraws } from '../draws/live/LiveDrawsProvider';
import { useCurrentDraws } from '../draws/use-current-draws';
import { Money } from '../ui/Money';

/**
 * docs/product-rules.md#real-figures: the ticker shows the real largest current prize pool, or says
 * honestly that draws open soon, but only once the list has loaded (nothing is
 * claimed while loading or after an error). Its badge says "Live" only while
 * the live stream is open.
 */
export function Ticker() {
  const { draws, loaded, loading, error } = useCurrentDraws();
  const { connection } = useLiveDraws();
  const top = largestPool(draws);
  const live = connection === 'live';
  return (
    <>
      <div className="ticker" role="status" data-testid="ticker">
        <span className={`ticker__badge${live ? '' : ' ticker__badge--down'}`} data-testid="live-badge" data-connection={connection}>
          {connection === 'offline' ? <WifiOff size={14} strokeWidth={2} aria-hidden /> : <Radio size={14} strokeWidth={2} aria-hidden />}
          <FormattedMessage id={`ticker.connection.${connection}`} />
        </span>
        <div className="ticker__track">
          <p className="ticker__text">
            {top ? (
              <FormattedMessage id="ticker.largestPool" values={{ draw: <bdi>{top.name}</bdi>, amount: <Money value={top.prizePool} size="sm" /> }} />
            ) : loaded ? (
              <FormattedMessage id="ticker.noDraws" />
            ) : loading ? (
              <FormattedMessage id="common.loading" />
            ) : error ? (
              <FormattedMessage id="ticker.unavailable" />
            ) : null}
          </p>
        </div>
      </div>
      {connection === 'offline' && (
        <div className="offline-banner" role="alert" data-testid="offline-banner">
          <WifiOff size={16} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="offline.banner" />
        </div>
      )}
    </>
  );
}
