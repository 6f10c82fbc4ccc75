import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForReady } from '../../support/processes';
import { launchBrowser } from './browser';
import { AuthPage, Shell } from './pages';
import { startStack, type StackDeployment } from './stack';
import { authenticators, enrolThroughApi, passTwoFactor } from './two-factor';

export interface Credentials {
  username: string;
  password: string;
}

/** How long a stack may take to compile and start before a suite gives up. */
const STACK_START_MS = 300_000;

/** The first admin of a test stack: a fresh name per run, created from the environment at start-up. */
export function newAdmin(prefix = 'admiral'): Credentials {
  return { username: `${prefix}_${randomBytes(3).toString('hex')}`, password: 'bridge-2500-command' };
}

export interface StackSession {
  deployment(): StackDeployment;
  browser(): Browser;
  /** A new browser context signed in (or signed up first) and showing the shell. */
  signedIn(username: string, password: string, signUp: boolean): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Inside a `describe`: starts a process per service with `admin` as the first
 * admin (and `extraEnv()`, read when the stack starts) and one Chromium
 * before the tests, and stops and removes both after.
 */
export function useStackSession(admin: Credentials, extraEnv: () => NodeJS.ProcessEnv = () => ({})): StackSession {
  let deployment: StackDeployment | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    deployment = await startStack({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, ...extraEnv() });
    try {
      // A start compiles the server first when its sources changed: minutes on a busy machine.
      await waitForReady(deployment.baseUrl, STACK_START_MS);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${deployment.app.output()}`);
    }
    browser = await launchBrowser();
  }, STACK_START_MS + 30_000);

  afterAll(async () => {
    await browser?.close();
    await deployment?.app.stop();
    await deployment?.cleanup();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} has not started`);
    return value;
  };

  return {
    deployment: () => started(deployment, 'stack'),
    browser: () => started(browser, 'browser'),
    async signedIn(username, password, signUp) {
      const baseUrl = started(deployment, 'stack').baseUrl;
      const context = await started(browser, 'browser').newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
      // Pages render slowly on a busy machine: waits are generous (nothing is timed).
      context.setDefaultTimeout(90_000);
      const page = await context.newPage();
      const auth = new AuthPage(page, baseUrl);
      await auth.open(signUp ? '?tab=register' : '');
      if (signUp) await auth.signUp(username, password);
      else {
        await auth.logIn(username, password);
        await passTwoFactor(page, username);
      }
      try {
        await new Shell(page).waitForUser(username);
      } catch (error) {
        const toast = await page.getByTestId('toast').allTextContents();
        throw new Error(`${username} is not signed in at ${page.url()} (toast: ${toast.join(' | ') || 'none'}): ${(error as Error).message}`);
      }
      // Two-factor is mandatory for admins: the first admin enrols through the API on first sign-in.
      if (username === admin.username && !authenticators.has(username)) {
        await enrolThroughApi(page, username);
        await new Shell(page).waitForUser(username);
      }
      return { context, page };
    },
  };
}

/** axe-core on the current page: the serious and critical violations, by rule id. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
