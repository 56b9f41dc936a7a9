import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingField } from '../src/screens/settings/setting-fields.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

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

async function settingValue(group: string, name: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/admin/settings/${group}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const rows = (response.json() as { data: { settings: { name: string; value: string }[] } }).data.settings;
  return rows.find((row) => row.name === name)?.value;
}

describe('setting fields', () => {
  it("take core's rules for the type and the key", () => {
    const row = {
      id: 1,
      group: 'advance',
      label: 'وزن',
      name: 'defualt_product_weight',
      type: 'integer',
      value: '500',
    };
    expect(settingField(row)).toMatchObject({ type: 'number', rules: { integer: true, min_value: 0 } });
    expect(settingField({ ...row, name: 'unknown', type: 'boolean' }).type).toBe('boolean');
  });
});

describe('settings screen', () => {
  it('shows the group with tabs for the others, checks with core and saves with PUT admin/settings', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/settings/general', token });
    const name = await screen.findByLabelText('نام فروشگاه');
    const tabs = screen.getByRole('navigation', { name: 'گروه‌های تنظیمات' });
    expect(within(tabs).getByRole('link', { name: 'اصلی' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'پیشرفته' })).toHaveAttribute(
      'href',
      '/admin/settings/advance',
    );
    const email = screen.getByLabelText('ایمیل');
    await app.user.clear(email);
    await app.user.type(email, 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findByText('ایمیل باید یک نشانی ایمیل معتبر باشد.')).toBeInTheDocument();
    await app.user.clear(email);
    await app.user.type(email, 'shop@example.ir');
    await app.user.clear(name);
    await app.user.type(name, 'فروشگاه آزمایشی');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    expect(await screen.findByText('تنظیمات با موفقیت ویرایش شد')).toBeInTheDocument();
    expect(await settingValue('general', 'shop_name')).toBe('فروشگاه آزمایشی');
    expect(await settingValue('general', 'email')).toBe('shop@example.ir');
  });

  it('saves a switch as 1/0 and a number typed in Persian digits', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/settings/advance', token });
    const weight = await screen.findByLabelText('وزن پیش‌فرض کالا (گرم)');
    await app.user.clear(weight);
    await app.user.type(weight, '۷۵۰');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    await waitFor(async () => expect(await settingValue('advance', 'defualt_product_weight')).toBe('750'));
  });

  it('says in Persian when a group does not exist', async () => {
    renderApp({ baseURL: server.baseURL, path: '/admin/settings/nothing_here', token });
    expect(await screen.findByText('گروه تنظیمات «nothing_here» پیدا نشد.')).toBeInTheDocument();
  });

  it('is read-only without modify_setting', async () => {
    const reader = await server.adminWith(['read_setting']);
    renderApp({ baseURL: server.baseURL, path: '/admin/settings/general', token: reader.token });
    expect(await screen.findByLabelText('نام فروشگاه')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ذخیره تنظیمات' })).toBeNull();
    expect(screen.getByText('برای تغییر تنظیمات مجوز ویرایش تنظیمات لازم است.')).toBeInTheDocument();
  });
});

describe('settings saved meanwhile', () => {
  /** Another staff member saves settings through the API while this form is open. */
  const saveElsewhere = async (payload: object) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
  };

  it('sends the version it loaded; on 412 shows what changed and reloads the settings as they are now', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/settings/general', token });
    const name = await screen.findByLabelText('نام فروشگاه');
    await saveElsewhere({ shop_name: 'نام از همکار' });
    await app.user.clear(name);
    await app.user.type(name, 'نام از من');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'این تنظیمات در این فاصله تغییر کرده است',
    });
    const row = within(dialog).getByRole('row', { name: /نام فروشگاه/ });
    expect(row).toHaveTextContent('نام از همکار');
    expect(row).toHaveTextContent('نام از من');
    expect(await settingValue('general', 'shop_name')).toBe('نام از همکار');
    await app.user.click(within(dialog).getByRole('button', { name: 'بارگذاری نسخهٔ تازه' }));
    await waitFor(() => expect(screen.getByLabelText('نام فروشگاه')).toHaveValue('نام از همکار'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('overwrites with my change when I choose so', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/settings/general', token });
    const name = await screen.findByLabelText('نام فروشگاه');
    await saveElsewhere({ email: 'other@example.ir' });
    await app.user.clear(name);
    await app.user.type(name, 'نام نهایی');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره تنظیمات' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('row', { name: /ایمیل/ })).toHaveTextContent('other@example.ir');
    await app.user.click(within(dialog).getByRole('button', { name: 'بازنویسی با تغییرهای من' }));
    expect(await screen.findByText('تنظیمات با موفقیت ویرایش شد')).toBeInTheDocument();
    expect(await settingValue('general', 'shop_name')).toBe('نام نهایی');
    expect(await settingValue('general', 'email')).toBe('other@example.ir');
  });
});
