import { FormattedMessage } from 'react-intl';
import { BadgePercent } from 'lucide-react';

/** 5-9 tickets 5%, 10-19 tickets 10%, 20 or more 15%. */
const DISCOUNT_TIERS = [
  { label: 'dashboard.discount.tier5', percent: 5 },
  { label: 'dashboard.discount.tier10', percent: 10 },
  { label: 'dashboard.discount.tier20', percent: 15 },
] as const;

export function VolumeDiscountNotice() {
  return (
    <section className="card glass discount-card" aria-labelledby="discount-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><BadgePercent size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="discount-title"><FormattedMessage id="dashboard.discount.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id="dashboard.discount.text" /></p>
      <ul className="discount-card__tiers">
        {DISCOUNT_TIERS.map((tier) => (
          <li key={tier.label} className="discount-card__tier">
            <span className="discount-card__percent" dir="ltr">−{tier.percent}%</span>
            <span className="discount-card__range"><FormattedMessage id={tier.label} /></span>
          </li>
        ))}
      </ul>
    </section>
  );
}
