import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatPriceInput, toPersianDigits } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateCustomer } from '../../packages/server/src/services/people/customer-by-mobile.ts';
import { waitingOrder } from '../../packages/server/test/support/checkout-fixtures.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');
const toman = (n: number) => toPersianDigits(formatPriceInput(n));

let shop: Shop;
let browser: Browser;
let token = '';
let customerId = 0;
let orderId = 0;
let saleId = 0;
const MOBILE = '09125556677';

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

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
  const made = await api<{ data: { product: { id: number; varieties: { id: number }[] } } }>(
    'POST',
    'admin/products',
    { title: 'کیف چرمی', unit_price: 250_000, status: 'available', stock: 10 },
  );
  const product = made.body.data.product;
  const varietyId = product.varieties[0]?.id ?? 0;
  const customer = await findOrCreateCustomer(
    shop.db,
    { mobile: MOBILE, firstName: 'مریم', lastName: 'رضایی' },
    new Date(),
  );
  customerId = customer.id;
  const { order } = await waitingOrder(shop.db, {
    customerId,
    lines: [{ productId: product.id, varietyId, quantity: 1, amount: 250_000, title: 'کیف چرمی' }],
  });
  orderId = order.id;
  const deposit = await api('POST', 'admin/customer/deposit', {
    customer_id: customerId,
    amount: 100_000,
    description: 'هدیه تولد',
  });
  expect(deposit.status).toBe(200);
  const sale = await api<{ data: { mini_order: { id: number } } }>('POST', 'admin/mini_orders', {
    mobile: MOBILE,
    varieties: [{ id: varietyId, quantity: 1, amount: 250_000 }],
    from_wallet_amount: 20_000,
  });
  expect(sale.status).toBe(201);
  saleId = sale.body.data.mini_order.id;
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const section = (page: Page, id: string) => page.locator(`[data-section="${id}"]`);

describe("the customer's whole story", () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, shop.url);
  });
  afterAll(() => page.context().close());

  it('titles the page with the full name and mobile, and shows the order, the sale and the ledger', async () => {
    await page.goto(`${shop.url}/admin/customers/show/${customerId}`);
    // The page keeps a placeholder h1 while the customer loads: wait for the customer's own title.
    const title = `مریم رضایی ${toPersianDigits(MOBILE)}`;
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.locator('[data-figure="balance"]').textContent()).toBe(`${toman(80_000)} تومان`);
    const orderLink = section(page, 'orders').getByRole('link', { name: toPersianDigits(orderId) });
    await orderLink.waitFor();
    expect(await orderLink.getAttribute('href')).toBe(`/admin/order/${orderId}`);
    expect(await section(page, 'orders').textContent()).toContain('در انتظار پرداخت');
    const saleLink = section(page, 'sales').getByRole('link', { name: toPersianDigits(saleId) });
    await saleLink.waitFor();
    expect(await saleLink.getAttribute('href')).toBe(`/admin/shop/orders/${saleId}`);
    await section(page, 'ledger').locator('tr[data-ledger]').nth(1).waitFor();
    const ledger = (await section(page, 'ledger').textContent()) ?? '';
    expect(ledger).toContain('هدیه تولد');
    expect(ledger).toContain(`+${toman(100_000)}`);
    expect(ledger).toContain(`−${toman(20_000)}`);
    await section(page, 'history').locator('tr[data-audit]').first().waitFor();
    const newOrder = page.getByRole('link', { name: 'سفارش جدید برای این مشتری' });
    expect(await newOrder.getAttribute('href')).toBe(`/admin/order/create?customer=${customerId}`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'customer-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'customer-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('deposits with a required reason: the move lands in the ledger, the balance and the audit log', async () => {
    await page.getByRole('button', { name: 'واریز / برداشت کیف پول' }).click();
    const form = page.locator('form.wallet-move');
    await form.getByRole('button', { name: 'واریز' }).click();
    await form.getByText('دلیل را بنویسید').waitFor();
    await form.getByLabel('مبلغ').fill('30000');
    await form.getByLabel('دلیل (الزامی)').fill('جبران تاخیر ارسال');
    await form.getByRole('button', { name: 'واریز' }).click();
    await section(page, 'ledger').getByText('جبران تاخیر ارسال').waitFor();
    await expect
      .poll(() => page.locator('[data-figure="balance"]').textContent())
      .toBe(`${toman(110_000)} تومان`);

    const ledger = await api<{ data: { transactions: { data: { id: number; description: string }[] } } }>(
      'GET',
      `admin/customers/transactions?customer_id=${customerId}`,
    );
    const move = ledger.body.data.transactions.data.find((t) => t.description === 'جبران تاخیر ارسال');
    expect(move).toBeDefined();
    const logs = await api<{ data: { logs: { data: { action: string; admin_name: string }[] } } }>(
      'GET',
      `admin/logs/wallet_transactions/${move?.id}`,
    );
    expect(logs.body.data.logs.data).toEqual([expect.objectContaining({ action: 'deposit' })]);
    await expect.poll(() => section(page, 'history').textContent()).toContain('واریز به کیف پول');
  });

  it('debits from /admin/transactions, the customer picked by typing a name the server finds', async () => {
    await page.goto(`${shop.url}/admin/transactions`);
    await page.getByRole('button', { name: 'واریز / برداشت کیف پول مشتری' }).click();
    const dialog = page.getByRole('dialog', { name: 'واریز یا برداشت از کیف پول مشتری' });
    await dialog.getByLabel('مشتری (نام، موبایل یا شناسه)').fill('رضایی');
    await dialog.getByRole('button', { name: /مریم رضایی/ }).click();
    await dialog.getByLabel('برداشت از کیف پول').check();
    await dialog.getByLabel('مبلغ').fill('5000');
    await dialog.getByLabel('دلیل (الزامی)').fill('اصلاح واریز اشتباه');
    await dialog.getByRole('button', { name: 'برداشت' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('main').getByText('اصلاح واریز اشتباه').waitFor();
    const stats = await api<{ data: { customer: { balance: number } } }>(
      'GET',
      `admin/mini_orders/customer-search?mobile=${MOBILE}`,
    );
    expect(stats.body.data.customer.balance).toBe(105_000);
  });
});
