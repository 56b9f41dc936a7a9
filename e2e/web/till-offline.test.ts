import { join } from 'node:path';
import { OFFLINE_SHORTFALL_NOTIFICATION } from '@shop-admin/core';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  miniOrderItems,
  miniOrders,
  notifications,
  stores,
  varieties,
} from '../../packages/server/src/db/schema/index.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { expectConsoleErrors } from '../support/page-checks.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

// Issue 33: the till keeps selling when the network drops (Chromium with the context set offline),
// and syncs every sale exactly once when it is back.

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');
let shop: Shop;
let browser: Browser;
let token = '';
const items = {
  shirt: { sku: 'OFF-SHIRT', title: 'پیراهن کتان', price: 120_000, stock: 10, varietyId: 0 },
  scarf: { sku: 'OFF-SCARF', title: 'شال نخی', price: 80_000, stock: 5, varietyId: 0 },
  sock: { sku: 'OFF-SOCK', title: 'جوراب پشمی', price: 45_000, stock: 1, varietyId: 0 },
};

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: read field by field
  return { status: response.status, body: (await response.json()) as any };
}

const balanceOf = async (varietyId: number) =>
  (await shop.db.select().from(stores).where(eq(stores.varietyId, varietyId)))[0]?.balance;
/** The in-person sales the till synced (those with a device id). */
const syncedSales = () =>
  shop.db.select().from(miniOrders).where(isNotNull(miniOrders.clientId)).orderBy(miniOrders.id);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let page: Page;
let context: BrowserContext;
beforeEach(async () => {
  shop = await startShop();
  token = await shop.rootToken();
  for (const item of Object.values(items)) {
    const made = await api('POST', 'admin/products', {
      title: item.title,
      unit_price: item.price,
      status: 'available',
      stock: item.stock,
    });
    expect(made.status).toBe(201);
    item.varietyId = made.body.data.product.varieties[0].id;
    await shop.db.update(varieties).set({ sku: item.sku }).where(eq(varieties.id, item.varietyId));
  }
  page = await newPage(browser);
  // Going offline is what this file tests: the app's requests fail while the network is down.
  expectConsoleErrors(page, /net::ERR_INTERNET_DISCONNECTED/);
  context = page.context();
  await logIn(page, shop.url);
});
afterEach(async () => {
  await context?.close();
  await shop?.close();
});

/**
 * Opens the till online and waits until the service worker controls it and has cached the app, and the
 * catalogue is on the device.
 */
async function openTillOnline(on: Page) {
  await on.goto(`${shop.url}/admin/shop/create`);
  await on.getByLabel(/کد کالا یا بارکد/).waitFor();
  await on.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await on.locator('[data-offline-ready="ready"]').waitFor();
  await expect
    .poll(async () => Number(await on.locator('[data-catalogue-size]').getAttribute('data-catalogue-size')))
    .toBeGreaterThanOrEqual(3);
}

/** A new tab of the same browser profile on the till (no network needed once it was opened online). */
async function openTill(): Promise<Page> {
  const next = await context.newPage();
  expectConsoleErrors(next, /net::ERR_INTERNET_DISCONNECTED/);
  next.setDefaultTimeout(20_000);
  await next.goto(`${shop.url}/admin/shop/create`);
  await next.getByLabel(/کد کالا یا بارکد/).waitFor();
  return next;
}

async function scan(on: Page, code: string) {
  await on.getByLabel(/کد کالا یا بارکد/).focus();
  await on.keyboard.type(code);
  await on.keyboard.press('Enter');
}

const queueCount = async (on: Page) =>
  Number(await on.locator('[data-queue-count]').getAttribute('data-queue-count'));

/** Pays the sale on the till and waits for the offline receipt; answers its device id. */
async function payOffline(on: Page): Promise<string> {
  await on.keyboard.press('F9');
  await on.getByRole('heading', { level: 1, name: 'فروش روی این دستگاه ثبت شد (ثبت آفلاین)' }).waitFor();
  const receipt = on.locator('.till-paid article.receipt');
  expect(await receipt.textContent()).toContain('ثبت آفلاین');
  return (await receipt.locator('.receipt-client-id').textContent()) ?? '';
}

