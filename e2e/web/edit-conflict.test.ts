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
let token: string;

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

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

async function signedIn(url: string): Promise<Page> {
  const page = await newPage(browser);
  // The stale save's 412 is what these tests provoke; the browser logs it.
  expectConsoleErrors(page, /status of 412 \(Precondition Failed\)/);
  // Two signed-in browsers on a shared machine: room for a slow first load.
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(60_000);
  await logIn(page, shop.url);
  await page.goto(url);
  return page;
}

describe('two staff edit one record (issue 21)', () => {
  it('the product editor: the second save shows what changed meanwhile, and overwrite saves it', async () => {
    const { product } = await api('POST', 'admin/products', {
      product: { title: 'کفش اصلی', status: 'available', unit_price: 100_000, stock: 3 },
    });
    const url = `${shop.url}/admin/products/edit/${product.id}`;
    // Two browser contexts (two staff), both open the product before either saves.
    const first = await signedIn(url);
    const second = await signedIn(url);
    for (const page of [first, second]) await page.getByLabel('عنوان', { exact: true }).waitFor();

    await first.getByLabel('عنوان', { exact: true }).fill('کفش ورزشی');
    await first.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await first.getByText('محصول با موفقیت ویرایش شد').first().waitFor();

    await second.getByLabel('عنوان', { exact: true }).fill('کفش کوهنوردی');
    await second.getByRole('button', { name: 'ذخیره', exact: true }).click();
    const dialog = second.getByRole('alertdialog', { name: 'این محصول در این فاصله تغییر کرده است' });
    await dialog.waitFor();
    const row = dialog.locator('tr[data-field="title"]');
    await expect(row.innerText()).resolves.toContain('کفش اصلی');
    await expect(row.innerText()).resolves.toContain('کفش ورزشی');
    await expect(row.innerText()).resolves.toContain('کفش کوهنوردی');
    // Nothing was written by the refused save.
    expect((await api('GET', `admin/products/${product.id}`)).product.title).toBe('کفش ورزشی');
    await second.screenshot({ path: join(SHOTS, 'edit-conflict-product.png') });
    await second.setViewportSize({ width: 390, height: 844 });
    await second.screenshot({ path: join(SHOTS, 'edit-conflict-product-390.png') });

    await dialog.getByRole('button', { name: 'بازنویسی با تغییرهای من' }).click();
    await second.getByText('محصول با موفقیت ویرایش شد').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await api('GET', `admin/products/${product.id}`)).product.title).toBe('کفش کوهنوردی');
    await Promise.all([first.context().close(), second.context().close()]);
  }, 120_000);

  it('the generic form: reload drops the stale edit and shows the record as it is now', async () => {
    const { brand } = await api('POST', 'admin/brands', { name: 'برند نخست', status: 1 });
    const url = `${shop.url}/admin/brands?edit=${brand.id}`;
    const page = await signedIn(url);
    const name = page.getByLabel('نام برند', { exact: true });
    await name.waitFor();
    await expect(name.inputValue()).resolves.toBe('برند نخست');
    // Someone else saves meanwhile.
    await api('PUT', `admin/brands/${brand.id}`, { name: 'برند دیگری' });
    await name.fill('برند من');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'این برند در این فاصله تغییر کرده است' });
    await dialog.waitFor();
    await expect(dialog.locator('tr[data-field="name"]').innerText()).resolves.toContain('برند دیگری');
    await page.screenshot({ path: join(SHOTS, 'edit-conflict-generic.png') });
    await dialog.getByRole('button', { name: 'بارگذاری نسخهٔ تازه' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByLabel('نام برند', { exact: true }).inputValue()).resolves.toBe('برند دیگری');
    expect((await api('GET', `admin/brands/${brand.id}`)).brand.name).toBe('برند دیگری');
    await page.context().close();
  }, 120_000);
});
