import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall, walletPaidOrder } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  const token = await shop.rootToken();
  for (let i = 1; i <= 4; i++) {
    await apiCall(shop, token, 'POST', 'admin/products', {
      title: `کفش چرم مردانه مجلسی بندی دست‌دوز مدل ${i}`,
      sku: `E2E-LAYOUT-${i}`,
      unit_price: 2_450_000 * i,
      stock: 7 * i,
      status: 'available',
    });
  }
  for (const [code, title] of [
    ['YALDA1404', 'حراج شب یلدا برای همه مشتریان'],
    ['NOROOZ1405', 'عیدی نوروز'],
  ] as const) {
    await apiCall(shop, token, 'POST', 'admin/coupon', {
      title,
      code,
      start_date: '1404/09/01 00:00',
      end_date: '1405/01/13 23:59',
      type: 'percentage',
      amount: 10,
      usage_limit: 100,
    });
  }
  for (let i = 0; i < 3; i++) await walletPaidOrder(shop, token);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Opens a list and waits for its rows. */
async function openList(page: Page, path: string, heading: string) {
  await page.goto(`${shop.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('tbody tr[data-row-id]').first().waitFor();
}

/** Where each row's open and delete buttons are, and how wide the page scrolls. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    actions: [...document.querySelectorAll('tbody td.list-table__actions :is(a, button)')].map((element) => {
      const box = element.getBoundingClientRect();
      // The element at the button's middle is the button (not a cell drawn over it).
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { left: box.left, right: box.right, onTop: hit === element || element.contains(hit) };
    }),
  }));

const LISTS = [
  ['/admin/products', 'محصولات'],
  ['/admin/coupon', 'کدهای تخفیف'],
  ['/admin/order', 'سفارش‌ها'],
  ['/admin/customers', 'مشتریان'],
] as const;

describe('lists fit the screen', () => {
  for (const width of [1440, 820]) {
    it(`at ${width} px every row's actions are inside the viewport and the page never scrolls sideways`, async () => {
      const page = await newPage(browser, { width, height: 900 });
      await logIn(page, shop.url);
      for (const [path, heading] of LISTS) {
        await openList(page, path, heading);
        const { pageWidth, viewport, actions } = await measure(page);
        expect(pageWidth, path).toBeLessThanOrEqual(viewport);
        expect(actions.length, path).toBeGreaterThan(0);
        for (const action of actions) {
          expect(action.left, path).toBeGreaterThanOrEqual(0);
          expect(action.right, path).toBeLessThanOrEqual(viewport);
          expect(action.onTop, path).toBe(true);
        }
        await page.screenshot({ path: join(SHOTS, `list${path.replaceAll('/', '-')}-${width}.png`) });
      }
      await page.context().close();
    });
  }

  it('on a phone the orders list folds its filters and shows an order card on the first screen', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, shop.url);
    await openList(page, '/admin/order', 'سفارش‌ها');
    // The filters fold behind one button; the search stays.
    const filters = page.getByRole('search', { name: 'فیلترهای سفارش‌ها' });
    const toggle = filters.getByRole('button', { name: /^فیلترها/ });
    const status = filters.getByRole('combobox', { name: /^وضعیت/ });
    expect(await filters.getByRole('searchbox').isVisible()).toBe(true);
    expect(await status.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    const first = page.locator('tbody tr[data-row-id]').first();
    const box = await first.boundingBox();
    expect(box && box.y >= 0 && box.y < 844).toBe(true);
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // The card says what a clerk needs: number, customer, status, amount; not the item count or date.
    const visible = await first.evaluate((row) =>
      [...row.querySelectorAll('td')]
        .filter((cell) => cell.getClientRects().length > 0)
        .map((cell) => cell.getAttribute('data-label') ?? cell.className),
    );
    expect(visible).toEqual(
      expect.arrayContaining(['شماره', 'گیرنده', 'وضعیت', 'مبلغ کل', 'list-table__actions']),
    );
    expect(visible).not.toContain('اقلام');
    expect(visible).not.toContain('تاریخ ثبت');
    expect(await first.getByText('تومان').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'list-admin-order-390.png') });

    // Opened, the filters show; a chosen one is counted on the button.
    await toggle.click();
    await status.waitFor({ state: 'visible' });
    await status.selectOption('new');
    await page.waitForURL(/status=new/);
    await toggle.getByText('۱').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: join(SHOTS, 'list-admin-order-390-filters.png') });
    await page.context().close();
  });

  it('on a phone products and customers are cards too, without sideways scrolling', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await logIn(page, shop.url);
    await openList(page, '/admin/products', 'محصولات');
    const product = page.locator('tbody tr[data-row-id]', { hasText: 'کفش چرم مردانه' }).first();
    expect(await product.getByRole('link', { name: /^کفش چرم مردانه/ }).isVisible()).toBe(true);
    expect(await product.getByText('تومان').isVisible()).toBe(true);
    expect(await product.locator('td[data-label="موجودی"]').isVisible()).toBe(true);
    expect(await product.locator('td[data-label="کد انبار"]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'list-admin-products-390.png') });

    await openList(page, '/admin/customers', 'مشتریان');
    const customer = page.locator('tbody tr[data-row-id]').first();
    expect(await customer.locator('td[data-label="موبایل"]').isVisible()).toBe(true);
    expect(await customer.locator('td[data-label="نام خانوادگی"]').isVisible()).toBe(true);
    expect(await customer.locator('td[data-label="موجودی کیف پول"]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(SHOTS, 'list-admin-customers-390.png') });
    await page.context().close();
  });

  it('a coupon code keeps the digits it was written with', async () => {
    const page = await newPage(browser);
    await logIn(page, shop.url);
    await openList(page, '/admin/coupon', 'کدهای تخفیف');
    await page.locator('tbody td[data-label="کد"]', { hasText: 'YALDA1404' }).waitFor();
    expect(await page.locator('tbody').textContent()).not.toContain('YALDA۱۴۰۴');
    await page.context().close();
  });
});
