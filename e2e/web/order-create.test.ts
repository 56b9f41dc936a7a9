import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, products, varieties } from '../../packages/server/src/db/schema/index.ts';
import { productSearchText } from '../../packages/server/src/services/catalogue/products-query.ts';
import { seedOrderWorld, walletOf } from '../../packages/server/test/orders-fixtures.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  page = await newPage(browser);
  page.setDefaultTimeout(30_000);
  await logIn(page, shop.url);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

describe('a staff order', () => {
  it('is placed for a new customer made on the form, paid from a wallet topped up there', async () => {
    // A product whose variety has a SKU the search finds, in a city «پست پیشتاز» ships to.
    const world = await seedOrderWorld(shop.app, { mobile: '09350000001', name: ['نمونه', 'فروشگاه'] });
    await shop.db.update(varieties).set({ sku: 'E2E-BAG-1' }).where(eq(varieties.id, world.plain.id));
    await shop.db
      .update(products)
      .set({ search: productSearchText(world.product.title, ['E2E-BAG-1']) })
      .where(eq(products.id, world.product.id));

    await page.goto(`${shop.url}/admin/order/create`);
    await page.getByRole('heading', { level: 1, name: 'ثبت سفارش' }).waitFor();
    await page.getByRole('button', { name: 'مشتری جدید' }).click();
    const made = page.getByRole('form', { name: 'مشتری جدید' });
    await made.getByLabel('موبایل').fill('۰۹۳۸۷۶۵۴۳۲۱');
    await made.getByLabel('نام', { exact: true }).fill('سارا');
    await made.getByLabel('نام خانوادگی').fill('محمدی');
    await made.getByRole('button', { name: 'ساختن مشتری' }).click();
    await page.getByRole('link', { name: 'سارا محمدی' }).waitFor();

    // Her first address, on the form.
    await page.getByRole('button', { name: 'آدرس جدید' }).click();
    const address = page.getByRole('form', { name: 'آدرس جدید' });
    await address.getByLabel('استان').selectOption({ label: world.province.name });
    await address.getByLabel('شهر').selectOption({ label: world.city.name });
    await address.getByLabel('نشانی').fill('خیابان آزادی، پلاک ۷');
    await address.getByLabel('کد پستی').fill('1234512345');
    await address.getByRole('button', { name: 'ثبت آدرس' }).click();
    await page.getByRole('radio', { name: /خیابان آزادی/ }).waitFor();
    expect(await page.getByRole('radio', { name: /خیابان آزادی/ }).isChecked()).toBe(true);

    // A line by SKU, from the keyboard: type it, Enter adds the first match.
    const search = page.getByLabel('افزودن کالا (نام، SKU یا بارکد)');
    await search.fill('E2E-BAG-1');
    await page.locator('.search-picker-results button').first().waitFor();
    await search.press('Enter');
    await page.locator(`tr[data-variety="${world.plain.id}"]`).waitFor();
    await page.getByRole('radio', { name: /پست پیشتاز/ }).waitFor();
    await expect
      .poll(() => page.locator('.create-estimate[data-exact="true"] .create-estimate-total dd').textContent())
      .toBe('۱۳۰,۰۰۰ تومان');

    // Wallet: empty, so the form tops it up first (a deposit with its reason, in the ledger).
    await page.getByRole('button', { name: 'واریز به کیف پول مشتری' }).click();
    await page.locator('#wallet-amount').fill('200000');
    await page.getByLabel('دلیل (الزامی)').fill('واریز نقدی پیش از سفارش تلفنی');
    await page.getByRole('button', { name: 'واریز', exact: true }).click();
    await page.getByText(/موجودی ۲۰۰,۰۰۰ تومان/).waitFor();

    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/admin\/order\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.locator('.order-screen__header .status-badge').waitFor();
    const order = await apiCall<{ order: { status: string; total_amount: number; customer_id: number } }>(
      shop,
      token,
      'GET',
      `admin/orders/${id}`,
    );
    expect(order.order).toMatchObject({ status: 'new', total_amount: 130_000 });
    expect(await walletOf(shop.db, order.order.customer_id)).toBe(70_000);
    await page.screenshot({ path: '/tmp/orders-shots/e2e-created.png' });
  });

  it('shows before placing exactly the amount the order is saved with, coupon YALDA1404 included', async () => {
    // The demo's YALDA1404: 10% off from 500,000 of items, once per customer.
    await shop.db.insert(coupons).values({
      title: 'تخفیف یلدا',
      code: 'YALDA1404',
      type: 'percentage',
      amount: 10,
      minOrderAmount: 500_000,
      usageLimit: 500,
      usagePerUserLimit: 1,
    });
    const world = await seedOrderWorld(shop.app, { mobile: '09350000002', name: ['یلدا', 'مشتری'] });
    // 5 × 890,000 = 4,450,000 of items, as in the issue.
    await shop.db
      .update(varieties)
      .set({ sku: 'E2E-YLD-1', price: 890_000 })
      .where(eq(varieties.id, world.plain.id));
    await shop.db
      .update(products)
      .set({ search: productSearchText(world.product.title, ['E2E-YLD-1']) })
      .where(eq(products.id, world.product.id));

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${shop.url}/admin/order/create?customer=${world.customer.id}`);
    await page.getByRole('radio', { name: /خیابان ولیعصر/ }).click();
    const search = page.getByLabel('افزودن کالا (نام، SKU یا بارکد)');
    await search.fill('E2E-YLD-1');
    await page.locator('.search-picker-results button').first().waitFor();
    await search.press('Enter');
    const line = page.locator(`tr[data-variety="${world.plain.id}"]`);
    await line.getByRole('spinbutton').fill('5');
    await page.getByRole('radio', { name: /پست پیشتاز/ }).waitFor();
    await page.getByLabel('کد تخفیف').fill('yalda1404');
    await page.getByRole('radio', { name: /پرداخت‌شده بیرون از سایت/ }).check();
    const totals = page.locator('.create-estimate[data-exact="true"]');
    await totals.waitFor();
    // 4,450,000 + 30,000 shipping − 445,000 (10%): not 4,480,000 as the form used to show.
    const shown = Number(await totals.locator('.create-estimate-total dd').getAttribute('data-amount'));
    expect(shown).toBe(4_035_000);
    expect(await totals.textContent()).toContain('۴۴۵,۰۰۰ تومان');
    expect(await totals.locator('.create-estimate-total dd').textContent()).toBe('۴,۰۳۵,۰۰۰ تومان');
    await page.screenshot({ path: '/tmp/orders-shots/order-form-1440.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/orders-shots/order-form-390.png', fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: /^ثبت سفارش/ }).click();
    await page.waitForURL(/\/admin\/order\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await apiCall<{
      order: { total_amount: number; paid_amount: number; discount_amount: number };
    }>(shop, token, 'GET', `admin/orders/${id}`);
    expect(saved.order.total_amount).toBe(shown);
    expect(saved.order).toMatchObject({ paid_amount: shown, discount_amount: 445_000 });
  });
});
