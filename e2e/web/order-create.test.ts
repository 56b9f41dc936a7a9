import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, varieties } from '../../packages/server/src/db/schema/index.ts';
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
    await page.getByText('۱۳۰,۰۰۰ تومان', { exact: true }).waitFor();

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
});
