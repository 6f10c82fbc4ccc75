import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, startScript, waitForReady, type RunningProcess } from '../support/processes';
import { launchBrowser } from './support/browser';
import { startStack } from './support/stack';
import { AuthPage, Shell, expectPath } from './support/pages';

interface Deployment {
  baseUrl: string;
  app: RunningProcess;
  cleanup(): Promise<void>;
}

/** `npm start`: one process, embedded PostgreSQL, in-process bus and store. */
async function startEmbedded(): Promise<Deployment> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-e2e-'));
  const app = startScript(['apps/host/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  return { baseUrl, app, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe.each([
  ['one process on embedded defaults', startEmbedded],
  ['a process per service over PostgreSQL, NATS and Redis', startStack],
])('sign-up to sign-in in the browser: %s', (_name, start) => {
  let deployment: Deployment;
  let browser: Browser;

  beforeAll(async () => {
    deployment = await start();
    try {
      await waitForReady(deployment.baseUrl);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${deployment.app.output()}`);
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await deployment?.app.stop();
    await deployment?.cleanup();
  });

  it('signs up, lands on the dashboard, switches to Arabic, logs out and back in', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const auth = new AuthPage(page, deployment.baseUrl);
    const shell = new Shell(page);
    const username = `pilot_${randomBytes(3).toString('hex')}`;

    await auth.open('?tab=register');
    await auth.signUp(username, 'orbit-2500');
    await shell.waitForUser(username);
    await expectPath(page, '/');
    expect(await shell.balanceText()).toContain('0.00');

    await shell.chooseLanguage('ar');
    await page.waitForFunction(() => document.documentElement.getAttribute('dir') === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');

    await shell.logOut();
    await auth.logIn(username, 'orbit-2500');
    await shell.waitForUser(username);
    // The saved language follows the player back in.
    expect(await shell.documentDirection()).toBe('rtl');

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'nova_sid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await context.close();
  });

  it('shows "Login failed" for a wrong password and stays on the sign-in page', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const auth = new AuthPage(page, deployment.baseUrl);
    await auth.open();
    await auth.logIn('nobody_here', 'wrong-password');
    expect(await auth.toastText()).toContain('Login failed');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});
