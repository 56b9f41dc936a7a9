import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { walletPaidOrder } from '../support/orders.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await newPage(browser, { width: 390, height: 844 });
  await page.goto(`${shop.url}/admin/login`);
  await page.getByLabel('نام کاربری').fill('root');
  await page.getByLabel('رمز عبور').fill('root-password-1');
  await page.getByRole('button', { name: 'ورود' }).click();
  await page.getByRole('button', { name: 'منو' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const noHorizontalOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

describe('the shell at 390 px', () => {
  it('keeps the sidebar in a drawer: the menu button opens it, Esc and an outside press close it, focus returns', async () => {
    const nav = page.getByRole('navigation', { name: 'منوی اصلی' });
    const button = page.getByRole('button', { name: 'منو' });
    expect(await nav.isVisible()).toBe(false);
    await button.click();
    await nav.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await button.click();
    await nav.waitFor({ state: 'visible' });
    // An outside press closes it too; the focus then goes where the press went, as anywhere else.
    await page.mouse.click(40, 600);
    await nav.waitFor({ state: 'hidden' });
    // The Ctrl K hint is a desktop thing.
    expect(await page.locator('.search-button kbd').isVisible()).toBe(false);
  });

  it('follows a drawer link and closes the drawer', async () => {
    await page.getByRole('button', { name: 'منو' }).click();
    await page.getByRole('button', { name: 'اشخاص' }).click();
    await page.getByRole('link', { name: 'مدیران' }).click();
    await page.waitForURL(`${shop.url}/admin/admins`);
    await page.getByRole('navigation', { name: 'منوی اصلی' }).waitFor({ state: 'hidden' });
  });

  it('shows the orders list as cards that never overlap or leave the screen', async () => {
    await walletPaidOrder(shop, await shop.rootToken());
    await page.goto(`${shop.url}/admin/order`);
    await page.getByRole('heading', { level: 1, name: 'سفارش‌ها' }).waitFor();
    await page.locator('tbody tr[data-row-id]').first().waitFor();
    expect(await noHorizontalOverflow()).toBe(true);
    // Each card is inside the screen, and no two cards share a pixel.
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr[data-row-id]')].map((row) =>
        row.getBoundingClientRect().toJSON(),
      ),
    );
    for (const card of cards) expect(card.left >= 0 && card.right <= 390).toBe(true);
    for (let i = 1; i < cards.length; i++) expect(cards[i].top).toBeGreaterThanOrEqual(cards[i - 1].bottom);
  });

  it('fits a form at 390 px', async () => {
    await page.goto(`${shop.url}/admin/admins?create`);
    await page.getByRole('heading', { level: 1, name: 'افزودن مدیر' }).waitFor();
    expect(await noHorizontalOverflow()).toBe(true);
    const box = await page.getByLabel('نام', { exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});
