import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, repoRoot, startScript, waitForReady, type RunningProcess } from '../support/processes';
import { launchBrowser } from './support/browser';
import { reachForSignInPage } from './support/pages';

/**
 * The sign-in page drawn from the built index.html before any script has run
 * (apps/web/build/prerender.ts), a signed-in player's home screen drawn by the gateway
 * (apps/gateway/src/signed-in-home.ts), and the app taking their place (src/app/prerendered.ts).
 */
describe('first paint without scripts: the prerendered sign-in page (the built app served by the gateway)', () => {
  let app: RunningProcess;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'nova-first-paint-'));
    app = startScript(['apps/host/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
    baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForReady(baseUrl, 240_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${app.output()}`);
    }
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A phone-sized page whose app scripts are held back until `release()` (the inline boot script still runs). */
  async function pageWithScriptsHeld(stored: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, stored);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return { context, page: await context.newPage(), release };
  }

  it('draws the English sign-in page from the HTML alone, its styles inline, nothing render-blocking', async () => {
    const { context, page, release } = await pageWithScriptsHeld();
    // Not 'domcontentloaded': that waits for the module scripts, held back here.
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'commit' });
    await page.locator('#prerendered h1').waitFor();
    expect(await page.locator('#prerendered h1').textContent()).toBe('Enter the Arena');
    expect(await page.locator('#root').isVisible()).toBe(false);
    const head = await page.evaluate(() => ({
      stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      inlineStyles: document.querySelectorAll('head style').length,
      blockingScripts: document.querySelectorAll('head script[src]:not([type="module"]):not([async]):not([defer])').length,
      theme: document.documentElement.className,
    }));
    expect(head).toEqual({ stylesheets: 0, inlineStyles: 2, blockingScripts: 0, theme: 'theme-dark prerendered' });
    // No element id twice while both copies are in the document.
    const duplicateIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicateIds).toEqual([]);
    release();
    await context.close();
  });

  it('hands over to the app in place: what was typed and the focus carry over, the headline does not move', async () => {
    const { context, page, release } = await pageWithScriptsHeld({ theme: 'ocean' });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'commit' });
    await page.locator('#prerendered input[name="username"]').first().waitFor();
    // The visitor's theme is applied by the inline boot script before the first paint.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-ocean prerendered');
    const username = page.locator('#prerendered input[name="username"]').first();
    await username.fill('early_pilot');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const headlineBefore = await page.locator('#prerendered h1').boundingBox();

    release();
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    const field = page.getByTestId('login-username');
    expect(await field.inputValue()).toBe('early_pilot');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('#auth-headline').boundingBox()).toEqual(headlineBefore);
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-ocean');
    await context.close();
  });

  it('runs no script until the visitor reaches for the page; its files are fetched once it has been painted', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Scripts fetched from the server, not from the browser's cache (Chromium's own account of each response).
    const fetched: string[] = [];
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    network.on('Network.responseReceived', ({ response }) => {
      if (/\/assets\/.*\.js$/.test(response.url) && !response.fromDiskCache && !response.fromServiceWorker) fetched.push(new URL(response.url).pathname);
    });
    await page.goto(`${baseUrl}/auth`);
    const named = await page.evaluate(() => (window as unknown as { novaFiles: string[] }).novaFiles);
    expect(named.length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    // Fetched (not run): no module script in the page, nothing drawn into #root.
    expect([...fetched].sort()).toEqual([...named].sort());
    const untouched = await page.evaluate(() => ({ modules: document.querySelectorAll('script[type="module"]').length, app: document.getElementById('root')?.childElementCount }));
    expect(untouched).toEqual({ modules: 0, app: 0 });

    // Sign Up pressed on the page before the app is there: the app opens that tab once it is.
    await page.locator('#prerendered [role="tab"]').nth(1).click();
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('register-username').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');
    // The files came from the browser's cache: none fetched twice.
    expect(fetched.filter((path, index) => fetched.indexOf(path) !== index)).toEqual([]);
    await context.close();
  });

  it('sends the form the visitor sent before the app was there, once, with what they typed', async () => {
    const { context, page, release } = await pageWithScriptsHeld();
    // Sign-in attempts the server answered (a persisted-query miss, answered by sending the text, is not one).
    const logins: string[] = [];
    page.on('response', async (response) => {
      if (!/nobody_here/.test(response.request().postData() ?? '')) return;
      const body = await response.text();
      if (!body.includes('PERSISTED_QUERY_NOT_FOUND')) logins.push(body);
    });
    await page.goto(`${baseUrl}/auth`, { waitUntil: 'commit' });
    const username = page.locator('#prerendered input[name="username"]').first();
    await username.fill('nobody_here');
    await page.locator('#prerendered input[name="password"]').first().fill('not-the-password-1');
    await page.keyboard.press('Enter');
    expect(await page.locator('#prerendered').getAttribute('data-pending')).toBe('submit:0');
    release();
    // No such player: the app sent the form and says so.
    await page.getByTestId('toast').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('login-username').inputValue()).toBe('nobody_here');
    expect(logins).toHaveLength(1);
    await context.close();
  });

  it('fetches no other script\'s font for an English page; the language menu draws each language\'s name in its own face', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const scriptFonts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/noto-sans-/.test(request.url())) scriptFonts.push(request.url());
    });
    await page.goto(`${baseUrl}/auth`);
    await reachForSignInPage(page);
    await page.getByTestId('login-username').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(scriptFonts).toEqual([]);

    // Each name is marked with its language and drawn in that script's face, not in empty boxes.
    await page.locator('.picker-trigger').first().click();
    const thai = page.locator('[lang="th"]').filter({ hasText: 'ไทย' });
    await thai.waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')));
    expect(loaded).toEqual(expect.arrayContaining(['Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Arabic']));
    await context.close();
  });

  it('is not shown where it does not fit: another language, a signed-in hint, another page', async () => {
    for (const [path, stored] of [
      ['/auth', { userLanguage: 'ar' }],
      ['/', { signedIn: '1' }],
      ['/results', {}],
      ['/auth?tab=register', {}],
    ] as const) {
      const { context, page, release } = await pageWithScriptsHeld(stored);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
      await page.locator('#root').waitFor({ state: 'attached' });
      expect([path, await page.locator('#prerendered').isVisible()]).toEqual([path, false]);
      release();
      await context.close();
    }
  });

  it('carries only the sign-in page\'s messages: both tabs and their problems are worded, the rest of English comes with another page', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The app names every message missing from the catalogue on screen (src/i18n/LanguageProvider.tsx).
    const missingMessages: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[intl]')) missingMessages.push(message.text());
    });
    const laterMessages: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/en-later-[^/]+\.js$/.test(new URL(request.url()).pathname)) laterMessages.push(request.url());
    });

    await page.goto(`${baseUrl}/auth`);
    await reachForSignInPage(page);
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('login-username').fill('nobody_signed_up');
    await page.getByTestId('login-password').fill('not-the-password-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('toast').first().waitFor();
    await page.getByTestId('auth-register-tab').click();
    await page.getByTestId('register-username').fill('x');
    await page.getByTestId('register-password').fill('short');
    await page.getByTestId('register-confirm').fill('shorter');
    // The form words its problems as they are typed (and keeps its button off until they are solved).
    await page.getByTestId('register-dob').focus();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.getByTestId('register-submit').isDisabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect({ laterMessages, missingMessages }).toEqual({ laterMessages: [], missingMessages: [] });

    // Any other page waits for the rest of English, then says everything.
    await page.goto(`${baseUrl}/results`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(laterMessages).toHaveLength(1);
    expect(missingMessages).toEqual([]);
    await context.close();
  });

  /** A player registered for the test: their name and a phone-sized page carrying their session. */
  async function signedInPage(): Promise<{ username: string; context: BrowserContext; page: Page }> {
    const username = `home${Date.now().toString(36)}`;
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username, password: 'early-player-1', dateOfBirth: '1990-05-01' }),
    });
    const [name, value] = (registered.headers.get('set-cookie')?.split(';')[0] ?? '').split('=') as [string, string];
    expect([registered.status, name]).toEqual([201, 'nova_sid']);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, serviceWorkers: 'block' });
    await context.addCookies([{ name, value, url: baseUrl }]);
    return { username, context, page: await context.newPage() };
  }

  /** In the order the browser asked: the app's files by their chunk, GraphQL operations by name. */
  function askedFor(page: Page): string[] {
    const asked: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(index|home|en-later|player)-[^/]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) asked.push(chunk);
      const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (operation) asked.push(operation);
    });
    return asked;
  }

  it('draws a signed-in player\'s home screen from the HTML alone, with their own figures, and runs no script until they reach for it', async () => {
    const { username, context, page } = await signedInPage();
    const asked = askedFor(page);
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.waitForLoadState('networkidle');
    // The frame and the dashboard, drawn by the gateway: the greeting, the balance, the navigation.
    const copy = page.locator('html.prerendered #prerendered');
    await expect(copy.locator('h1').textContent()).resolves.toBe(`Welcome, ${username}`);
    await expect(copy.locator('.balance-card .money__amount').first().textContent()).resolves.toBe('0.00');
    expect(await copy.locator('nav a').count()).toBeGreaterThan(3);
    expect(await copy.locator('.shell__main').boundingBox()).not.toBeNull();
    // Nothing run and nothing asked: no module script, nothing in #root, no operation; the frame's files fetched for the tap.
    const untouched = await page.evaluate(() => ({ modules: document.querySelectorAll('script[type="module"]').length, app: document.getElementById('root')?.childElementCount }));
    expect(untouched).toEqual({ modules: 0, app: 0 });
    expect(asked).toEqual(expect.arrayContaining(['index', 'home', 'en-later']));
    expect(asked.filter((item) => /^[A-Z]/.test(item))).toEqual([]);
    // No id twice in the document, no test id in the copy.
    const ids = await page.evaluate(() => Array.from(document.querySelectorAll('[id]')).map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(await copy.locator('[data-testid]').count()).toBe(0);
    await context.close();
  });

  it('hands over to the app on the first tap: the button pressed is pressed, nothing drawn is asked for again, the other player pages come later', async () => {
    const { username, context, page } = await signedInPage();
    const asked = askedFor(page);
    const playerPagesFetched = page.waitForRequest(/\/assets\/player-[^/]+\.js$/, { timeout: 60_000 });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const headline = await page.locator('#prerendered h1').boundingBox();
    // Add Funds pressed on the picture: the app opens the dialog once it has taken over.
    await page.locator('#prerendered .page__actions button').first().click();
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByTestId('add-funds-dialog').waitFor();
    await expect(page.getByTestId('topbar-username').textContent()).resolves.toBe(username);
    // In place, to the pixel (the open dialog may leave a sub-pixel difference).
    const drawn = await page.locator('h1.page__title').boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((drawn?.[side] ?? Number.NaN) - (headline?.[side] ?? Number.NaN))).toBeLessThan(1);
    // The app started from the answers the page carried: who is visiting is not asked again.
    expect(asked).not.toContain('Me');
    // The other player pages come after every operation of the dashboard, as a prefetch: fetched, not run.
    await playerPagesFetched;
    const lastOperation = Math.max(...['MyTickets', 'RecentWinners', 'MyReferrals'].map((operation) => asked.lastIndexOf(operation)));
    expect(lastOperation).toBeGreaterThan(-1);
    expect(asked.indexOf('player')).toBeGreaterThan(lastOperation);
    const initiator = await page.waitForFunction(() => {
      const entry = performance.getEntriesByType('resource').find((candidate) => /\/assets\/player-[^/]+\.js$/.test(candidate.name));
      return entry ? (entry as PerformanceResourceTiming).initiatorType : false;
    }, undefined, { timeout: 30_000 });
    expect(await initiator.jsonValue()).toBe('link');
    await context.close();
  });

  it('writes the drawn home screen\'s dates in the player\'s time zone and keeps its countdowns ticking until the app is there', async () => {
    // The gateway draws without knowing the time zone (UTC here); boot.js, as the built page inlines it, writes them again.
    const boot = readFileSync(join(repoRoot, 'apps', 'web', 'public', 'boot.js'), 'utf8');
    const inTenSeconds = new Date(Date.now() + 10_000).toISOString();
    const page = [
      '<!doctype html><html data-session data-home lang="en"><head>',
      `<script>${boot}</script></head><body>`,
      '<div id="prerendered"><div class="shell"><main>',
      '<dd><time datetime="2026-11-25T14:00:00.000Z" data-local-time="">Nov 25, 2026, 2:00 PM</time></dd>',
      `<div class="countdown" data-target="${inTenSeconds}"><span class="countdown__value">00</span><span class="countdown__value">00</span><span class="countdown__value">00</span><span class="countdown__value">10</span></div>`,
      '</main></div></div><div id="root"></div></body></html>',
    ].join('');
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Bangkok', serviceWorkers: 'block' });
    await context.route(`${baseUrl}/drawn-home`, (route) => route.fulfill({ contentType: 'text/html', body: page }));
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/drawn-home`);
    expect(await tab.evaluate(() => document.documentElement.classList.contains('prerendered'))).toBe(false);
    // Not the home path: left alone.
    await context.unroute(`${baseUrl}/drawn-home`);
    await context.route(`${baseUrl}/`, (route) => route.fulfill({ contentType: 'text/html', body: page }));
    await tab.goto(`${baseUrl}/`);
    const moment = tab.locator('#prerendered time');
    expect(await moment.textContent()).toBe('Nov 25, 2026, 9:00 PM');
    expect(await moment.evaluate((element) => element.childNodes.length)).toBe(1);
    await tab.waitForFunction(() => Number(document.querySelectorAll('#prerendered .countdown__value')[3]?.textContent) < 9, undefined, { timeout: 10_000 });
    await context.close();
  });

  it('fetches the signed-in frame beside the entry for a session visit the home screen is not drawn for, and starts the app at once', async () => {
    const { context, page } = await signedInPage();
    const asked = askedFor(page);
    await page.goto(`${baseUrl}/tickets`);
    await page.getByTestId('topbar-username').waitFor();
    // The frame and the rest of English are asked for before the app has even asked who is visiting.
    expect(Math.max(asked.indexOf('home'), asked.indexOf('en-later'))).toBeLessThan(asked.indexOf('Me'));
    expect(await page.locator('#prerendered').count()).toBe(0);
    await context.close();
  });
});
