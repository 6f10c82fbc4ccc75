import { FormattedMessage } from 'react-intl';
import { Gauge } from 'lucide-react';
import { LimitRow } from './LimitRow';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitFigures } from './limit-figures';

/** The nine limits, grouped by kind; a lower limit applies at once, a higher one after 24 hours and a confirmation. */
export function LimitsCard({ limits }: { limits: readonly LimitFigures[] }) {
  return (
    <section className="card glass" aria-labelledby="limits-title" data-testid="limits-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><Gauge size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="limits-title"><FormattedMessage id="protection.limits.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="protection.limits.text" /></p>
      {LIMIT_KINDS.map((kind) => (
        <div key={kind} className="limit-group">
          <h3 className="limit-group__title"><FormattedMessage id={`protection.kind.${kind}`} /></h3>
          <p className="limit-group__text muted"><FormattedMessage id={`protection.kind.${kind}.text`} /></p>
          <ul className="limit-group__rows">
            {LIMIT_PERIODS.map((period) => {
              const limit = limits.find((row) => row.kind === kind && row.period === period);
              return limit ? <LimitRow key={period} limit={limit} /> : null;
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
