import { FormattedMessage } from 'react-intl';
import { Radio } from 'lucide-react';
import { largestPool } from '../draws/draw-figures';
import { useCurrentDraws } from '../draws/use-current-draws';
import { Money } from '../ui/Money';

/** decisions.md: the ticker shows the real largest current prize pool, or says honestly that draws open soon. */
export function Ticker() {
  const { draws } = useCurrentDraws();
  const top = largestPool(draws);
  return (
    <div className="ticker" role="status" data-testid="ticker">
      <span className="ticker__badge">
        <Radio size={14} strokeWidth={2} aria-hidden />
        <FormattedMessage id="ticker.badge" />
      </span>
      <div className="ticker__track">
        <p className="ticker__text">
          {top ? (
            <FormattedMessage id="ticker.largestPool" values={{ draw: <bdi>{top.name}</bdi>, amount: <Money value={top.prizePool} size="sm" /> }} />
          ) : (
            <FormattedMessage id="ticker.noDraws" />
          )}
        </p>
      </div>
    </div>
  );
}
