import { signClientAddress, verifyClientAddress } from '../src';

const SECRET = 'client-address-test-secret-long-enough';

describe('signed client address', () => {
  it('round-trips an address signed with the secret', () => {
    expect(verifyClientAddress(signClientAddress('203.0.113.7', SECRET), SECRET)).toBe('203.0.113.7');
    expect(verifyClientAddress(signClientAddress('2001:db8::1', SECRET), SECRET)).toBe('2001:db8::1');
  });

  it('refuses a bare address, another secret, a changed address and an expired header', () => {
    expect(verifyClientAddress('203.0.113.7', SECRET)).toBeNull();
    expect(verifyClientAddress(undefined, SECRET)).toBeNull();
    expect(verifyClientAddress(signClientAddress('203.0.113.7', 'another-secret-another-secret-000'), SECRET)).toBeNull();
    const [, expiry, signature] = signClientAddress('203.0.113.7', SECRET).split('.');
    expect(verifyClientAddress(`${Buffer.from('198.51.100.1').toString('base64url')}.${expiry}.${signature}`, SECRET)).toBeNull();
    const old = signClientAddress('203.0.113.7', SECRET, Date.now() - 120_000);
    expect(verifyClientAddress(old, SECRET)).toBeNull();
  });
});
