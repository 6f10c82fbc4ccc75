import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startGatewayStack, type GatewayStack } from '../support/stack-harness';
import { signUp } from './support';

/**
 * The finding, replayed in Chromium: a page on a sibling origin (same host,
 * another port, so the same site: the SameSite=Lax session cookie goes
 * along) submits forms to the gateway in the signed-in admin's browser. The
 * gateway refuses them; requests from the gateway's own pages, as the web
 * client sends them, pass.
 */

let stack: GatewayStack;
let browser: Browser;
let sibling: Server;
let siblingUrl: string;

beforeAll(async () => {
  stack = await startGatewayStack('gw_origin', {}, { SCHEDULER_ENABLED: 'false' });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  // Each path is an attack page that posts a form to the gateway path of the same name.
  sibling = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<form method="POST" action="${stack.baseUrl}${req.url ?? '/'}"><input name="x" value="1"></form><script>document.forms[0].submit()</script>`);
  });
  await new Promise<void>((resolve) => sibling.listen(0, '127.0.0.1', resolve));
  siblingUrl = `http://127.0.0.1:${(sibling.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (sibling ? sibling.close(() => resolve()) : resolve()));
  await stack?.close();
});

/** A browser signed in as `cookie`'s owner, with a page open on the gateway's own origin. */
async function browserSignedIn(cookie: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: stack.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}/healthz`);
  return { context, page };
}

const statusOf = (page: Page, path: string, init?: { method: string; body: string }) =>
  page.evaluate(
    async ([url, options]) => (await fetch(url, options ? { ...options, headers: { 'content-type': 'application/json' } } : undefined)).status,
    [path, init] as const,
  );

describe('same-origin check in Chromium', () => {
  it('refuses the sibling origin\'s form posts (admin action, logout) and keeps the session', async () => {
    expect(new URL(stack.baseUrl).hostname).toBe('127.0.0.1');
    const admin = await signUp(stack, { admin: true });
    const { context, page } = await browserSignedIn(admin.client.cookie ?? '');
    expect(await statusOf(page, '/api/user')).toBe(200);

    const attack = await context.newPage();
    for (const path of ['/api/admin/settings/reset', '/api/logout']) {
      const answer = attack.waitForResponse((response) => response.url() === `${stack.baseUrl}${path}` && response.request().method() === 'POST');
      await attack.goto(`${siblingUrl}${path}`);
      const response = await answer;
      expect({ path, status: response.status() }).toEqual({ path, status: 403 });
      expect(((await response.json()) as { code?: string }).code).toBe('FORBIDDEN');
    }
    expect(await statusOf(page, '/api/user')).toBe(200);
    await context.close();
  });

  it('lets the gateway\'s own pages change things over REST and GraphQL, as the web client does', async () => {
    const player = await signUp(stack);
    const { context, page } = await browserSignedIn(player.client.cookie ?? '');
    expect(await statusOf(page, '/graphql', { method: 'POST', body: JSON.stringify({ query: 'mutation { updateLanguage(language: "th") { id } }' }) })).toBe(200);
    expect(await statusOf(page, '/api/profile/update', { method: 'POST', body: JSON.stringify({ fullName: 'Same Origin' }) })).toBe(200);
    expect(await statusOf(page, '/api/logout', { method: 'POST', body: '{}' })).toBe(200);
    expect(await statusOf(page, '/api/user')).toBe(401);
    await context.close();
  });
});
