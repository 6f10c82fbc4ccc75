import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMinor } from '@nova/money';
import { formatMoney } from '../money/format-money';
import type { Refusal } from './refusal';

/** "Your spend limit per day leaves MVR 5.00; more from 25 Nov, 14:00." in the interface language. */
export function useRefusalText(): (refusal: Refusal) => string {
  const intl = useIntl();
  return useCallback(
    (refusal: Refusal) => {
      const when = refusal.resetsAt ? intl.formatDate(refusal.resetsAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
      if (refusal.limit === 'under_age') {
        return intl.formatMessage({ id: 'refusal.underAge' }, { until: refusal.resetsAt ? intl.formatDate(refusal.resetsAt, { dateStyle: 'medium', timeZone: 'UTC' }) : '—' });
      }
      if (refusal.limit === 'time_out' || refusal.limit === 'self_exclusion') {
        return intl.formatMessage({ id: refusal.limit === 'time_out' ? 'refusal.timeOut' : 'refusal.selfExcluded' }, { until: when ?? '—' });
      }
      const name = intl.formatMessage(
        { id: 'protection.limitName' },
        { kind: intl.formatMessage({ id: `protection.kind.${refusal.limit}` }), period: intl.formatMessage({ id: `protection.period.${refusal.period ?? 'day'}` }) },
      );
      const money = (minor: number | null) => (minor === null ? '—' : formatMoney(formatMinor(minor)).text);
      if (!when) return intl.formatMessage({ id: 'refusal.limitAboveItself' }, { name, limit: money(refusal.limitMinor) });
      return intl.formatMessage({ id: 'refusal.limitReached' }, { name, remaining: money(refusal.remainingMinor), when });
    },
    [intl],
  );
}
