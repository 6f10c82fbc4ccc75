import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { Money } from '../ui/Money';
import { Spinner } from '../ui/Spinner';
import { useToast } from '../ui/Toaster';
import { canConfirmNow, type LimitFigures } from './limit-figures';
import { ConfirmLimitChangeMutation, SetSpendingLimitMutation } from './protection.operations';
import { storeProtection } from './store-protection';
import type { SpendingLimitKind, SpendingLimitPeriod } from '../gql/graphql';

/** One limit (kind × period): what is set, used and left, a field to change it, and a waiting raise to confirm. */
export function LimitRow({ limit }: { limit: LimitFigures }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [amount, setAmount] = useState('');
  const [save, { loading: saving }] = useMutation(SetSpendingLimitMutation, { update: (cache, { data }) => storeProtection(cache, data?.setSpendingLimit) });
  const [confirm, { loading: confirming }] = useMutation(ConfirmLimitChangeMutation, { update: (cache, { data }) => storeProtection(cache, data?.confirmLimitChange) });
  const variables = { kind: limit.kind as SpendingLimitKind, period: limit.period as SpendingLimitPeriod };
  const testId = `limit-${limit.kind}-${limit.period}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    try {
      const reply = await save({ variables: { ...variables, amount: amount.trim() === '' ? null : amount.trim() } });
      const saved = reply.data?.setSpendingLimit.limits.find((row) => row.kind === limit.kind && row.period === limit.period);
      const waiting = saved?.confirmableAt != null;
      showToast({ title: intl.formatMessage({ id: waiting ? 'protection.limit.waiting' : 'protection.limit.saved' }) });
      setAmount('');
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'protection.limit.failed' }), description: text });
    }
  }

  async function confirmChange() {
    try {
      await confirm({ variables });
      showToast({ title: intl.formatMessage({ id: 'protection.limit.saved' }) });
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'protection.limit.failed' }), description: text });
    }
  }

  return (
    <li className="limit-row" data-testid={testId}>
      <div className="limit-row__figures">
        <p className="limit-row__period"><FormattedMessage id={`protection.periodTitle.${limit.period}`} /></p>
        {limit.limit != null ? (
          <p className="limit-row__numbers">
            <span><FormattedMessage id="protection.limit.set" /> <Money value={limit.limit} size="sm" testId={`${testId}-limit`} /></span>
            <span><FormattedMessage id="protection.limit.left" /> <Money value={limit.remaining ?? '0.00'} size="sm" testId={`${testId}-remaining`} /></span>
          </p>
        ) : (
          <p className="limit-row__numbers muted"><FormattedMessage id="protection.limit.none" /></p>
        )}
        {limit.confirmableAt && (
          <p className="limit-row__pending" data-testid={`${testId}-pending`}>
            {limit.pendingRemoval ? (
              <FormattedMessage id="protection.limit.pendingRemoval" values={{ date: <FormattedDate value={limit.confirmableAt} dateStyle="medium" timeStyle="short" /> }} />
            ) : (
              <FormattedMessage
                id="protection.limit.pendingRaise"
                values={{ amount: <Money value={limit.pendingLimit ?? '0.00'} size="sm" />, date: <FormattedDate value={limit.confirmableAt} dateStyle="medium" timeStyle="short" /> }}
              />
            )}
            {canConfirmNow(limit) && (
              <button type="button" className="button button--small button--primary" onClick={() => void confirmChange()} disabled={confirming} data-testid={`${testId}-confirm`}>
                {confirming && <Spinner />}
                <FormattedMessage id="protection.limit.confirm" />
              </button>
            )}
          </p>
        )}
      </div>
      <form className="limit-row__form" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor={`${testId}-input`}>
          <FormattedMessage id="protection.limit.newAmount" />
        </label>
        <input
          id={`${testId}-input`}
          className="field__input limit-row__input"
          inputMode="decimal"
          dir="ltr"
          placeholder={intl.formatMessage({ id: 'protection.limit.placeholder' })}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-testid={`${testId}-input`}
        />
        <button type="submit" className="button button--small button--ghost" disabled={saving} data-testid={`${testId}-save`}>
          {saving && <Spinner />}
          <FormattedMessage id={amount.trim() === '' && limit.limit != null ? 'protection.limit.remove' : 'protection.limit.save'} />
        </button>
      </form>
    </li>
  );
}
