import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { LogIn } from 'lucide-react';
import { LoginMutation } from '../../auth/auth.operations';
import { useAuth } from '../../auth/AuthProvider';
import { useErrorText } from '../../lib/use-error-text';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';

export function LoginForm() {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [login, { loading }] = useMutation(LoginMutation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A login submit with either field empty is ignored.
    if (!username.trim() || !password || loading) return;
    try {
      const { data } = await login({ variables: { input: { username: username.trim(), password } } });
      if (!data) return;
      showToast({
        title: intl.formatMessage({ id: 'auth.toast.loginTitle' }),
        description: intl.formatMessage({ id: 'auth.toast.loginDescription' }, { username: data.login.username }),
      });
      signIn(data.login);
      void navigate('/', { replace: true });
    } catch (error) {
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.toast.loginFailed' }), description: errorText(error) });
    }
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
    </form>
  );
}
