import { generateReferralCode, REFERRAL_ALPHABET, REFERRAL_CODE_LENGTH } from '../src/referral-code';

describe('referral codes', () => {
  it('are 8 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const char of code) expect(REFERRAL_ALPHABET).toContain(char);
    }
    expect(REFERRAL_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('rarely repeat', () => {
    const codes = new Set(Array.from({ length: 5000 }, generateReferralCode));
    expect(codes.size).toBe(5000);
  });
});
