import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { AdminUsers } from './support/admin-pages';
import { Shell, minorOf, waitForAmount } from './support/pages';
import { newAdmin, seriousViolations, useStackSession } from './support/stack-session';
import { enrolThroughApi } from './support/two-factor';

const SUPERADMIN = newAdmin('warden');
const CLERK_PASSWORD = 'ledger-2500-audit';
/** At or above the default four-eyes threshold (1000.00). */
const HELD_CREDIT = { text: '1500.00', minor: 150_000 };

/** The panel's tab names, in menu order, as the admin sees them. */
async function visibleTabs(page: Page): Promise<string[]> {
  const triggers = page.locator('[data-testid^="admin-tab-"]');
  await triggers.first().waitFor();
  return triggers.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')?.replace('admin-tab-', '') ?? ''));
}

/** The same page in Arabic (right to left) for a look, then back to English. */
async function shootInArabic(page: Page, file: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  await page.evaluate(() => window.localStorage.setItem('userLanguage', 'ar'));
  await page.reload();
  await page.locator('html[dir="rtl"]').waitFor();
  await page.getByTestId('admin-approval-row').first().waitFor();
  await page.screenshot({ path: join(dir, file), fullPage: true });
  await page.evaluate(() => window.localStorage.setItem('userLanguage', 'en'));
  await page.reload();
}

describe('four-eyes approval in the panel: a large credit waits for a second admin of the finance role', () => {
  const session = useStackSession(SUPERADMIN);

  it('holds a superadmin\'s credit above the threshold, which its requester cannot decide; a finance admin sees only finance tabs, approves it, and the player is paid once', async () => {
    const baseUrl = session.deployment().baseUrl;
    const suffix = randomBytes(3).toString('hex');
    const playerName = `ensign_${suffix}`;
    const clerkName = `clerk_${suffix}`;
    const player = await session.signedIn(playerName, 'orbit-2500', true);
    const clerkAsPlayer = await session.signedIn(clerkName, CLERK_PASSWORD, true);
    await clerkAsPlayer.context.close();

    // The superadmin makes the clerk a finance admin through the Users tab.
    const admin = await session.signedIn(SUPERADMIN.username, SUPERADMIN.password, false);
    const users = new AdminUsers(admin.page, baseUrl);
    await users.open('users');
    await users.search(clerkName);
    await users.choose(await users.userId(clerkName), 'setRole');
    await admin.page.getByTestId('admin-role-select').selectOption('finance');
    await admin.page.getByTestId('admin-role-summary').filter({ hasText: 'approvals' }).waitFor();
    await admin.page.getByTestId('admin-role-submit').click();
    await admin.page.getByTestId('admin-role-dialog').waitFor({ state: 'detached' });

    // A credit at or above the threshold is held: the toast says so and the balance stays.
    await users.search(playerName);
    const playerId = await users.userId(playerName);
    await users.choose(playerId, 'addCredit');
    await users.submitCredit(HELD_CREDIT.text, 'Prize correction for the 2500-07 weekly draw');
    await users.toast('Waiting for a second admin');
    await admin.page.getByTestId('admin-credit-dialog').waitFor({ state: 'detached' });
    await waitForAmount(admin.page, `admin-user-balance-${playerId}`, 0);

    // The requester sees the request in Approvals, marked as their own, with nothing to press.
    await admin.page.goto(`${baseUrl}/admin?tab=approvals`);
    const request = admin.page.getByTestId('admin-approval-row').filter({ hasText: playerName });
    await request.waitFor();
    const requestId = await request.getAttribute('data-approval-id');
    await admin.page.getByTestId(`admin-approval-own-${requestId}`).waitFor();
    expect(await admin.page.getByTestId(`admin-approval-approve-${requestId}`).count()).toBe(0);

    // The clerk signs in again (the role change ended their session) and enrols two-factor, as every admin must.
    const clerk = await session.signedIn(clerkName, CLERK_PASSWORD, false);
    await enrolThroughApi(clerk.page, clerkName);
    await new Shell(clerk.page).waitForUser(clerkName);
    await clerk.page.goto(`${baseUrl}/admin?tab=approvals`);
    const tabs = await visibleTabs(clerk.page);
    expect(tabs).toEqual(expect.arrayContaining(['deposits', 'withdrawals', 'approvals', 'users']));
    for (const hidden of ['draws', 'settings', 'support', 'audit']) expect(tabs).not.toContain(hidden);
    await clerk.page.getByTestId('admin-badge-approvals').filter({ hasText: '1' }).waitFor();
    await clerk.page.getByTestId(`admin-approval-approve-${requestId}`).waitFor();
    await shootInArabic(clerk.page, 'approvals-pending-ar.png');
    expect(await seriousViolations(clerk.page)).toEqual([]);

    // The finance admin approves with a note; the credit is carried out once.
    await clerk.page.getByTestId(`admin-approval-note-${requestId}`).fill('Checked against the draw record');
    await clerk.page.getByTestId(`admin-approval-approve-${requestId}`).click();
    await clerk.page.getByTestId('admin-approval-dialog').getByText(playerName).waitFor();
    await clerk.page.getByTestId('admin-approval-dialog-confirm').click();
    await clerk.page.getByTestId('toast').filter({ hasText: 'Request approved' }).waitFor();
    await clerk.page.getByTestId('admin-approvals-filter-decided').click();
    await clerk.page.getByTestId(`admin-approval-result-${requestId}`).filter({ hasText: 'Approved and done' }).waitFor({ timeout: 60_000 });
    expect(await clerk.page.getByTestId('admin-approval-row').filter({ hasText: 'Checked against the draw record' }).count()).toBe(1);

    // The player's balance moves by the credit, once.
    await player.page.goto(baseUrl);
    await new Shell(player.page).waitForUser(playerName);
    await waitForAmount(player.page, 'topbar-balance', HELD_CREDIT.minor);
    expect(minorOf(await new Shell(player.page).balanceText())).toBe(HELD_CREDIT.minor);

    // The audit log names both admins' steps.
    const decided = await users.waitForAuditEntry('approval.approve');
    expect(await decided.textContent()).toContain(clerkName);

    await Promise.all([player.context.close(), admin.context.close(), clerk.context.close()]);
  }, 420_000);
});
