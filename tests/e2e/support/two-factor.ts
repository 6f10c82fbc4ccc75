import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { reachForHomeScreen } from './home-screen';

const PERIOD_MS = 30_000;

/**
 * An authenticator app for tests: codes from a shared secret. The server
 * refuses a code of a time step it already accepted (replays), and accepts
 * one step of drift either way, so each code is for a newer step than the
 * last one used, waiting for the clock when three were used in one step.
 */
export class Authenticator {
  private lastStep = -Infinity;
  private readonly totp: TOTP;

  constructor(readonly secret: string) {
    this.totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  }

  /** The code of the step the enrolment used (marks it used). */
  markUsed(timestamp: number): void {
    this.lastStep = Math.max(this.lastStep, Math.floor(timestamp / PERIOD_MS));
  }

  async nextCode(): Promise<string> {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current - 1, this.lastStep + 1);
    if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 1_000));
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS + 1 });
  }

  /** The code for right now (enrolment). */
  codeNow(): string {
    const now = Date.now();
    this.markUsed(now);
    return this.totp.generate({ timestamp: now });
  }
}

/** Authenticators of the accounts that enrolled in this test process, by username. */
export const authenticators = new Map<string, Authenticator>();

/**
 * Enrols the signed-in account of `page` through the real REST API (as the
 * web client would), so admins can open the panel; reloads so the page sees it.
 */
export async function enrolThroughApi(page: Page, username: string): Promise<Authenticator> {
  const setup = await page.evaluate(async () => {
    const response = await fetch('/api/auth/2fa/setup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return { status: response.status, body: (await response.json()) as { secret?: string } };
  });
  if (!setup.body.secret) throw new Error(`two-factor setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const authenticator = new Authenticator(setup.body.secret);
  const code = authenticator.codeNow();
  const confirmed = await page.evaluate(async (value) => {
    const response = await fetch('/api/auth/2fa/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: value }) });
    return { status: response.status, body: await response.text() };
  }, code);
  if (confirmed.status !== 200) throw new Error(`two-factor confirmation failed: ${confirmed.status} ${confirmed.body}`);
  authenticators.set(username, authenticator);
  await page.reload();
  await reachForHomeScreen(page);
  return authenticator;
}

/** After the password step: enters the next code when the account has two-factor on (known to this process). */
export async function passTwoFactor(page: Page, username: string): Promise<void> {
  const authenticator = authenticators.get(username);
  if (!authenticator) return;
  await page.getByTestId('login-code').waitFor();
  await page.getByTestId('login-code').fill(await authenticator.nextCode());
  await page.getByTestId('login-code-submit').click();
}