describe('the offline till', () => {
  it('opens offline after a reload, queues a cash and a card sale across pages, and syncs them exactly once', async () => {
    await openTillOnline(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'till-online-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'till-online-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel(/کد کالا یا بارکد/).waitFor();
    await page.locator('[data-connection="offline"]').waitFor();
    // Persian search works from the device catalogue (ي typed for ی).
    await page.getByLabel('جست‌وجوی کالا با نام').fill('پيراهن');
    await page.getByRole('button', { name: /پیراهن کتان/ }).waitFor();
    await page.getByLabel('جست‌وجوی کالا با نام').fill('');

    // A cash sale of two shirts, by SKU from the device catalogue.
    await scan(page, 'OFF-SHIRT');
    await page.locator('tr.till-line').first().waitFor();
    await scan(page, 'OFF-SHIRT');
    await expect.poll(() => page.getByLabel('تعداد پیراهن کتان').inputValue()).toBe('2');
    const cashId = await payOffline(page);
    await page.screenshot({ path: join(SHOTS, 'till-offline-receipt-1440.png'), fullPage: true });
    await page.keyboard.press('F2');

    // A card sale of a scarf on the standalone terminal: refused until its reference is typed.
    await scan(page, 'OFF-SCARF');
    await page.locator('tr.till-line').first().waitFor();
    await page.getByRole('button', { name: 'همه با کارت' }).click();
    await page.getByText('شماره پیگیری رسید کارت‌خوان را وارد کنید').waitFor();
    await page.getByLabel('شماره پیگیری کارت‌خوان').fill('778899');
    const cardId = await payOffline(page);
    expect(cardId).not.toBe(cashId);
    await page.keyboard.press('F2');
    await expect.poll(() => queueCount(page)).toBe(2);
    await page.screenshot({ path: join(SHOTS, 'till-offline-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'till-offline-390.png'), fullPage: true });

    // Closing the page loses nothing: a new page, still offline, shows both queued.
    await page.close();
    page = await openTill();
    await expect.poll(() => queueCount(page)).toBe(2);
    expect(await syncedSales()).toHaveLength(0);

    await context.setOffline(false);
    await expect.poll(() => queueCount(page), { timeout: 30_000 }).toBe(0);
    const sales = await syncedSales();
    expect(sales.map((s) => s.clientId)).toEqual([cashId, cardId]);
    expect(sales.every((s) => s.id > 0 && s.offlineAt !== null)).toBe(true);
    expect(sales[0]).toMatchObject({ cashAmount: 240_000, cardAmount: 0, total: 240_000 });
    expect(sales[1]).toMatchObject({ cashAmount: 0, cardAmount: 80_000, trackingCode: '778899' });
    const lines = await shop.db
      .select({
        sale: miniOrderItems.miniOrderId,
        variety: miniOrderItems.varietyId,
        quantity: miniOrderItems.quantity,
      })
      .from(miniOrderItems)
      .where(
        sql`${miniOrderItems.miniOrderId} in (${sql.join(
          sales.map((s) => sql`${s.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(miniOrderItems.id);
    expect(lines).toEqual([
      { sale: sales[0]?.id, variety: items.shirt.varietyId, quantity: 2 },
      { sale: sales[1]?.id, variety: items.scarf.varietyId, quantity: 1 },
    ]);
    expect(await balanceOf(items.shirt.varietyId)).toBe(8);
    expect(await balanceOf(items.scarf.varietyId)).toBe(4);

    // A reload, and a sync round after it: still two.
    await page.reload();
    await page.locator('[data-connection="online"]').waitFor();
    await page.getByText(/آخرین ارسال موفق: ۱۴/).waitFor();
    await expect.poll(() => queueCount(page)).toBe(0);
    expect(await syncedSales()).toHaveLength(2);

    // The shop home marks both as offline sales, with their offline and sync times.
    await page.goto(`${shop.url}/admin/shop`);
    await expect.poll(() => page.locator('[data-offline-sale]').count()).toBe(2);
    expect(await page.locator('[data-offline-sale]').first().textContent()).toMatch(
      /ثبت آفلاین: .* · ارسال: /,
    );
    await page.screenshot({ path: join(SHOTS, 'shop-home-offline-marks.png'), fullPage: true });
  });

  it('syncs a sale of a variety sold out online meanwhile, recording the shortfall and notifying staff', async () => {
    await openTillOnline(page);
    await context.setOffline(true);
    await scan(page, 'OFF-SOCK');
    await page.locator('tr.till-line').first().waitFor();
    const clientId = await payOffline(page);
    // Meanwhile the shop's last sock is sold online (another till, through the API).
    const online = await api('POST', 'admin/mini_orders', {
      varieties: [{ id: items.sock.varietyId, quantity: 1, amount: items.sock.price }],
    });
    expect(online.status).toBe(201);
    expect(await balanceOf(items.sock.varietyId)).toBe(0);

    await context.setOffline(false);
    await expect.poll(async () => (await syncedSales()).length, { timeout: 30_000 }).toBe(1);
    const [sale] = await syncedSales();
    expect(sale?.clientId).toBe(clientId);
    expect(await balanceOf(items.sock.varietyId)).toBe(-1);
    const raised = await shop.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, OFFLINE_SHORTFALL_NOTIFICATION),
          sql`${notifications.data}->>'mini_order_id' = ${String(sale?.id)}`,
        ),
      );
    expect(raised.length).toBeGreaterThan(0);
    expect(JSON.stringify(raised[0]?.data)).toContain('جوراب پشمی');
  });

  it('keeps a sale queued when the session ended meanwhile, and sends it after signing in again', async () => {
    // The sync meets the ended session once: that 401 is the point of this test.
    expectConsoleErrors(page, /status of 401 \(Unauthorized\) \(\/api\/admin\/mini_orders\)/);
    await openTillOnline(page);
    await context.setOffline(true);
    await scan(page, 'OFF-SHIRT');
    await page.locator('tr.till-line').first().waitFor();
    const clientId = await payOffline(page);
    // The session ends on the server while the till is offline (signed out from another device).
    const cookie = (await context.cookies()).find((c) => c.name === 'adminAuthorization');
    expect(cookie).toBeDefined();
    const ended = await fetch(`${shop.url}/api/admin/logout`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${decodeURIComponent(cookie?.value ?? '')}`,
      },
    });
    expect(ended.status).toBe(200);

    await context.setOffline(false);
    await page.waitForURL(/\/admin\/login/);
    expect(await syncedSales()).toHaveLength(0);
    await logIn(page, shop.url);
    await page.waitForURL(/\/admin\/shop\/create/);
    await expect
      .poll(async () => (await syncedSales()).map((s) => s.clientId), { timeout: 30_000 })
      .toEqual([clientId]);
    await expect.poll(() => queueCount(page)).toBe(0);
  });

  it('two tabs syncing at once create no duplicate', async () => {
    await openTillOnline(page);
    await context.setOffline(true);
    await scan(page, 'OFF-SCARF');
    await page.locator('tr.till-line').first().waitFor();
    const clientId = await payOffline(page);
    const other = await openTill();
    await expect.poll(() => queueCount(other)).toBe(1);
    // Both tabs see the network come back at the same moment and start syncing.
    await context.setOffline(false);
    await expect.poll(() => queueCount(page), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => queueCount(other), { timeout: 30_000 }).toBe(0);
    const sales = await syncedSales();
    expect(sales.map((s) => s.clientId)).toEqual([clientId]);
    expect(await balanceOf(items.scarf.varietyId)).toBe(4);
  });
});
