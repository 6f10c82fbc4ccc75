import { FormattedMessage } from 'react-intl';
import { PERIOD_LABELS, periodTone } from './periods';

/** The period badge: colour by period, grey "Legacy" for anything unknown. */
export function PeriodBadge({ period, drawName }: { period: string | null | undefined; drawName?: string }) {
  const tone = periodTone(period, drawName);
  return (
    <span className={`period-badge period--${tone}`} data-testid="period-badge" data-period={tone}>
      <FormattedMessage id={PERIOD_LABELS[tone]} />
    </span>
  );
}
