/**
 * The web client's weight on /auth: the JavaScript the built index.html
 * loads (its scripts and module preloads, from apps/web/dist), the scripts
 * Chromium actually fetched opening /auth from the gateway, each gzipped;
 * and a Lighthouse performance score in the same Chromium when the
 * `lighthouse` npm package runs here.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { repoRoot } from '../../tests/support/processes';

/** Pinned: 12.x is the last line that runs on Node 20 (13 needs Node 22). */
export const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ScriptWeight {
  files: number;
  rawKb: number;
  gzipKb: number;
}

export interface WebResult {
  dist: ScriptWeight;
  loaded: ScriptWeight;
  /** Content-Encoding of the scripts as served ('identity' when sent uncompressed). */
  servedEncodings: string[];
  /** 0–100, or why there is none. */
  lighthouse: { score: number; formFactor: string } | { error: string };
}

const kb = (bytes: number) => bytes / 1024;

function weigh(bodies: Buffer[]): ScriptWeight {
  return {
    files: bodies.length,
    rawKb: kb(bodies.reduce((sum, body) => sum + body.length, 0)),
    gzipKb: kb(bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
  };
}

/** The scripts index.html names: classic and module scripts and module preloads. */
function distScripts(distDir: string): ScriptWeight {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] as string);
  return weigh([...new Set(paths)].map((path) => readFileSync(join(distDir, path.replace(/^\//, '')))));
}

async function loadedScripts(pageUrl: string): Promise<{ weight: ScriptWeight; encodings: string[] }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<Buffer>> = [];
    const encodings = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = response.body();
      bodies.push(body);
      // Scripts under 1 KB are sent as they are (gzip would not make them smaller).
      void body.then((bytes) => {
        if (bytes.length >= 1024) encodings.add(response.headers()['content-encoding'] ?? 'identity');
      }).catch(() => undefined);
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    return { weight: weigh(await Promise.all(bodies)), encodings: [...encodings] };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's CLI through npx (fetched into npm's cache once, then offline), default mobile settings. */
async function lighthouseScore(pageUrl: string): Promise<WebResult['lighthouse']> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes', LIGHTHOUSE_PACKAGE, pageUrl,
        '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet',
        `--chrome-path=${chromiumPath}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { cwd: dir, timeout: 300_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromiumPath } },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as { categories: { performance: { score: number | null } }; configSettings: { formFactor: string }; runtimeError?: { message: string } };
    const score = result.categories.performance.score;
    if (score === null) return { error: result.runtimeError?.message ?? 'Lighthouse gave no performance score' };
    return { score: Math.round(score * 100), formFactor: result.configSettings.formFactor };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.split('\n').slice(0, 3).join(' ') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchWeb(gatewayUrl: string): Promise<WebResult> {
  const distDir = join(repoRoot, 'apps', 'web', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('apps/web/dist is missing: run node scripts/prepare-web.mjs');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}`);
  const pageUrl = `${gatewayUrl}/auth`;
  const loaded = await loadedScripts(pageUrl);
  return { dist: distScripts(distDir), loaded: loaded.weight, servedEncodings: loaded.encodings, lighthouse: await lighthouseScore(pageUrl) };
}
