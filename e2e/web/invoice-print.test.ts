import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPersianDigits } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  attributeValues,
  colors,
  products,
  varieties,
  varietyAttributeValues,
} from '../../packages/server/src/db/schema/index.ts';
import {
  FIXTURE_NOW,
  fundWallet,
  placeFixtureOrder,
  seedOrderWorld,
} from '../../packages/server/test/orders-fixtures.ts';
import { decodeBarcode } from '../support/barcode.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

const SHOTS = join(tmpdir(), 'orders-shots');
const SANDAL = 'صندل زنانه مدل 8';

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;
let customers = 0;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  page = await newPage(browser);
  // The list's «چاپ فاکتور» and the order screen open the print dialog themselves: count it instead.
  await page.context().addInitScript(() => {
    const w = window as unknown as { print: () => void; printed?: number };
    w.print = () => {
      w.printed = (w.printed ?? 0) + 1;
    };
  });
  await logIn(page, shop.url);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

/** A green size-46 sandal variety (colour and one attribute, no name of its own) in stock. */
async function sandal() {
  const { db } = shop;
  const [green] = await db.insert(colors).values({ name: 'سبز', code: '#2e7d32' }).returning();
  const [size] = await db.insert(attributes).values({ name: 'shoe_size', label: 'سایز' }).returning();
  if (!green || !size) throw new Error('reference not made');
  const [value] = await db.insert(attributeValues).values({ attributeId: size.id, value: '46' }).returning();
  const [product] = await db
    .insert(products)
    .values({ title: SANDAL, slug: 'sandal-8', status: 'available', unitPrice: 950_000 })
    .returning();
  if (!value || !product) throw new Error('product not made');
  const [variety] = await db
    .insert(varieties)
    .values({
      productId: product.id,
      colorId: green.id,
      price: 950_000,
      combinationKey: `${green.id}:${value.id}`,
    })
    .returning();
  if (!variety) throw new Error('variety not made');
  await db
    .insert(varietyAttributeValues)
    .values({ varietyId: variety.id, attributeId: size.id, attributeValueId: value.id });
  await shop.app.ctx.stock.move(db, { varietyId: variety.id, type: 'increment', quantity: 20 });
  return variety;
}

/** An order of a customer of its own, paid from their wallet (status new). */
async function paidOrder(
  lines?: (world: Awaited<ReturnType<typeof seedOrderWorld>>) => { id: number; quantity: number }[],
) {
  customers += 1;
  const world = await seedOrderWorld(shop.app, {
    mobile: `0935${String(3_000_000 + customers).slice(-7)}`,
    name: ['نرگس', `چاپی${customers}`],
  });
  const order = await placeFixtureOrder(
    shop.app,
    world,
    lines?.(world) ?? [{ id: world.plain.id, quantity: 1 }],
    {
      now: FIXTURE_NOW,
    },
  );
  await fundWallet(shop.db, world.customer.id, order.totalAmount);
  await apiCall(shop, token, 'PUT', `admin/orders/${order.id}/status`, { status: 'new' });
  return order.id;
}

const printedCount = (p: Page) => p.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0);

