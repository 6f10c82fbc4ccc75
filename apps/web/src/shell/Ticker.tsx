import { FormattedMessage } from 'react-intl';
import { Radio } from 'lucide-react';

/**
 * decisions.md: the ticker shows real figures only. No draw exists yet, so it
 * announces that draws open soon instead of inventing a prize pool.
 */
export function Ticker() {
  return (
    <div className="ticker" role="status">
      <span className="ticker__badge">
        <Radio size={14} strokeWidth={2} aria-hidden />
        <FormattedMessage id="ticker.badge" />
      </span>
      <div className="ticker__track">
        <p className="ticker__text">
          <FormattedMessage id="ticker.noDraws" />
        </p>
      </div>
    </div>
  );
}
