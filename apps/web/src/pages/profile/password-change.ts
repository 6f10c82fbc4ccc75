import { PASSWORD_MIN } from '../../auth/register-validation';

export interface PasswordChangeDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change: the new password has at least 6 characters and matches its confirmation. */
export function passwordChangeProblem(draft: PasswordChangeDraft): string | null {
  if (draft.newPassword !== draft.confirmPassword) return 'validation.newPasswordsDoNotMatch';
  if (draft.newPassword.length < PASSWORD_MIN) return 'validation.newPasswordMin';
  return null;
}
