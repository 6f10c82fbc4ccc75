import { AppError } from '@nova/platform';
import { changePasswordInput, languageInput, loginInput, parseInput, registerInput } from '../src/inputs';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('sign-up input', () => {
  it('trims the username and drops an empty referral code; no date of birth reads as none given', () => {
    expect(parseInput(registerInput, { username: '  Alice_1 ', password: 'secret', referralCode: '' })).toEqual({
      username: 'Alice_1',
      password: 'secret',
      referralCode: null,
      dateOfBirth: null,
    });
  });

  it('normalises a referral code to upper case', () => {
    expect(parseInput(registerInput, { username: 'bob', password: 'secret', referralCode: ' abcd2345 ' }).referralCode).toBe('ABCD2345');
  });

  it.each([
    [{ username: 'ab', password: 'secret' }, 'Username must be at least 3 characters'],
    [{ username: '   ab  ', password: 'secret' }, 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(33), password: 'secret' }, 'Username must be at most 32 characters'],
    [{ username: 'bad name', password: 'secret' }, 'Username may contain only letters, digits and _ . -'],
    [{ username: 'alice', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ username: 'alice', password: 'p'.repeat(129) }, 'Password must be at most 128 characters long'],
    [{ username: 42, password: 'secret' }, 'Username is required'],
    [{ password: 'secret' }, 'Username is required'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(messageOf(() => parseInput(registerInput, input))).toContain(message);
  });

  it('survives a megabyte of input with a short message', () => {
    const message = messageOf(() => parseInput(registerInput, { username: 'u'.repeat(1_000_000), password: 'p'.repeat(1_000_000) }));
    expect(message.length).toBeLessThan(200);
  });
});

describe('sign-in input', () => {
  it('needs both fields', () => {
    expect(messageOf(() => parseInput(loginInput, { username: '', password: 'x' }))).toBe('Username is required');
    expect(messageOf(() => parseInput(loginInput, { username: 'alice', password: '' }))).toBe('Password is required');
  });
});

describe('password change input', () => {
  it('uses the spec wording for a short new password', () => {
    expect(messageOf(() => parseInput(changePasswordInput, { currentPassword: 'old-one', newPassword: '123' }))).toBe(
      'Password must be at least 6 characters long',
    );
  });
});

describe('language', () => {
  it('accepts the five interface languages only', () => {
    for (const language of ['en', 'th', 'hi', 'bn', 'ar']) expect(parseInput(languageInput, language)).toBe(language);
    expect(messageOf(() => parseInput(languageInput, 'fr'))).toBe('Language must be one of en, th, hi, bn, ar');
  });
});
