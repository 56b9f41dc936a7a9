import { toAsciiDigits } from '@shop-admin/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../../server/src/db/schema/index.ts';
import { requestSave } from '../src/hotkeys/save-event.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let token: string;
const ids = { red: 0, blue: 0, size: 0, small: 0, medium: 0, shirts: 0 };

async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) {
  const response = await server.app.inject({
    method,
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test reads of the server's answers
  return response.json() as { data: any };
}

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
  ids.red = (await call('POST', 'admin/colors', { name: 'قرمز', code: '#E53935' })).data.color.id;
  ids.blue = (await call('POST', 'admin/colors', { name: 'آبی', code: '#1E88E5' })).data.color.id;
  const size = (
    await call('POST', 'admin/attributes', {
      name: 'size',
      label: 'سایز',
      type: 'select',
      style: 'box',
      values: ['S', 'M', 'L'],
    })
  ).data.attribute;
  ids.size = size.id;
  ids.small = size.values[0].id;
  ids.medium = size.values[1].id;
  const clothes = (await call('POST', 'admin/categories', { title: 'پوشاک' })).data.category.id;
  const men = (await call('POST', 'admin/categories', { title: 'مردانه', parent_id: clothes })).data.category
    .id;
  ids.shirts = (await call('POST', 'admin/categories', { title: 'پیراهن', parent_id: men })).data.category.id;
});
afterAll(async () => {
  await server.close();
});

/**
 * Image rows of a product, written straight into the database (the upload itself is the server's
 * images.test.ts and the e2e test's); answers their ids in order.
 */
