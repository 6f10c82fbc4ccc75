import { randomInt } from 'node:crypto';

/**
 * Referral codes are read aloud and typed from screenshots, so the alphabet
 * leaves out look-alikes (0/O, 1/I/L). 8 of 31 symbols give ~8.5e11 codes;
 * a collision is retried by the caller against the unique index.
 */
export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  }
  return code;
}
