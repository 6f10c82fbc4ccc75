import { randomBytes } from 'node:crypto';
import { parseChatIds } from '../src/settings';
import { decryptToken, encryptToken, maskToken } from '../src/token-cipher';

describe('bot token sealing', () => {
  const key = randomBytes(32).toString('base64');

  it('round-trips, never stores the plain token, and refuses another key', () => {
    const sealed = encryptToken('123456:ABCdef_secret', key);
    expect(sealed).not.toContain('ABCdef');
    expect(decryptToken(sealed, key)).toBe('123456:ABCdef_secret');
    expect(() => decryptToken(sealed, randomBytes(32).toString('base64'))).toThrow();
  });

  it('masks all but the ends', () => {
    expect(maskToken('123456:ABCdef_secret')).toBe('1234••••cret');
    expect(maskToken('short')).toBe('••••');
  });

  it('splits chat ids on commas, trimmed, empties dropped', () => {
    expect(parseChatIds(' 1, ,2 ,,-100 ')).toEqual(['1', '2', '-100']);
  });
});
