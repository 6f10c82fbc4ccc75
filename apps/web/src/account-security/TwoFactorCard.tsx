import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useMutationErrorHandler } from '../auth/AuthProvider';
import { errorCode } from '../lib/api-errors';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useToast } from '../ui/Toaster';
import { RecoveryCodes } from './RecoveryCodes';
import { DisableTwoFactorMutation, MyTwoFactorQuery, RenewRecoveryCodesMutation } from './security.operations';
import { TwoFactorSetup } from './TwoFactorSetup';

/** Two-factor sign-in in the profile: turn it on, renew the recovery codes, or turn it off (players only). */
export function TwoFactorCard() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { data, refetch } = useQuery(MyTwoFactorQuery, { fetchPolicy: 'cache-and-network' });
  const [renew, { loading: renewing }] = useMutation(RenewRecoveryCodesMutation);
  const [disable, { loading: disabling }] = useMutation(DisableTwoFactorMutation);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const me = data?.me;

  function fail(error: unknown) {
    setCode('');
    const failure = errorCode(error);
    const text =
      failure === 'TWO_FACTOR_INVALID' ? intl.formatMessage({ id: 'twoFactor.wrongCode' })
      : failure === 'INVALID_CREDENTIALS' ? intl.formatMessage({ id: 'profile.security.wrongCurrent' })
      : handleError(error);
    if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'twoFactor.failed' }), description: text });
  }

  async function renewCodes() {
    if (!code.trim() || renewing) return;
    try {
      const { data: renewed } = await renew({ variables: { code: code.trim() } });
      setCodes(renewed?.renewRecoveryCodes ?? []);
      setCode('');
    } catch (error) {
      fail(error);
    }
  }

  async function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim() || !password || disabling) return;
    try {
      await disable({ variables: { input: { password, code: code.trim() } } });
      setCode('');
      setPassword('');
      showToast({ title: intl.formatMessage({ id: 'twoFactor.turnedOff' }) });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section className="card glass" aria-labelledby="two-factor-title" data-testid="two-factor-card">
      <div className="card__head">
        <span className="card__icon" aria-hidden><ShieldCheck size={20} strokeWidth={1.75} /></span>
        <h2 className="card__title" id="two-factor-title"><FormattedMessage id="twoFactor.title" /></h2>
      </div>
      <p className="card__text"><FormattedMessage id={me?.isAdmin ? 'twoFactor.textAdmin' : 'twoFactor.text'} /></p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => { setCodes(null); void refetch(); }} />
      ) : !me ? (
        <Spinner />
      ) : !me.twoFactorEnabled ? (
        <TwoFactorSetup onEnabled={() => showToast({ title: intl.formatMessage({ id: 'twoFactor.turnedOn' }) })} />
      ) : (
        <>
          <p className="security-status security-status--on" data-testid="two-factor-on">
            <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="twoFactor.on" values={{ count: me.recoveryCodesLeft }} />
          </p>
          <form className="stack-form" onSubmit={turnOff} noValidate>
            <TextField
              label={intl.formatMessage({ id: 'auth.twoFactor.code' })}
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              testId="two-factor-manage-code"
            />
            <button className="button button--ghost" type="button" onClick={() => void renewCodes()} disabled={!code.trim() || renewing} aria-busy={renewing} data-testid="two-factor-renew">
              {renewing && <Spinner />}
              <FormattedMessage id="twoFactor.renew" />
            </button>
            {!me.isAdmin && (
              <>
                <TextField
                  label={intl.formatMessage({ id: 'auth.field.password' })}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  testId="two-factor-password"
                />
                <button className="button button--danger" type="submit" disabled={!code.trim() || !password || disabling} aria-busy={disabling} data-testid="two-factor-disable">
                  {disabling ? <Spinner /> : <ShieldOff size={18} strokeWidth={1.75} aria-hidden />}
                  <FormattedMessage id="twoFactor.turnOff" />
                </button>
              </>
            )}
          </form>
        </>
      )}
    </section>
  );
}
