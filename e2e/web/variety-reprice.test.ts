import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatPriceInput, toPersianDigits } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueReference } from '../../packages/server/test/products-fixtures.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');
const toman = (n: number) => toPersianDigits(formatPriceInput(n));

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;
let productId = 0;

interface Made {
  product: { id: number; varieties: { id: number; sku: string; price: number }[] };
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
  const ref = await seedCatalogueReference(shop.db);
  // Two sizes at the product's price (they inherit it), one with a price of its own.
  const made = await apiCall<Made>(shop, token, 'POST', 'admin/products', {
    title: 'کاپشن کوهنوردی',
    unit_price: 2_608_000,
    status: 'available',
    varieties: [
      { attribute_value_ids: [ref.sizes.S.id], price: 2_608_000, sku: 'JACKET-S', stock: 5 },
      { attribute_value_ids: [ref.sizes.M.id], price: 2_608_000, sku: 'JACKET-M', stock: 5 },
      { attribute_value_ids: [ref.sizes.L.id], price: 2_900_000, sku: 'JACKET-L', stock: 5 },
    ],
  });
  productId = made.product.id;
  page = await newPage(browser);
  page.setDefaultTimeout(30_000);
  await logIn(page, shop.url);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

describe('repricing a product with varieties, from the sheet to the till', () => {
  it('shows each variety at what a customer pays, moves the inheriting ones with the product, and the till charges the new prices', async () => {
    await page.goto(`${shop.url}/admin/products?search=${encodeURIComponent('کاپشن کوهنوردی')}`);
    await page.getByRole('button', { name: 'ویرایش صفحه‌گسترده‌ای' }).first().click();
    const grid = page.locator('.bulk-sheet-grid');
    // The product, then its three varieties, each with its own price cell.
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(4);
    const priceCell = (r: number) => grid.locator(`[data-cell="${r}:1"]`);
    expect(await priceCell(1).inputValue()).toBe(toPersianDigits(2_608_000));
    expect(await priceCell(3).inputValue()).toBe(toPersianDigits(2_900_000));
    await grid.getByText('قیمت محصول').first().waitFor();

    // The product's price typed: the inheriting varieties show it at once; the own-priced one keeps its own.
    await priceCell(0).fill('2700000');
    await expect.poll(() => priceCell(1).inputValue()).toBe(toPersianDigits(2_700_000));
    await expect.poll(() => priceCell(2).inputValue()).toBe(toPersianDigits(2_700_000));
    expect(await priceCell(3).inputValue()).toBe(toPersianDigits(2_900_000));
    // The own-priced variety repriced on its own row.
    await priceCell(3).fill('3100000');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-varieties-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-varieties-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: /بررسی/ }).click();
    const review = page.getByRole('dialog', { name: 'پیش‌نمایش تغییرها' });
    await review.waitFor();
    await review.getByRole('button', { name: 'اعمال تغییرها' }).click();
    // The result stays with its undo until closed.
    await page
      .getByRole('dialog', { name: 'نتیجهٔ ویرایش گروهی' })
      .getByRole('button', { name: 'بستن' })
      .click();
    await grid.waitFor({ state: 'detached' });

    const saved = await apiCall<Made>(shop, token, 'GET', `admin/products/${productId}`);
    expect(Object.fromEntries(saved.product.varieties.map((v) => [v.sku, v.price]))).toEqual({
      'JACKET-S': 2_700_000,
      'JACKET-M': 2_700_000,
      'JACKET-L': 3_100_000,
    });

    // The till: one inheriting size and the own-priced one, scanned by SKU, charged at the sheet's prices.
    await page.goto(`${shop.url}/admin/shop/create`);
    await page.getByLabel(/کد کالا یا بارکد/).waitFor();
    for (const sku of ['JACKET-M', 'JACKET-L']) {
      await page.keyboard.type(sku);
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => page.locator('tr.till-line').count()).toBe(2);
    const due = 2_700_000 + 3_100_000;
    await expect.poll(() => page.locator('[data-total="due"]').textContent()).toBe(`${toman(due)} تومان`);
    await page.keyboard.press('F9');
    await page.getByRole('heading', { level: 1, name: /فروش شماره .* ثبت شد/ }).waitFor();
    const sales = await apiCall<{ mini_orders: { data: { amount?: number; total?: number }[] } }>(
      shop,
      token,
      'GET',
      'admin/mini_orders',
    );
    const sale = sales.mini_orders.data[0] as Record<string, unknown>;
    expect(JSON.stringify(sale)).toContain(String(due));
  });
});
