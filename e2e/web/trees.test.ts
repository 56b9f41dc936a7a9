import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { expectConsoleErrors } from '../support/page-checks.ts';
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
    // A banner's link is isolated left to right (U+2066 … U+2069); the rows compare without them.
    const label = (await item.locator('.nestable__label').textContent())?.replace(/[\u2066-\u2069]/g, '');
    out.push(`${await item.getAttribute('aria-level')}:${label}`);
  }
  return out;
}

/** A real PNG of one colour (the server reads the type from the bytes). */
function png(r: number, g: number, b: number, size = 24): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, sum]);
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

const sorted = (tree: Page) =>
  tree.waitForResponse((r) => r.url().includes('/sort') && r.request().method() === 'POST' && r.ok());

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  for (const title of ['الف', 'ب', 'ج']) await api('POST', 'admin/categories', { title });
  for (const title of ['خانه', 'فروشگاه', 'تماس'])
    await api('POST', 'admin/menu_items', { title, group: 'footer', link: '/' });
  page = await newPage(browser);
  // The first page load builds nothing but can be slow on a shared machine.
  page.setDefaultNavigationTimeout(60_000);
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

describe('sliders', () => {
  it('adds a slide with an uploaded image and moves it first by keyboard', async () => {
    await page.goto(`${shop.url}/admin/slider/footer`);
    await page.getByRole('button', { name: 'افزودن اسلاید' }).click({ timeout: 30_000 });
    await page.getByLabel('عنوان', { exact: true }).fill('حراج زمستانه');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'slide.png',
      mimeType: 'image/png',
      buffer: png(200, 80, 40),
    });
    const preview = page.getByRole('img', { name: 'پیش‌نمایش تصویر' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/media\/content\/sliders\/[0-9a-f]{32}\.png$/);
    await page.getByLabel('نشانی').fill('/shop');
    await page.getByRole('button', { name: 'ذخیره اسلاید' }).click();
    await page.getByRole('treeitem').first().waitFor();

    await page.getByRole('button', { name: 'افزودن اسلاید' }).click();
    await page.getByLabel('عنوان', { exact: true }).fill('ارسال رایگان');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'b.png',
      mimeType: 'image/png',
      buffer: png(20, 80, 200),
    });
    await page.getByRole('img', { name: 'پیش‌نمایش تصویر' }).waitFor();
    await page.getByRole('button', { name: 'ذخیره اسلاید' }).click();
    await page.getByRole('treeitem').nth(1).waitFor();
    expect(await rows(page)).toEqual(['1:حراج زمستانه', '1:ارسال رایگان']);

    await page.getByRole('treeitem').nth(1).focus();
    const saved = sorted(page);
    await page.keyboard.press('Alt+ArrowUp');
    await saved;
    await page.reload();
    await page.getByRole('treeitem').first().waitFor();
    expect(await rows(page)).toEqual(['1:ارسال رایگان', '1:حراج زمستانه']);
    const group = await api('GET', 'admin/sliders/groups/footer');
    const first = group.sliders.data[1];
    expect(first).toMatchObject({ title: 'حراج زمستانه', link: '/shop' });
    const image = await fetch(`${shop.url}${first.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe("a position's banners", () => {
  // The banners name a picture path with no file behind it (the upload is not what is tested): the
  // browser logs its 404.
  beforeEach(() => {
    expectConsoleErrors(
      page,
      /status of 404 \(Not Found\) \(\/api\/media\/content\/advertise\/0123456789abcdef/,
    );
  });
  it('adds a banner with an uploaded image, reorders by keyboard and by drag, and keeps the order after a reload', async () => {
    const position = (await api('POST', 'admin/positions', { key: 'home_top', label: 'بالای خانه' }))
      .position;
    const image = '/api/media/content/advertise/0123456789abcdef0123456789abcdef.webp';
    for (const link of ['/a', '/b'])
      await api('POST', 'admin/advertise', { position_id: position.id, image, link });
    await page.goto(`${shop.url}/admin/position/advertisements/${position.id}`);
    await page.getByRole('treeitem').nth(1).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:/a', '1:/b']);

    await page.getByRole('button', { name: 'افزودن بنر' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: png(40, 160, 90),
    });
    const preview = page.getByRole('img', { name: 'پیش‌نمایش تصویر' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(
      /^\/api\/media\/content\/advertise\/[0-9a-f]{32}\.png$/,
    );
    await page.getByLabel('نشانی').fill('/c');
    await page.getByRole('button', { name: 'ذخیره بنر' }).click();
    await page.getByRole('treeitem').nth(2).waitFor();
    expect(await rows(page)).toEqual(['1:/a', '1:/b', '1:/c']);

    // Keyboard: the new banner moves up one place.
    await page.getByRole('treeitem').nth(2).focus();
    const byKey = sorted(page);
    await page.keyboard.press('Alt+ArrowUp');
    await byKey;
    await page.reload();
    await page.getByRole('treeitem').nth(2).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:/a', '1:/c', '1:/b']);

    // Pointer: the first banner is dragged below the last.
    const handle = page.getByRole('treeitem').first().locator('[data-drag-handle]');
    const lastRow = await page.getByRole('treeitem').nth(2).boundingBox();
    const start = await handle.boundingBox();
    if (!start || !lastRow) throw new Error('rows not drawn');
    const x = start.x + start.width / 2;
    const byDrag = sorted(page);
    await page.mouse.move(x, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, lastRow.y + lastRow.height + 10, { steps: 12 });
    await page.mouse.up();
    await byDrag;
    await page.reload();
    await page.getByRole('treeitem').nth(2).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual(['1:/c', '1:/b', '1:/a']);
    const stored = (await api('GET', `admin/positions/${position.id}`)).position.advertisements;
    expect(stored.map((banner: { link: string }) => banner.link)).toEqual(['/c', '/b', '/a']);
  });

  it("names a linked banner by its record's title, in the list and as chosen in its form", async () => {
    const position = (await api('POST', 'admin/positions', { key: 'home_linked', label: 'بنرهای پیوندی' }))
      .position;
    const image = '/api/media/content/advertise/0123456789abcdef0123456789abcdef.webp';
    const { product } = await api('POST', 'admin/products', { title: 'شال پشمی بافت', unit_price: 450000 });
    await api('POST', 'admin/advertise', {
      position_id: position.id,
      image,
      linkable_type: 'product',
      linkable_id: product.id,
    });
    await api('POST', 'admin/advertise', { position_id: position.id, image, linkable_type: 'index_post' });
    await page.goto(`${shop.url}/admin/position/advertisements/${position.id}`);
    await page.getByRole('treeitem').nth(1).waitFor({ timeout: 30_000 });
    expect(await rows(page)).toEqual([`1:محصول: ${product.title}`, '1:وبلاگ (همه مطالب)']);
    await page.getByRole('button', { name: `ویرایش محصول: ${product.title}` }).click();
    await page.getByText(`انتخاب‌شده: ${product.title}`).waitFor();
  });
});
