/**
 * The web client's weight and speed on two screens: /auth for a visitor and
 * the dashboard (/) for a signed-in player registered for the run. For each:
 * the scripts and styles Chromium fetched opening it from the gateway (each
 * gzipped), and a Lighthouse performance score in the same Chromium (default
 * mobile settings), whose time to interactive is the dashboard's TTI. The
 * baseline for the bytes is what the built index.html names (apps/web/dist).
 * /auth runs the app's code on the visitor's first tap (it fetches its files at
 * idle): that tap's wait is measured too, so the cost is shown where it went.
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

/** `score` and `interactiveMs` are the median run's; `scores` every run's, in the order run. */
export type LighthouseResult = { score: number; scores: number[]; formFactor: string; interactiveMs: number } | { error: string };

/**
 * Lighthouse's score moves by several points between runs of the same page
 * on the same machine (its documentation advises the median of several):
 * each page is scored this many times and the median run is reported.
 */
export const LIGHTHOUSE_RUNS = 3;

export interface ScreenResult {
  js: Weight;
  css: Weight;
  /** Content-Encoding of the scripts as served ('identity' when sent uncompressed). */
  servedEncodings: string[];
  /** Module scripts the page had run when it had loaded and the network was quiet, untouched. */
  modulesRunUntouched: number;
  lighthouse: LighthouseResult;
}

/** The first tap on a screen drawn before the app: until the app has taken its place, the CPU slowed as Lighthouse's mobile run slows it. */
export interface FirstTap {
  cpuSlowdown: number;
  tapToAppMs: number;
}

export interface WebResult {
  distJs: Weight;
  distCss: Weight;
  auth: ScreenResult;
  authFirstTap: FirstTap;
  dashboard: ScreenResult;
  /** The signed-in home screen drawn by the gateway, or an error when it was not drawn. */
  dashboardFirstTap: FirstTap | { error: string };
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
  // The entry and its imports, named in the inline boot script (build/prerender.ts) or as script tags.
  const scripts = named(/"(\/assets\/[^"]+\.js)"/g);
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
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const encodings = new Set<string>();
    page.on('response', (response) => {
      // By file type, not by resource type: chunks a page loads later arrive as module
      // preloads or prefetches (resource type "other").
      const path = new URL(response.url()).pathname;
      const type = path.endsWith('.js') ? 'script' : path.endsWith('.css') ? 'stylesheet' : undefined;
      if (!type || !response.ok()) return;
      (type === 'script' ? scripts : styles).add(response.url());
      // Files under 1 KB are sent as they are (gzip would not make them smaller).
      const length = Number(response.headers()['content-length'] ?? Number.NaN);
      if (type === 'script' && !(length < 1024)) encodings.add(response.headers()['content-encoding'] ?? 'identity');
    });
    const navigation = await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const inline = inlineParts((await navigation?.text()) ?? '');
    const modulesRunUntouched = await page.locator('script[type="module"]').count();
    // The files' bytes as served (the browser keeps no body of a prefetch for the page to read).
    const bodies = (urls: Set<string>) => Promise.all([...urls].map(async (url) => (await context.request.get(url)).body()));
    return { js: weigh(await bodies(scripts), inline.scripts), css: weigh(await bodies(styles), inline.styles), servedEncodings: [...encodings], modulesRunUntouched };
  } finally {
    await browser.close();
  }
}

/**
 * A screen drawn before the app (the prerendered sign-in page; a player's home screen drawn by
 * the gateway) runs the app's code on the first tap (its files already fetched at idle): the
 * time from a tap on `target` until the app has taken the page's place, with the CPU slowed 4×
 * as in Lighthouse's mobile run.
 */
async function firstTap(pageUrl: string, target: string, cookie?: string): Promise<FirstTap> {
  const cpuSlowdown = 4;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: pageUrl }]);
    }
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const tapTarget = page.locator(`html.prerendered #prerendered ${target}`);
    if ((await tapTarget.count()) === 0) throw new Error(`${pageUrl} did not show a screen drawn before the app (${target})`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const tapped = Date.now();
    await tapTarget.first().click({ noWaitAfter: true });
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    return { cpuSlowdown, tapToAppMs: Date.now() - tapped };
  } finally {
    await browser.close();
  }
}

/** The median of LIGHTHOUSE_RUNS runs; the first error ends the series. */
async function lighthouse(pageUrl: string, cookie?: string): Promise<LighthouseResult> {
  const runs: Array<Extract<LighthouseResult, { score: number }>> = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouseOnce(pageUrl, cookie);
    if ('error' in result) return result;
    runs.push(result);
  }
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as (typeof runs)[number];
  return { ...median, scores: runs.map((run) => run.score) };
}

/** Lighthouse's CLI through npx (fetched into npm's cache once, then offline), default mobile settings. */
async function lighthouseOnce(pageUrl: string, cookie?: string): Promise<LighthouseResult> {
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
    const rounded = Math.round(score * 100);
    return { score: rounded, scores: [rounded], formFactor: result.configSettings.formFactor, interactiveMs: result.audits.interactive?.numericValue ?? Number.NaN };
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
  const dashboardFirstTap = await firstTap(`${gatewayUrl}/`, '.shell h1', cookie).catch((error: unknown) => ({ error: (error as Error).message }));
  return {
    distJs: dist.js,
    distCss: dist.css,
    auth: await screen('/auth'),
    authFirstTap: await firstTap(`${gatewayUrl}/auth`, 'input[name="username"]'),
    dashboard: await screen('/', cookie),
    dashboardFirstTap,
  };
}
