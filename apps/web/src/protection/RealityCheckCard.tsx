import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AlarmClock } from 'lucide-react';
import { browserStorage } from '../lib/storage';
import { parseRealityCheckMinutes, REALITY_CHECK_CHANGED, REALITY_CHECK_KEY, REALITY_CHECK_MINUTES, type RealityCheckMinutes } from './reality-check';

/** Where the player turns the reality check on (every 15, 30 or 60 minutes) or off. Kept in this browser. */
export function RealityCheckCard() {
  const intl = useIntl();
  const [minutes, setMinutes] = useState<RealityCheckMinutes>(() => parseRealityCheckMinutes(browserStorage.get(REALITY_CHECK_KEY)));
  const choose = (value: RealityCheckMinutes) => {
    setMinutes(value);
    browserStorage.set(REALITY_CHECK_KEY, String(value));
    window.dispatchEvent(new Event(REALITY_CHECK_CHANGED));
  };
  return (
    <section className="card glass" aria-labelledby="reality-check-title" data-testid="reality-check-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><AlarmClock size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="reality-check-title"><FormattedMessage id="realityCheck.cardTitle" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="realityCheck.cardText" /></p>
      <div className="chip-row" role="radiogroup" aria-label={intl.formatMessage({ id: 'realityCheck.cardTitle' })}>
        {REALITY_CHECK_MINUTES.map((value) => (
          <button key={value} type="button" role="radio" aria-checked={minutes === value} className="chip" onClick={() => choose(value)} data-testid={`reality-check-${value}`}>
            {value === 0 ? intl.formatMessage({ id: 'realityCheck.off' }) : intl.formatMessage({ id: 'realityCheck.every' }, { minutes: value })}
          </button>
        ))}
      </div>
    </section>
  );
}
