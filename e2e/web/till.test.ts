import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPriceInput, toPersianDigits } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { varieties } from '../../packages/server/src/db/schema/index.ts';
import { findOrCreateCustomer } from '../../packages/server/src/services/people/customer-by-mobile.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

/** Where the look-at-it screenshots and the printed receipt go (outside the sources). */
const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');
const toman = (n: number) => toPersianDigits(formatPriceInput(n));

let shop: Shop;
let browser: Browser;
let token = '';
const items = [
  { sku: 'TILL-SHIRT', title: 'پیراهن کتان', price: 120_000, stock: 10, varietyId: 0 },
  { sku: 'TILL-SCARF', title: 'شال نخی', price: 80_000, stock: 5, varietyId: 0 },
  { sku: 'TILL-SOCK', title: 'جوراب پشمی', price: 45_000, stock: 1, varietyId: 0 },
];
let customerId = 0;
const MOBILE = '09123334455';

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const balanceOf = async (varietyId: number) =>
  (await api<{ data: { variety: { balance: number } } }>('GET', `admin/mini_orders/search?id=${varietyId}`))
    .body.data.variety.balance;
const walletOf = async () =>
  (
    await api<{ data: { customer: { balance: number } } }>(
      'GET',
      `admin/mini_orders/customer-search?mobile=${MOBILE}`,
    )
  ).body.data.customer.balance;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Each test has a shop of its own (the till's figures are the whole day's): the three products with
 * their SKUs and stock, and the customer with 100 000 in her wallet.
 */
async function openShop() {
  shop = await startShop();
  token = await shop.rootToken();
  for (const item of items) {
    const made = await api<{ data: { product: { varieties: { id: number }[] } } }>('POST', 'admin/products', {
      title: item.title,
      unit_price: item.price,
      status: 'available',
      stock: item.stock,
    });
    expect(made.status).toBe(201);
    item.varietyId = made.body.data.product.varieties[0]?.id ?? 0;
    await shop.db.update(varieties).set({ sku: item.sku }).where(eq(varieties.id, item.varietyId));
  }
  const customer = await findOrCreateCustomer(
    shop.db,
    { mobile: MOBILE, firstName: 'نرگس', lastName: 'کریمی' },
    new Date(),
  );
  customerId = customer.id;
  const deposit = await api('POST', 'admin/customer/deposit', {
    customer_id: customerId,
    amount: 100_000,
    description: 'شارژ آزمایشی',
  });
  expect(deposit.status).toBe(200);
}

