import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { expectConsoleErrors } from '../support/page-checks.ts';
import { type Shop, startShop } from '../support/shop-server.ts';
import { E2E_WEB_DIST } from '../support/web-build.ts';

/** Where the look-at-it screenshots go (outside the sources; LOOK at them after a run). */
const SHOTS = join(E2E_WEB_DIST, '..', 'screenshots');

let shop: Shop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const palette = (page: Page) => page.getByRole('dialog', { name: 'جست‌وجو و فرمان‌ها' });

/** Opens the palette with Ctrl+K, types the query and waits for its first result. */
async function searchPalette(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const input = palette(page).getByRole('combobox');
  await input.waitFor();
  await input.fill(query);
  const first = page.locator('[cmdk-item]').first();
  await first.waitFor();
  return { input, first };
}

describe('signing in', () => {
  it('sends a signed-out visit of an admin URL to login and back to that URL afterwards', async () => {
    const page = await newPage(browser);
    await page.goto(`${shop.url}/admin/admins?page=1`);
    await page.waitForURL(/\/admin\/login\?redirect=/);
    expect(path(page)).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/admins?page=1')}`);
    await page.screenshot({ path: join(SHOTS, 'login.png') });
    await logIn(page, shop.url);
    await page.waitForURL(`${shop.url}/admin/admins?page=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'مدیران' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.cookie)).toContain('adminAuthorization=');
    await page.context().close();
  });

  it('refuses a wrong password with a Persian message and stays on login', async () => {
    const page = await newPage(browser);
    // The refused sign-in answers 400, which the browser logs.
    expectConsoleErrors(page, /status of 400 \(Bad Request\) \(\/api\/admin\/login\)/);
    await page.goto(`${shop.url}/admin/login`);
    await page.getByLabel('نام کاربری').fill('root');
    await page.getByLabel('رمز عبور').fill('wrong-password');
    await page.getByRole('button', { name: 'ورود' }).click();
    const alert = page.getByRole('alert').first();
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(path(page)).toBe('/admin/login');
    await page.context().close();
  });
});

describe('palette, hotkeys and the layout', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, shop.url);
  });
  afterAll(() => page.context().close());

  it('lays the dashboard out right to left: sidebar at the right edge, no sideways scrolling', async () => {
    await page.goto(`${shop.url}/admin`);
    await page.getByRole('navigation', { name: 'منوی اصلی' }).waitFor();
    // The screenshot waits for the screen's heading and the page's fonts, not for a guessed time.
    await page.locator('main h1').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.screenshot({ path: join(SHOTS, 'dashboard.png') });
    const layout = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="منوی اصلی"]')?.getBoundingClientRect();
      const main = document.querySelector('main')?.getBoundingClientRect();
      return {
        dir: document.documentElement.dir,
        lang: document.documentElement.lang,
        navRight: nav?.right ?? 0,
        mainRight: main?.right ?? 0,
        width: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      };
    });
    expect(layout.dir).toBe('rtl');
    expect(layout.lang).toBe('fa');
    expect(layout.navRight).toBeGreaterThan(layout.mainRight);
    expect(layout.navRight).toBeGreaterThanOrEqual(layout.width - 1);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
  });

  it('Ctrl+K, a Persian query, Enter: lands on the screen', async () => {
    const { first } = await searchPalette(page, 'مدیران');
    expect(await first.textContent()).toContain('مدیران');
    await page.screenshot({ path: join(SHOTS, 'palette.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/admin/admins`);
    await page.getByRole('heading', { level: 1, name: 'مدیران' }).waitFor();
  });

  it('finds a screen typed with Arabic Yeh and Kaf (ي ك)', async () => {
    const { first } = await searchPalette(page, 'كدهاي تخفيف');
    expect(await first.textContent()).toContain('کدهای تخفیف');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${shop.url}/admin/coupon`);
    await page.getByRole('heading', { level: 1, name: 'کدهای تخفیف' }).waitFor();
  });

  it('opens the palette from inside an input too', async () => {
    await page.goto(`${shop.url}/admin/brands`);
    const search = page.getByRole('searchbox', { name: 'جستجو' });
    await search.click();
    await page.keyboard.press('Control+k');
    await palette(page).getByRole('combobox').waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
  });

  it('a g-chord goes to its area (g then m: contact messages)', async () => {
    await page.locator('main h1').click();
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(`${shop.url}/admin/contact`);
    await page.getByRole('heading', { level: 1, name: 'پیام‌های تماس' }).waitFor();
  });

  it('shows a notification raised on the server live in the bell', async () => {
    // No reload: the page's one stream stays open, so the count below is this page's.
    const bell = page.locator('button[aria-haspopup][aria-label^="اعلان‌ها"]');
    await bell.waitFor();
    const before = (await bell.getAttribute('aria-label')) ?? '';
    // Events raised before the server holds the page's stream would be lost: wait until it does (this
    // describe's page is the only one open on this shop).
    await expect.poll(() => shop.app.ctx.events.subscriberCount()).toBeGreaterThan(0);
    // The notification names an order this shop does not have: its screen's read answers 404.
    expectConsoleErrors(page, /status of 404 \(Not Found\) \(\/api\/admin\/orders\/911\)/);
    await shop.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { description: 'سفارش آزمایشی ۹۱۱ ثبت شد', order_id: 911 },
      permissions: ['read_order'],
    });
    await page.waitForFunction(
      (previous) => {
        const label = document
          .querySelector('button[aria-haspopup][aria-label^="اعلان‌ها"]')
          ?.getAttribute('aria-label');
        return label !== previous && label?.includes('خوانده‌نشده');
      },
      before,
      { timeout: 10_000 },
    );
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'اعلان‌ها' });
    await panel.getByText('سفارش آزمایشی ۹۱۱ ثبت شد').waitFor();
    expect(await panel.textContent()).toContain('سفارش جدید');
    await panel.getByText('سفارش آزمایشی ۹۱۱ ثبت شد').click();
    await page.waitForURL(`${shop.url}/admin/order/911`);
  });
});

describe('a limited role', () => {
  it('sees only what it may open in the sidebar, and the palette offers nothing else', async () => {
    const staff = await shop.createStaff(['read_brand', 'read_contact']);
    const page = await newPage(browser);
    await logIn(page, shop.url, staff);
    const sidebar = page.getByRole('navigation', { name: 'منوی اصلی' });
    const text = (await sidebar.textContent()) ?? '';
    expect(text).toContain('برندها');
    expect(text).toContain('پیام‌های تماس');
    for (const hidden of ['مدیران', 'نقش‌ها و دسترسی‌ها', 'محصولات', 'تنظیمات', 'سفارش‌ها']) {
      expect(text).not.toContain(hidden);
    }
    const { input } = await searchPalette(page, 'برند');
    expect(await page.locator('[cmdk-item]').first().textContent()).toContain('برندها');
    await input.fill('مدیران');
    // The list has answered the new query once «برندها» (the previous one's hit) is gone.
    await expect
      .poll(() => page.locator('[cmdk-item] .palette-title').allTextContents())
      .not.toContain('برندها');
    const titles = await page.locator('[cmdk-item] .palette-title').allTextContents();
    expect(titles).not.toContain('مدیران');
    await page.keyboard.press('Escape');
    // The list offers no create button without write_brand.
    await page.goto(`${shop.url}/admin/brands`);
    await page.getByRole('heading', { level: 1, name: 'برندها' }).waitFor();
    expect(await page.getByRole('link', { name: 'افزودن برند' }).count()).toBe(0);
    await page.context().close();
  });
});
