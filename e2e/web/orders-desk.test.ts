import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  allowedOrderTransitions,
  newOrderNotificationDescription,
  ORDER_STATUS_KEYS,
  orderStatusLabel,
  persianTextDigits,
  toPersianDigits,
} from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall, unreadOrderIds, walletPaidOrder } from '../support/orders.ts';
import { expectConsoleErrors } from '../support/page-checks.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
});
// Each test has a signed-in page of its own: no viewport, focus or open dialog carries over.
beforeEach(async () => {
  page = await deskPage();
  await logIn(page, shop.url);
});
afterEach(async () => {
  await page?.context().close();
});

/** A page as newPage makes it, with more patience: the machine running these is often busy. */
async function deskPage(): Promise<Page> {
  const made = await newPage(browser);
  made.setDefaultTimeout(30_000);
  return made;
}
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const badge = (p: Page) => p.locator('.order-screen__header .status-badge');

/**
 * Whether a PDF page's text holds `words`: pdftotext writes right-to-left runs in visual order, so each
 * word is looked for as written or reversed, ignoring the spaces and joiners layout adds.
 */
function pageHas(page: string, words: string): boolean {
  const flat = page.replace(/[\s\u200c]+/g, '');
  return words
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => {
      const bare = word.replace(/\u200c/g, '');
      return flat.includes(bare) || flat.includes([...bare].reverse().join(''));
    });
}

/** Waits until a condition on the server holds (the UI's write reached it). */
async function eventually(check: () => Promise<boolean>, what: string) {
  await expect.poll(check, { message: `never happened: ${what}` }).toBe(true);
}

