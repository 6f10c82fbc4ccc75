import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Plus } from 'lucide-react';
import { AddFundsDialog } from './AddFundsDialog';

/** "Add Funds" with its dialog; used on the dashboard and in the profile. */
export function AddFundsButton({ variant = 'primary', testId = 'add-funds-button' }: { variant?: 'primary' | 'ghost'; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button className={`button button--${variant}`} type="button" onClick={() => setOpen(true)} data-testid={testId}>
        <Plus size={18} strokeWidth={1.75} aria-hidden />
        <FormattedMessage id="deposit.open" />
      </button>
      <AddFundsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
