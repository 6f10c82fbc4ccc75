import { birthDateProblem, DEFAULT_MINIMUM_AGE, isOldEnough, utcToday } from '@nova/rules/age';

/** Sign-up limits: a username of at least 3 characters, a password of at least 6. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

export interface RegisterDraft {
  username: string;
  password: string;
  confirmPassword: string;
  referralCode: string;
  /** YYYY-MM-DD as the date input gives it; '' until chosen. */
  dateOfBirth: string;
}

export type RegisterField = 'username' | 'password' | 'confirmPassword' | 'dateOfBirth';

/** The age rule's inputs (docs/product-rules.md#age); the server decides again with its own clock. */
export interface AgeContext {
  today: string;
  minimumAge: number;
}

export const defaultAgeContext = (): AgeContext => ({ today: utcToday(), minimumAge: DEFAULT_MINIMUM_AGE });

/** Message id of what is wrong with a date of birth, or undefined when it is old enough. */
export function dateOfBirthProblem(dateOfBirth: string, age: AgeContext): string | undefined {
  if (!dateOfBirth) return 'validation.dateOfBirthRequired';
  const problem = birthDateProblem(dateOfBirth, age.today);
  if (problem) return `validation.dateOfBirth.${problem}`;
  return isOldEnough(dateOfBirth, age.today, age.minimumAge) ? undefined : 'validation.underAge';
}

/** Message ids of what is wrong with a sign-up draft, by field. Empty when it can be sent. */
export function registerProblems(draft: RegisterDraft, age: AgeContext = defaultAgeContext()): Partial<Record<RegisterField, string>> {
  const problems: Partial<Record<RegisterField, string>> = {};
  const username = draft.username.trim();
  if (!username) problems.username = 'validation.usernameRequired';
  else if (username.length < USERNAME_MIN) problems.username = 'validation.usernameMin';
  if (!draft.password) problems.password = 'validation.passwordRequired';
  else if (draft.password.length < PASSWORD_MIN) problems.password = 'validation.passwordMin';
  if (draft.password !== draft.confirmPassword) problems.confirmPassword = 'validation.passwordsDoNotMatch';
  const birth = dateOfBirthProblem(draft.dateOfBirth, age);
  if (birth) problems.dateOfBirth = birth;
  return problems;
}
