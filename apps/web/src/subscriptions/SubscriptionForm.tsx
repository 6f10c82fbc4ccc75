import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Repeat } from 'lucide-react';
import type { DrawCardFieldsFragment } from '../gql/graphql';
import { useErrorText } from '../lib/use-error-text';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toaster';
import { checkDraft, emptyDraft, MAX_DRAWS, MAX_TICKETS_PER_DRAW, type DraftErrors, type SubscriptionDraft } from './subscription-form';
import { CreateSubscriptionMutation, PlayerSubscriptionsQuery } from './subscriptions.operations';

interface SubscriptionFormProps {
  /** The recurring draws on offer (custom draws cannot be subscribed). */
  draws: readonly DrawCardFieldsFragment[];
  /** A draw chosen before (from a draw card's link). */
  initialDrawId?: string;
}

/** "New subscription": a recurring draw, tickets per draw, how many draws, and the optional prize-pool minimum. */
export function SubscriptionForm({ draws, initialDrawId }: SubscriptionFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<SubscriptionDraft>(() => emptyDraft(initialDrawId ?? ''));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [create, creating] = useMutation(CreateSubscriptionMutation, { refetchQueries: [PlayerSubscriptionsQuery] });
  const set = <K extends keyof SubscriptionDraft>(field: K, value: SubscriptionDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  // The draws arrive after the form: keep a preselected draw, or take the first on offer.
  useEffect(() => {
    if (draft.drawId && draws.some((draw) => draw.id === draft.drawId)) return;
    const first = draws.find((draw) => draw.id === initialDrawId) ?? draws[0];
    if (first) setDraft((current) => ({ ...current, drawId: first.id }));
  }, [draws, draft.drawId, initialDrawId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.errors);
    if (!checked.input) return;
    try {
      await create({ variables: { input: checked.input } });
      toast({ title: intl.formatMessage({ id: 'subscriptions.toast.created' }) });
      setDraft(emptyDraft(draft.drawId));
    } catch {
      // shown below the form
    }
  }

  const message = (field: keyof DraftErrors) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }, { max: field === 'drawLimit' ? MAX_DRAWS : MAX_TICKETS_PER_DRAW }) : undefined;
  };

  return (
    <form className="card glass subscription-form" onSubmit={(event) => void submit(event)} aria-labelledby="subscription-form-title" noValidate data-testid="subscription-form">
      <h2 className="card__title" id="subscription-form-title">
        <Repeat size={20} strokeWidth={1.75} aria-hidden /> <FormattedMessage id="subscriptions.form.title" />
      </h2>
      <p className="card__text"><FormattedMessage id="subscriptions.form.intro" /></p>
      <fieldset className="subscription-form__fields" disabled={creating.loading}>
        <div className={`field ${errors.drawId ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor="subscription-draw"><FormattedMessage id="subscriptions.form.draw" /></label>
          <select id="subscription-draw" className="field__input" value={draft.drawId} onChange={(event) => set('drawId', event.target.value)} data-testid="subscription-draw">
            {draws.length === 0 && <option value="">{intl.formatMessage({ id: 'subscriptions.form.noDraws' })}</option>}
            {draws.map((draw) => (
              <option key={draw.id} value={draw.id}>
                {draw.name} · {intl.formatMessage({ id: `period.${draw.period}` })}
              </option>
            ))}
          </select>
          {errors.drawId && <p className="field__error" role="alert">{message('drawId')}</p>}
        </div>
        <TextField
          label={<FormattedMessage id="subscriptions.form.tickets" />}
          inputMode="numeric"
          value={draft.ticketsPerDraw}
          onChange={(event) => set('ticketsPerDraw', event.target.value)}
          error={message('ticketsPerDraw')}
          hint={<FormattedMessage id="subscriptions.form.ticketsHint" values={{ max: MAX_TICKETS_PER_DRAW }} />}
          testId="subscription-tickets"
        />
        <label className="check-row">
          <input type="checkbox" checked={draft.limited} onChange={(event) => set('limited', event.target.checked)} data-testid="subscription-limited" />
          <FormattedMessage id="subscriptions.form.limited" />
        </label>
        {draft.limited && (
          <TextField
            label={<FormattedMessage id="subscriptions.form.drawLimit" />}
            inputMode="numeric"
            value={draft.drawLimit}
            onChange={(event) => set('drawLimit', event.target.value)}
            error={message('drawLimit')}
            hint={<FormattedMessage id="subscriptions.form.drawLimitHint" />}
            testId="subscription-draw-limit"
          />
        )}
        <label className="check-row">
          <input type="checkbox" checked={draft.poolCondition} onChange={(event) => set('poolCondition', event.target.checked)} data-testid="subscription-pool-condition" />
          <FormattedMessage id="subscriptions.form.poolCondition" />
        </label>
        {draft.poolCondition && (
          <TextField
            label={<FormattedMessage id="subscriptions.form.minPrizePool" />}
            inputMode="decimal"
            dir="ltr"
            value={draft.minPrizePool}
            onChange={(event) => set('minPrizePool', event.target.value)}
            error={message('minPrizePool')}
            hint={<FormattedMessage id="subscriptions.form.minPrizePoolHint" />}
            testId="subscription-min-pool"
          />
        )}
        {creating.error && (
          <p className="dialog-error" role="alert" data-testid="subscription-form-error">{errorText(creating.error)}</p>
        )}
        <button className="button button--primary" type="submit" aria-busy={creating.loading} disabled={draws.length === 0} data-testid="subscription-submit">
          {creating.loading && <Spinner />}
          <FormattedMessage id="subscriptions.form.submit" />
        </button>
      </fieldset>
    </form>
  );
}
