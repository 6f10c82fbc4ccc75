import { hashPassword, verifyAgainstDummy, verifyPassword } from '../src/password';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(Buffer.from(first.split('$')[5] ?? '', 'base64')).toHaveLength(64);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret!');
    await expect(verifyPassword('s3cret!', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret', stored)).resolves.toBe(false);
    await expect(verifyPassword('S3cret!', stored)).resolves.toBe(false);
  });

  it('verifies hashes made with other parameters (cost can change later)', async () => {
    const cheap = await hashPassword('pass-word', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    await expect(verifyPassword('pass-word', cheap)).resolves.toBe(true);
  });

  it('refuses unreadable or absurd stored hashes instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$abc$8$1$AA==$AA==')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$1073741824$8$1$AA==$AA==')).resolves.toBe(false);
  });

  it('spends a real comparison for unknown users and always says no', async () => {
    await expect(verifyAgainstDummy('anything')).resolves.toBe(false);
  });
});