/** Scans a code into the till's code field: typed, then Enter, as a barcode scanner does. */
async function scan(page: Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The sale the tests share in shape: two shirts, a scarf and a sock, 50 000 from the wallet, 100 000 by card. */
const SALE = { due: 2 * 120_000 + 80_000 + 45_000, wallet: 50_000, card: 100_000 };

/** Rings SALE up on the till as a cashier does and waits for its receipt; answers the sale's id. */
async function ringUpSale(page: Page): Promise<number> {
  await page.goto(`${shop.url}/admin/shop/create`);
  await page.getByLabel(/کد کالا یا بارکد/).waitFor();
  await scan(page, 'TILL-SHIRT');
  await page.locator('tr.till-line').first().waitFor();
  await scan(page, 'TILL-SHIRT');
  await expect.poll(() => page.getByLabel('تعداد پیراهن کتان').inputValue()).toBe('2');
  await scan(page, 'TILL-SCARF');
  await scan(page, 'TILL-SOCK');
  await expect.poll(() => page.locator('tr.till-line').count()).toBe(3);
  await expect.poll(() => page.locator('[data-total="due"]').textContent()).toBe(`${toman(SALE.due)} تومان`);
  await page.getByLabel('موبایل مشتری (اختیاری)').fill(MOBILE);
  await page.getByText(`موجودی کیف پول: ${toman(100_000)} تومان`).waitFor();
  await page.getByLabel(/از کیف پول/).fill(String(SALE.wallet));
  await page.getByLabel('کارت', { exact: true }).fill(String(SALE.card));
  await expect
    .poll(() => page.locator('[data-total="cash"]').textContent())
    .toBe(toman(SALE.due - SALE.wallet - SALE.card));
  await page.keyboard.press('F9');
  await page.getByRole('heading', { level: 1, name: /فروش شماره .* ثبت شد/ }).waitFor();
  return saleIdFromApi();
}

describe('the till', () => {
  let page: Page;
  beforeEach(async () => {
    await openShop();
    page = await newPage(browser);
    await logIn(page, shop.url);
  });
  afterEach(async () => {
    await page?.context().close();
    await shop?.close();
  });

  it('rings up three lines by SKU with the code field focused, shows a stock problem on its line, and pays with a wallet part', async () => {
    await page.goto(`${shop.url}/admin/shop/create`);
    const code = page.getByLabel(/کد کالا یا بارکد/);
    await code.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('till-code');
    await scan(page, 'TILL-SHIRT');
    await page.locator('tr.till-line').first().waitFor();
    await scan(page, 'TILL-SHIRT');
    await expect.poll(() => page.getByLabel('تعداد پیراهن کتان').inputValue()).toBe('2');
    await scan(page, 'TILL-SCARF');
    await scan(page, 'TILL-SOCK');
    await scan(page, 'TILL-SOCK');
    await expect.poll(() => page.locator('tr.till-line').count()).toBe(3);
    // Two socks asked, one on the shelf: the line says so before paying, and F9 refuses.
    const sockLine = page.locator(`tr[data-variety="${items[2]?.varietyId}"]`);
    await expect.poll(() => sockLine.textContent()).toContain('موجودی کافی نیست');
    await page.keyboard.press('F9');
    await expect.poll(() => page.getByText('پیش از پرداخت، مشکلات فاکتور را برطرف کنید.').count()).toBe(1);
    await page.getByLabel('تعداد جوراب پشمی').fill('1');
    await expect.poll(() => sockLine.textContent()).not.toContain('موجودی کافی نیست');
    const sell = 2 * 120_000 + 80_000 + 45_000;
    await expect.poll(() => page.locator('[data-total="due"]').textContent()).toBe(`${toman(sell)} تومان`);

    await page.getByLabel('موبایل مشتری (اختیاری)').fill(MOBILE);
    await page.getByText(`موجودی کیف پول: ${toman(100_000)} تومان`).waitFor();
    await page.getByLabel(/از کیف پول/).fill('50000');
    await page.getByLabel('کارت', { exact: true }).fill('100000');
    await expect.poll(() => page.locator('[data-total="cash"]').textContent()).toBe(toman(sell - 150_000));
    await page.getByLabel(/کد کالا یا بارکد/).focus();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'till-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: join(SHOTS, 'till-1024.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.keyboard.press('F9');
    const done = page.getByRole('heading', { level: 1, name: /فروش شماره .* ثبت شد/ });
    await done.waitFor();
    const saleId = await saleIdFromApi();
    expect(saleId).toBeGreaterThan(0);
    expect(await done.textContent()).toContain(toPersianDigits(saleId));

    const sale = (
      await api<{ data: { mini_order: Record<string, number> } }>('GET', `admin/mini_orders/${saleId}`)
    ).body.data.mini_order;
    expect(sale).toMatchObject({
      total: sell,
      from_wallet_amount: 50_000,
      card_amount: 100_000,
      cash_amount: sell - 150_000,
      customer_id: customerId,
      items_count: 3,
    });
    expect(await balanceOf(items[0]?.varietyId ?? 0)).toBe(8);
    expect(await balanceOf(items[1]?.varietyId ?? 0)).toBe(4);
    expect(await balanceOf(items[2]?.varietyId ?? 0)).toBe(0);
    expect(await walletOf()).toBe(50_000);
    await page.screenshot({ path: join(SHOTS, 'till-receipt.png'), fullPage: true });
  });

  it('prints the 80 mm receipt alone, with the shop name, the lines, the totals and the payments', async () => {
    await ringUpSale(page);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const file = join(SHOTS, 'till-receipt.pdf');
    writeFileSync(file, pdf);
    // One page, 80 mm wide (its MediaBox in points).
    const raw = pdf.toString('latin1');
    const boxes = [...raw.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
    expect(boxes).toHaveLength(1);
    expect(Math.round((Number(boxes[0]?.[1]) / 72) * 25.4)).toBe(80);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    // pdftotext writes Persian lines in visual order inside embedding marks: back to reading order.
    const lines = text.split('\n').map((line) =>
      line
        .replace(/[\u202a-\u202e]/g, '')
        .trim()
        .split(/\s+/)
        .reverse()
        .join(' '),
    );
    for (const wanted of [
      'فروشگاه نمونه',
      'پیراهن کتان',
      'شال نخی',
      'جوراب پشمی',
      'پرداخت کیف پول',
      'پرداخت کارت',
      'پرداخت نقدی',
    ]) {
      expect(lines, wanted).toContainEqual(expect.stringContaining(wanted));
    }
    for (const amount of [240_000, 80_000, 45_000, 365_000, 215_000, 100_000, 50_000]) {
      expect(text).toContain(toman(amount));
    }
    // Nothing of the admin around it is printed.
    expect(text).not.toContain('منوی اصلی');
    expect(text).not.toContain('پرداخت و ثبت فروش');
  });

  it("shows today's sale on /admin/shop with totals per payment kind", async () => {
    await ringUpSale(page);
    await page.goto(`${shop.url}/admin/shop`);
    await page.locator('[data-figure="count"]').waitFor();
    await expect.poll(() => page.locator('[data-figure="count"]').textContent()).toBe(toPersianDigits(1));
    expect(await page.locator('[data-figure="wallet"]').textContent()).toBe(toman(50_000));
    expect(await page.locator('[data-figure="card"]').textContent()).toBe(toman(100_000));
    expect(await page.locator('[data-figure="cash"]').textContent()).toBe(toman(215_000));
  });

  it('deletes the sale from its page after a preview of what goes back, restoring stock and wallet', async () => {
    const saleId = await ringUpSale(page);
    expect(await walletOf()).toBe(50_000);
    await page.goto(`${shop.url}/admin/shop/orders/${saleId}`);
    await page
      .getByRole('heading', { level: 1, name: `فروش حضوری شماره ${toPersianDigits(saleId)}` })
      .waitFor();
    expect(await page.locator('.sale-table').first().textContent()).toContain('شال نخی');
    await page.getByRole('button', { name: 'حذف فروش…' }).click();
    const dialog = page.getByRole('alertdialog', { name: /حذف فروش شماره/ });
    await dialog.waitFor();
    const preview = (await dialog.textContent()) ?? '';
    expect(preview).toContain(`${toPersianDigits(2)} عدد «پیراهن کتان» به انبار برمی‌گردد`);
    expect(preview).toContain(`${toman(50_000)} تومان به کیف پول نرگس کریمی برمی‌گردد`);
    await dialog.getByRole('button', { name: 'حذف و بازگرداندن' }).click();
    await page.waitForURL(`${shop.url}/admin/shop/orders`);
    expect((await api('GET', `admin/mini_orders/${saleId}`)).status).toBe(404);
    expect(await balanceOf(items[0]?.varietyId ?? 0)).toBe(10);
    expect(await balanceOf(items[1]?.varietyId ?? 0)).toBe(5);
    expect(await balanceOf(items[2]?.varietyId ?? 0)).toBe(1);
    expect(await walletOf()).toBe(100_000);
  });
});

/** The newest sale's id, read through the API. */
async function saleIdFromApi(): Promise<number> {
  const list = await api<{ data: { mini_orders: { data: { id: number }[] } } }>('GET', 'admin/mini_orders');
  return list.body.data.mini_orders.data[0]?.id ?? 0;
}
