import { dateOfBirthProblem, registerProblems } from './register-validation';

const age = { today: '2026-11-24', minimumAge: 18 };
const valid = { username: 'orion', password: 'secret1', confirmPassword: 'secret1', referralCode: '', dateOfBirth: '1990-05-01' };

describe('registerProblems', () => {
  it('accepts a complete draft', () => {
    expect(registerProblems(valid, age)).toEqual({});
  });

  it('enforces the minimum lengths', () => {
    expect(registerProblems({ ...valid, username: ' ab ' }, age).username).toBe('validation.usernameMin');
    expect(registerProblems({ ...valid, password: '12345', confirmPassword: '12345' }, age).password).toBe('validation.passwordMin');
  });

  it('requires matching passwords', () => {
    expect(registerProblems({ ...valid, confirmPassword: 'secret2' }, age).confirmPassword).toBe('validation.passwordsDoNotMatch');
  });

  it('requires a date of birth at the minimum age or older', () => {
    expect(registerProblems({ ...valid, dateOfBirth: '' }, age).dateOfBirth).toBe('validation.dateOfBirthRequired');
    expect(registerProblems({ ...valid, dateOfBirth: '2008-11-25' }, age).dateOfBirth).toBe('validation.underAge');
    expect(registerProblems({ ...valid, dateOfBirth: '2008-11-24' }, age).dateOfBirth).toBeUndefined();
    expect(dateOfBirthProblem('2005-11-25', { ...age, minimumAge: 21 })).toBe('validation.underAge');
  });

  it('refuses a date in the future or before 1900', () => {
    expect(dateOfBirthProblem('2027-01-01', age)).toBe('validation.dateOfBirth.future');
    expect(dateOfBirthProblem('1899-12-31', age)).toBe('validation.dateOfBirth.tooEarly');
    expect(dateOfBirthProblem('2001-02-30', age)).toBe('validation.dateOfBirth.format');
  });
});
