import { adminRoutes } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { checkPageNow, expectConsoleErrors, pageChecked } from '../support/page-checks.ts';
import { sampleUrl, visitRoute } from '../support/route-walk.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await newPage(browser);
  await logIn(page, shop.url);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

// axe-core runs on every screen every e2e page shows (support/page-checks.ts, failing the test after
// it with each finding and its screen); this walk shows it every admin route and the shell's overlays.
describe('accessibility (axe-core) over the route walk', () => {
  it('opens every admin screen, the palette and the password dialog, each checked by axe', async () => {
    // Made-up params (record 1, group or day «sample») this shop does not have: their reads answer
    // 404 (422 for a day that is not a date).
    expectConsoleErrors(page, /status of (404 \(Not Found\)|422 \(Unprocessable Entity\)) \(\/api\/admin\//);
    const unsettled: string[] = [];
    const routes = adminRoutes.filter((r) => r.layout === 'admin');
    for (const route of routes) {
      const url = sampleUrl(route);
      if (!(await visitRoute(page, route, url))) unsettled.push(`${route.name} (${url})`);
      await pageChecked(page);
    }
    // The shell's own overlays: the palette and the password change.
    await page.keyboard.press('Control+k');
    const palette = page.locator('dialog[open]');
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type('سفارش');
    await palette.getByRole('option').first().waitFor();
    await checkPageNow(page, 'palette');
    await page.keyboard.press('Escape');
    await page.locator('.user-button').click();
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    const password = page.getByRole('dialog', { name: 'تغییر رمز عبور' });
    await password.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await password.getByText('رمز عبور فعلی الزامی است.').waitFor();
    await checkPageNow(page, 'password dialog');
    await page.keyboard.press('Escape');
    expect(unsettled, 'screens that never finished loading (not checked)').toEqual([]);
  }, 600_000);
});