describe('the order screen', () => {
  it('opens an unread order from the bell, and the order leaves the unread list', async () => {
    const { id } = await walletPaidOrder(shop, token);
    expect(await unreadOrderIds(shop, token)).toContain(id);
    await page.goto(`${shop.url}/admin/brands`);
    await page.locator('button[aria-haspopup][aria-label^="اعلان‌ها"]').click();
    const panel = page.getByRole('dialog', { name: 'اعلان‌ها' });
    await panel.getByText(toPersianDigits(newOrderNotificationDescription(id))).click();
    await page.waitForURL(`${shop.url}/admin/order/${id}`);
    await page.getByRole('heading', { level: 1, name: `سفارش ${toPersianDigits(id)}` }).waitFor();
    expect(await badge(page).textContent()).toBe('جدید');
    await eventually(async () => !(await unreadOrderIds(shop, token)).includes(id), 'order read');
  });

  it('shows the lines, address, customer link, totals, payment and status log', async () => {
    const { id, world, total } = await walletPaidOrder(shop, token, 3);
    await page.goto(`${shop.url}/admin/order/${id}`);
    await badge(page).waitFor();
    const main = page.locator('main');
    const text = (await main.textContent()) ?? '';
    // The variety's title reads in Persian digits («کیف چرمی ۲»).
    expect(text).toContain(persianTextDigits(world.product.title));
    expect(text).toContain('خیابان ولیعصر، کوچه بهار، پلاک ۱۲');
    expect(text).toContain(toPersianDigits('1234567890'));
    expect(text).toContain('پست پیشتاز');
    expect(text).toContain(toPersianDigits(total.toLocaleString('en-US')));
    expect(text).toContain('کیف پول');
    // The customer's name reads in Persian digits too («نرگس مشتری۲»).
    const customerLink = main.getByRole('link', {
      name: persianTextDigits(`نرگس ${world.customer.lastName}`),
    });
    expect(await customerLink.getAttribute('href')).toBe(`/admin/customers/show/${world.customer.id}`);
    const log = page.getByTestId('status-log');
    expect(await log.textContent()).toContain('در انتظار پرداخت ← جدید');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'order-screen-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'order-screen-390.png'), fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('moves an order new → in_progress → delivered with the keyboard alone', async () => {
    const { id } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order/${id}`);
    await badge(page).waitFor();
    // Only core's allowed moves are offered, each with its key on it.
    const moves = page.locator('.order-moves').first().getByRole('button');
    expect(await moves.allTextContents()).toEqual(
      allowedOrderTransitions('new').map((to) => `${orderStatusLabel(to)} ${ORDER_STATUS_KEYS[to]}`),
    );
    expect(await moves.count()).toBe(5);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
    expect(await sheet.textContent()).toContain('تغییر وضعیت سفارش به «در حال پردازش»');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('4');
    await page.waitForFunction(
      () => document.querySelector('.order-screen__header .status-badge')?.textContent === 'در حال پردازش',
    );
    await page.keyboard.press('5');
    await page.waitForFunction(
      () => document.querySelector('.order-screen__header .status-badge')?.textContent === 'ارسال شده',
    );
    const detail = await apiCall<{ order: { status: string; order_logs: { status: string }[] } }>(
      shop,
      token,
      'GET',
      `admin/orders/${id}`,
    );
    expect(detail.order.status).toBe('delivered');
    expect(detail.order.order_logs.map((log) => log.status)).toEqual([
      'wait_for_payment',
      'new',
      'in_progress',
      'delivered',
    ]);
  });

  it('refuses a stale move: a second desk moved the order meanwhile, the dialog shows it, nothing moves twice', async () => {
    const { id } = await walletPaidOrder(shop, token);
    // The stale move's 412 is what this test provokes; the browser logs it.
    expectConsoleErrors(page, /status of 412 \(Precondition Failed\)/);
    await page.goto(`${shop.url}/admin/order/${id}`);
    await badge(page).waitFor();
    // A colleague opens the same order in another browser and moves it first.
    const other = await deskPage();
    await logIn(other, shop.url);
    await other.goto(`${shop.url}/admin/order/${id}`);
    await badge(other).waitFor();
    await other.keyboard.press('4');
    await other.waitForFunction(
      () => document.querySelector('.order-screen__header .status-badge')?.textContent === 'در حال پردازش',
    );
    await other.context().close();

    // This desk still shows «جدید» and makes the same move: refused, the change shown field by field.
    expect(await badge(page).textContent()).toBe(orderStatusLabel('new'));
    await page.keyboard.press('4');
    const dialog = page.getByRole('alertdialog', { name: 'این سفارش در این فاصله تغییر کرده است' });
    await dialog.waitFor();
    const row = dialog.locator('tr[data-field="status_label"]');
    expect(await row.locator('td').allTextContents()).toEqual([
      orderStatusLabel('new'),
      orderStatusLabel('in_progress'),
      orderStatusLabel('in_progress'),
    ]);
    await dialog.getByRole('button', { name: 'بارگذاری نسخهٔ تازه' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('.order-screen__header .status-badge')?.textContent === 'در حال پردازش',
    );
    const detail = await apiCall<{ order: { status: string; order_logs: { status: string }[] } }>(
      shop,
      token,
      'GET',
      `admin/orders/${id}`,
    );
    expect(detail.order.order_logs.map((log) => log.status)).toEqual([
      'wait_for_payment',
      'new',
      'in_progress',
    ]);
  });

  it('shows the refund before cancelling a wallet-paid order, and the wallet ledger has it after', async () => {
    const { id, world, total } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order/${id}`);
    await badge(page).waitFor();
    await page.keyboard.press('6');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    const said = (await confirm.textContent()) ?? '';
    expect(said).toContain(
      `${toPersianDigits(total.toLocaleString('en-US'))} تومان به کیف پول مشتری برمی‌گردد.`,
    );
    expect(said).toContain('۲ عدد کالا به موجودی انبار برمی‌گردد.');
    // Nothing moved yet.
    const before = await apiCall<{ order: { status: string } }>(shop, token, 'GET', `admin/orders/${id}`);
    expect(before.order.status).toBe('new');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('.order-screen__header .status-badge')?.textContent === 'کنسل شده',
    );
    const ledger = await apiCall<{
      transactions: { data: { type: string; amount: number; order_id: number | null }[] };
    }>(shop, token, 'GET', `admin/customers/transactions?customer_id=${world.customer.id}`);
    const refund = ledger.transactions.data.find((row) => row.type === 'deposit' && row.order_id === id);
    expect(refund?.amount).toBe(total);
  });

  it('opens an order from the palette by its number typed with an order word', async () => {
    const { id } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/brands`);
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' }).getByRole('combobox');
    await input.waitFor();
    await input.fill(`سفارش ${toPersianDigits(id)}`);
    await page.locator('[cmdk-item]').first().waitFor();
    await input.press('Enter');
    await page.waitForURL(`${shop.url}/admin/order/${id}`);
    await page.getByRole('heading', { level: 1, name: `سفارش ${toPersianDigits(id)}` }).waitFor();
  });

  it('opens the status chooser when the palette sends ?move=1, and Esc closes it without a move', async () => {
    const { id } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order/${id}?move=1`);
    const chooser = page.getByRole('dialog', { name: 'تغییر وضعیت سفارش' });
    await chooser.waitFor();
    expect(await chooser.getByRole('button', { name: /در حال پردازش/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(await badge(page).textContent()).toBe('جدید');
  });

  it('sets the tracking code, and n goes to the next unread order', async () => {
    const first = await walletPaidOrder(shop, token);
    const second = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order/${first.id}`);
    await badge(page).waitFor();
    await eventually(async () => !(await unreadOrderIds(shop, token)).includes(first.id), 'first read');
    await page.keyboard.press('e');
    await page.keyboard.type('۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴');
    await page.keyboard.press('Enter');
    // Typed in Persian digits, kept and shown as the post's code is written (a code keeps its digits).
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="tracking-code"]')?.textContent?.includes('123456'),
    );
    const detail = await apiCall<{ order: { tracking_code: string } }>(
      shop,
      token,
      'GET',
      `admin/orders/${first.id}`,
    );
    expect(detail.order.tracking_code).toBe('123456789012345678901234');
    await page.locator('main h1').click();
    await page.keyboard.press('n');
    await page.waitForURL(`${shop.url}/admin/order/${second.id}`);
    await eventually(async () => !(await unreadOrderIds(shop, token)).includes(second.id), 'second read');
  });
});

describe('the orders list', () => {
  const rowOf = (p: Page, id: number) => p.locator(`tbody tr:has(a[href="/admin/order/${id}"])`);

  it('has an unread tab; j and Enter open an order, and it leaves the tab', async () => {
    const { id } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order`);
    await page.getByRole('button', { name: 'خوانده‌نشده‌ها' }).click();
    await page.waitForURL(/unread=1/);
    await rowOf(page, id).waitFor();
    const ids = await unreadOrderIds(shop, token);
    // The tab's own answer replaces the full list's rows (kept on screen while it loads).
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(ids.length);
    await page.locator('main h1').click();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/admin/order/${ids[0]}`);
    await badge(page).waitFor();
    await eventually(async () => !(await unreadOrderIds(shop, token)).includes(ids[0] ?? 0), 'read');
    await page.goBack();
    await page.waitForURL(/unread=1/);
    await page.reload();
    await page.locator('main h1').waitFor();
    await page.waitForFunction(
      (gone) => !document.querySelector(`tbody tr a[href="/admin/order/${gone}"]`),
      ids[0],
    );
  });

  it('changes the status of a selection in bulk and shows which orders were refused and why', async () => {
    const a = await walletPaidOrder(shop, token);
    const b = await walletPaidOrder(shop, token);
    const refused = await walletPaidOrder(shop, token);
    await apiCall(shop, token, 'PUT', `admin/orders/${refused.id}/status`, { status: 'canceled' });
    await page.goto(`${shop.url}/admin/order`);
    for (const { id } of [a, b, refused]) await rowOf(page, id).locator('input[type="checkbox"]').check();
    const bar = page.getByRole('region', { name: 'کارهای گروهی' });
    await bar.getByLabel('وضعیت تازه').selectOption('in_progress');
    await bar.getByRole('button', { name: 'تغییر وضعیت ۳ سفارش' }).click();
    const results = page.getByRole('dialog', { name: 'نتیجه تغییر وضعیت' });
    await results.waitFor();
    const text = (await results.textContent()) ?? '';
    expect(text).toContain('۲ سفارش «در حال پردازش» شد؛ ۱ سفارش تغییر نکرد.');
    const refusedRow = results.locator('tr[data-success="false"]');
    expect(await refusedRow.count()).toBe(1);
    expect(await refusedRow.textContent()).toContain(toPersianDigits(refused.id));
    expect(await refusedRow.textContent()).toContain('فقط به وضعیت «جدید» می‌رود');
    await page.screenshot({ path: join(SHOTS, 'orders-bulk-results.png') });
    await results.getByRole('button', { name: 'بستن' }).click();
    const statusOf = async (id: number) =>
      (await apiCall<{ order: { status: string } }>(shop, token, 'GET', `admin/orders/${id}`)).order.status;
    expect(await statusOf(a.id)).toBe('in_progress');
    expect(await statusOf(b.id)).toBe('in_progress');
    expect(await statusOf(refused.id)).toBe('canceled');
  });
});

describe('downloading the list', () => {
  it('downloads the current filter as CSV, and the file parses with the orders in it', async () => {
    const { id } = await walletPaidOrder(shop, token);
    await page.goto(`${shop.url}/admin/order?unread=1`);
    await page.locator(`tbody tr a[href="/admin/order/${id}"]`).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'دریافت CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
    const rows = parseCsv(text);
    const header = rows[0] ?? [];
    expect(header.length).toBeGreaterThan(2);
    const body = rows.slice(1).filter((row) => row.some((cell) => cell !== ''));
    // Exactly the filter on screen: this admin's unread orders.
    const unread = await unreadOrderIds(shop, token);
    expect(body).toHaveLength(unread.length);
    const idColumn = body.map((row) => row.find((cell) => /^\d+$/.test(cell) || /^[۰-۹]+$/.test(cell)));
    expect(
      idColumn.map((cell) => Number(cell?.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))))),
    ).toContain(id);
  });
});

/** RFC 4180 CSV: quoted cells with doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

describe('printing invoices', () => {
  it('prints two orders to PDF, one a page, with their lines, address and tracking barcode', async () => {
    const first = await walletPaidOrder(shop, token, 2);
    const second = await walletPaidOrder(shop, token, 1);
    await apiCall(shop, token, 'PUT', `admin/orders/${first.id}`, { tracking_code: 'PT2468013579IR' });
    const printPage = await deskPage();
    const refused: string[] = [];
    printPage.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await logIn(printPage, shop.url);
    await printPage.goto(`${shop.url}/admin/print-orders?ids=${first.id},${second.id}`);
    await printPage.locator('.print-page[data-ready]').waitFor();
    await printPage.locator('svg.barcode rect').first().waitFor();
    expect(await printPage.locator('article.invoice').count()).toBe(2);
    expect(refused.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
    for (const width of [1440, 390]) {
      await printPage.setViewportSize({ width, height: 900 });
      await printPage.screenshot({ path: join(SHOTS, `print-orders-${width}.png`), fullPage: true });
    }
    const pdfPath = join(SHOTS, 'print-orders.pdf');
    await printPage.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    await printPage.context().close();
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PT2468013579IR');
    for (const [index, order] of [first, second].entries()) {
      const page = pages[index] ?? '';
      expect(pageHas(page, order.world.product.title)).toBe(true);
      expect(pageHas(page, toPersianDigits(order.id))).toBe(true);
      expect(pageHas(page, toPersianDigits('1234567890'))).toBe(true);
      expect(pageHas(page, toPersianDigits(order.total.toLocaleString('en-US')))).toBe(true);
    }
  });
});
