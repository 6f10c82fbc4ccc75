import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarCheck } from 'lucide-react';
import { DEFAULT_MINIMUM_AGE, utcToday } from '@nova/rules/age';
import { ConfirmDateOfBirthMutation } from '../../auth/auth.operations';
import { useAuth, useMutationErrorHandler } from '../../auth/AuthProvider';
import { dateOfBirthProblem } from '../../auth/register-validation';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toaster';
import { AgeFrame } from './AgeFrame';
import { AuthPageSettingsQuery } from './login-background.operations';

/**
 * Asked once, right after sign-in, of a player who signed up before dates of
 * birth were asked (docs/product-rules.md#age). The app opens only after the
 * answer; an answer under the minimum age is kept (see AgeRestricted).
 */
export function DateOfBirthStep() {
  const intl = useIntl();
  const showToast = useToast();
  const handleError = useMutationErrorHandler();
  const { signIn } = useAuth();
  const { data: settings } = useQuery(AuthPageSettingsQuery, { fetchPolicy: 'cache-first' });
  const minimumAge = settings?.publicSettings.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const [confirm, { loading }] = useMutation(ConfirmDateOfBirthMutation);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [touched, setTouched] = useState(false);
  const today = utcToday();
  // Under age is not a mistake to correct here: the answer is the player's, and it is kept.
  const problem = dateOfBirthProblem(dateOfBirth, { today, minimumAge: 0 });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (problem || loading) return;
    try {
      const { data } = await confirm({ variables: { dateOfBirth } });
      if (data) signIn(data.confirmDateOfBirth);
    } catch (error) {
      const text = handleError(error);
      if (text) showToast({ variant: 'destructive', title: intl.formatMessage({ id: 'age.step.failed' }), description: text });
    }
  }

  return (
    <AgeFrame>
      <section className="card glass age-card" aria-labelledby="age-step-title" data-testid="date-of-birth-step">
        <div className="card__head">
          <span className="card__icon" aria-hidden><CalendarCheck size={20} strokeWidth={1.75} /></span>
          <h1 className="card__title" id="age-step-title"><FormattedMessage id="age.step.title" /></h1>
        </div>
        <p className="card__text"><FormattedMessage id="age.step.text" values={{ age: minimumAge }} /></p>
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'auth.field.dateOfBirth' })}
            name="bday"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={today}
            value={dateOfBirth}
            onChange={(event) => setDateOfBirth(event.target.value)}
            onBlur={() => setTouched(true)}
            hint={intl.formatMessage({ id: 'age.step.once' })}
            error={touched && problem ? intl.formatMessage({ id: problem }, { age: minimumAge }) : undefined}
            testId="age-dob"
          />
          <button className="button button--primary button--block" type="submit" disabled={loading} aria-busy={loading} data-testid="age-submit">
            {loading && <Spinner />}
            <FormattedMessage id="age.step.submit" />
          </button>
        </form>
      </section>
    </AgeFrame>
  );
}
