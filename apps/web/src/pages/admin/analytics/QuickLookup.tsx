import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Search } from 'lucide-react';
import { TextField } from '../../../ui/TextField';

/** Quick Draw Lookup takes a draw id. */
export function QuickLookup({ onLookup }: { onLookup: (drawId: string) => void }) {
  const [drawId, setDrawId] = useState('');
  return (
    <form className="card glass quick-lookup" onSubmit={(event) => { event.preventDefault(); if (drawId.trim()) onLookup(drawId.trim()); }}>
      <TextField label={<FormattedMessage id="analytics.lookup" />} value={drawId} onChange={(event) => setDrawId(event.target.value)} dir="ltr" placeholder="00000000-0000-0000-0000-000000000000" testId="analytics-lookup-input" />
      <button className="button button--primary" type="submit" disabled={!drawId.trim()} data-testid="analytics-lookup-submit">
        <Search size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="analytics.lookupSubmit" />
      </button>
    </form>
  );
}
