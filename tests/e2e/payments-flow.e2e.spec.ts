import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { AddFunds, AdminPayments, ProfilePayments, Shell, minorOf, waitForAmount } from './support/pages';
import { makePng } from './support/png';
import { useStackSession, newAdmin, seriousViolations } from './support/stack-session';

const ADMIN = newAdmin('admiral');
const DEPOSIT = { text: '250', minor: 25_000 };
const WITHDRAWAL = { text: '100', minor: 10_000 };

describe('deposit with a screenshot, approval, withdrawal and rejection: a process per service', () => {
  const session = useStackSession(ADMIN);
  const { signedIn } = session;

  it('credits an approved deposit on the player screen and restores a rejected withdrawal', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const adminPayments = new AdminPayments(admin.page, session.deployment().baseUrl);
    await adminPayments.open('payment-methods');
    const methodName = `Orbital Bank ${randomBytes(2).toString('hex')}`;
    const methodId = await adminPayments.createBankMethod({
      name: methodName,
      bankName: 'Bank of the Outer Rim',
      accountName: 'Nova Jackpot Ltd',
      accountNumber: '7701-2500-0042',
      instructions: 'Write your username in the payment reference.',
    });
    expect(methodId).not.toBe('');

    // The player deposits with a real PNG screenshot.
    const playerName = `pilot_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const shell = new Shell(player.page);
    expect(minorOf(await shell.balanceText())).toBe(0);
    const addFunds = new AddFunds(player.page);
    await addFunds.open();
    await addFunds.chooseMethod(methodId);
    expect(await addFunds.root().getByTestId('deposit-method-details').textContent()).toContain('7701-2500-0042');
    await addFunds.deposit(DEPOSIT.text, { name: 'transfer-proof.png', buffer: makePng(64, 40, 7) });
    await player.page.getByTestId('toast').filter({ hasText: 'Deposit request submitted' }).waitFor();

    // The admin sees it pending (badge and list), views the screenshot and approves it.
    await adminPayments.open('deposits');
    await admin.page.getByTestId('admin-badge-deposits').waitFor({ timeout: 30_000 });
    const depositRow = adminPayments.depositRow(playerName);
    await depositRow.waitFor({ timeout: 30_000 });
    const depositId = (await depositRow.getAttribute('data-deposit-id')) ?? '';
    await admin.page.getByTestId(`admin-deposit-screenshot-${depositId}`).click();
    await admin.page.locator('[data-testid="admin-screenshot-image"][data-state="loaded"]').waitFor({ timeout: 30_000 });
    expect(await seriousViolations(admin.page)).toEqual([]);
    await admin.page.keyboard.press('Escape');
    await adminPayments.approveDeposit(playerName, 'Checked against the bank statement');
    await admin.page.getByTestId('toast').filter({ hasText: 'Deposit approved' }).waitFor();

    // The player's top bar shows the credit without a reload (the pending deposit is polled).
    await waitForAmount(player.page, 'topbar-balance', DEPOSIT.minor);
    expect(minorOf(await shell.balanceText())).toBe(DEPOSIT.minor);

    // The player saves a bank account in the profile and withdraws part of the balance.
    const profile = new ProfilePayments(player.page, session.deployment().baseUrl);
    await profile.open('profile');
    const savedId = await profile.addBankMethod({ name: 'Salary account', bankName: 'Maldives Orbital Bank', accountName: 'Pilot One', accountNumber: 'MV-900-123' });
    await player.page.getByTestId('toast').filter({ hasText: 'Profile updated successfully' }).waitFor();
    expect(await seriousViolations(player.page)).toEqual([]);
    await profile.open('withdraw');
    await waitForAmount(player.page, 'withdraw-available', DEPOSIT.minor);
    await profile.requestWithdrawal(savedId, WITHDRAWAL.text);
    await player.page.getByTestId('toast').filter({ hasText: 'Withdrawal request submitted successfully' }).waitFor();
    await waitForAmount(player.page, 'withdraw-available', DEPOSIT.minor - WITHDRAWAL.minor);

    // The admin reads the account details and rejects the withdrawal; the hold returns to the player.
    await adminPayments.open('withdrawals');
    const withdrawalRow = adminPayments.withdrawalRow(playerName);
    await withdrawalRow.waitFor({ timeout: 30_000 });
    expect(await withdrawalRow.textContent()).toContain('Maldives Orbital Bank');
    const withdrawalId = await adminPayments.setWithdrawal(playerName, 'rejected', 'Account name does not match');
    await waitForAmount(player.page, 'withdraw-available', DEPOSIT.minor);
    await player.page.locator(`[data-testid="withdrawal-row"][data-id="${withdrawalId}"][data-status="rejected"]`).waitFor({ timeout: 30_000 });
    expect(minorOf(await shell.balanceText())).toBe(DEPOSIT.minor);

    await player.context.close();
    await admin.context.close();
  }, 240_000);
});
