import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { reachForHomeScreen } from './home-screen';

/** The sign-in / sign-up page. */
export class AuthPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/auth${query}`);
    await reachForSignInPage(this.page);
    await this.page.getByTestId('auth-login-tab').waitFor();
  }

  /** Signs up an adult unless told another date of birth (YYYY-MM-DD). */
  async signUp(username: string, password: string, dateOfBirth = '1990-05-01'): Promise<void> {
    await this.page.getByTestId('auth-register-tab').click();
    await this.page.getByTestId('register-username').fill(username);
    await this.page.getByTestId('register-password').fill(password);
    await this.page.getByTestId('register-confirm').fill(password);
    await this.page.getByTestId('register-dob').fill(dateOfBirth);
    await this.page.getByTestId('register-submit').click();
  }

  async logIn(username: string, password: string): Promise<void> {
    await this.page.getByTestId('auth-login-tab').click();
    await this.page.getByTestId('login-username').fill(username);
    await this.page.getByTestId('login-password').fill(password);
    await this.page.getByTestId('login-submit').click();
  }

  async toastText(): Promise<string> {
    const toast = this.page.getByTestId('toast').first();
    await toast.waitFor();
    return (await toast.textContent()) ?? '';
  }
}

/**
 * The prerendered sign-in page runs the app's code once the visitor reaches for it
 * (apps/web/build/prerender.ts): as a visitor would, a tap on its first field. Any other
 * page starts the app by itself.
 */
export async function reachForSignInPage(page: Page): Promise<void> {
  const field = page.locator('html.prerendered #prerendered input[name="username"]');
  if ((await field.count()) > 0) await field.first().click();
}

/** The signed-in shell: top bar, navigation, pickers. */
export class Shell {
  constructor(private readonly page: Page) {}

  async waitForUser(username: string): Promise<void> {
    await reachForHomeScreen(this.page);
    await this.page.getByTestId('topbar-username').filter({ hasText: username }).first().waitFor({ timeout: 90_000 });
  }

  async balanceText(): Promise<string> {
    return (await this.page.getByTestId('topbar-balance').first().textContent()) ?? '';
  }

  async chooseLanguage(code: string): Promise<void> {
    await this.page.getByTestId('language-picker').first().click();
    await this.page.getByTestId(`language-option-${code}`).click();
  }

  async documentDirection(): Promise<string | null> {
    return this.page.evaluate(() => document.documentElement.getAttribute('dir'));
  }

  async logOut(): Promise<void> {
    await this.page.getByTestId('logout-button').first().click();
    await this.page.getByTestId('auth-login-tab').waitFor({ timeout: 30_000 });
  }
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

export { reachForHomeScreen } from './home-screen';
export { AdminDraws, BuyDialog, DashboardDraws, TicketsPage, VerifyPage, localDateTimeFromNow } from './draw-pages';
export { AddFunds, AdminPayments, ProfilePayments, minorOf, waitForAmount } from './payment-pages';
