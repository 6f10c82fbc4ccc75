import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../../money/format-money';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { AdminDailyFiguresQuery } from '../admin.operations';
import { TrendChart } from './TrendChart';

const RANGES = [7, 30, 90] as const;
type Range = (typeof RANGES)[number];

/** Scale and tooltip text: money with two decimals below 1,000, whole units above. */
function moneyLabel(value: number): string {
  const cents = Math.round(value * 100);
  const text = formatMoney((cents / 100).toFixed(2)).text;
  return value >= 1000 ? text.replace(/\.\d\d$/, '') : text;
}

/** Sales, profit and buying players per day, over 7, 30 or 90 days. */
export function DailyCharts() {
  const intl = useIntl();
  const [days, setDays] = useState<Range>(30);
  const { data, previousData, loading, error, refetch } = useQuery(AdminDailyFiguresQuery, { variables: { days }, fetchPolicy: 'cache-and-network' });
  const shown = (data ?? previousData)?.adminDailyFigures;
  const dayList = shown?.map((entry) => entry.day) ?? [];

  return (
    <section className="card glass daily-charts" aria-labelledby="daily-charts-title" data-testid="analytics-charts">
      <div className="card__head card__head--split">
        <h2 className="card__title" id="daily-charts-title"><FormattedMessage id="analytics.chart.title" /></h2>
        <div className="segmented segmented--inline" role="radiogroup" aria-label={intl.formatMessage({ id: 'analytics.chart.range' })}>
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              role="radio"
              aria-checked={days === range}
              data-state={days === range ? 'active' : 'inactive'}
              className="segmented__item"
              onClick={() => setDays(range)}
              data-testid={`analytics-range-${range}`}
            >
              <FormattedMessage id="analytics.chart.days" values={{ count: range }} />
            </button>
          ))}
        </div>
      </div>
      <p className="card__text"><FormattedMessage id="analytics.chart.hint" /></p>
      {loading && !shown ? (
        <Skeleton rows={2} height={140} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : error && !shown ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : shown ? (
        <div className="daily-charts__grid">
          <TrendChart
            title={<FormattedMessage id="analytics.chart.money" />}
            days={dayList}
            format={moneyLabel}
            testId="analytics-chart-money"
            series={[
              { key: 'sales', label: <FormattedMessage id="analytics.sales" />, kind: 'bar', color: 'var(--accent)', values: shown.map((entry) => Number(entry.sales)) },
              { key: 'profit', label: <FormattedMessage id="analytics.chart.profit" />, kind: 'line', color: 'var(--success)', values: shown.map((entry) => Number(entry.profit)) },
            ]}
          />
          <TrendChart
            title={<FormattedMessage id="analytics.chart.players" />}
            days={dayList}
            format={(value) => String(Math.round(value))}
            whole
            testId="analytics-chart-players"
            series={[{ key: 'players', label: <FormattedMessage id="analytics.chart.buyers" />, kind: 'bar', color: 'var(--warning)', values: shown.map((entry) => entry.players) }]}
          />
        </div>
      ) : null}
    </section>
  );
}
