import { Secret, TOTP } from 'otpauth';
import type { UserRecord } from '../src/db/users';
import { describeDevice } from '../src/security/account-sessions';
import { emailCodeMail, passwordResetMail } from '../src/security/mail-texts';
import { isRememberedDevice, REMEMBER_DEVICE_SECONDS, signDevice } from '../src/security/remembered-device';
import { LINK_TOKEN, newLinkToken, newSixDigitCode, sameDigest, sha256 } from '../src/security/secrets';
import { acceptedStep, newTotpSecret, totpUri } from '../src/security/totp';

const at = Date.UTC(2026, 10, 24, 12, 0, 10);
const codeFor = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    const secret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer as ArrayBuffer }).base32;
    expect(acceptedStep(secret, '287082', 59_000)).toBe(1);
  });

  it('accepts one step of drift either way and gives the code its own step', () => {
    const secret = newTotpSecret();
    const step = Math.floor(at / 30_000);
    expect(acceptedStep(secret, codeFor(secret, at), at)).toBe(step);
    expect(acceptedStep(secret, codeFor(secret, at - 30_000), at)).toBe(step - 1);
    expect(acceptedStep(secret, codeFor(secret, at + 30_000), at)).toBe(step + 1);
    expect(acceptedStep(secret, codeFor(secret, at + 60_000), at)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', at)).toBeNull();
    expect(acceptedStep(secret, '1234567', at)).toBeNull();
  });

  it('names the issuer and account in the otpauth address', () => {
    expect(totpUri('JBSWY3DPEHPK3PXP', 'Nova Jackpot', 'alice')).toMatch(/^otpauth:\/\/totp\/Nova%20Jackpot:alice\?.*secret=JBSWY3DPEHPK3PXP/);
  });
});

describe('remembered device', () => {
  const user = { id: '3f1c2a4e-0000-4000-8000-000000000001', securityVersion: 3, totpEnabledAt: new Date(at - 1000) } as UserRecord;
  const secret = 'x'.repeat(40);

  it('holds for the same user, enrolment and version for 30 days', () => {
    const token = signDevice(secret, user, at);
    expect(isRememberedDevice(secret, token, user, at + 1000)).toBe(true);
    expect(isRememberedDevice(secret, token, user, at + REMEMBER_DEVICE_SECONDS * 1000)).toBe(false);
  });

  it('is forgotten by a security change, a new enrolment, another user, another secret or a changed signature', () => {
    const token = signDevice(secret, user, at);
    expect(isRememberedDevice(secret, token, { ...user, securityVersion: 4 }, at)).toBe(false);
    expect(isRememberedDevice(secret, token, { ...user, totpEnabledAt: new Date(at) }, at)).toBe(false);
    expect(isRememberedDevice(secret, token, { ...user, id: '3f1c2a4e-0000-4000-8000-000000000002' }, at)).toBe(false);
    expect(isRememberedDevice('y'.repeat(40), token, user, at)).toBe(false);
    expect(isRememberedDevice(secret, `${token.slice(0, -1)}A`, user, at)).toBe(token.endsWith('A'));
    expect(isRememberedDevice(secret, null, user, at)).toBe(false);
    expect(isRememberedDevice(secret, 'garbage', user, at)).toBe(false);
  });
});

describe('mailed secrets', () => {
  it('makes 6-digit codes and 43-character link tokens, compared by digest', () => {
    for (let i = 0; i < 50; i += 1) expect(newSixDigitCode()).toMatch(/^\d{6}$/);
    expect(newLinkToken()).toMatch(LINK_TOKEN);
    expect(sameDigest(sha256('a', '1'), sha256('a', '1'))).toBe(true);
    expect(sameDigest(sha256('a', '1'), sha256('a', '2'))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });
});

describe('device names for the sessions page', () => {
  it('reads browser and system from the User-Agent', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 · Windows');
    expect(describeDevice(null)).toBeNull();
  });
});

describe('account mails', () => {
  const code = { to: 'a@example.test', username: 'alice', code: '012345', link: 'https://jackpot.test/verify-email?token=t', minutes: 15 };
  const reset = { to: 'a@example.test', username: 'alice', link: 'https://jackpot.test/reset-password?token=t', minutes: 30 };

  it("are written in the player's language, English until one is chosen", () => {
    expect(emailCodeMail({ ...code, language: null }).text).toContain('Your confirmation code is 012345.');
    expect(emailCodeMail({ ...code, language: 'ar' }).subject).toBe('رمز تأكيد Nova Jackpot الخاص بك: 012345');
    expect(passwordResetMail({ ...reset, language: 'th' }).subject).toBe('รีเซ็ตรหัสผ่าน Nova Jackpot ของคุณ');
    for (const language of ['en', 'th', 'hi', 'bn', 'ar']) {
      expect(emailCodeMail({ ...code, language }).text).toContain(code.link);
      expect(emailCodeMail({ ...code, language }).text).toContain('012345');
      expect(passwordResetMail({ ...reset, language }).text).toContain(reset.link);
      expect(passwordResetMail({ ...reset, language }).text).toContain('30');
    }
  });
});
