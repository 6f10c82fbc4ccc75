import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { repoRoot } from '../support/processes';

/**
 * scripts/code-cache.mjs, as npm start runs the compiled host with it: a
 * bundle made the way build-server.mjs makes one, whose code imports an ES
 * module through the platform's importEsModule (as the gateway loads the
 * home-screen renderer), started in a fresh process each time. The first
 * start compiles and leaves a cache at exit; the next one runs from it, and
 * its import() still works (Node 20 loses import() in code read back from a
 * cache unless the loader lends its own).
 */
const loader = pathToFileURL(join(repoRoot, 'scripts', 'code-cache.mjs')).href;

let dir: string;
let bundle: string;
let esm: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nova-code-cache-'));
  esm = join(dir, 'answer.mjs');
  writeFileSync(esm, 'export const answer = 42;\n');
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    [
      `import { importEsModule } from ${JSON.stringify(join(repoRoot, 'libs', 'platform', 'src', 'import-module.ts'))};`,
      "import { basename } from 'node:path';",
      'export async function load(url: string) { return ((await importEsModule(url)) as { answer: number }).answer; }',
      'export const folder = basename(__dirname);',
    ].join('\n'),
  );
  bundle = join(dir, 'bundle.js');
  buildSync({ entryPoints: [entry], outfile: bundle, bundle: true, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'silent' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One process: loads the bundle with the loader, imports the ES module through it, prints what it saw. */
function start(): { usedCache: boolean; answer: number; folder: string } {
  const script = [
    `import { requireWithCodeCache } from ${JSON.stringify(loader)};`,
    `const { exports, usedCache } = requireWithCodeCache(${JSON.stringify(bundle)});`,
    `const answer = await exports.load(${JSON.stringify(pathToFileURL(esm).href)});`,
    'console.log(JSON.stringify({ usedCache, answer, folder: exports.folder }));',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  if (run.status !== 0) throw new Error(`the bundle did not start: ${run.stderr}`);
  return JSON.parse(run.stdout.trim()) as { usedCache: boolean; answer: number; folder: string };
}

function cacheFile(): string {
  const find = spawnSync(process.execPath, ['--input-type=module', '-e', `import { cacheFileOf } from ${JSON.stringify(loader)}; console.log(cacheFileOf(${JSON.stringify(bundle)}));`], { encoding: 'utf8' });
  return find.stdout.trim();
}

describe('the compiled server loaded with V8 code cache', () => {
  it('compiles on the first start and leaves the cache when it exits', () => {
    expect(existsSync(cacheFile())).toBe(false);
    expect(start()).toEqual({ usedCache: false, answer: 42, folder: expect.stringMatching(/^nova-code-cache-/) });
    expect(existsSync(cacheFile())).toBe(true);
  });

  it('runs the next start from the cache, import() of ES modules included', () => {
    expect(start()).toEqual({ usedCache: true, answer: 42, folder: expect.stringMatching(/^nova-code-cache-/) });
  });

  it('compiles again when V8 rejects the cache, and writes a good one', () => {
    writeFileSync(cacheFile(), Buffer.from('not a code cache'));
    expect(start().usedCache).toBe(false);
    expect(readFileSync(cacheFile()).toString()).not.toBe('not a code cache');
    expect(start()).toEqual({ usedCache: true, answer: 42, folder: expect.stringMatching(/^nova-code-cache-/) });
  });
});
