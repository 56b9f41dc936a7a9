import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** A real PNG of one colour (the server reads the type from the bytes). */
function png(r: number, g: number, b: number, size = 24): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  mkdirSync(SHOTS, { recursive: true });
  token = await shop.rootToken();
  await api('POST', 'admin/colors', { name: 'قرمز', code: '#E53935' });
  await api('POST', 'admin/colors', { name: 'آبی', code: '#1E88E5' });
  await api('POST', 'admin/attributes', {
    name: 'size',
    label: 'سایز',
    type: 'select',
    style: 'box',
    values: ['S', 'M', 'L'],
  });
  const clothes = (await api('POST', 'admin/categories', { title: 'پوشاک' })).category.id;
  await api('POST', 'admin/categories', { title: 'پیراهن مردانه', parent_id: clothes });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

const productId = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/**
 * Creates «پیراهن کتان» in the editor as staff do: the 2 × 2 colour × size matrix (red S: 3 in stock),
 * a bold-started description and two images, saved with Ctrl+S; waits for its edit screen and answers
 * its id. `beforeSave` runs on the filled form (for a screenshot).
 */
async function createShirt(page: Page, beforeSave: () => Promise<void> = async () => {}): Promise<number> {
  await page.goto(`${shop.url}/admin/products/create`);
  // The form is there once its description editor (a lazy chunk) is: under load this takes a while.
  await page.getByRole('textbox', { name: 'توضیحات' }).waitFor({ timeout: 60_000 });
  await page.getByLabel('عنوان', { exact: true }).fill('پیراهن کتان');
  await page.getByRole('textbox', { name: 'قیمت', exact: true }).fill('450000');
  await page.getByLabel('جست‌وجوی دسته‌بندی').fill('مردانه');
  await page.getByRole('checkbox', { name: 'پیراهن مردانه' }).check();

  const choices = page.getByRole('group', { name: 'ساختن ترکیب‌ها' });
  for (const name of ['قرمز', 'آبی', 'S', 'M'])
    await choices.getByRole('checkbox', { name, exact: true }).check();
  await choices.getByRole('button', { name: 'ساختن ترکیب‌ها' }).click();
  await expect(
    page.getByRole('table', { name: 'تنوع‌های محصول' }).getByRole('rowheader').count(),
  ).resolves.toBe(4);
  await page.getByLabel('موجودی قرمز - S').fill('3');

  // The description is typed with the toolbar's keyboard shortcuts in the real editor.
  const description = page.getByRole('textbox', { name: 'توضیحات' });
  await description.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('کتان');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' خنک و نرم');
  await expect(page.getByRole('button', { name: 'پررنگ' }).getAttribute('aria-pressed')).resolves.toBe(
    'false',
  );

  await page.getByLabel('افزودن تصاویر').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: png(229, 57, 53) },
    { name: 'blue.png', mimeType: 'image/png', buffer: png(30, 136, 229) },
  ]);
  await expect(page.getByRole('list', { name: 'تصاویر محصول' }).getByRole('listitem').count()).resolves.toBe(
    2,
  );
  await beforeSave();

  await page.keyboard.press('Control+s');
  await page.waitForURL(/\/admin\/products\/edit\/\d+$/, { timeout: 60_000 });
  await page
    .getByRole('heading', { level: 1, name: 'ویرایش محصول: پیراهن کتان' })
    .waitFor({ timeout: 60_000 });
  await page.getByLabel('موجودی آبی - M').waitFor({ timeout: 60_000 });
  return productId(page);
}