async function imagesOf(productId: number, n: number): Promise<number[]> {
  const rows = await server.db
    .insert(productImages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        productId,
        key: `products/${productId}/${String(i).padStart(32, 'b')}.png`,
        mime: 'image/png',
        size: 10,
        order: i,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

/** Saving and loading talk to a real server on a shared 2-core machine: give them time under load. */
const SLOW = { timeout: 30_000 };

type TipTapDom = HTMLElement & {
  editor: { commands: { setContent: (html: string, o: unknown) => boolean } };
};

describe('product editor', () => {
  it('creates a product with a 2 × 2 colour × size matrix, a category three levels deep and a formatted description', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/products/create', token });
    await screen.findByLabelText('عنوان', {}, SLOW);
    await app.user.type(screen.getByLabelText('عنوان'), 'پیراهن کتان');
    await app.user.type(screen.getByLabelText('قیمت', { selector: 'input' }), '450000');
    // The category tree: a search finds a third-level category and keeps its ancestors in view.
    await app.user.type(screen.getByLabelText('جست‌وجوی دسته‌بندی'), 'پیراهن');
    const tree = screen.getByRole('group', { name: 'درخت دسته‌بندی‌ها' });
    expect(
      within(tree)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['پوشاک', 'مردانه', 'پیراهن']);
    await app.user.click(within(tree).getByRole('checkbox', { name: 'پیراهن' }));
    expect(screen.getByRole('list', { name: 'دسته‌بندی‌های انتخاب‌شده' })).toHaveTextContent(
      'پوشاک › مردانه › پیراهن',
    );
    // The matrix.
    const choices = screen.getByRole('group', { name: 'ساختن ترکیب‌ها' });
    await app.user.click(within(choices).getByRole('checkbox', { name: 'قرمز' }));
    await app.user.click(within(choices).getByRole('checkbox', { name: 'آبی' }));
    await app.user.click(within(choices).getByRole('checkbox', { name: 'S' }));
    await app.user.click(within(choices).getByRole('checkbox', { name: 'M' }));
    await app.user.click(within(choices).getByRole('button', { name: 'ساختن ترکیب‌ها' }));
    const table = screen.getByRole('table', { name: 'تنوع‌های محصول' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['قرمز - Sجدید', 'قرمز - Mجدید', 'آبی - Sجدید', 'آبی - Mجدید']);
    await app.user.clear(screen.getByLabelText('موجودی آبی - M'));
    await app.user.type(screen.getByLabelText('موجودی آبی - M'), '۷');
    await app.user.type(screen.getByLabelText('کد انبار قرمز - S'), 'SH-RED-S');
    const description = (await screen.findByRole('textbox', { name: 'توضیحات' }, SLOW)) as TipTapDom;
    act(() => {
      description.editor.commands.setContent('<p><strong>کتان</strong> خنک</p>', { emitUpdate: true });
    });
    expect(screen.getByText('تغییرات ذخیره نشده')).toBeInTheDocument();
    act(() => {
      expect(requestSave()).toBe(true);
    });
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/admin\/products\/edit\/\d+$/), SLOW);
    const id = Number(app.currentPath().split('/').pop());
    const { product } = (await call('GET', `admin/products/${id}`)).data;
    expect(product).toMatchObject({ title: 'پیراهن کتان', unit_price: 450000 });
    expect(product.description).toBe('<p><strong>کتان</strong> خنک</p>');
    expect(product.categories.map((c: { id: number }) => c.id)).toEqual([ids.shirts]);
    const byTitle = Object.fromEntries(
      product.varieties.map((v: { title: string; balance: number; price: number; sku: string | null }) => [
        v.title,
        [v.balance, v.price, v.sku],
      ]),
    );
    expect(byTitle).toEqual({
      'قرمز - S': [0, 450000, 'SH-RED-S'],
      'قرمز - M': [0, 450000, null],
      'آبی - S': [0, 450000, null],
      'آبی - M': [7, 450000, null],
    });
  }, 180_000);

  it('offers the product price to new varieties when it is typed after the matrix, each changeable, and saves them', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/products/create', token });
    await screen.findByLabelText('عنوان', {}, SLOW);
    await app.user.type(screen.getByLabelText('عنوان'), 'کفش راحتی');
    const choices = screen.getByRole('group', { name: 'ساختن ترکیب‌ها' });
    await app.user.click(within(choices).getByRole('checkbox', { name: 'S' }));
    await app.user.click(within(choices).getByRole('checkbox', { name: 'M' }));
    await app.user.click(within(choices).getByRole('button', { name: 'ساختن ترکیب‌ها' }));
    // Built before the product had a price: the rows take it once it is typed.
    await app.user.type(screen.getByLabelText('قیمت', { selector: 'input' }), '780000');
    const digits = (label: string) =>
      toAsciiDigits((screen.getByLabelText(label) as HTMLInputElement).value).replace(/\D/g, '');
    await waitFor(() => expect(digits('قیمت S')).toBe('780000'));
    expect(digits('قیمت M')).toBe('780000');
    await app.user.clear(screen.getByLabelText('قیمت M'));
    await app.user.type(screen.getByLabelText('قیمت M'), '820000');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/admin\/products\/edit\/\d+$/), SLOW);
    const id = Number(app.currentPath().split('/').pop());
    const { product } = (await call('GET', `admin/products/${id}`)).data;
    expect(
      product.varieties.map((v: { title: string; price: number; balance: number }) => [
        v.title,
        v.price,
        v.balance,
      ]),
    ).toEqual([
      ['S', 780000, 0],
      ['M', 820000, 0],
    ]);
  }, 180_000);

  it('puts the server 422 of a nested variety field on its row', async () => {
    await call('POST', 'admin/products', { title: 'کد تکراری', unit_price: 1000, sku: 'TAKEN-1' });
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/products/create', token });
    await screen.findByLabelText('عنوان', {}, SLOW);
    await app.user.type(screen.getByLabelText('عنوان'), 'شلوار');
    await app.user.type(screen.getByLabelText('قیمت', { selector: 'input' }), '1000');
    const choices = screen.getByRole('group', { name: 'ساختن ترکیب‌ها' });
    await app.user.click(within(choices).getByRole('checkbox', { name: 'S' }));
    await app.user.click(within(choices).getByRole('checkbox', { name: 'M' }));
    await app.user.click(within(choices).getByRole('button', { name: 'ساختن ترکیب‌ها' }));
    await app.user.type(screen.getByLabelText('کد انبار M'), 'TAKEN-1');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(
      () => expect(screen.getByLabelText('کد انبار M')).toHaveAttribute('aria-invalid', 'true'),
      SLOW,
    );
    const row = screen.getByRole('rowheader', { name: /^M/ }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('alert')).toHaveTextContent('کد انبار');
    expect(screen.getByLabelText('کد انبار S')).not.toHaveAttribute('aria-invalid');
    expect(app.currentPath()).toBe('/admin/products/create');
  }, 180_000);

  it('edits a saved product: a stock change becomes a warehouse movement, a removed variety goes, a new one comes', async () => {
    const created = (
      await call('POST', 'admin/products', {
        title: 'کلاه',
        unit_price: 90000,
        varieties: [
          { color_id: ids.red, price: 90000, stock: 3 },
          { color_id: ids.blue, price: 90000, stock: 0 },
        ],
      })
    ).data.product;
    const blue = created.varieties.find((v: { color_id: number }) => v.color_id === ids.blue);
    const app = renderApp({
      baseURL: server.baseURL,
      path: `/admin/products/edit/${created.id}?variety=${blue.id}`,
      token,
    });
    await screen.findByRole('heading', { level: 1, name: 'ویرایش محصول: کلاه' }, SLOW);
    // The variety that ran out is marked and the notification's one highlighted.
    const blueRow = screen.getByRole('rowheader', { name: /^آبی/ }).closest('tr') as HTMLElement;
    expect(blueRow).toHaveAttribute('data-highlight', 'true');
    expect(within(blueRow).getByText('ناموجود')).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('موجودی قرمز'));
    await app.user.type(screen.getByLabelText('موجودی قرمز'), '10');
    await app.user.click(screen.getByRole('button', { name: 'حذف تنوع آبی' }));
    act(() => {
      requestSave();
    });
    await screen.findByText('محصول با موفقیت ویرایش شد', {}, SLOW);
    const { product } = (await call('GET', `admin/products/${created.id}`)).data;
    expect(product.varieties.map((v: { title: string; balance: number }) => [v.title, v.balance])).toEqual([
      ['قرمز', 10],
    ]);
    const moves = (await call('GET', `admin/store_transactions?product_id=${created.id}`)).data
      .storeTransactions.data as { type: string; quantity: number }[];
    expect(moves.map((m) => [m.type, m.quantity])).toContainEqual(['increment', 7]);
    expect(screen.queryByText('تغییرات ذخیره نشده')).toBeNull();
  }, 180_000);

  it('saves tags, alt text and a variety’s images; a refused row writes nothing of the save', async () => {
    await call('POST', 'admin/products', { title: 'کد گرفته', unit_price: 1000, sku: 'TAKEN-2' });
    const created = (
      await call('POST', 'admin/products', {
        title: 'شال',
        unit_price: 120000,
        varieties: [
          { color_id: ids.red, price: 120000, stock: 2 },
          { color_id: ids.blue, price: 120000, stock: 1 },
        ],
      })
    ).data.product;
    const images = await imagesOf(created.id, 2);
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/products/edit/${created.id}`, token });
    await screen.findByRole('heading', { level: 1, name: 'ویرایش محصول: شال' }, SLOW);
    // Alt text is saved when its box is left, as images are saved at once.
    await app.user.type(screen.getByLabelText('متن جایگزین تصویر ۱'), 'شال قرمز تاشده');
    await app.user.tab();
    await screen.findByText('متن جایگزین تصویر ذخیره شد', {}, SLOW);
    // Tags: a comma or Enter adds one.
    await app.user.type(screen.getByLabelText('برچسب‌ها'), 'هدیه،');
    await app.user.type(screen.getByLabelText('برچسب‌ها'), 'زمستانه{Enter}');
    expect(screen.getByRole('list', { name: 'برچسب‌های محصول' })).toHaveTextContent('هدیه×زمستانه×');
    // The red variety shows the second image only.
    await app.user.click(screen.getByLabelText(/^تصاویر قرمز:/));
    const redImages = screen.getByRole('group', { name: 'تصاویر قرمز' });
    await app.user.click(within(redImages).getAllByRole('checkbox')[1] as HTMLElement);
    await app.user.clear(screen.getByLabelText('موجودی قرمز'));
    await app.user.type(screen.getByLabelText('موجودی قرمز'), '9');
    // The blue row's SKU is taken: the whole save is refused and the error sits on that row.
    await app.user.type(screen.getByLabelText('کد انبار آبی'), 'TAKEN-2');
    act(() => {
      requestSave();
    });
    await waitFor(
      () => expect(screen.getByLabelText('کد انبار آبی')).toHaveAttribute('aria-invalid', 'true'),
      SLOW,
    );
    let { product } = (await call('GET', `admin/products/${created.id}`)).data;
    expect(product.tags).toEqual([]);
    expect(
      product.varieties.map((v: { balance: number; image_ids: number[] }) => [v.balance, v.image_ids]),
    ).toEqual([
      [2, []],
      [1, []],
    ]);
    expect(product.images[0].alt).toBe('شال قرمز تاشده');
    // Corrected, the same save writes everything at once.
    await app.user.clear(screen.getByLabelText('کد انبار آبی'));
    await app.user.type(screen.getByLabelText('کد انبار آبی'), 'SHAWL-B');
    act(() => {
      requestSave();
    });
    await screen.findByText('محصول با موفقیت ویرایش شد', {}, SLOW);
    ({ product } = (await call('GET', `admin/products/${created.id}`)).data);
    expect(product.tags).toEqual(['هدیه', 'زمستانه']);
    expect(
      product.varieties.map((v: { balance: number; image_ids: number[]; sku: string | null }) => [
        v.balance,
        v.image_ids,
        v.sku,
      ]),
    ).toEqual([
      [9, [images[1]], null],
      [1, [], 'SHAWL-B'],
    ]);
  }, 180_000);

  it('guards unsaved changes when leaving', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/products/create', token });
    await screen.findByLabelText('عنوان', {}, SLOW);
    await app.user.type(screen.getByLabelText('عنوان'), 'نیمه‌کاره');
    await app.user.click(screen.getByRole('link', { name: 'بازگشت به محصولات' }));
    const guard = await screen.findByRole('alertdialog');
    await app.user.click(within(guard).getByRole('button', { name: 'ماندن' }));
    expect(app.currentPath()).toBe('/admin/products/create');
    expect(screen.getByLabelText('عنوان')).toHaveValue('نیمه‌کاره');
    await app.user.click(screen.getByRole('link', { name: 'بازگشت به محصولات' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'رفتن بدون ذخیره' }),
    );
    await waitFor(() => expect(app.currentPath()).toBe('/admin/products'));
  }, 180_000);
});
