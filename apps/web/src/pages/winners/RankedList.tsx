import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Money } from '../../ui/Money';
import type { RankedEntry } from './Podium';

/** The top 10, and Show All when there are more. */
const SHOWN_FIRST = 10;

export function RankedList({ entries, testId }: { entries: readonly RankedEntry[]; testId: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, SHOWN_FIRST);
  return (
    <>
      <ol className="row-list ranked-list" data-testid={testId}>
        {shown.map((entry, index) => (
          <li key={entry.key} className="row-list__item" data-testid={`${testId}-entry`}>
            <span className="ranked-list__rank tabular" dir="ltr">{index + 1}</span>
            <span className="row-list__main">
              <bdi className="row-list__title">{entry.username}</bdi>
              <span className="row-list__meta">{entry.detail}</span>
            </span>
            <Money value={entry.amount} size="sm" />
          </li>
        ))}
      </ol>
      {entries.length > SHOWN_FIRST && (
        <button className="button button--ghost" type="button" onClick={() => setAll(!all)} data-testid={`${testId}-show-all`}>
          <FormattedMessage id={all ? 'winners.showLess' : 'winners.showAll'} values={{ count: entries.length }} />
        </button>
      )}
    </>
  );
}
