import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Check, X } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { renameTarget } from './draw-admin-rules';

interface RenameFieldProps {
  drawId: string;
  current: string;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onDone: () => void;
}

/** Inline rename: Enter saves, Escape cancels; an empty or unchanged name changes nothing. */
export function RenameField({ drawId, current, busy, onRename, onDone }: RenameFieldProps) {
  const intl = useIntl();
  const [name, setName] = useState(current);

  async function save() {
    const target = renameTarget(current, name);
    if (target === null) return onDone();
    if (await onRename(target)) onDone();
  }

  return (
    <form className="rename-field" onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <input
        className="field__input"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onDone()}
        aria-label={intl.formatMessage({ id: 'admin.draws.name' })}
        maxLength={120}
        autoFocus
        data-testid={`admin-draw-rename-input-${drawId}`}
      />
      <button className="icon-button" type="submit" disabled={busy} aria-label={intl.formatMessage({ id: 'common.save' })} data-testid={`admin-draw-rename-save-${drawId}`}>
        {busy ? <Spinner size={16} /> : <Check size={16} strokeWidth={1.75} aria-hidden />}
      </button>
      <button className="icon-button" type="button" onClick={onDone} aria-label={intl.formatMessage({ id: 'common.cancel' })}>
        <X size={16} strokeWidth={1.75} aria-hidden />
      </button>
    </form>
  );
}
