import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../packages/server/src/seed/demo-staff.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

let shop: Shop;
let browser: Browser;
let page: Page;
/** Every API answer the clerk's page got that said 403, as `status url`. */
const forbidden: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  const clerk = DEMO_ROLES.find((role) => role.name === 'order_clerk');
  if (!clerk) throw new Error('no order_clerk demo role');
  const staff = await shop.createStaff(clerk.permissions, 'کارمند سفارش‌ها');
  page = await newPage(browser);
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(`${response.status()} ${response.url()}`);
  });
  await logIn(page, shop.url, staff);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

describe("the order clerk's own screens", () => {
  for (const [path, heading] of [
    ['/admin/order', 'سفارش‌ها'],
    ['/admin/customers', 'مشتریان'],
  ] as const) {
    it(`${path} loads its province and city filters without a single 403`, async () => {
      forbidden.length = 0;
      const areas = page.waitForResponse((r) => /\/api\/admin\/provinces\?.*all=1/.test(r.url()));
      const cities = page.waitForResponse((r) => /\/api\/admin\/cities\?.*all=1/.test(r.url()));
      await page.goto(`${shop.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect((await areas).status()).toBe(200);
      expect((await cities).status()).toBe(200);
      // The province filter offers the provinces once they are read.
      const province = page
        .locator('label.list-filters__field')
        .filter({ has: page.locator('span', { hasText: /^استان$/ }) })
        .locator('select');
      await expect.poll(() => province.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      expect(forbidden).toEqual([]);
      const name = path.split('/').pop();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(SHOTS, `clerk-${name}-1440.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SHOTS, `clerk-${name}-390.png`) });
      await page.setViewportSize({ width: 1366, height: 900 });
    });
  }
});
