import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse, Browser, Page, Route } from 'playwright-core';
import type { SignedReceipt } from '@nova/verify';
import { main as verifierMain } from '../../apps/verifier/src/cli';
import { freePort, startScript, waitForReady, type RunningProcess } from '../support/processes';
import { launchBrowser } from './support/browser';
import { AuthPage, Shell } from './support/pages';
import { ReceiptCheckPanel, ResultsArchive } from './support/results-pages';
import { newAdmin } from './support/stack-session';

const ADMIN = newAdmin('archivist');
/** Close enough to wait for, far enough for the purchase to land first. */
const DRAW_IN_MS = 25_000;

/** A GraphQL call made by the page itself (same origin, its own session). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await page.evaluate(async ({ query, variables }) => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return response.json();
  }, { query, variables });
  const { data, errors } = reply as { data?: T; errors?: unknown[] };
  if (errors?.length || !data) throw new Error(JSON.stringify(errors));
  return data;
}

/**
 * The intercepted request fetched again by the test. The test's own connection may be a kept-alive one
 * the server has just closed as idle (ECONNRESET); the query is read-only, so asking once more is safe.
 */
async function fetchOnce(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return route.fetch();
  }
}

/** For looking at the new pages: the archive and a draw in two themes and in Arabic (right to left). */
async function shoot(session: { browser(): Browser }, baseUrl: string, dir: string, name: string, path: string, storage: Record<string, string>): Promise<void> {
  const context = await session.browser().newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value)), storage);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.locator('[data-testid="result-item"], [data-testid="draw-checks"], [data-testid="receipt-key"]').first().waitFor({ timeout: 90_000 });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  await context.close();
}

