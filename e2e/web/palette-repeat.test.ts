import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' });

/** True when the focused element is the palette's own search input. */
const focusInPaletteInput = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && active.closest('dialog .palette') !== null;
  });

/**
 * Ctrl+K, then the query typed key by key exactly as staff type it (no Playwright `fill`, which
 * focuses the input by itself and would hide a lost focus), then Enter on the first row.
 */
async function jumpByKeyboard(page: Page, query: string, expectedTitle: string) {
  await page.keyboard.press('Control+k');
  await palette(page).waitFor();
  await expect.poll(() => focusInPaletteInput(page), { timeout: 5_000 }).toBe(true);
  await page.keyboard.type(query);
  const input = palette(page).getByRole('combobox');
  expect(await input.inputValue()).toBe(query);
  const first = page.locator('[cmdk-item]').first();
  await expect.poll(async () => (await first.textContent()) ?? '').toContain(expectedTitle);
  await page.keyboard.press('Enter');
  await palette(page).waitFor({ state: 'detached' });
}

describe('the palette, used again and again in one session', () => {
  it('opens with the focus in its input five times in a row, across routes and a dialog', async () => {
    const page = await newPage(browser);
    await logIn(page, shop.url);

    await jumpByKeyboard(page, 'کدهای تخفیف', 'کدهای تخفیف');
    await page.waitForURL(`${shop.url}/admin/coupon`);
    await page.getByRole('heading', { level: 1, name: 'کدهای تخفیف' }).waitFor();

    await jumpByKeyboard(page, 'برندها', 'برندها');
    await page.waitForURL(`${shop.url}/admin/brands`);
    await page.getByRole('heading', { level: 1, name: 'برندها' }).waitFor();

    // A shell dialog between two uses: the cheat sheet, opened with ? and closed with Esc.
    await page.locator('main h1').click();
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: /میان‌برها/ });
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await jumpByKeyboard(page, 'مدیران', 'مدیران');
    await page.waitForURL(`${shop.url}/admin/admins`);
    await page.getByRole('heading', { level: 1, name: 'مدیران' }).waitFor();

    // Opened and closed with Esc without choosing anything.
    await page.keyboard.press('Control+k');
    await expect.poll(() => focusInPaletteInput(page), { timeout: 5_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });

    await jumpByKeyboard(page, 'پیام‌های تماس', 'پیام‌های تماس');
    await page.waitForURL(`${shop.url}/admin/contact`);

    await jumpByKeyboard(page, 'کدهای تخفیف', 'کدهای تخفیف');
    await page.waitForURL(`${shop.url}/admin/coupon`);
    await page.getByRole('heading', { level: 1, name: 'کدهای تخفیف' }).waitFor();
    // Enter reached only the palette: no edit form of a coupon opened behind it.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
