import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../server/test/products-fixtures.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

// Lazy screens, a debounced search and a real server: give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

let server: TestServer;
let token: string;
let headers: Record<string, string>;
let varietyId: number;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
  headers = { authorization: `Bearer ${token}` };
  const product = await createProduct(server.app, headers, {
    title: 'کتری استیل',
    unit_price: 450000,
    varieties: [{ price: 450000, sku: 'KT-STEEL-9', barcode: '6260000000991', stock: 3 }],
  });
  varietyId = product.varieties[0]?.id as number;
  await createProduct(server.app, headers, { title: 'قوری چینی', unit_price: 300000, stock: 1 });
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Every URL the web asked the server for, watched on the real fetch (nothing is faked). */
function watchRequests() {
  const urls: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    urls.push(decodeURIComponent(input instanceof Request ? input.url : String(input)));
    return real(input, init);
  });
  return urls;
}

async function balance() {
  const res = await server.app.inject({
    method: 'GET',
    url: `/api/admin/stores?variety_id=${varietyId}`,
    headers,
  });
  return res.json().data.stores.data[0].balance as number;
}

describe('reference fields over large tables', () => {
  it('records a stock movement by searching the variety by SKU, never loading every variety', async () => {
    const urls = watchRequests();
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/store?create', token });
    const field = await screen.findByRole('searchbox', { name: 'تنوع محصول' }, { timeout: 15_000 });
    expect(screen.queryByRole('combobox', { name: 'تنوع محصول' })).toBeNull();
    await app.user.type(field, 'kt-steel');
    const option = await screen.findByRole('button', { name: /کتری استیل\s*·\s*KT-STEEL-9/ });
    await app.user.click(option);
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/انتخاب‌شده:\s*کتری استیل/));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'نوع جابه‌جایی' }), 'افزایش موجودی');
    await app.user.type(screen.getByRole('textbox', { name: 'تعداد' }), '۴');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(async () => expect(await balance()).toBe(7));
    expect(urls.some((url) => url.includes('admin/varieties?') && url.includes('search=kt-steel'))).toBe(
      true,
    );
    expect(urls.filter((url) => url.includes('admin/varieties') && url.includes('all=1'))).toEqual([]);
  });

  it('finds a variety by its product title written with Arabic letters, and by barcode', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/store?create', token });
    const field = await screen.findByRole('searchbox', { name: 'تنوع محصول' });
    await app.user.type(field, 'كتري');
    expect(await screen.findByRole('button', { name: /KT-STEEL-9/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /قوری چینی/ })).toBeNull();
    await app.user.clear(field);
    await app.user.type(field, '6260000000991');
    expect(await screen.findByRole('button', { name: /KT-STEEL-9/ })).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, 'ناموجود');
    expect(await screen.findByText('تنوع محصول یافت نشد.')).toBeInTheDocument();
  });

  it('picks several products for a set by search, each named and removable', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/sets?create', token });
    const products = await screen.findByRole('searchbox', { name: 'محصولات' });
    await app.user.type(products, 'قوری');
    await screen.findByRole('button', { name: /قوری چینی/ });
    await app.user.keyboard('{Enter}');
    await app.user.type(products, 'کتری');
    await screen.findByRole('button', { name: /کتری استیل/ });
    await app.user.keyboard('{Enter}');
    const list = screen.getByRole('list', { name: 'محصولات انتخاب‌شده' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('قوری چینی'), expect.stringContaining('کتری استیل')]),
    );
    expect(products).toHaveAccessibleDescription(/^۲ انتخاب‌شده/);
    await app.user.click(within(list).getAllByRole('button', { name: /^حذف/ })[0] as HTMLElement);
    expect(products).toHaveAccessibleDescription(/^۱ انتخاب‌شده/);
  });

  it('names the products a post holds by id with one request for all, never an id meanwhile', async () => {
    const call = async (method: string, url: string, payload: unknown) => {
      const res = await server.app.inject({
        method: method as 'POST',
        url: `/api/${url}`,
        headers,
        payload: payload as never,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    const made = [];
    for (const title of ['سماور برنجی', 'فنجان لب‌طلایی', 'نعلبکی گل‌سرخی'])
      made.push(await createProduct(server.app, headers, { title, unit_price: 50000 }));
    const category = (await call('POST', 'admin/post-categories', { name: 'آشپزخانه' })).postCategory;
    const post = (
      await call('POST', 'admin/posts', {
        title: 'چای عصرانه',
        body: '<p>چای</p>',
        post_category_id: category.id,
        product_ids: made.map((p) => p.id),
      })
    ).post;
    const urls = watchRequests();
    renderApp({ baseURL: server.baseURL, path: `/admin/posts/edit/${post.id}`, token });
    const list = await screen.findByRole('list', { name: 'محصولات مرتبط انتخاب‌شده' }, { timeout: 15_000 });
    expect(list.textContent).not.toMatch(/#\s*[\d۰-۹]/);
    await waitFor(() => expect(list.textContent).toContain('نعلبکی گل‌سرخی'));
    const text = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(text).toEqual([
      expect.stringContaining('سماور برنجی'),
      expect.stringContaining('فنجان لب‌طلایی'),
      expect.stringContaining('نعلبکی گل‌سرخی'),
    ]);
    const reads = urls.filter((url) => /\/admin\/products(\/\d+|\?)/.test(url));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/[?&]ids=/);
  });

  it('keeps a reference to a small table (roles) as one select', async () => {
    renderApp({ baseURL: server.baseURL, path: '/admin/admins?create', token });
    const role = await screen.findByRole('combobox', { name: 'نقش' });
    await waitFor(() => expect(within(role).getAllByRole('option').length).toBeGreaterThan(1));
    expect(screen.queryByRole('searchbox', { name: 'نقش' })).toBeNull();
  });

  it('names the chosen record of a filter from the URL, read by its id', async () => {
    const app = renderApp({
      baseURL: server.baseURL,
      path: `/admin/store?variety_id=${varietyId}`,
      token,
    });
    const filter = await screen.findByRole('searchbox', { name: 'تنوع محصول' });
    await waitFor(() => expect(filter).toHaveAccessibleDescription(/کتری استیل\s*·\s*KT-STEEL-9/));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await app.user.click(screen.getByRole('button', { name: 'حذف تنوع محصول انتخاب‌شده' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/store'));
  });
});
