import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { startSmtpInbox, type SmtpInbox } from '@nova/platform/testing/smtp';
import { AuthPage, Shell } from './support/pages';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';
import { Authenticator, authenticators } from './support/two-factor';

const ADMIN = newAdmin('warden');
/** Set to keep screenshots (desktop and phone, Arabic). */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

describe('account security in the browser: email, two-factor sign-in, password reset by mail, the admin gate', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });
  const session = useStackSession(ADMIN, () => ({ SMTP_URL: inbox.url }));
  const { signedIn } = session;

  /** The link's path and token, opened on this stack (the mail names PUBLIC_URL). */
  const linkIn = (text: string, path: string) => {
    const token = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
    if (!token) throw new Error(`no ${path} link in: ${text}`);
    return `${session.deployment().baseUrl}/${path}?token=${token}`;
  };

  it('confirms an email, enrols TOTP from the shown secret, signs back in with a code, and resets a forgotten password from the mail', async () => {
    const username = `ranger_${randomBytes(3).toString('hex')}`;
    const email = `${username}@example.test`;
    const { page, context } = await signedIn(username, 'orbit-2500', true);
    const baseUrl = session.deployment().baseUrl;

    // 1. Email: the code arrives over SMTP; typing it confirms the address.
    await page.goto(`${baseUrl}/profile?tab=security`);
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-password').fill('orbit-2500');
    let since = inbox.mails.length;
    await page.getByTestId('email-send').click();
    const codeMail = await inbox.waitFor(email, { since, timeoutMs: 60_000 });
    const code = /confirmation code is (\d{6})/.exec(codeMail.text)?.[1] as string;
    await page.getByTestId('email-pending').waitFor();
    await page.getByTestId('email-code').fill(code);
    await page.getByTestId('email-confirm').click();
    await page.getByTestId('email-confirmed').filter({ hasText: email }).waitFor();

    // 2. Two-factor: the code is computed from the secret the page shows, as an authenticator app would.
    await page.getByTestId('two-factor-start').click();
    expect(await page.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    const authenticator = new Authenticator(secret);
    await page.getByTestId('two-factor-code').fill(authenticator.codeNow());
    await page.getByTestId('two-factor-confirm').click();
    await page.getByTestId('recovery-codes').waitFor();
    const recoveryCodes = (await page.getByTestId('recovery-codes').locator('code').allTextContents()).map((text) => text.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shoot(page, 'security-recovery-codes');
    await page.getByTestId('recovery-codes-done').click();
    await page.getByTestId('two-factor-on').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // 3. Out and back in: the code step asks for the next code.
    const shell = new Shell(page);
    await shell.logOut();
    const auth = new AuthPage(page, baseUrl);
    await auth.logIn(username, 'orbit-2500');
    await page.getByTestId('login-code').fill(await authenticator.nextCode());
    await shoot(page, 'sign-in-code-step');
    await page.getByTestId('login-code-submit').click();
    await shell.waitForUser(username);

    // 4. Forgotten password: the reset mail's link sets a new one and ends every session.
    await shell.logOut();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-login').fill(username);
    since = inbox.mails.length;
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    const resetMail = await inbox.waitFor(email, { since, timeoutMs: 60_000 });
    await page.goto(linkIn(resetMail.text, 'reset-password'));
    await page.getByTestId('reset-new').fill('nebula-2600');
    await page.getByTestId('reset-confirm').fill('nebula-2600');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    // The link works once.
    await page.goto(linkIn(resetMail.text, 'reset-password'));
    await page.getByTestId('reset-new').fill('comet-2700');
    await page.getByTestId('reset-confirm').fill('comet-2700');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('toast').filter({ hasText: 'invalid, used or expired' }).first().waitFor();

    // The new password and a recovery code sign in; the old password does not.
    await auth.open('');
    await auth.logIn(username, 'orbit-2500');
    await page.getByTestId('toast').filter({ hasText: 'Login failed' }).first().waitFor();
    await auth.logIn(username, 'nebula-2600');
    await page.getByTestId('login-code').fill(recoveryCodes[0] as string);
    await page.getByTestId('login-code-submit').click();
    await shell.waitForUser(username);

    // Arabic, right to left, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await shell.chooseLanguage('ar');
    await page.goto(`${baseUrl}/profile?tab=security`);
    await page.getByTestId('two-factor-on').waitFor();
    expect(await shell.documentDirection()).toBe('rtl');
    await shoot(page, 'security-tab-phone-ar');
    await context.close();
    // Five sign-ins, two mails and a reset walk through the whole stack: on a busy machine this takes over two minutes.
  }, 240_000);

  it('leads a new admin to enrol before the panel opens; the Outbox tab says mail leaves by SMTP', async () => {
    const browser = session.browser();
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    const baseUrl = session.deployment().baseUrl;
    const auth = new AuthPage(page, baseUrl);
    await auth.open('');
    if (authenticators.has(ADMIN.username)) throw new Error('the admin enrolled earlier in this file');
    await auth.logIn(ADMIN.username, ADMIN.password);
    await new Shell(page).waitForUser(ADMIN.username);
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('admin-two-factor-gate').waitFor();
    expect(await page.getByTestId('admin-tab-draws').count()).toBe(0);
    await shoot(page, 'admin-gate');
    await page.getByTestId('two-factor-start').click();
    const authenticator = new Authenticator(((await page.getByTestId('two-factor-secret').textContent()) ?? '').trim());
    await page.getByTestId('two-factor-code').fill(authenticator.codeNow());
    await page.getByTestId('two-factor-confirm').click();
    await page.getByTestId('recovery-codes-done').click();
    await page.getByTestId('admin-tab-outbox').click();
    await page.getByTestId('admin-outbox-smtp').waitFor();
    authenticators.set(ADMIN.username, authenticator);
    await context.close();
  });
});
