import { useIntl } from 'react-intl';

/** The admin's note for a decision (review lists with admin notes). */
export function ReviewNotes({ value, onChange, testId }: { value: string; onChange: (value: string) => void; testId: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'admin.payouts.notes' });
  return <input className="field__input" value={value} onChange={(event) => onChange(event.target.value)} placeholder={label} aria-label={label} maxLength={500} data-testid={testId} />;
}
