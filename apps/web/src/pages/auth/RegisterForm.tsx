import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Rocket } from 'lucide-react';
import { DEFAULT_MINIMUM_AGE, utcToday } from '@nova/rules/age';
import { browserStorage, STORAGE_KEYS } from '../../lib/storage';
import { RegisterMutation } from '../../auth/auth.operations';
import { useAuth, type CurrentUser } from '../../auth/AuthProvider';
import { useErrorText } from '../../lib/use-error-text';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';
import { registerProblems, type RegisterDraft, type RegisterField } from '../../auth/register-validation';
import { errorCode } from '../../lib/api-errors';
import { AuthPageSettingsQuery } from './login-background.operations';

/** After a successful sign-up the browser goes to / after 1.5 s. */
const ENTER_ARENA_DELAY_MS = 1500;
const REFERRAL_TOAST_MS = 8000;

export function RegisterForm({ onReferralPrefilled }: { onReferralPrefilled: () => void }) {
  const intl = useIntl();
  const showToast = useToast();
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterMutation);
  const [draft, setDraft] = useState<RegisterDraft>({ username: '', password: '', confirmPassword: '', referralCode: '', dateOfBirth: '' });
  // docs/product-rules.md#age: the admin's minimum age, 18 until the settings arrive (the server decides anyway).
  const { data: settings } = useQuery(AuthPageSettingsQuery, { fetchPolicy: 'cache-first' });
  const minimumAge = settings?.publicSettings.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const today = utcToday();
  const [touched, setTouched] = useState<Partial<Record<keyof RegisterDraft, boolean>>>({});
  const [created, setCreated] = useState<CurrentUser | null>(null);
  const prefillDone = useRef(false);

  // A referral code saved by /ref/{code} is filled in and then removed from storage.
  useEffect(() => {
    if (prefillDone.current) return;
    prefillDone.current = true;
    const stored = browserStorage.get(STORAGE_KEYS.referralCode)?.trim();
    if (!stored) return;
    browserStorage.remove(STORAGE_KEYS.referralCode);
    setDraft((current) => ({ ...current, referralCode: stored }));
    onReferralPrefilled();
    showToast({
      title: intl.formatMessage({ id: 'auth.toast.referralTitle' }),
      description: intl.formatMessage({ id: 'auth.toast.referralDescription' }, { code: stored }),
      duration: REFERRAL_TOAST_MS,
    });
  }, [intl, onReferralPrefilled, showToast]);

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => {
      signIn(created);
      void navigate('/', { replace: true });
    }, ENTER_ARENA_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate, signIn]);

  const problems = registerProblems(draft, { today, minimumAge });
  const update = (field: keyof RegisterDraft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const blur = (field: keyof RegisterDraft) => () => setTouched((current) => ({ ...current, [field]: true }));
  const problemText = (field: Exclude<RegisterField, 'confirmPassword'>) => {
    const problem = problems[field];
    return touched[field] && problem ? intl.formatMessage({ id: problem }, { age: minimumAge }) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ username: true, password: true, confirmPassword: true, dateOfBirth: true });
    if (Object.keys(problems).length > 0 || loading || created) return;
    const referralCode = draft.referralCode.trim();
    try {
      const { data } = await register({
        variables: {
          // confirmPassword is never sent; an empty referral code is omitted.
          input: { username: draft.username.trim(), password: draft.password, dateOfBirth: draft.dateOfBirth, ...(referralCode ? { referralCode } : {}) },
        },
      });
      if (!data) return;
      showToast({
        title: intl.formatMessage({ id: 'auth.toast.registerTitle' }, { appName: intl.formatMessage({ id: 'app.name' }) }),
        description: intl.formatMessage({ id: 'auth.toast.registerDescription' }, { username: data.register.username }),
      });
      setCreated(data.register);
    } catch (error) {
      const description = errorCode(error) === 'UNDER_AGE' ? intl.formatMessage({ id: 'validation.underAge' }, { age: minimumAge }) : errorText(error);
      showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'auth.toast.registerFailed' }), description });
    }
  }

  const mismatch = problems.confirmPassword !== undefined && draft.confirmPassword.length > 0;
  const busy = loading || created !== null;

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage({ id: 'auth.field.username' })}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={draft.username}
        onChange={update('username')}
        onBlur={blur('username')}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.newUsername' })}
        error={problemText('username')}
        testId="register-username"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.password' })}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={draft.password}
        onChange={update('password')}
        onBlur={blur('password')}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.newPassword' })}
        error={problemText('password')}
        testId="register-password"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={draft.confirmPassword}
        onChange={update('confirmPassword')}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.confirmPassword' })}
        error={mismatch ? intl.formatMessage({ id: 'validation.passwordsDoNotMatch' }) : undefined}
        testId="register-confirm"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.dateOfBirth' })}
        name="bday"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        value={draft.dateOfBirth}
        onChange={update('dateOfBirth')}
        onBlur={blur('dateOfBirth')}
        hint={intl.formatMessage({ id: 'auth.hint.dateOfBirth' }, { age: minimumAge })}
        error={problemText('dateOfBirth')}
        testId="register-dob"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.referralCode' })}
        name="referral-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={draft.referralCode}
        onChange={update('referralCode')}
        placeholder={intl.formatMessage({ id: 'auth.placeholder.referralCode' })}
        hint={intl.formatMessage({ id: 'auth.hint.referralCode' })}
        testId="register-referral"
      />
      <button
        className="button button--primary button--block"
        type="submit"
        data-testid="register-submit"
        disabled={draft.password !== draft.confirmPassword || busy}
        aria-busy={busy}
      >
        {busy ? <Spinner /> : <Rocket size={18} strokeWidth={1.75} aria-hidden />}
        {intl.formatMessage({ id: created ? 'auth.register.entering' : loading ? 'auth.register.submitting' : 'auth.register.submit' })}
      </button>
    </form>
  );
}
