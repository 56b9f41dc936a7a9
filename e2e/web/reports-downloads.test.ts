import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv, readXlsx } from '../../packages/server/test/exports-read.ts';
import { type ReportShopIds, seedReportShop } from '../../packages/server/test/reports-fixtures.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

/**
 * The reports, list downloads and the audit detail in Chromium against the real server: each report
 * opens with its chart and table, its period changes through the screen, and its CSV and Excel
 * downloads hold exactly the rows the table shows; a generic list downloads its filter; a product
 * edit's history shows the changed field before → after. No CSP violation on the way.
 */
let shop: Shop;
let browser: Browser;
let page: Page;
let ids: ReportShopIds;
const violations: string[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  ids = await seedReportShop(shop.db as never);
  page = await newPage(browser);
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await logIn(page, shop.url);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Clicks a download button and reads the saved file. */
async function download(name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.getByRole('button', { name }).click(),
  ]);
  return readFileSync((await file.path()) ?? '');
}

/** The table's body cells as text, row by row. */
const tableRows = () =>
  page
    .locator('main table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );

const latin = (text: string) => text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

async function openReport(path: string, heading: string | RegExp) {
  await page.goto(`${shop.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.locator('main table tbody tr').first().waitFor();
  await page.locator('main .report-chart canvas').waitFor();
}

async function changeRange(from: string, to: string) {
  const inputs = page.locator('main .list-filters__range input.jalali-picker__input');
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('end_date') !== null);
}

/** CSV and Excel of the screen, each parsed: the header and every row the table shows. */
async function checkDownloads(firstColumn: (cell: string) => string = latin) {
  const shown = await tableRows();
  const csv = readCsv((await download('دریافت CSV')).toString('utf8'));
  expect(csv.length - 1).toBe(shown.length);
  expect(csv.slice(1).map((row) => row[0])).toEqual(shown.map((row) => firstColumn(row[0] ?? '')));
  const { rows } = await readXlsx(await download('دریافت اکسل'));
  expect(rows.length - 1).toBe(shown.length);
  expect(rows.slice(1).map((row) => String(row[0]))).toEqual(csv.slice(1).map((row) => row[0]));
  return { csv, shown };
}

describe('reports', () => {
  it('visits: a range by day, sorted, downloaded as shown, and a day opened by hour', async () => {
    await openReport('/admin/reports/visit?start_date=1404/08/10&end_date=1404/08/11', 'گزارش بازدید');
    await expect.poll(async () => (await tableRows()).length).toBe(2);
    // The period grows by a day through the range's «to» field.
    const to = page.locator('main .list-filters__range input.jalali-picker__input').nth(1);
    await to.fill('1404/08/12');
    await to.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('end_date') !== '1404/08/11');
    await expect.poll(async () => (await tableRows()).length).toBe(3);
    await page.getByRole('button', { name: 'بازدید', exact: true }).click();
    await page.getByRole('button', { name: 'بازدید', exact: true }).click();
    await page.waitForURL(/sort_desc=1/);
    // The table re-sorts after the URL changes: wait for the views column to read from most to fewest.
    const viewsShown = async () =>
      (await tableRows()).map((row) => Number(latin(row[1] ?? '').replace(/[^0-9]/g, '')));
    await expect
      .poll(async () => {
        const views = await viewsShown();
        return views.every((value, i) => i === 0 || (views[i - 1] ?? 0) >= value);
      })
      .toBe(true);
    const { csv } = await checkDownloads();
    expect(csv[0]).toEqual(['تاریخ', 'بازدید', 'بازدیدکننده یکتا']);
    const views = csv.slice(1).map((row) => Number(row[1]));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    await page.getByRole('link', { name: /بازدید ساعتی ۱۴۰۴\/۰۸\/۱۱/ }).click();
    await page.getByRole('heading', { level: 1, name: /گزارش بازدید روزانه/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/reports/visit/1404-08-11');
    await page.locator('main .report-chart canvas').waitFor();
    await expect.poll(async () => (await tableRows()).length).toBe(24);
    const hours = await checkDownloads();
    expect(hours.csv).toHaveLength(25);
    // The same day linked in Gregorian is titled in Jalali (not «۲۰۲۵/۱۱/۰۲») and counts its views.
    await openReport('/admin/reports/visit/2025-11-02', /گزارش بازدید روزانه ۱۴۰۴\/۰۸\/۱۱/);
    await expect.poll(async () => (await tableRows()).length).toBe(24);
  });

  it('orders: the period kind and the period before, downloaded as shown', async () => {
    await openReport('/admin/reports/orders', /گزارش سفارش‌ها/);
    await page.getByRole('button', { name: 'سالانه' }).click();
    await page.getByRole('button', { name: 'دوره قبل' }).click();
    await page.waitForURL(/type=year.*offset=1|offset=1.*type=year/);
    await page.getByRole('heading', { level: 1, name: /سال ۱۴۰۴/ }).waitFor();
    await expect.poll(async () => (await tableRows()).length).toBe(12);
    const { csv } = await checkDownloads((cell) => cell);
    const aban = csv.find((row) => row[0] === 'آبان');
    expect(Number(aban?.[2])).toBeGreaterThan(0);
  });

  it.each([
    ['/admin/reports/customers', 'گزارش مشتریان'],
    ['/admin/reports/products', 'گزارش فروش محصولات'],
    ['/admin/reports/varieties', 'گزارش تنوع‌ها'],
    ['/admin/reports/wallets', 'گزارش کیف پول'],
  ])('%s: a range, a chart and the table, downloaded as shown', async (path, title) => {
    await page.goto(`${shop.url}${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await changeRange('1404/08/01', '1404/08/30');
    await page.locator('main table tbody tr').first().waitFor();
    await page.locator('main .report-chart canvas').waitFor();
    await checkDownloads();
  });
});

