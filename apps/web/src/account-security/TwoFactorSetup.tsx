import { useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QrCode, ShieldCheck } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { errorCode } from '../lib/api-errors';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toaster';
import { RecoveryCodes } from './RecoveryCodes';
import { ConfirmTwoFactorEnrolmentMutation, MyTwoFactorQuery, StartTwoFactorEnrolmentMutation } from './security.operations';

/**
 * Enrolment in two-factor sign-in: a QR code (and the secret, to type in),
 * a code from the app to prove it, then the 10 recovery codes, shown once.
 * Used in the profile and by the admin panel's gate.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled?: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const [start, { data: started, loading: starting }] = useMutation(StartTwoFactorEnrolmentMutation);
  const client = useApolloClient();
  const [confirm, { loading: confirming }] = useMutation(ConfirmTwoFactorEnrolmentMutation);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolment = started?.startTwoFactorEnrolment;

  async function begin() {
    try {
      await start();
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'twoFactor.failed' }), description: text });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code) || confirming) return;
    try {
      const { data } = await confirm({ variables: { code } });
      setCodes(data?.confirmTwoFactorEnrolment ?? []);
    } catch (error) {
      setCode('');
      const text = errorCode(error) === 'TWO_FACTOR_INVALID' ? intl.formatMessage({ id: 'twoFactor.wrongCode' }) : handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'twoFactor.failed' }), description: text });
    }
  }

  // The account shows as enrolled only once the codes were seen (an admin's gate opens then).
  async function finish() {
    await client.query({ query: MyTwoFactorQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    onEnabled?.();
  }

  if (codes) return <RecoveryCodes codes={codes} onDone={() => void finish()} />;

  if (!enrolment) {
    return (
      <button className="button button--primary" type="button" onClick={() => void begin()} disabled={starting} aria-busy={starting} data-testid="two-factor-start">
        {starting ? <Spinner /> : <QrCode size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id="twoFactor.start" />
      </button>
    );
  }

  return (
    <form className="stack-form two-factor-setup" onSubmit={submit} noValidate>
      <p className="card__text"><FormattedMessage id="twoFactor.scan" /></p>
      <img className="two-factor-setup__qr" src={enrolment.qrCodeDataUrl} width={240} height={240} alt={intl.formatMessage({ id: 'twoFactor.qrAlt' })} data-testid="two-factor-qr" />
      <p className="card__text"><FormattedMessage id="twoFactor.secret" /></p>
      <code className="two-factor-setup__secret" dir="ltr" data-testid="two-factor-secret">{enrolment.secret}</code>
      <TextField
        label={intl.formatMessage({ id: 'twoFactor.code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        testId="two-factor-code"
      />
      <button className="button button--primary" type="submit" disabled={!/^\d{6}$/.test(code) || confirming} aria-busy={confirming} data-testid="two-factor-confirm">
        {confirming ? <Spinner /> : <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />}
        <FormattedMessage id="twoFactor.confirm" />
      </button>
    </form>
  );
}
