import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brands } from '../../server/src/db/schema/index.ts';
import { requestSave } from '../src/hotkeys/save-event.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

// Lazy screens and a real server: give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
});
afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as Record<string, unknown>,
  });
  return response.json() as { data: Record<string, { id: number }> };
}

describe('generic list', () => {
  // Each list test starts from exactly two brands, whatever the other tests of the file added.
  beforeEach(async () => {
    await server.db.delete(brands);
    await post('admin/brands', { name: 'سامسونگ', status: true });
    await post('admin/brands', { name: 'اپل', status: false });
  });

  it('lists a resource with its declared columns, Persian count and sortable headers', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/brands', token });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['شناسه ↕', 'نام برند ↕', 'وضعیت']));
    expect(screen.getByText('۲ مورد')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'سامسونگ' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\?edit=\d+$/),
    );
    await app.user.click(within(table).getByRole('button', { name: /نام برند/ }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/brands?sort_by=name'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /نام برند/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
  });

  it('says in Persian when filters match nothing, and clears them', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/brands?search=ناموجود', token });
    expect(await screen.findByText('با این فیلترها موردی پیدا نشد.')).toBeInTheDocument();
    await app.user.click(screen.getAllByRole('button', { name: 'پاک کردن فیلترها' })[0] as HTMLElement);
    await waitFor(() => expect(app.currentPath()).toBe('/admin/brands'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('hides create and edit for post office sheets (declared list, get and delete only)', async () => {
    renderApp({ baseURL: server.baseURL, path: '/admin/shipping_excels', token });
    await screen.findByRole('heading', { level: 1, name: 'اکسل مرسوله‌های پستی' });
    await screen.findByText('هنوز هیچ موردی در «اکسل مرسوله‌های پستی» ثبت نشده است.');
    expect(screen.queryByRole('link', { name: /افزودن/ })).toBeNull();
  });

  it('lists a resource whose API arrived later (sellers) with no code of its own', async () => {
    await post('admin/sellers', { full_name: 'رضا کاظمی', national_code: '0010350829' });
    renderApp({ baseURL: server.baseURL, path: '/admin/sellers', token });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('رضا کاظمی')).toBeInTheDocument();
    expect(document.querySelector('[data-screen-kind="not-built"]')).toBeNull();
  });

  it('names a known key of a free-text column in Persian: the specifications group «public» reads «عمومی»', async () => {
    await post('admin/specifications', { name: 'made_in', label: 'ساخت', type: 'text', group: 'public' });
    await post('admin/specifications', { name: 'pack', label: 'بسته', type: 'text', group: 'بسته‌بندی' });
    renderApp({ baseURL: server.baseURL, path: '/admin/specifications', token });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('ساخت')).closest('tr') as HTMLElement;
    expect(within(row).getByText('عمومی')).toBeInTheDocument();
    expect(within(table).queryByText('public')).toBeNull();
    expect(within(table).getByText('بسته‌بندی')).toBeInTheDocument();
  });

  it('selects rows for a bulk action and undoes an optimistic delete', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/brands', token });
    const table = await screen.findByRole('table');
    await app.user.click(within(table).getByRole('checkbox', { name: 'انتخاب «اپل»' }));
    expect(screen.getByText('۱ مورد انتخاب شد')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'حذف انتخاب‌شده‌ها' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'اپل' })).toBeNull());
    await app.user.click(await screen.findByRole('button', { name: 'بازگردانی' }));
    expect(await within(table).findByRole('link', { name: 'اپل' })).toBeInTheDocument();
  });
});

describe('generic form', () => {
  it('validates with core Persian messages, saves on Ctrl+S and returns to the list', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/brands?create', token });
    await screen.findByRole('button', { name: 'ذخیره' });
    expect(requestSave()).toBe(true);
    expect(await screen.findByText('نام برند الزامی است.')).toBeInTheDocument();
    const name = screen.getByLabelText('نام برند');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('نام برند الزامی است.');
    await app.user.type(name, 'شیائومی');
    expect(screen.queryByText('نام برند الزامی است.')).toBeNull();
    requestSave();
    await waitFor(() => expect(app.currentPath()).toBe('/admin/brands'));
    expect(await screen.findByRole('link', { name: 'شیائومی' })).toBeInTheDocument();
  });

  it('refuses markup in a plain-text field with core’s Persian message, and saves nothing (issue 13)', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/brands?create', token });
    const name = await screen.findByLabelText('نام برند');
    await app.user.type(name, '<img src=x onerror=alert(1)>');
    await app.user.type(screen.getByLabelText('توضیحات'), 'قیمت < ۱۰۰');
    requestSave();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      'نام برند باید متن ساده باشد: برچسب HTML، رویداد on…= و نشانی javascript: یا data: پذیرفته نیست.',
    );
    expect(screen.getByLabelText('توضیحات')).not.toHaveAttribute('aria-invalid');
    expect(app.currentPath()).toBe('/admin/brands?create');
    const brands = await server.app.inject({
      method: 'GET',
      url: '/api/admin/brands?search=onerror',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(brands.json().data.brands.total).toBe(0);
  });

  it("shows the server's 422 Persian message on its field", async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/admins?create', token });
    await app.user.type(await screen.findByLabelText('نام'), 'تکراری');
    await app.user.type(screen.getByLabelText('نام کاربری'), 'root');
    await app.user.type(screen.getByLabelText('رمز عبور'), 'secret-1');
    await app.user.type(screen.getByLabelText('تکرار رمز عبور'), 'secret-1');
    const role = screen.getByLabelText('نقش');
    await waitFor(() => expect(within(role).getAllByRole('option').length).toBeGreaterThan(1));
    await app.user.selectOptions(role, 'مدیر کل');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(screen.getByLabelText('نام کاربری')).toHaveAccessibleDescription(
        'این نام کاربری قبلا ثبت شده است.',
      ),
    );
    expect(app.currentPath()).toBe('/admin/admins?create');
  });

  it('loads a record into the edit form and says so when nothing changed', async () => {
    const created = await post('admin/brands', { name: 'ال‌جی', status: true });
    const id = created.data.brand?.id;
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/brands?edit=${id}`, token });
    await screen.findByRole('heading', { level: 1, name: 'ویرایش برند' });
    expect(await screen.findByLabelText('نام برند')).toHaveValue('ال‌جی');
    expect(screen.getByRole('switch', { name: 'وضعیت' })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('تغییری برای ذخیره نیست.')).toBeInTheDocument();
  });
});
