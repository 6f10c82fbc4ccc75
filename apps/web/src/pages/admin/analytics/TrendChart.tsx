import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';

export interface TrendSeries {
  key: string;
  label: ReactNode;
  /** Plain numbers for the scale (money as major units); `format` gives the text shown. */
  values: readonly number[];
  kind: 'bar' | 'line';
  /** A CSS colour, e.g. var(--accent). */
  color: string;
}

interface TrendChartProps {
  title: ReactNode;
  /** One UTC day (YYYY-MM-DD) per value, oldest first. */
  days: readonly string[];
  series: readonly TrendSeries[];
  format: (value: number) => string;
  /** The values are counts: the scale's lines fall on whole numbers. */
  whole?: boolean;
  testId?: string;
}

const HEIGHT = 100;
const SLOT = 10;

/**
 * The smallest "nice" number (1, 2 or 5 × 10ⁿ) at or above the largest value, so the top line
 * reads well; for counts (`whole`) one whose half is whole too, so the middle line is a count.
 */
export function niceCeiling(value: number, whole = false): number {
  const wanted = whole ? Math.max(2, value) : value;
  if (wanted <= 0) return 1;
  let power = 10 ** Math.floor(Math.log10(wanted));
  for (;;) {
    for (const factor of [1, 2, 5]) {
      const top = factor * power;
      if (top >= wanted && (!whole || Number.isInteger(top / 2))) return top;
    }
    power *= 10;
  }
}

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A light hand-drawn SVG chart (no chart library in the lazy admin bundle): bars
 * and lines over days. The scale's labels are HTML beside the plot so they keep
 * their size on any screen; a screen reader gets the same figures as a table.
 */
export function TrendChart({ title, days, series, format, whole = false, testId }: TrendChartProps) {
  const top = niceCeiling(Math.max(0, ...series.flatMap((line) => line.values)), whole);
  const width = Math.max(1, days.length) * SLOT;
  const y = (value: number) => HEIGHT - (Math.max(0, value) / top) * HEIGHT;
  const bars = series.filter((line) => line.kind === 'bar');
  const barWidth = (SLOT * 0.7) / Math.max(1, bars.length);
  const dayTitle = (index: number) => days[index] ?? '';

  return (
    <figure className="trend-chart" data-testid={testId}>
      <figcaption className="trend-chart__head">
        <span className="trend-chart__title">{title}</span>
        <span className="trend-chart__legend">
          {series.map((line) => (
            <span key={line.key} className={`trend-chart__key trend-chart__key--${line.kind}`} style={{ ['--key-color' as string]: line.color }}>
              {line.label}
            </span>
          ))}
        </span>
      </figcaption>
      <div className="trend-chart__plot" aria-hidden>
        <span className="trend-chart__scale trend-chart__scale--top" dir="ltr">{format(top)}</span>
        <span className="trend-chart__scale trend-chart__scale--mid" dir="ltr">{format(top / 2)}</span>
        <svg className="trend-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          {[0, 0.5, 1].map((share) => (
            <line key={share} className="trend-chart__grid" x1={0} x2={width} y1={HEIGHT * share} y2={HEIGHT * share} vectorEffect="non-scaling-stroke" />
          ))}
          {bars.map((line, barIndex) =>
            line.values.map((value, index) => (
              <rect
                key={`${line.key}-${index}`}
                x={index * SLOT + SLOT * 0.15 + barIndex * barWidth}
                y={y(value)}
                width={barWidth}
                height={HEIGHT - y(value)}
                fill={line.color}
                className="trend-chart__bar"
              >
                <title>{`${dayTitle(index)}: ${format(value)}`}</title>
              </rect>
            )),
          )}
          {series
            .filter((line) => line.kind === 'line')
            .map((line) => (
              <polyline
                key={line.key}
                className="trend-chart__line"
                points={line.values.map((value, index) => `${index * SLOT + SLOT / 2},${y(value)}`).join(' ')}
                stroke={line.color}
                vectorEffect="non-scaling-stroke"
              />
            ))}
        </svg>
      </div>
      {days.length > 0 && (
        <div className="trend-chart__axis" aria-hidden>
          <span><FormattedDate value={dayDate(days[0] ?? '')} timeZone="UTC" month="short" day="numeric" /></span>
          <span><FormattedDate value={dayDate(days[days.length - 1] ?? '')} timeZone="UTC" month="short" day="numeric" /></span>
        </div>
      )}
      {/* A table ignores a 1px width: the clipping box is a div around it, so it never widens the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="analytics.chart.day" /></th>
              {series.map((line) => <th key={line.key} scope="col">{line.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row"><FormattedDate value={dayDate(day)} timeZone="UTC" dateStyle="medium" /></th>
                {series.map((line) => <td key={line.key}>{format(line.values[index] ?? 0)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
