import { passwordChangeProblem } from './password-change';

describe('passwordChangeProblem', () => {
  it('requires matching passwords first', () => {
    expect(passwordChangeProblem({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abd' })).toBe('validation.newPasswordsDoNotMatch');
  });

  it('requires at least 6 characters', () => {
    expect(passwordChangeProblem({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })).toBe('validation.newPasswordMin');
    expect(passwordChangeProblem({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });
});
