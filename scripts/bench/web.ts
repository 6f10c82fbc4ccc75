/**
 * The web client's weight and speed on two screens: /auth for a visitor and
 * the dashboard (/) for a signed-in player registered for the run. For each:
 * the scripts and styles Chromium fetched opening it from the gateway (each
 * gzipped), and a Lighthouse performance score in the same Chromium (default
 * mobile settings), whose time to interactive is the dashboard's TTI. The
 * baseline for the bytes is what the built index.html names (apps/web/dist).
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

export interface Weight {
  files: number;
  rawKb: number;
  gzipKb: number;
}

export type LighthouseResult = { score: number; formFactor: string; interactiveMs: number } | { error: string };

export interface ScreenResult {
  js: Weight;
  css: Weight;
  /** Content-Encoding of the scripts as served ('identity' when sent uncompressed). */
  servedEncodings: string[];
  lighthouse: LighthouseResult;
}

export interface WebResult {
  distJs: Weight;
  distCss: Weight;
  auth: ScreenResult;
  dashboard: ScreenResult;
}

const kb = (bytes: number) => bytes / 1024;

/**
 * Files fetched, and their bytes together with what the HTML carries inline
 * (the built index.html inlines the first screen's styles and the boot script):
 * inline bytes cost as much as a file's, they just take no request of their own.
 */
function weigh(bodies: Buffer[], inline: Buffer[] = []): Weight {
  const all = [...bodies, ...inline];
  return {
    files: bodies.length,
    rawKb: kb(all.reduce((sum, body) => sum + body.length, 0)),
    gzipKb: kb(all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)),
  };
}

/** The bodies of the HTML's inline <style> and <script> elements. */
function inlineParts(html: string): { scripts: Buffer[]; styles: Buffer[] } {
  const bodies = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => Buffer.from(match[1] ?? '')).filter((body) => body.length > 0);
  return { scripts: bodies(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g), styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/g) };
}

/** The scripts (classic, module, module preloads) and stylesheets index.html names. */
function distFiles(distDir: string): { js: Weight; css: Weight } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] as string))];
  const read = (paths: string[]) => paths.map((path) => readFileSync(join(distDir, path.replace(/^\//, ''))));
  const scripts = named(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g);
  const styles = named(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const inline = inlineParts(html);
  return { js: weigh(read(scripts), inline.scripts), css: weigh(read(styles), inline.styles) };
}

async function loadedFiles(pageUrl: string, cookie?: string): Promise<Omit<ScreenResult, 'lighthouse'>> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: pageUrl }]);
    }
    const page = await context.newPage();
    const scripts: Array<Promise<Buffer>> = [];
    const styles: Array<Promise<Buffer>> = [];
    const encodings = new Set<string>();
    page.on('response', (response) => {
      // By file type, not by resource type: chunks a page loads later arrive as module
      // preloads (resource type "other") and the import itself then hits the memory cache.
      const path = new URL(response.url()).pathname;
      const type = path.endsWith('.js') ? 'script' : path.endsWith('.css') ? 'stylesheet' : undefined;
      if (!type || !response.ok()) return;
      const body = response.body();
      (type === 'script' ? scripts : styles).push(body);
      // Files under 1 KB are sent as they are (gzip would not make them smaller).
      void body.then((bytes) => {
        if (type === 'script' && bytes.length >= 1024) encodings.add(response.headers()['content-encoding'] ?? 'identity');
      }).catch(() => undefined);
    });
    const document = await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const inline = inlineParts((await document?.text()) ?? '');
    return { js: weigh(await Promise.all(scripts), inline.scripts), css: weigh(await Promise.all(styles), inline.styles), servedEncodings: [...encodings] };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's CLI through npx (fetched into npm's cache once, then offline), default mobile settings. */
async function lighthouse(pageUrl: string, cookie?: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'nova-lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes', LIGHTHOUSE_PACKAGE, pageUrl,
        '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet',
        `--chrome-path=${chromiumPath}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { cwd: dir, timeout: 300_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromiumPath } },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number | null } };
      audits: { interactive?: { numericValue?: number } };
      configSettings: { formFactor: string };
      finalDisplayedUrl?: string;
      runtimeError?: { message: string };
    };
    const score = result.categories.performance.score;
    if (score === null) return { error: result.runtimeError?.message ?? 'Lighthouse gave no performance score' };
    return { score: Math.round(score * 100), formFactor: result.configSettings.formFactor, interactiveMs: result.audits.interactive?.numericValue ?? Number.NaN };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.split('\n').slice(0, 3).join(' ') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A player registered through the REST facade; their session cookie (name=value). */
async function seededPlayer(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gatewayUrl },
    body: JSON.stringify({ username: `bench${Date.now().toString(36)}`, password: 'bench-player-1', dateOfBirth: '1990-05-01' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 201 || !cookie) throw new Error(`could not register the bench player: ${response.status} ${await response.text()}`);
  return cookie;
}

export async function benchWeb(gatewayUrl: string): Promise<WebResult> {
  const distDir = join(repoRoot, 'apps', 'web', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('apps/web/dist is missing: run node scripts/prepare-web.mjs');
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}`);
  const dist = distFiles(distDir);
  const cookie = await seededPlayer(gatewayUrl);
  const screen = async (path: string, session?: string): Promise<ScreenResult> => ({
    ...(await loadedFiles(`${gatewayUrl}${path}`, session)),
    lighthouse: await lighthouse(`${gatewayUrl}${path}`, session),
  });
  return { distJs: dist.js, distCss: dist.css, auth: await screen('/auth'), dashboard: await screen('/', cookie) };
}
