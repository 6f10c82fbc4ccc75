import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Plus } from 'lucide-react';
import { parseAmount } from '@nova/money';
import { useMutationErrorHandler } from '../../../auth/AuthProvider';
import { DRAW_PERIODS, PERIOD_LABELS } from '../../../draws/periods';
import type { DrawPeriod } from '../../../gql/graphql';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toaster';
import { CreateDrawMutation } from '../admin.operations';
import { localInputToIso } from './draw-admin-rules';

/** maxTickets defaults to 1000. */
const DEFAULT_MAX_TICKETS = '1000';

function validPrice(text: string): boolean {
  try {
    return parseAmount(text.trim()) > 0;
  } catch {
    return false;
  }
}

/** Admin: a new draw {name, period, ticketPrice, maxTickets, drawDate}; the server commits its seed. */
export function CreateDrawForm({ onCreated }: { onCreated: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const periodId = useId();
  const [name, setName] = useState('');
  const [period, setPeriod] = useState<DrawPeriod>('daily');
  const [price, setPrice] = useState('10');
  const [maxTickets, setMaxTickets] = useState(DEFAULT_MAX_TICKETS);
  const [drawDate, setDrawDate] = useState('');
  const [create, { loading }] = useMutation(CreateDrawMutation, { refetchQueries: ['CurrentDraws'] });
  const drawDateIso = localInputToIso(drawDate);
  const max = Number(maxTickets);
  // Each field still missing or wrong, by its label, so a disabled button says why.
  const missing = [
    name.trim() === '' && 'admin.draws.name',
    !validPrice(price) && 'admin.draws.price',
    !(Number.isSafeInteger(max) && max >= 1) && 'admin.draws.maxTickets',
    drawDateIso === null && 'admin.draws.drawDate',
  ].filter((id): id is string => id !== false);
  const valid = missing.length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || !drawDateIso) return;
    try {
      await create({ variables: { input: { name: name.trim(), period, ticketPrice: price.trim(), maxTickets: max, drawDate: drawDateIso } } });
      showToast({ title: intl.formatMessage({ id: 'admin.draws.created' }), description: name.trim() });
      setName('');
      setDrawDate('');
      onCreated();
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'admin.draws.createFailed' }), description: text });
    }
  }

  return (
    <form className="card glass admin-form" onSubmit={submit} aria-labelledby="create-draw-title">
      <h2 className="card__title" id="create-draw-title"><FormattedMessage id="admin.draws.createTitle" /></h2>
      <div className="admin-form__grid">
        <TextField label={<FormattedMessage id="admin.draws.name" />} value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} testId="admin-draw-create-name" />
        <div className="field">
          <label className="field__label" htmlFor={periodId}><FormattedMessage id="admin.draws.period" /></label>
          <select id={periodId} className="field__input" value={period} onChange={(event) => setPeriod(event.target.value as DrawPeriod)} data-testid="admin-draw-create-period">
            {DRAW_PERIODS.map((option) => (
              <option key={option} value={option}>{intl.formatMessage({ id: PERIOD_LABELS[option] })}</option>
            ))}
          </select>
        </div>
        <TextField label={<FormattedMessage id="admin.draws.price" />} value={price} onChange={(event) => setPrice(event.target.value)} inputMode="decimal" dir="ltr" required testId="admin-draw-create-price" />
        <TextField label={<FormattedMessage id="admin.draws.maxTickets" />} value={maxTickets} onChange={(event) => setMaxTickets(event.target.value.replace(/[^\d]/g, ''))} inputMode="numeric" dir="ltr" required testId="admin-draw-create-max" />
        <TextField label={<FormattedMessage id="admin.draws.drawDate" />} type="datetime-local" value={drawDate} onChange={(event) => setDrawDate(event.target.value)} required testId="admin-draw-create-date" />
      </div>
      <button className="button button--primary" type="submit" disabled={!valid || loading} aria-busy={loading} data-testid="admin-draw-create-submit">
        {loading ? <Spinner /> : <Plus size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id="admin.draws.create" />
      </button>
      {!valid && (
        <p className="field__hint" data-testid="admin-draw-create-missing">
          <FormattedMessage id="admin.draws.stillNeeded" values={{ fields: intl.formatList(missing.map((id) => intl.formatMessage({ id }))) }} />
        </p>
      )}
    </form>
  );
}
