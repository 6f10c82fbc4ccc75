import { IDENTITY_LIFETIME_MS, signIdentity, verifyIdentity } from '../src';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const caller = { userId: '6f1d4c0e-8a51-4a38-9d3f-3c2a1f0b9e11', isAdmin: false, sessionId: 'sess-1' };

describe('identity header', () => {
  it('round-trips a caller', () => {
    expect(verifyIdentity(signIdentity(caller, SECRET), SECRET)).toEqual(caller);
  });

  it('carries the session\'s security version', () => {
    const versioned = { ...caller, securityVersion: 7 };
    expect(verifyIdentity(signIdentity(versioned, SECRET), SECRET)).toEqual(versioned);
  });

  it('rejects another secret', () => {
    expect(verifyIdentity(signIdentity(caller, SECRET), `${SECRET}x`)).toBeNull();
  });

  it('rejects a tampered body (e.g. promoting oneself to admin)', () => {
    const [, signature] = signIdentity(caller, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...caller, isAdmin: true, exp: Date.now() + 60_000 })).toString('base64url');
    expect(verifyIdentity(`${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('expires after its lifetime', () => {
    const now = Date.now();
    const header = signIdentity(caller, SECRET, now);
    expect(verifyIdentity(header, SECRET, now + IDENTITY_LIFETIME_MS - 1)).toEqual(caller);
    expect(verifyIdentity(header, SECRET, now + IDENTITY_LIFETIME_MS + 1)).toBeNull();
  });

  it('rejects junk', () => {
    for (const junk of ['', 'abc', 'a.b.c', '.', 'e30.']) expect(verifyIdentity(junk, SECRET)).toBeNull();
    expect(verifyIdentity(undefined, SECRET)).toBeNull();
  });
});