describe('product editor', () => {
  let page: Page;
  beforeEach(async () => {
    page = await newPage(browser);
    await logIn(page, shop.url);
  });
  afterEach(async () => {
    await page?.context().close();
  });

  it('creates a product with a 2 × 2 colour × size matrix, two images and a formatted description', async () => {
    const id = await createShirt(page, async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(SHOTS, 'product-editor-create-1440.png'), fullPage: true });
    });
    const { product } = await api('GET', `admin/products/${id}`);
    expect(product.description).toBe('<p><strong>کتان</strong> خنک و نرم</p>');
    expect(product.images).toHaveLength(2);
    expect(product.categories.map((c: { title: string }) => c.title)).toEqual(['پیراهن مردانه']);
    expect(
      product.varieties.map((v: { title: string; balance: number }) => `${v.title}:${v.balance}`).sort(),
    ).toEqual(['آبی - M:0', 'آبی - S:0', 'قرمز - M:0', 'قرمز - S:3'].sort());
  }, 180_000);

  it('saves tags, alt text and a variety’s images; a save refused on one variety writes nothing', async () => {
    const id = await createShirt(page);
    // The save refused for a taken SKU answers 422, which the browser logs.
    expectConsoleErrors(page, /status of 422 \(Unprocessable Entity\) \(\/api\/admin\/products\/\d+\)/);
    await api('POST', 'admin/products', { title: 'کد گرفته', unit_price: 1000, sku: 'E2E-TAKEN' });
    const loaded = (await api('GET', `admin/products/${id}`)).product;
    // Alt text: saved when its box is left.
    await page.getByLabel('متن جایگزین تصویر ۱').fill('پیراهن کتان قرمز از روبه‌رو');
    await page.keyboard.press('Tab');
    await page.getByText('متن جایگزین تصویر ذخیره شد').first().waitFor({ timeout: 60_000 });
    // Tags: Enter or a comma adds one.
    await page.getByLabel('برچسب‌ها', { exact: true }).fill('تابستانه');
    await page.keyboard.press('Enter');
    await page.getByLabel('برچسب‌ها', { exact: true }).pressSequentially('نخی،');
    await page.getByRole('list', { name: 'برچسب‌های محصول' }).getByRole('listitem').nth(1).waitFor();
    // The red S variety shows the second image.
    await page.getByLabel(/^تصاویر قرمز - S:/).click();
    await page.getByRole('group', { name: 'تصاویر قرمز - S' }).getByRole('checkbox').nth(1).check();
    await page.getByLabel('موجودی قرمز - S').fill('8');
    // A taken SKU on another row: the one save is refused on that row, and nothing of it is written.
    await page.getByLabel('کد انبار آبی - S').fill('E2E-TAKEN');
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => page.getByLabel('کد انبار آبی - S').getAttribute('aria-invalid'), { timeout: 60_000 })
      .toBe('true');
    const refused = (await api('GET', `admin/products/${id}`)).product;
    expect(refused.tags).toEqual([]);
    expect(
      refused.varieties.map((v: { balance: number; image_ids: number[] }) => [v.balance, v.image_ids]),
    ).toEqual(
      loaded.varieties.map((v: { balance: number; image_ids: number[] }) => [v.balance, v.image_ids]),
    );
    expect(refused.images[0].alt).toBe('پیراهن کتان قرمز از روبه‌رو');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'product-editor-refused-1440.png'), fullPage: true });
    // The varieties card alone: each row's name stays in view while its fields scroll.
    const varietiesCard = page.locator('fieldset[data-error-key="varieties"]');
    await varietiesCard.screenshot({ path: join(SHOTS, 'product-editor-varieties-1440.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(/^تصاویر قرمز - S:/).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'product-editor-variety-images-390.png') });
    await varietiesCard.screenshot({ path: join(SHOTS, 'product-editor-varieties-390.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByLabel('کد انبار آبی - S').fill('E2E-BLUE-S');
    await page.keyboard.press('Control+s');
    await page.getByText('محصول با موفقیت ویرایش شد').first().waitFor({ timeout: 60_000 });
    const saved = (await api('GET', `admin/products/${id}`)).product;
    expect(saved.tags).toEqual(['تابستانه', 'نخی']);
    const byTitle = (title: string) => saved.varieties.find((v: { title: string }) => v.title === title);
    expect(byTitle('قرمز - S')).toMatchObject({ balance: 8, image_ids: [saved.images[1].id] });
    expect(byTitle('آبی - S').sku).toBe('E2E-BLUE-S');
  }, 180_000);

  it('edits a variety stock, reorders the images by keyboard; the new main image is served publicly', async () => {
    const id = await createShirt(page);
    await page.getByLabel('موجودی آبی - M').fill('5');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await page.getByText('محصول با موفقیت ویرایش شد').first().waitFor({ timeout: 60_000 });
    const before = (await api('GET', `admin/products/${id}`)).product;
    expect(before.varieties.find((v: { title: string }) => v.title === 'آبی - M').balance).toBe(5);

    // Keyboard: the second image's handle, Alt+→ (previous in RTL) makes it the main image.
    const second = page.getByRole('button', { name: /^تصویر ۲/ });
    await second.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.getByRole('button', { name: /^تصویر ۱، تصویر اصلی/ }).waitFor();
    await expect
      .poll(async () =>
        (await api('GET', `admin/products/${id}`)).product.images.map((i: { id: number }) => i.id),
      )
      .toEqual([before.images[1].id, before.images[0].id]);

    // The shop has no storefront product API yet; what a storefront can read without a token is the main image's URL.
    const after = (await api('GET', `admin/products/${id}`)).product;
    const media = await fetch(new URL(after.main_image, shop.url));
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');

    await page.screenshot({ path: join(SHOTS, 'product-editor-edit-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(SHOTS, 'product-editor-edit-390.png'), fullPage: true });
  }, 180_000);
});
