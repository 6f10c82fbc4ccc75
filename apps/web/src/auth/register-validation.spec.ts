import { registerProblems } from './register-validation';

const valid = { username: 'orion', password: 'secret1', confirmPassword: 'secret1', referralCode: '' };

describe('registerProblems', () => {
  it('accepts a complete draft', () => {
    expect(registerProblems(valid)).toEqual({});
  });

  it('enforces the minimum lengths', () => {
    expect(registerProblems({ ...valid, username: ' ab ' }).username).toBe('validation.usernameMin');
    expect(registerProblems({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe('validation.passwordMin');
  });

  it('requires matching passwords', () => {
    expect(registerProblems({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toBe('validation.passwordsDoNotMatch');
  });
});
