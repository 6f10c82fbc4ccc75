/** Sign-up limits: a username of at least 3 characters, a password of at least 6. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export interface RegisterDraft {
  username: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
}

/** Message ids of what is wrong with a sign-up draft, by field. Empty when it can be sent. */
export function registerProblems(draft: RegisterDraft): Partial<Record<'username' | 'password' | 'confirmPassword', string>> {
  const problems: Partial<Record<'username' | 'password' | 'confirmPassword', string>> = {};
  const username = draft.username.trim();
  if (!username) problems.username = 'validation.usernameRequired';
  else if (username.length < USERNAME_MIN) problems.username = 'validation.usernameMin';
  if (!draft.password) problems.password = 'validation.passwordRequired';
  else if (draft.password.length < PASSWORD_MIN) problems.password = 'validation.passwordMin';
  if (draft.password !== draft.confirmPassword) problems.confirmPassword = 'validation.passwordsDoNotMatch';
  return problems;
}
