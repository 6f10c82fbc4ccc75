import { useIntl } from 'react-intl';
import { TextField } from '../ui/TextField';

interface Props {
  newPassword: string;
  confirmPassword: string;
  onNewPassword(value: string): void;
  onConfirmPassword(value: string): void;
  /** The message id of what is wrong, shown beside the field it concerns once `showProblem`. */
  problem: string | null;
  showProblem: boolean;
  /** Test ids `${testIdPrefix}-new` and `${testIdPrefix}-confirm`. */
  testIdPrefix: string;
}

/** A new password typed twice (changing it in the profile, or resetting it from the mail). */
export function NewPasswordFields({ newPassword, confirmPassword, onNewPassword, onConfirmPassword, problem, showProblem, testIdPrefix }: Props) {
  const intl = useIntl();
  const errorFor = (id: string) => (showProblem && problem === id ? intl.formatMessage({ id }) : undefined);
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'profile.security.new' })}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => onNewPassword(event.target.value)}
        error={errorFor('validation.newPasswordMin')}
        testId={`${testIdPrefix}-new`}
      />
      <TextField
        label={intl.formatMessage({ id: 'profile.security.confirm' })}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirmPassword(event.target.value)}
        error={errorFor('validation.newPasswordsDoNotMatch')}
        testId={`${testIdPrefix}-confirm`}
      />
    </>
  );
}
