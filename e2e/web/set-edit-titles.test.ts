import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');
const TITLES = ['کیف دستی چرم', 'کفش کتانی سفید', 'شال نخی', 'ساعت مچی', 'عینک آفتابی'];

let shop: Shop;
let browser: Browser;
let page: Page;
let setId = 0;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  const token = await shop.rootToken();
  const ids: number[] = [];
  for (const [i, title] of TITLES.entries()) {
    const made = await apiCall<{ product: { id: number } }>(shop, token, 'POST', 'admin/products', {
      title,
      unit_price: 100_000 * (i + 1),
      stock: 2,
    });
    ids.push(made.product.id);
  }
  const set = await apiCall<{ product_set: { id: number } }>(shop, token, 'POST', 'admin/product_sets', {
    name: 'هدیه یلدا',
    products: ids,
  });
  setId = set.product_set.id;
  page = await newPage(browser);
  await logIn(page, shop.url);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

describe('product set edit', () => {
  it('names every chosen product from one request, with a loading state that is never an id', async () => {
    // A slow shop line: every product read takes a second and a half.
    const productReads: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/admin\/products(\/\d+)?(\?.*)?$/, async (route) => {
      productReads.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${shop.url}/admin/sets/edit/${setId}`);
    const chosen = page.getByRole('list', { name: 'محصولات انتخاب‌شده' });
    await chosen.getByRole('listitem').nth(4).waitFor();
    // While the names are on their way: a loading state, no «#12» in place of a title.
    const waiting = await chosen.getByRole('listitem').allTextContents();
    expect(waiting.join(' ')).not.toMatch(/#\s*[\d۰-۹]/);
    release();
    await expect.poll(() => chosen.textContent()).toContain(TITLES[4]);
    const names = await chosen.getByRole('listitem').allTextContents();
    for (const [i, title] of TITLES.entries()) expect(names[i]).toContain(title);
    // The set's own answer names its products: at most one request for all of them, none per product.
    expect(productReads.length).toBeLessThanOrEqual(1);
    expect(productReads.filter((url) => /\/products\/\d+/.test(url))).toEqual([]);
    await page.unroute(/\/api\/admin\/products(\/\d+)?(\?.*)?$/);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'set-edit-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'set-edit-390.png'), fullPage: true });
  });
});
