import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The README's `npm run create-admin` for the one-process app: with only
 * DATA_DIR set (the app stopped), as a newcomer runs it, it makes a
 * superadmin in the embedded database and says so; run again, it changes nothing.
 */
const script = join(__dirname, '..', 'src', 'create-admin.ts');
const tsx = join(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');

function createAdmin(dataDir: string) {
  const { INTERNAL_AUTH_SECRET: _secret, DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  return promisify(execFile)(tsx, [script, '--username', 'first_admin', '--password', 'first-admin-pass'], { env: { ...env, DATA_DIR: dataDir }, timeout: 120_000 });
}

describe('npm run create-admin on the embedded database', () => {
  it('creates the first superadmin without an internal secret, and leaves it alone the second time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nova-create-admin-'));
    try {
      expect((await createAdmin(dataDir)).stdout).toContain('Created superadmin user "first_admin".');
      expect((await createAdmin(dataDir)).stdout).toContain('User "first_admin" is already a superadmin; nothing changed.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
