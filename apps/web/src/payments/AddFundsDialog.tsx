import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Dialog } from 'radix-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Send, Wallet } from 'lucide-react';
import { ErrorState } from '../ui/ErrorState';
import { Money } from '../ui/Money';
import { Skeleton } from '../ui/Skeleton';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { depositProblem, screenshotProblem } from './deposit-rules';
import { MethodDetails } from './MethodDetails';
import { RemainingLimits } from '../protection/RemainingLimits';
import { PaymentMethodSelect } from './PaymentMethodSelect';
import { PaymentMethodsQuery } from './payments.operations';
import { ScreenshotPicker } from './ScreenshotPicker';
import { useSubmitDeposit } from './use-submit-deposit';
import { useReturnFocus } from '../ui/use-return-focus';
import { DialogHeader } from '../ui/DialogHeader';
import './payments.css';

/** Add Funds dialog: an amount, an active payment method and a screenshot of the payment. */
export function AddFundsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog glass add-funds" data-testid="add-funds-dialog" {...returnFocus}>
          {open && <AddFundsForm onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddFundsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const methodId = useId();
  const { data, loading, error, refetch } = useQuery(PaymentMethodsQuery, { fetchPolicy: 'cache-and-network' });
  const methods = data?.paymentMethods ?? [];
  const [chosenId, setChosenId] = useState('');
  const [amount, setAmount] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const { submit, sending, errorText, clearError } = useSubmitDeposit(onClose);
  const chosen = methods.find((method) => method.id === chosenId);
  const noMethods = data !== undefined && methods.length === 0;

  function pick(file: File | null) {
    setFormError(null);
    clearError();
    const problem = file ? screenshotProblem(file) : null;
    setFileError(problem ? intl.formatMessage({ id: problem }) : undefined);
    setScreenshot(problem ? null : file);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (sending || noMethods) return;
    const problem = depositProblem({ amount, methodId: chosenId, hasScreenshot: screenshot !== null }, methods);
    if (problem) {
      const text = intl.formatMessage({ id: problem.id }, 'limit' in problem ? { limit: problem.limit } : {});
      // Which fields are empty, by their labels, after the required wording.
      const missing = 'missing' in problem ? intl.formatMessage({ id: 'form.missingFields' }, { fields: intl.formatList(problem.missing.map((id) => intl.formatMessage({ id }))) }) : '';
      setFormError(missing ? `${text} ${missing}` : text);
      return;
    }
    if (screenshot) void submit({ amount, paymentMethodId: chosenId, screenshot });
  }

  return (
    <form className="add-funds__form" onSubmit={send} noValidate>
      <DialogHeader icon={Wallet} title={<FormattedMessage id="deposit.title" />} description={<FormattedMessage id="deposit.text" />} />

      <div className="field">
        <label className="field__label" htmlFor={methodId}><FormattedMessage id="deposit.method" /></label>
        {loading && !data ? (
          <Skeleton rows={1} height={46} label={intl.formatMessage({ id: 'common.loading' })} />
        ) : error && !data ? (
          <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
        ) : noMethods ? (
          <p className="notice notice--warning" role="status" data-testid="deposit-no-methods"><FormattedMessage id="deposit.noMethods" /></p>
        ) : (
          <PaymentMethodSelect id={methodId} methods={methods} value={chosenId} onChange={(id) => { setChosenId(id); setFormError(null); }} disabled={sending} />
        )}
      </div>

      {chosen && <MethodDetails method={chosen} />}
      <RemainingLimits kinds={['deposit']} testId="deposit-limits" />

      <TextField
        label={<FormattedMessage id="deposit.amount" />}
        value={amount}
        onChange={(event) => { setAmount(event.target.value.replace(/[^\d.]/g, '')); setFormError(null); }}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder="0.00"
        disabled={sending}
        hint={chosen ? <FormattedMessage id="deposit.amountHint" values={{ min: <Money value={chosen.minAmount} size="sm" />, max: <Money value={chosen.maxAmount} size="sm" /> }} /> : undefined}
        testId="deposit-amount"
      />

      <ScreenshotPicker file={screenshot} onPick={pick} error={fileError} disabled={sending} />

      {formError && <p className="notice notice--danger" role="alert" data-testid="deposit-error">{formError}</p>}
      {!formError && errorText && !sending && (
        <p className="notice notice--danger" role="alert" data-testid="deposit-error">
          <strong><FormattedMessage id="deposit.toast.failed" /></strong> {errorText} <FormattedMessage id="dialog.retryHint" />
        </p>
      )}

      <button className="button button--primary button--block" type="submit" disabled={sending || noMethods || (loading && !data)} aria-busy={sending} data-testid="deposit-submit">
        {sending ? <Spinner /> : <Send className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id={sending ? 'deposit.submitting' : 'deposit.submit'} />
      </button>
    </form>
  );
}