describe('public results archive, receipts and the verifier: npm start (one process)', () => {
  let app: RunningProcess | undefined;
  let browser: Browser | undefined;
  let baseUrl = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'nova-results-'));
  const session = { browser: () => browser as Browser };

  beforeAll(async () => {
    // E2E_BASE_URL: an app already running with this admin (ADMIN_USERNAME / ADMIN_PASSWORD), e.g. `npm start`.
    if (process.env.E2E_BASE_URL) {
      baseUrl = process.env.E2E_BASE_URL;
      ADMIN.username = process.env.ADMIN_USERNAME ?? ADMIN.username;
      ADMIN.password = process.env.ADMIN_PASSWORD ?? ADMIN.password;
      browser = await launchBrowser();
      return;
    }
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    app = startScript(['apps/host/src/main.ts'], { PORT: String(port), DATA_DIR: dataDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
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
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(username: string, password: string, signUp: boolean): Promise<{ page: Page }> {
    const context = await session.browser().newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const auth = new AuthPage(page, baseUrl);
    await auth.open(signUp ? '?tab=register' : '');
    if (signUp) await auth.signUp(username, password);
    else await auth.logIn(username, password);
    await new Shell(page).waitForUser(username);
    return { page };
  }

  async function takeScreenshots(dir: string, drawId: string): Promise<void> {
    mkdirSync(dir, { recursive: true });
    await shoot(session, baseUrl, dir, 'results-dark', '/results', { theme: 'dark', userLanguage: 'en' });
    await shoot(session, baseUrl, dir, 'results-mint', '/results', { theme: 'mint', userLanguage: 'en' });
    await shoot(session, baseUrl, dir, 'results-ar', '/results', { theme: 'gold', userLanguage: 'ar' });
    await shoot(session, baseUrl, dir, 'result-detail-dark', `/results/${drawId}`, { theme: 'dark', userLanguage: 'en' });
    await shoot(session, baseUrl, dir, 'result-detail-ar', `/results/${drawId}`, { theme: 'mint', userLanguage: 'ar' });
    await shoot(session, baseUrl, dir, 'verify-receipts-mint', '/verify', { theme: 'mint', userLanguage: 'en' });
  }

  it('a signed-out visitor finds a completed draw in /results and verifies it, its tickets and a receipt in the browser; the verifier agrees; tampering fails', async () => {
    // Player and money first: the draw's date is near, so the purchase follows its creation at once.
    const admin = await signedIn(ADMIN.username, ADMIN.password, false);
    const playerName = `voyager_${randomBytes(3).toString('hex')}`;
    const player = await signedIn(playerName, 'orbit-2500', true);
    const me = (await (await player.page.request.get(`${baseUrl}/api/user`)).json()) as { id: string };
    await gql(admin.page, 'mutation U($id: ID!, $input: AdminUpdateUserInput!) { adminUpdateUser(id: $id, input: $input) { message } }', {
      id: me.id,
      input: { action: 'addCredit', amount: '100.00', reason: 'results archive test', idempotencyKey: `e2e-${randomUUID()}` },
    });
    const created = await gql<{ createDraw: { id: string } }>(admin.page, 'mutation C($input: CreateDrawInput!) { createDraw(input: $input) { id } }', {
      input: { name: `Archive ${randomBytes(2).toString('hex')}`, period: 'custom', ticketPrice: '5', drawDate: new Date(Date.now() + DRAW_IN_MS).toISOString() },
    });
    const drawId = created.createDraw.id;
    const bought = await gql<{ buyTickets: { tickets: Array<{ ticketNumber: string }>; receipt: { document: string } } }>(
      player.page,
      'mutation B($input: BuyTicketsInput!) { buyTickets(input: $input) { tickets { ticketNumber } receipt { document } } }',
      { input: { drawId, quantity: 3, idempotencyKey: `e2e-${randomUUID()}` } },
    );
    const receipt = bought.buyTickets.receipt.document;
    const myTicket = bought.buyTickets.tickets[0]!.ticketNumber;

    // Its date comes and the scheduler runs it: wait until the archive publishes it.
    for (let attempt = 0; attempt < 180 && !(await player.page.request.get(`${baseUrl}/results/${drawId}.json`)).ok(); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect((await player.page.request.get(`${baseUrl}/results/${drawId}.json`)).status()).toBe(200);

    // Signed out: the archive, the draw's page, its full check and a ticket's inclusion.
    const visitor = await session.browser().newContext();
    const page = await visitor.newPage();
    const archive = new ResultsArchive(page, baseUrl);
    await archive.open();
    expect(await archive.item(drawId).textContent()).not.toContain(playerName);
    const detail = await archive.openDraw(drawId);
    expect(await detail.valid()).toBe(true);
    for (const check of ['commitment', 'ticketListHash', 'merkleRoot', 'winners']) expect(await detail.outcome(check)).toBe('passed');
    expect(await detail.checkInclusion(myTicket)).toBe(true);
    expect(await detail.checkInclusion('NJ-999999999')).toBe(false);
    const screenshots = process.env.E2E_SCREENSHOT_DIR;
    if (screenshots) await takeScreenshots(screenshots, drawId);

    // The feeds list it, and the published data names no full username.
    const atom = await (await page.request.get(`${baseUrl}/results/feed.atom`)).text();
    expect(atom).toContain(`urn:nova-jackpot:draw:${drawId}`);
    expect(await (await page.request.get(`${baseUrl}/results/feed.rss`)).text()).toContain(`/results/${drawId}`);
    const data = await (await page.request.get(`${baseUrl}/results/${drawId}.json`)).text();
    expect(data).not.toContain(playerName);

    // The receipt checks on the Verify page; a changed one does not.
    const panel = new ReceiptCheckPanel(page, baseUrl);
    await panel.open();
    expect((await panel.check(receipt)).valid).toBe(true);
    const signed = JSON.parse(receipt) as SignedReceipt;
    const forged = await panel.check(JSON.stringify({ ...signed, receipt: { ...signed.receipt, amountPaid: '0.01' } }));
    expect(forged.valid).toBe(false);
    if (screenshots) await page.screenshot({ path: join(screenshots, 'receipt-check.png'), fullPage: true });

    // The command-line verifier checks the same draw and receipt from the same site.
    const lines: string[] = [];
    const receiptPath = 'receipt.json';
    const code = await verifierMain([`${baseUrl}/results/${drawId}`, '--receipt', receiptPath, '--ticket', myTicket], {
      fetch: globalThis.fetch,
      out: (line) => lines.push(line),
      readFile: async () => receipt,
    });
    expect(lines.join('\n')).toContain('VERDICT: VALID');
    expect(code).toBe(0);

    // Each published value changed on its way to the browser makes its check fail.
    const tamper: Array<[string, (draw: Record<string, unknown>, list: Record<string, unknown>) => void, string]> = [
      ['seed', (draw) => { draw.seed = `${String(draw.seed).slice(0, -1)}${String(draw.seed).endsWith('0') ? '1' : '0'}`; }, 'commitment'],
      ['seedCommitment', (draw) => { draw.seedCommitment = 'ab'.repeat(32); }, 'commitment'],
      ['ticketListHash', (draw) => { draw.ticketListHash = 'ab'.repeat(32); }, 'ticketListHash'],
      ['merkleRoot', (draw) => { draw.merkleRoot = 'ab'.repeat(32); }, 'merkleRoot'],
      ['ticketNumbers', (_draw, list) => { list.ticketNumbers = [...(list.ticketNumbers as string[]), 'NJ-999999998']; }, 'ticketListHash'],
      ['winners', (draw) => { const all = draw.winners as Array<{ rank: number; ticketNumber: string }>; draw.winners = all.map((winner, index) => ({ ...winner, ticketNumber: all[(index + 1) % all.length]!.ticketNumber })); }, 'winners'],
      ['beacon', (draw) => { draw.beacon = 'ab'.repeat(32); }, 'beaconValue'],
    ];
    for (const [field, change, failing] of tamper) {
      const tampered = await visitor.newPage();
      await tampered.route('**/graphql', async (route) => {
        // Documents travel as persisted-query hashes: the operation's name says which request it is.
        const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
        if (operation !== 'PublicResult') return route.continue();
        const response = await fetchOnce(route);
        const json = (await response.json()) as { data: { publicResult: Record<string, unknown>; drawVerification: Record<string, unknown> } };
        change(json.data.publicResult, json.data.drawVerification);
        await route.fulfill({ response, json });
      });
      await tampered.goto(`${baseUrl}/results/${drawId}`);
      await tampered.getByTestId('draw-checks').waitFor({ timeout: 90_000 });
      expect([field, await tampered.getByTestId('draw-checks').getAttribute('data-valid')]).toEqual([field, 'false']);
      expect([field, await tampered.getByTestId(`draw-check-${failing}`).getAttribute('data-outcome')]).toEqual([field, 'failed']);
      await tampered.close();
    }
    await visitor.close();
  }, 600_000);
});
