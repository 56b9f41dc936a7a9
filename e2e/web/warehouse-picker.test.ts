import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

let shop: Shop;
let browser: Browser;
let token = '';
const kettle = { title: 'کتری استیل', sku: 'WH-KETTLE-1', varietyId: 0 };
const teapot = { title: 'قوری چینی', sku: 'WH-TEAPOT-1', varietyId: 0 };

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

const balanceOf = async (varietyId: number) =>
  (
    await api<{ data: { stores: { data: { balance: number }[] } } }>(
      'GET',
      `admin/stores?variety_id=${varietyId}`,
    )
  ).data.stores.data[0]?.balance;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  for (const item of [kettle, teapot]) {
    const made = await api<{ data: { product: { varieties: { id: number }[] } } }>('POST', 'admin/products', {
      title: item.title,
      unit_price: 500_000,
      varieties: [{ price: 500_000, sku: item.sku, stock: 2 }],
    });
    item.varietyId = made.data.product.varieties[0]?.id ?? 0;
  }
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Opens the movement form of /admin/store, searches the variety by `term` and picks `option`. */
async function recordMovement(page: Page, term: string, option: RegExp, quantity: string) {
  await page.goto(`${shop.url}/admin/store?create`);
  const variety = page.getByRole('searchbox', { name: 'تنوع محصول' });
  await variety.fill(term);
  await page.getByRole('button', { name: option }).click();
  const chosen = page.locator('.reference-picker__chosen');
  await expect.poll(() => chosen.textContent()).toMatch(/انتخاب‌شده/);
  await page.getByRole('combobox', { name: 'نوع جابه‌جایی' }).selectOption({ label: 'افزایش موجودی' });
  await page.getByRole('textbox', { name: 'تعداد' }).fill(quantity);
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.waitForURL((url) => !url.search.includes('create'));
}

describe('the warehouse records a movement by searching the variety', () => {
  it('finds the variety by SKU, never asks for every variety, and lists the product by title', async () => {
    const page = await newPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(decodeURIComponent(request.url())));
    await logIn(page, shop.url);
    await recordMovement(page, 'wh-kettle', /کتری استیل\s*·\s*WH-KETTLE-1/, '۵');
    await expect.poll(() => balanceOf(kettle.varietyId)).toBe(7);
    expect(asked.some((url) => url.includes('admin/varieties?') && url.includes('search=wh-kettle'))).toBe(
      true,
    );
    expect(asked.filter((url) => url.includes('admin/varieties') && url.includes('all=1'))).toEqual([]);
    // The list names the product by its title.
    await page.goto(`${shop.url}/admin/store?search=WH-KETTLE-1`);
    const row = page.getByRole('row', { name: /WH-KETTLE-1/ });
    await expect.poll(() => row.textContent()).toContain('کتری استیل');
    await page.context().close();
  });

  it('finds the variety by its Persian title typed with Arabic letters', async () => {
    const page = await newPage(browser);
    await logIn(page, shop.url);
    await recordMovement(page, 'قوري چيني', /قوری چینی\s*·\s*WH-TEAPOT-1/, '3');
    await expect.poll(() => balanceOf(teapot.varietyId)).toBe(5);
    await page.context().close();
  });
});
