import { createHmac } from 'node:crypto';
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

  it("carries an admin's role, and drops a role a player's header names", () => {
    const finance = { ...caller, isAdmin: true, adminRole: 'finance' as const };
    expect(verifyIdentity(signIdentity(finance, SECRET), SECRET)).toEqual(finance);
    expect(verifyIdentity(signIdentity({ ...caller, adminRole: 'superadmin' }, SECRET), SECRET)).toEqual(caller);
  });

  it('rejects a tampered role (a support admin making themself superadmin)', () => {
    const support = { ...caller, isAdmin: true, adminRole: 'support' as const };
    const [, signature] = signIdentity(support, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...support, adminRole: 'superadmin', exp: Date.now() + 60_000 })).toString('base64url');
    expect(verifyIdentity(`${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('rejects a signed header naming an unknown role, or a role for a player', () => {
    const sign = (claims: object) => {
      const body = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + 60_000 })).toString('base64url');
      return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    };
    expect(verifyIdentity(sign({ ...caller, isAdmin: true }), SECRET)).toEqual({ ...caller, isAdmin: true });
    expect(verifyIdentity(sign({ ...caller, isAdmin: true, adminRole: 'owner' }), SECRET)).toBeNull();
    expect(verifyIdentity(sign({ ...caller, isAdmin: false, adminRole: 'finance' }), SECRET)).toBeNull();
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