describe('invoices', () => {
  it("carry a barcode that scans as the order number, and the tracking code's when it has one", async () => {
    const variety = await sandal();
    const plain = await paidOrder();
    const tracked = await paidOrder((w) => [
      { id: variety.id, quantity: 1 },
      { id: w.plain.id, quantity: 2 },
    ]);
    await apiCall(shop, token, 'PUT', `admin/orders/${tracked}`, { tracking_code: 'RR123456789IR' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.url}/admin/print-orders?ids=${plain},${tracked}`);
    await page.locator('.print-page[data-ready]').waitFor();

    const number = (id: number) => page.getByRole('img', { name: `بارکد شماره سفارش ${id}` });
    expect(await decodeBarcode(page, number(plain))).toBe(String(plain));
    expect(await decodeBarcode(page, number(tracked))).toBe(String(tracked));
    const invoices = page.locator('article.invoice');
    await expect.poll(() => invoices.count()).toBe(2);
    // The first order has no tracking code: no tracking barcode, its order number's all the same.
    expect(
      await invoices
        .nth(0)
        .getByRole('img', { name: /کد رهگیری/ })
        .count(),
    ).toBe(0);
    expect(await decodeBarcode(page, page.getByRole('img', { name: 'بارکد کد رهگیری RR123456789IR' }))).toBe(
      'RR123456789IR',
    );
    // Every attribute of the variety is named on the invoice.
    expect(await invoices.nth(1).textContent()).toContain('صندل زنانه مدل ۸ - سبز - ۴۶');

    await page.screenshot({ path: join(SHOTS, 'print-1440.png'), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.pdf({ path: join(SHOTS, 'invoices.pdf'), format: 'A4', printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'print-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The same variety on the till's receipt.
    const sale = await apiCall<{ mini_order: { id: number } }>(shop, token, 'POST', 'admin/mini_orders', {
      varieties: [{ id: variety.id, quantity: 1, amount: 950_000 }],
      cash_amount: 950_000,
    });
    await page.goto(`${shop.url}/admin/shop/orders/${sale.mini_order.id}`);
    const receipt = page.locator('.receipt').first();
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('صندل زنانه مدل ۸ - سبز - ۴۶');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `receipt-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it("are chosen on the print page itself when it opens without ids (the palette's «فاکتور» lands there)", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await page.goto(`${shop.url}/admin`);
    await page.getByRole('navigation', { name: 'منوی اصلی' }).waitFor();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' }).getByRole('combobox');
    await palette.waitFor();
    await palette.fill('فاکتور');
    const top = page.locator('[cmdk-item]').first();
    await expect.poll(async () => (await top.textContent()) ?? '').toContain('چاپ فاکتور سفارش‌ها');
    await palette.press('Enter');
    await page.waitForURL(/\/admin\/print-orders$/);
    await page.getByRole('heading', { name: 'چاپ فاکتور سفارش‌ها' }).waitFor();
    expect(await page.getByText(/\?ids=/).count()).toBe(0);

    await page.getByLabel(`سفارش ${toPersianDigits(first)}`, { exact: true }).check();
    await page.getByLabel(`سفارش ${toPersianDigits(second)}`, { exact: true }).check();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `print-chooser-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'چاپ فاکتور ۲ سفارش' }).click();
    await page.waitForURL((url) => url.searchParams.get('ids') === `${first},${second}`);
    await page.locator('.print-page[data-ready]').waitFor();
    expect(await page.locator('article.invoice').count()).toBe(2);
    expect(await decodeBarcode(page, page.getByRole('img', { name: `بارکد شماره سفارش ${second}` }))).toBe(
      String(second),
    );
    // And back to the chooser for another batch.
    await page.getByRole('button', { name: 'انتخاب سفارش‌های دیگر' }).click();
    await page.getByRole('heading', { name: 'چاپ فاکتور سفارش‌ها' }).waitFor();
  });

  it('print the orders chosen in the orders list («چاپ فاکتور» of the selection)', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    await page.goto(`${shop.url}/admin/order`);
    const rowOf = (id: number) => page.locator(`tbody tr:has(a[href="/admin/order/${id}"])`);
    for (const id of [a, b]) await rowOf(id).locator('input[type="checkbox"]').check();
    const [printTab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'چاپ فاکتور ۲ سفارش' }).click(),
    ]);
    await printTab.locator('.print-page[data-ready]').waitFor();
    const ids = new URL(printTab.url()).searchParams.get('ids')?.split(',').map(Number).sort();
    expect(ids).toEqual([a, b].sort());
    expect(await printTab.locator('article.invoice').count()).toBe(2);
    // autoprint=1: the print dialog opens once the invoices are drawn.
    await expect.poll(() => printedCount(printTab)).toBe(1);
    expect(await decodeBarcode(printTab, printTab.getByRole('img', { name: `بارکد شماره سفارش ${a}` }))).toBe(
      String(a),
    );
    await printTab.close();
  });
});
