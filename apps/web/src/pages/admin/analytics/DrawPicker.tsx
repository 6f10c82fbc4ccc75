import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Search } from 'lucide-react';
import { AdminDrawChoicesQuery } from '../admin.operations';

interface DrawChoice {
  id: string;
  name: string;
  date: string;
}

/**
 * The draw lookup picks a draw by name (open and recent completed draws, narrowed
 * by what is typed) instead of asking for a raw id; a pasted id still works.
 */
export function DrawPicker({ onLookup }: { onLookup: (drawId: string) => void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState('');
  const { data } = useQuery(AdminDrawChoicesQuery, { fetchPolicy: 'cache-and-network' });
  const dateText = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

  const groups = useMemo(() => {
    const needle = typed.trim().toLowerCase();
    const matches = (choice: DrawChoice) => !needle || choice.name.toLowerCase().includes(needle) || choice.id.startsWith(needle);
    const open = (data?.currentDraws ?? [])
      .filter((draw) => draw.status !== 'completed')
      .map((draw) => ({ id: draw.id, name: draw.name, date: draw.drawDate }))
      .filter(matches);
    const completed = (data?.completedDraws ?? []).map((draw) => ({ id: draw.id, name: draw.name, date: draw.completedAt ?? draw.drawDate })).filter(matches);
    return { open, completed };
  }, [data, typed]);

  const pastedId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(typed.trim()) ? typed.trim() : null;
  const first = groups.open[0] ?? groups.completed[0];
  const visible = [...groups.open, ...groups.completed].some((choice) => choice.id === chosen);
  const selected = pastedId ?? (visible ? chosen : first?.id ?? '');

  return (
    <form
      className="card glass quick-lookup"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onLookup(selected);
      }}
      data-testid="analytics-lookup"
    >
      <h2 className="card__title quick-lookup__title"><FormattedMessage id="analytics.lookup.title" /></h2>
      <label className="field quick-lookup__filter">
        <span className="field__label"><FormattedMessage id="analytics.lookup.filter" /></span>
        <span className="quick-lookup__search">
          <Search size={16} strokeWidth={1.75} aria-hidden />
          <input className="field__input" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" data-testid="analytics-lookup-filter" />
        </span>
      </label>
      <label className="field quick-lookup__choice">
        <span className="field__label"><FormattedMessage id="analytics.lookup.draw" /></span>
        <select className="field__input" value={selected} onChange={(event) => setChosen(event.target.value)} disabled={!!pastedId} data-testid="analytics-lookup-select">
          {!first && !pastedId && <option value="">{intl.formatMessage({ id: 'analytics.lookup.none' })}</option>}
          {groups.open.length > 0 && (
            <optgroup label={intl.formatMessage({ id: 'analytics.lookup.open' })}>
              {groups.open.map((choice) => <option key={choice.id} value={choice.id}>{`${choice.name} · ${dateText(choice.date)}`}</option>)}
            </optgroup>
          )}
          {groups.completed.length > 0 && (
            <optgroup label={intl.formatMessage({ id: 'analytics.lookup.completed' })}>
              {groups.completed.map((choice) => <option key={choice.id} value={choice.id}>{`${choice.name} · ${dateText(choice.date)}`}</option>)}
            </optgroup>
          )}
          {pastedId && <option value={pastedId}>{pastedId}</option>}
        </select>
      </label>
      <button className="button button--primary" type="submit" disabled={!selected} data-testid="analytics-lookup-submit">
        <Search size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="analytics.lookupSubmit" />
      </button>
    </form>
  );
}
