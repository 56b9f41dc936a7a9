import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

// Lazy screens and a real server: give them more than the default second.
configure({ asyncUtilTimeout: 5000 });

let server: TestServer;
const MANAGER = ['read_role', 'write_role', 'modify_role', 'read_order'];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const box = (list: HTMLElement, label: string) => within(list).getByRole('checkbox', { name: label });

describe('the role editor of an admin who is not a super admin', () => {
  it('offers only the permissions the editor holds, and select-all picks only those', async () => {
    const { token } = await server.adminWith(MANAGER);
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/roles?create', token });
    const permissions = await screen.findByRole('group', { name: 'دسترسی‌ها' });
    expect(box(permissions, 'مشاهده سفارش‌ها')).toBeEnabled();
    expect(box(permissions, 'ویرایش فایل htaccess')).toBeDisabled();
    expect(box(permissions, 'مشاهده مدیران')).toBeDisabled();
    expect(
      within(permissions).getByText(
        'دسترسی‌هایی را که خودتان ندارید نمی‌توانید بدهید یا بگیرید؛ این کار با مدیر کل است.',
      ),
    ).toBeInTheDocument();
    await app.user.click(within(permissions).getByRole('button', { name: 'انتخاب همه' }));
    const ticked = within(permissions)
      .getAllByRole('checkbox')
      .filter((input) => (input as HTMLInputElement).checked);
    expect(ticked).toHaveLength(MANAGER.length);
    expect(box(permissions, 'ویرایش فایل htaccess')).not.toBeChecked();
  });

  it('shows the server’s Persian refusal when the role holds permissions the editor lacks', async () => {
    const boss = await server.adminWith('super_admin');
    const made = await server.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: boss.headers,
      payload: { name: 'keeper', label: 'نگهبان تنظیمات', permissions: ['read_order', 'read_setting'] },
    });
    const id = made.json().data.role.id;
    const { token } = await server.adminWith(MANAGER);
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/roles?edit=${id}`, token });
    const permissions = await screen.findByRole('group', { name: 'دسترسی‌ها' });
    await waitFor(() => expect(box(permissions, 'مشاهده تنظیمات')).toBeChecked());
    expect(box(permissions, 'مشاهده تنظیمات')).toBeDisabled();
    await app.user.clear(screen.getByLabelText('عنوان'));
    await app.user.type(screen.getByLabelText('عنوان'), 'نگهبان');
    await app.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect((await screen.findAllByText(/فقط مدیر کل آن را ویرایش یا حذف می‌کند/)).length).toBeGreaterThan(0);
    expect(app.currentPath()).toBe(`/admin/roles?edit=${id}`);
  });

  it('leaves every permission open to a super admin', async () => {
    const { token } = await server.adminWith('super_admin');
    renderApp({ baseURL: server.baseURL, path: '/admin/roles?create', token });
    const permissions = await screen.findByRole('group', { name: 'دسترسی‌ها' });
    await waitFor(() => expect(box(permissions, 'ویرایش فایل htaccess')).toBeEnabled());
    expect(
      within(permissions)
        .getAllByRole('checkbox')
        .every((input) => !(input as HTMLInputElement).disabled),
    ).toBe(true);
    expect(within(permissions).queryByText(/نمی‌توانید بدهید یا بگیرید/)).toBeNull();
  });
});
