import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort, startScript, waitForReady, type RunningProcess } from '../support/processes';
import { launchBrowser } from './support/browser';
import { AuthPage, reachForSignInPage } from './support/pages';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id);
}

/** Plays Chromium's install offer (headless Chromium never makes one): what the app's listener receives. */
async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    // The app keeps the offer (and stops the browser's own infobar) by cancelling it.
    return event.defaultPrevented;
  });
}

const storedPromptDay = (page: Page) => page.evaluate(() => localStorage.getItem('pwa-install-prompted'));
const localToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

describe('installable app: service worker, manifest, offline shell, install banner (the built app served by the gateway)', () => {
  let app: RunningProcess;
  let dataDir: string;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'nova-pwa-'));
    app = startScript(['apps/host/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
    baseUrl = `http://127.0.0.1:${port}`;
    try {
      // Several minutes on a busy machine: the embedded start compiles and migrates every service.
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

  async function freshPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }> {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, ...options });
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    return { context, page, cspViolations };
  }

  it('registers the service worker for the whole app and links a valid manifest whose icons load', async () => {
    const { context, page, cspViolations } = await freshPage();
    await new AuthPage(page, baseUrl).open();
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
    });
    expect(worker).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestResponse = await context.request.get(new URL(href ?? '', baseUrl).toString());
    expect(manifestResponse.status()).toBe(200);
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Nova Jackpot', short_name: 'Nova Jackpot', start_url: '/', scope: '/', display: 'standalone' });
    const pngIcons = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await context.request.get(new URL(icon.src, baseUrl).toString());
      expect([icon.src, response.status()]).toEqual([icon.src, 200]);
      expect(response.headers()['content-type']).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(await response.body())).toBe(icon.sizes);
    }
    // The gateway's Content-Security-Policy lets the worker and the manifest in, and nothing was blocked.
    const csp = (await context.request.get(`${baseUrl}/`)).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('opens the app shell offline after a first visit, shows the offline state, never caches the API, and reconnects', async () => {
    const { context, page } = await freshPage();
    await new AuthPage(page, baseUrl).open();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    // A deep link, never visited: the worker answers the navigation with the cached shell.
    await page.goto(`${baseUrl}/tickets`);
    await page.getByTestId('offline-screen').waitFor();
    expect(await page.title()).toBe('Nova Jackpot');
    expect(await page.getByTestId('offline-screen').textContent()).toContain('You are offline');
    expect(await seriousViolations(page)).toEqual([]);

    // Money data stays live: nothing under /api or /graphql is answered from a cache.
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cachedUrls).toContain('/index.html');
    expect(cachedUrls.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(cachedUrls.filter((path) => path.startsWith('/api') || path.startsWith('/graphql'))).toEqual([]);
    const apiOffline = await page.evaluate(() => fetch('/api/draws/current').then(() => 'answered', () => 'failed'));
    expect(apiOffline).toBe('failed');

    await context.setOffline(false);
    // Back online, the app asks again by itself and shows the sign-in page.
    await page.getByTestId('auth-login-tab').waitFor();
    await context.close();
  });

  it('offers Install App with Later and a close icon, once per calendar day', async () => {
    const { context, page } = await freshPage();
    await new AuthPage(page, baseUrl).open();
    expect(await offerInstall(page)).toBe(true);
    const banner = page.getByTestId('install-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('data-variant')).toBe('install');
    expect(await page.getByTestId('install-banner-close').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('install-banner-later').click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedPromptDay(page)).toBe(await localToday(page));

    // Dismissed today: the next offer today is kept but not shown.
    await page.reload();
    await reachForSignInPage(page);
    await page.getByTestId('auth-login-tab').waitFor();
    expect(await offerInstall(page)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await banner.count()).toBe(0);

    // A new calendar day: shown again; Install App opens the browser's dialog and records the day.
    await page.evaluate(() => localStorage.setItem('pwa-install-prompted', '2000-01-01'));
    await page.reload();
    await reachForSignInPage(page);
    await page.getByTestId('auth-login-tab').waitFor();
    await offerInstall(page);
    await page.getByTestId('install-banner-install').click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    expect(await storedPromptDay(page)).toBe(await localToday(page));
    await context.close();
  });

  it('tells iOS Safari visitors to tap Share, then Add to Home Screen, 10 s after load', async () => {
    const { context, page } = await freshPage({ userAgent: IPHONE_SAFARI, hasTouch: true, isMobile: true });
    await page.clock.install();
    await new AuthPage(page, baseUrl).open();
    const banner = page.getByTestId('install-banner');
    expect(await banner.count()).toBe(0);
    await page.clock.fastForward(10_000);
    await banner.waitFor();
    expect(await banner.getAttribute('data-variant')).toBe('ios');
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('Tap Share');
    expect(text).toContain('Add to Home Screen');
    await page.getByTestId('install-banner-got-it').click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedPromptDay(page)).toBe(await localToday(page));
    await context.close();
  });
});
