import type { Page } from 'playwright-core';

/**
 * A signed-in visit to the home path may show the player's home screen drawn by the
 * gateway, and the app's code runs once the player reaches for it (apps/gateway/src/signed-in-home.ts):
 * as a player would, a tap on the greeting. Then the app's own screen, with its test ids, takes its place.
 */
export async function reachForHomeScreen(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  const greeting = page.locator('html.prerendered #prerendered .shell h1');
  if ((await greeting.count()) === 0) return;
  await greeting.first().click();
  await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 90_000 });
}