describe('list downloads', () => {
  it('a generic list downloads its current filter as CSV and as Excel', async () => {
    await page.goto(`${shop.url}/admin/brands?search=${encodeURIComponent('یک')}`);
    await page.getByRole('heading', { level: 1, name: 'برندها' }).waitFor();
    await page.locator('main table tbody tr').first().waitFor();
    const shown = await tableRows();
    const csv = readCsv((await download('دریافت CSV')).toString('utf8'));
    expect(csv.length - 1).toBe(shown.length);
    expect(csv.flat()).toContain('برند یک');
    expect(csv.flat()).not.toContain('برند دو');
    const { rows } = await readXlsx(await download('دریافت اکسل'));
    expect(rows.length).toBe(csv.length);
    expect(rows.flat().map(String)).toContain('برند یک');
  });
});

describe('audit log', () => {
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${shop.url}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await shop.rootToken()}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it("a product edit reads as a sentence; its detail shows only the changed fields, and the product's page its history", async () => {
    await call('PUT', `admin/products/${ids.p1}`, { title: 'کیف چرمی دست‌دوز' });
    const { logs } = await call<{ logs: { data: { id: number; summary: string }[] } }>(
      'GET',
      'admin/logs?entity=products&action=update',
    );
    const log = logs.data[0];
    expect(log?.summary).toContain('محصول «کیف چرمی دست‌دوز» را ویرایش کرد: ');
    expect(log?.summary).toContain('به کیف چرمی دست‌دوز');
    // No field's key: every change by its label.
    expect(log?.summary).not.toMatch(/[a-z]+_[a-z]+/);
    await page.goto(`${shop.url}/admin/logs`);
    await page.getByRole('cell', { name: log?.summary }).first().waitFor();
    await page.goto(`${shop.url}/admin/logs?show=${log?.id}`);
    const rows = page.locator('main .audit-changes tbody tr');
    await rows.first().waitFor();
    // Only what changed, by its label: no unchanged field, no key, no JSON.
    const title = rows.filter({ has: page.locator('th', { hasText: /^عنوان$/ }) });
    expect(await title.locator('td').nth(1).textContent()).toContain('کیف چرمی دست‌دوز');
    for (const row of await rows.all()) {
      const [before, after] = await row.locator('td').allTextContents();
      expect(after?.replace('← ', '')).not.toBe(before);
      expect(`${before}${after}`).not.toMatch(/[{}[\]]|_at\b/);
    }
    await page.goto(`${shop.url}/admin/products/edit/${ids.p1}`);
    await page.locator('[data-history="products"] li', { hasText: 'کیف چرمی دست‌دوز' }).first().waitFor();
  });

  it('a menu reorder says what moved where, and the log page stays as wide as the screen', async () => {
    const made = async (title: string) =>
      (await call<{ menu_item: { id: number } }>('POST', 'admin/menu_items', { title, group: 'header' }))
        .menu_item.id;
    const shop1 = await made('فروشگاه');
    const bags = await made('کیف‌ها');
    await call('POST', 'admin/menu_items/sort', {
      group: 'header',
      menu_items: [{ id: shop1, children: [{ id: bags }] }],
    });
    const sentence = /ترتیب آیتم‌های منو را تغییر داد: «کیف‌ها» از بالاترین سطح به زیر «فروشگاه»/;
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}/admin/logs`);
      await page.getByRole('cell', { name: sentence }).first().waitFor();
      expect(await pageWidth(), `log page at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SHOTS, `audit-log-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('broke no CSP rule on the way', () => {
    expect(violations).toEqual([]);
  });
});
