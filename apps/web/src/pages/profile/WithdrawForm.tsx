import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ArrowUpFromLine } from 'lucide-react';
import { parseAmount } from '@nova/money';
import { useCurrentUser } from '../../auth/AuthProvider';
import { PaymentTypeIcon } from '../../payments/PaymentTypeIcon';
import { parseSavedMethods, savedMethodSummary } from '../../payments/saved-methods';
import { withdrawProblem } from '../../payments/withdraw-rules';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { MySavedMethodsQuery } from './profile.operations';
import { useRequestWithdrawal } from './use-request-withdrawal';

function availableMinor(text: string): number {
  try {
    return parseAmount(text);
  } catch {
    return 0;
  }
}

/**
 * Withdraw tab: a saved method and an amount up to the
 * withdrawable balance (cash only: bonus money stays until played through);
 * disabled without either.
 */
export function WithdrawForm() {
  const intl = useIntl();
  const user = useCurrentUser();
  const { data, loading } = useQuery(MySavedMethodsQuery, { fetchPolicy: 'cache-and-network' });
  const methods = parseSavedMethods(data?.me?.paymentMethods);
  const [methodId, setMethodId] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const needsCode = user.twoFactorEnabled;
  const { request, sending, errorText, clearError } = useRequestWithdrawal(() => {
    setConfirming(false);
    setAmount('');
    setCode('');
  });
  const method = methods.find((entry) => entry.id === methodId);
  const available = availableMinor(user.withdrawableBalance);

  function review(event: FormEvent) {
    event.preventDefault();
    const found = withdrawProblem(amount, available);
    setProblem(found ? intl.formatMessage({ id: found }) : null);
    if (!found && method) setConfirming(true);
  }

  return (
    <section className="card glass" aria-labelledby="withdraw-title">
      <div className="card__head">
        <span className="card__icon" aria-hidden><ArrowUpFromLine size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="withdraw-title"><FormattedMessage id="withdraw.title" /></h2>
      </div>
      <p className="withdraw__available">
        <FormattedMessage id="withdraw.available" />
        <Money value={user.withdrawableBalance} size="lg" testId="withdraw-available" />
      </p>
      {Number(user.bonusBalance) > 0 && (
        <p className="notice" role="note" data-testid="withdraw-bonus-note">
          <FormattedMessage
            id="withdraw.bonusNote"
            values={{ bonus: <Money value={user.bonusBalance} size="sm" />, left: <Money value={user.bonusPlayThroughLeft} size="sm" /> }}
          />
        </p>
      )}
      {loading && !data ? (
        <Skeleton rows={2} height={56} label={intl.formatMessage({ id: 'common.loading' })} />
      ) : methods.length === 0 ? (
        <p className="notice notice--warning" role="status" data-testid="withdraw-no-methods">
          <FormattedMessage id="withdraw.noMethods" values={{ link: (text) => <Link to="/profile">{text}</Link> }} />
        </p>
      ) : (
        <form className="stack-form" onSubmit={review} noValidate>
          <fieldset className="method-choices" data-testid="withdraw-method">
            <legend className="field__label"><FormattedMessage id="withdraw.method" /></legend>
            {methods.map((entry) => (
              <label key={entry.id} className="method-choice">
                <input type="radio" name="withdraw-method" value={entry.id} checked={methodId === entry.id} onChange={() => setMethodId(entry.id)} data-testid={`withdraw-method-${entry.id}`} />
                <PaymentTypeIcon type={entry.type} size={18} />
                <span className="method-choice__text">
                  <bdi className="method-choice__name">{entry.name}</bdi>
                  <span className="method-choice__detail"><bdi dir="ltr">{savedMethodSummary(entry)}</bdi></span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField
            label={<FormattedMessage id="withdraw.amount" />}
            type="number"
            min={10}
            max={user.withdrawableBalance}
            step="0.01"
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(event) => { setAmount(event.target.value); setProblem(null); }}
            error={problem ?? undefined}
            hint={<FormattedMessage id="withdraw.amountHint" />}
            testId="withdraw-amount"
          />
          {needsCode && (
            <TextField
              label={<FormattedMessage id="auth.twoFactor.code" />}
              autoComplete="one-time-code"
              dir="ltr"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              hint={<FormattedMessage id="withdraw.codeHint" />}
              testId="withdraw-code"
            />
          )}
          <button className="button button--primary" type="submit" disabled={!amount.trim() || !method || sending || (needsCode && !code.trim())} aria-busy={sending} data-testid="withdraw-submit">
            {sending ? <Spinner /> : <ArrowUpFromLine size={18} strokeWidth={1.75} aria-hidden />}
            <FormattedMessage id={sending ? 'withdraw.submitting' : 'withdraw.submit'} />
          </button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(false);
          clearError();
        }}
        title={<FormattedMessage id="withdraw.confirmTitle" />}
        description={<FormattedMessage id="withdraw.confirmText" values={{ amount: <Money value={amount} size="sm" />, name: <bdi>{method?.name ?? ''}</bdi> }} />}
        confirmLabel={<FormattedMessage id={sending ? 'withdraw.submitting' : 'withdraw.submit'} />}
        onConfirm={() => method && void request(method, amount, needsCode ? code : undefined)}
        busy={sending}
        error={errorText && <><strong><FormattedMessage id="withdraw.toast.failed" /></strong> {errorText}</>}
        testId="withdraw-confirm-dialog"
      />
    </section>
  );
}
