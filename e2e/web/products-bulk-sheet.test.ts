import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { apiCall } from '../support/orders.ts';
import { expectConsoleErrors } from '../support/page-checks.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;
const ids: number[] = [];

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
  for (let i = 1; i <= 5; i++) {
    const made = await apiCall<{ product: { id: number } }>(shop, token, 'POST', 'admin/products', {
      title: `گلدان سفالی شماره ${i}`,
      unit_price: 100_000 * i,
      stock: 3,
      status: 'available',
    });
    ids.push(made.product.id);
  }
  page = await newPage(browser);
  page.setDefaultTimeout(30_000);
  await logIn(page, shop.url);
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await shop?.close();
});

const price = async (id: number) =>
  (await apiCall<{ product: { unit_price: number } }>(shop, token, 'GET', `admin/products/${id}`)).product
    .unit_price;

describe('products: spreadsheet mode', () => {
  it('bulk-edits five prices (typed and pasted from Excel), reports a row changed meanwhile as a conflict, applies once accepted', async () => {
    // The row changed meanwhile makes the first apply a 409, which the browser logs.
    expectConsoleErrors(page, /status of 409 \(Conflict\) \(\/api\/admin\/products\/bulk\)/);
    await page.goto(`${shop.url}/admin/products?search=${encodeURIComponent('گلدان سفالی')}`);
    await page.getByRole('button', { name: 'ویرایش صفحه‌گسترده‌ای' }).first().click();
    const grid = page.locator('.bulk-sheet-grid');
    await grid.locator('tbody tr').nth(4).waitFor();
    const rows = await grid.locator('tbody tr').count();
    expect(rows).toBe(5);
    const titles = await grid
      .locator('tbody tr [data-cell$=":0"]')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLInputElement).value));
    const idOfRow = titles.map((title) => ids[Number(toAsciiDigits(title).replace(/\D/g, '')) - 1]);

    // Three prices typed, moving down with Enter; the first cell is reached by arrows from the title.
    await grid.locator('[data-cell="0:0"]').focus();
    await page.keyboard.press('ArrowLeft'); // right to left: the price column is to the left
    for (const value of ['۱۱۱۰۰۰', '222000', '۳۳۳٬۰۰۰']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    // The last two pasted as Excel copies a column (tab-separated text, a final newline).
    await grid.locator('[data-cell="3:1"]').evaluate((cell) => {
      const data = new DataTransfer();
      data.setData('text/plain', '444000\r\n555000\r\n');
      cell.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => grid.locator('[data-cell="4:1"]').inputValue()).toBe('۵۵۵۰۰۰');
    // Core checks a cell as it is typed.
    await grid.locator('[data-cell="0:2"]').fill('abc');
    await expect.poll(() => grid.locator('[data-cell="0:2"]').getAttribute('aria-invalid')).toBe('true');
    await grid.locator('[data-cell="0:2"]').fill('');

    // Meanwhile a colleague reprices the third row's product through the API.
    const changed = idOfRow[2] as number;
    await apiCall(shop, token, 'POST', 'admin/products/bulk', {
      rows: [{ id: changed, unit_price: 999_000 }],
    });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-1440.png'), fullPage: true });
    await page.getByRole('button', { name: /بررسی/ }).click();
    const review = page.getByRole('dialog', { name: 'پیش‌نمایش تغییرها' });
    await review.waitFor();
    await expect
      .poll(() => review.locator('.bulk-sheet-conflicts').textContent())
      .toContain(toPersianDigits(999000));
    // Fields by their Persian labels, never their keys.
    const reviewText = (await review.textContent()) ?? '';
    expect(reviewText).toContain('قیمت:');
    expect(reviewText).not.toMatch(/unit_price|discount/);
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-review-1440.png'), fullPage: true });

    // Applying without accepting writes nothing of the batch.
    await review.getByRole('button', { name: 'اعمال تغییرها' }).click();
    await expect.poll(async () => review.locator('.bulk-sheet-conflicts').count()).toBe(1);
    expect(await price(idOfRow[0] as number)).not.toBe(111_000);
    expect(await price(changed)).toBe(999_000);

    await review.getByRole('checkbox').check();
    await review.getByRole('button', { name: 'اعمال تغییرها' }).click();
    // The result stays with its undo until closed.
    const result = page.getByRole('dialog', { name: 'نتیجهٔ ویرایش گروهی' });
    await result.getByRole('button', { name: 'بستن' }).click();
    await grid.waitFor({ state: 'detached' });
    const wanted = [111_000, 222_000, 333_000, 444_000, 555_000];
    for (const [row, id] of idOfRow.entries()) expect(await price(id as number)).toBe(wanted[row]);
  });

  it('undoes an applied sheet from its result: the dry run says what goes back, the confirm puts it back', async () => {
    const lamps: number[] = [];
    for (let i = 1; i <= 2; i++) {
      const made = await apiCall<{ product: { id: number } }>(shop, token, 'POST', 'admin/products', {
        title: `شمعدان برنجی ${i}`,
        unit_price: 700_000 * i,
        stock: 2,
        status: 'available',
      });
      lamps.push(made.product.id);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${shop.url}/admin/products?search=${encodeURIComponent('شمعدان برنجی')}`);
    await page.getByRole('button', { name: 'ویرایش صفحه‌گسترده‌ای' }).first().click();
    const grid = page.locator('.bulk-sheet-grid');
    await grid.locator('tbody tr').nth(1).waitFor();
    await grid.locator('[data-cell="0:1"]').fill('999000');
    await grid.locator('[data-cell="1:1"]').fill('888000');
    await page.getByRole('button', { name: /بررسی/ }).click();
    await page
      .getByRole('dialog', { name: 'پیش‌نمایش تغییرها' })
      .getByRole('button', { name: 'اعمال تغییرها' })
      .click();
    const result = page.getByRole('dialog', { name: 'نتیجهٔ ویرایش گروهی' });
    await result.getByRole('button', { name: 'بازگردانی' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-result-1440.png'), fullPage: true });
    await result.getByRole('button', { name: 'بازگردانی' }).click();
    await expect.poll(() => result.textContent()).toContain('پیش‌نمایش بازگردانی');
    expect(await result.locator('.bulk-sheet-diff li').count()).toBe(2);
    expect(await price(lamps[0] as number)).not.toBe(700_000);
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-undo-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-undo-390.png'), fullPage: true });
    await result.getByRole('button', { name: /تأیید بازگردانی/ }).click();
    await grid.waitFor({ state: 'detached' });
    expect(await price(lamps[0] as number)).toBe(700_000);
    expect(await price(lamps[1] as number)).toBe(1_400_000);
  });

  it('is usable at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${shop.url}/admin/products?search=${encodeURIComponent('گلدان سفالی')}`);
    await page.getByRole('button', { name: 'ویرایش صفحه‌گسترده‌ای' }).first().click();
    await page.locator('.bulk-sheet-grid tbody tr').nth(4).waitFor();
    await page.screenshot({ path: join(SHOTS, 'bulk-sheet-390.png'), fullPage: true });
  });
});
