import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, waitForReady } from '../support/processes';

/**
 * `NODE_ENV=production npm start` on a fresh clone of the repository: the
 * install step must still bring the build tools (vite, esbuild), the web
 * client and the server are built, the app runs from the compiled server and
 * behaves as production (no GraphQL introspection, no source maps served).
 * Packages come from npm's local cache (--prefer-offline), never from this
 * checkout's node_modules.
 */
// An install from the cache, two builds and six fresh embedded databases: minutes on a shared 2-core machine.
const READY_WITHIN_MS = 25 * 60_000;

/** `npm start` in its own process group, with nothing of this process's environment but what is given. */
function npmStart(cwd: string, env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn('npm', ['start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  return {
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        signal('SIGTERM');
        setTimeout(() => signal('SIGKILL'), 5000).unref();
      }),
  };
}

describe('npm start from a fresh clone with NODE_ENV=production', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'nova-fresh-clone-'));
  const cloneDir = join(workDir, 'repo');
  let app: ReturnType<typeof npmStart> | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, cloneDir], { encoding: 'utf8' });
    if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
    expect(existsSync(join(cloneDir, 'node_modules'))).toBe(false);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Only what an operator would set: no database, bus or store URLs (embedded defaults).
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: join(workDir, 'data'),
      LOG_LEVEL: 'warn',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    };
    app = npmStart(cloneDir, env);
    try {
      await waitForReady(baseUrl, READY_WITHIN_MS);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n${app.output().slice(-4000)}`);
    }
  }, READY_WITHIN_MS + 60_000);

  afterAll(async () => {
    await app?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('signs a player up through the REST facade', async () => {
    const username = `fresh${Date.now().toString(36)}`;
    const response = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username, password: 'fresh-clone-1' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username, balance: '0.00' });
    expect(response.headers.get('set-cookie')).toMatch(/^nova_sid=/);
  });

  it('runs the compiled server, not TypeScript sources', () => {
    // One build, named by the hash of the sources it was made from.
    const builds = readdirSync(join(cloneDir, 'dist', 'server'));
    expect(builds).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
    expect(existsSync(join(cloneDir, 'dist', 'server', builds[0] as string, 'host.js'))).toBe(true);
    expect(app?.output()).not.toMatch(/\btsx\b/);
  });

  it('behaves as production: no introspection, source maps built but neither referenced nor served', async () => {
    const introspection = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    const answer = (await introspection.json()) as { data?: unknown; errors?: unknown[] };
    expect(answer.errors?.length ?? 0).toBeGreaterThan(0);
    expect(JSON.stringify(answer.data ?? null)).not.toContain('queryType');

    const assetsDir = join(cloneDir, 'apps', 'web', 'dist', 'assets');
    const scripts = readdirSync(assetsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // Every chunk built from sources has its map (the bundler's own runtime has no sources).
      if (!script.startsWith('rolldown-runtime-')) expect([script, existsSync(join(assetsDir, `${script}.map`))]).toEqual([script, true]);
      expect(readFileSync(join(assetsDir, script), 'utf8')).not.toContain('sourceMappingURL');
    }
    const map = await fetch(`${baseUrl}/assets/${scripts[0]}.map`);
    expect(map.status).toBe(404);
    const served = await fetch(`${baseUrl}/assets/${scripts[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
