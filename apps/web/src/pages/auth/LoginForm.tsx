import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LogIn, ShieldCheck } from 'lucide-react';
import { LoginMutation } from '../../auth/auth.operations';
import { useAuth } from '../../auth/AuthProvider';
import { errorCode } from '../../lib/api-errors';
import { useErrorText } from '../../lib/use-error-text';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';

/**
 * Username and password, then, for an account with two-factor sign-in on,
 * the authenticator's code (or a recovery code) and "remember this device".
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword?: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A login submit with either field empty is ignored.
    if (!username.trim() || !password || loading) return;
    if (step === 'code' && !code.trim()) return;
    const twoFactor = step === 'code' ? { twoFactorCode: code.trim(), rememberDevice } : {};
    try {
      const { data } = await login({ variables: { input: { username: username.trim(), password, ...twoFactor } } });
      if (!data) return;
      showToast({
        title: intl.formatMessage({ id: 'auth.toast.loginTitle' }),
        description: intl.formatMessage({ id: 'auth.toast.loginDescription' }, { username: data.login.username }),
      });
      signIn(data.login);
      void navigate('/', { replace: true });
    } catch (error) {
      if (errorCode(error) === 'TWO_FACTOR_REQUIRED') {
        setStep('code');
        return;
      }
      setCode('');
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.toast.loginFailed' }), description: errorText(error) });
    }
  }

  function backToPassword() {
    setStep('password');
    setCode('');
    setPassword('');
  }

  if (step === 'code') {
    return (
      <form className="auth-form" onSubmit={submit} noValidate data-testid="login-code-step">
        <p className="auth-form__note">
          <ShieldCheck size={18} strokeWidth={1.75} aria-hidden />
          <FormattedMessage id="auth.twoFactor.prompt" />
        </p>
        <TextField
          label={intl.formatMessage({ id: 'auth.twoFactor.code' })}
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          hint={intl.formatMessage({ id: 'auth.twoFactor.hint' })}
          testId="login-code"
        />
        <label className="auth-form__check">
          <input type="checkbox" checked={rememberDevice} onChange={(event) => setRememberDevice(event.target.checked)} data-testid="login-remember-device" />
          <FormattedMessage id="auth.twoFactor.remember" />
        </label>
        <button className="button button--primary button--block" type="submit" data-testid="login-code-submit" aria-busy={loading} disabled={!code.trim()}>
          {loading ? <Spinner /> : <LogIn className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
          {intl.formatMessage({ id: loading ? 'auth.login.submitting' : 'auth.twoFactor.submit' })}
        </button>
        <button className="button button--ghost button--block" type="button" onClick={backToPassword} data-testid="login-code-back">
          <FormattedMessage id="auth.twoFactor.back" />
        </button>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'auth.field.username' })}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.username' })}
        testId="login-username"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.password' })}
        testId="login-password"
      />
      <button className="button button--primary button--block" type="submit" data-testid="login-submit" aria-busy={loading}>
        {loading ? <Spinner /> : <LogIn className="icon-flip" size={18} strokeWidth={1.75} aria-hidden />}
        {intl.formatMessage({ id: loading ? 'auth.login.submitting' : 'auth.login.submit' })}
      </button>
      {onForgotPassword && (
        <button className="auth-form__link" type="button" onClick={onForgotPassword} data-testid="login-forgot">
          <FormattedMessage id="auth.forgot.link" />
        </button>
      )}
    </form>
  );
}
