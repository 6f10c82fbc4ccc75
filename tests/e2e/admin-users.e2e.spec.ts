import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AdminUsers } from './support/admin-pages';
import { Shell, minorOf, waitForAmount } from './support/pages';
import { useStackSession, newAdmin, seriousViolations } from './support/stack-session';

const ADMIN = newAdmin('marshal');
const CREDIT = { text: '125.50', minor: 12_550 };

describe('admin Users tab: a credit reaches the player, the audit log records it, players are kept out', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  it('credits a player through the Users tab; the player sees it in the top bar and cannot open the panel', async () => {
    const playerName = `cadet_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const shell = new Shell(player.page);
    expect(minorOf(await shell.balanceText())).toBe(0);

    // A player opening /admin sees ACCESS DENIED and none of the panel.
    await player.page.goto(`${session.deployment().baseUrl}/admin`);
    await player.page.getByTestId('admin-access-denied').waitFor({ timeout: 30_000 });
    expect(await player.page.getByTestId('admin-access-denied').textContent()).toContain('ACCESS DENIED');
    expect(await player.page.getByTestId('admin-stats').count()).toBe(0);
    expect(await player.page.getByTestId('admin-tab-users').count()).toBe(0);

    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const users = new AdminUsers(admin.page, session.deployment().baseUrl);
    // The stat tiles have their own Overview tab; the panel opens on its work queues.
    await users.open('overview');
    expect(Number(await users.statText('admin-stat-users'))).toBe(2);
    await users.open('users');

    // Search narrows the table; a search matching nobody says so.
    await users.search('no-such-pilot-anywhere');
    await admin.page.getByTestId('admin-users-empty').filter({ hasText: 'No users match' }).waitFor({ timeout: 30_000 });
    await users.search(playerName);
    const playerId = await users.userId(playerName);
    expect(await admin.page.getByTestId('admin-user-row').count()).toBe(1);

    // The admin's own row offers neither self-suspension, self-demotion nor deletion.
    await users.search(ADMIN.username);
    const adminId = await users.userId(ADMIN.username);
    expect(await users.menuActions(adminId)).toEqual(['protection', 'addCredit', 'removeCredit', 'changePassword']);
    await users.search(playerName);
    await users.userId(playerName);
    expect(await users.menuActions(playerId)).toEqual(['protection', 'addCredit', 'removeCredit', 'suspend', 'setRole', 'changePassword', 'delete']);

    // A debit larger than the balance is stopped before it is sent.
    await users.choose(playerId, 'removeCredit');
    await users.submitCredit('1', 'Correction');
    await admin.page.getByTestId('admin-credit-dialog').getByText('more than the user can spend').waitFor();
    await admin.page.keyboard.press('Escape');
    await admin.page.getByTestId('admin-credit-dialog').waitFor({ state: 'detached' });

    // The credit: amount and reason, confirmed by the dialog's button, then a toast and the new balance in the row.
    await users.choose(playerId, 'addCredit');
    await users.submitCredit(CREDIT.text, 'Compensation for the outage on 2500-03-01');
    await users.toast(`MVR 125.50 added to ${playerName}`);
    await admin.page.getByTestId('admin-credit-dialog').waitFor({ state: 'detached' });
    await waitForAmount(admin.page, `admin-user-balance-${playerId}`, CREDIT.minor);
    expect(await seriousViolations(admin.page)).toEqual([]);

    // The player, in another browser, sees the new balance in the top bar.
    await player.page.goto(session.deployment().baseUrl);
    await shell.waitForUser(playerName);
    await waitForAmount(player.page, 'topbar-balance', CREDIT.minor);
    expect(minorOf(await shell.balanceText())).toBe(CREDIT.minor);

    // The stat tiles follow, and the audit log names who credited how much and why.
    await users.open('overview');
    await waitForAmount(admin.page, 'admin-stat-user-balance', CREDIT.minor);
    const entry = await users.waitForAuditEntry('user.addCredit');
    const entryText = (await entry.textContent()) ?? '';
    expect(entryText).toContain(ADMIN.username);
    expect(entryText).toContain('added credit');
    expect(entryText).toContain('125.50');
    expect(entryText).toContain('Compensation for the outage');
    expect(await seriousViolations(admin.page)).toEqual([]);

    await player.context.close();
    await admin.context.close();
  }, 300_000);
});
