import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;
let token: string;
let page: Page;

// biome-ignore lint/suspicious/noExplicitAny: test reads of the server's answers
async function api(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return ((await response.json()) as { data: unknown }).data;
}

/** The tree's rows as drawn: label and level. */
async function rows(tree: Page) {
  const items = tree.getByRole('treeitem');
  const count = await items.count();
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const label = await item.locator('.nestable__label').textContent();
    out.push(`${await item.getAttribute('aria-level')}:${label}`);
  }
  return out;
}

const sorted = (tree: Page) =>
  tree.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'POST' && r.ok());

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  for (const title of ['الف', 'ب', 'ج']) await api('POST', 'admin/categories', { title });
  for (const title of ['خانه', 'فروشگاه', 'تماس'])
    await api('POST', 'admin/menu_items', { title, group: 'footer', link: '/' });
  page = await newPage(browser);
  await logIn(page, shop.url);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('category tree', () => {
  it('moves a category up by keyboard and keeps the order after a reload', async () => {
    await page.goto(`${shop.url}/admin/categories`);
    await page.getByRole('tree', { name: 'درخت دسته‌بندی‌ها' }).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:الف', '1:ب', '1:ج']);
    const last = page.getByRole('treeitem').nth(2);
    await last.focus();
    const saved = sorted(page);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await saved;
    await page.reload();
    await page.getByRole('treeitem').first().waitFor();
    expect(await rows(page)).toEqual(['1:الف', '1:ج', '1:ب']);
    // Nest «ب» under «ج» with the keyboard (in RTL the inline-end arrow is ArrowLeft).
    await page.getByRole('treeitem').nth(2).focus();
    const nested = sorted(page);
    await page.keyboard.press('Alt+ArrowLeft');
    await nested;
    const tree = (await api('GET', 'admin/categories')).categories;
    expect(tree.map((c: { title: string }) => c.title)).toEqual(['الف', 'ج']);
    expect(tree[1].children.map((c: { title: string }) => c.title)).toEqual(['ب']);
  });

  it('moves a category by pointer drag past the 30 px threshold and keeps it after a reload', async () => {
    await page.goto(`${shop.url}/admin/categories`);
    await page.getByRole('treeitem').first().waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:الف', '1:ج', '2:ب']);
    const handle = page.getByRole('treeitem').first().locator('[data-drag-handle]');
    const lastRow = await page.getByRole('treeitem').nth(2).boundingBox();
    const start = await handle.boundingBox();
    if (!start || !lastRow) throw new Error('rows not drawn');
    const x = start.x + start.width / 2;
    const saved = sorted(page);
    await page.mouse.move(x, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, lastRow.y + lastRow.height + 10, { steps: 12 });
    await page.mouse.up();
    await saved;
    await page.reload();
    await page.getByRole('treeitem').first().waitFor();
    expect(await rows(page)).toEqual(['1:ج', '2:ب', '1:الف']);
  });
});

describe('menus', () => {
  it('reorders a menu by keyboard and finds the order after a reload', async () => {
    await page.goto(`${shop.url}/admin/menu`);
    await page.getByRole('link', { name: 'منوی فوتر' }).click();
    await page.getByRole('tree', { name: 'ترتیب منوی فوتر' }).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:خانه', '1:فروشگاه', '1:تماس']);
    await page.getByRole('treeitem').first().focus();
    const saved = sorted(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await saved;
    await page.reload();
    await page.getByRole('treeitem').first().waitFor();
    expect(await rows(page)).toEqual(['1:فروشگاه', '1:تماس', '1:خانه']);
  });

  it('adds an item in place with a typed link and edits it to point at a category', async () => {
    await page.getByRole('button', { name: 'افزودن آیتم' }).click();
    await page.getByLabel('عنوان', { exact: true }).fill('وبلاگ');
    await page.getByLabel('نشانی').fill('/blog');
    await page.getByRole('button', { name: 'ذخیره آیتم' }).click();
    await page.getByRole('treeitem').nth(3).waitFor();
    expect(await rows(page)).toEqual(['1:فروشگاه', '1:تماس', '1:خانه', '1:وبلاگ']);
    await page.getByRole('button', { name: 'ویرایش وبلاگ' }).click();
    await page.getByLabel('مقصد پیوند').selectOption('category');
    await page.getByLabel('جست‌وجوی دسته‌بندی محصولات').fill('ج');
    await page.getByRole('button', { name: 'ج', exact: true }).click();
    await page.getByRole('button', { name: 'ذخیره آیتم' }).click();
    await page.getByRole('form').waitFor({ state: 'detached' });
    const items = (await api('GET', 'admin/menu_items/groups/footer')).menu_items;
    const blog = items.find((item: { title: string }) => item.title === 'وبلاگ');
    expect(blog).toMatchObject({ linkable_type: 'category', link: null });
  });
});
