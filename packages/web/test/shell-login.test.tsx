import { ADMIN_AUTH_COOKIE } from '@shop-admin/core';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../server/src/db/schema/index.ts';
import { hashTokenSecret, newTokenSecret } from '../../server/src/services/auth/tokens.ts';
import { RECENT_KEY } from '../src/palette/recent.ts';
import { renderApp } from './support/render-app.tsx';
import { ROOT, startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('login', () => {
  it('sends a signed-out visit to login and brings the admin back to the page they asked for', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/admins?page=2' });
    await screen.findByRole('heading', { name: 'ورود به پنل مدیریت' });
    expect(app.currentPath()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/admins?page=2')}`);

    await app.user.type(screen.getByLabelText('نام کاربری'), ROOT.username);
    await app.user.type(screen.getByLabelText('رمز عبور'), ROOT.password);
    await app.user.click(screen.getByRole('button', { name: 'ورود' }));

    await waitFor(() => expect(app.currentPath()).toBe('/admin/admins?page=2'));
    expect(document.cookie).toContain(`${ADMIN_AUTH_COOKIE}=`);
    expect(await screen.findByRole('navigation', { name: 'منوی اصلی' })).toBeInTheDocument();
  });

  it('shows Persian field errors under empty fields without calling the server', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/login' });
    await app.user.click(await screen.findByRole('button', { name: 'ورود' }));
    expect(screen.getByLabelText('نام کاربری')).toHaveAccessibleDescription('نام کاربری الزامی است.');
    expect(screen.getByLabelText('رمز عبور')).toHaveAccessibleDescription('رمز عبور الزامی است.');
    expect(app.services.session.getSnapshot().status).toBe('idle');
  });

  it("shows the server's Persian message for a wrong password and stays signed out", async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/login' });
    await app.user.type(await screen.findByLabelText('نام کاربری'), ROOT.username);
    await app.user.type(screen.getByLabelText('رمز عبور'), 'not-the-password');
    await app.user.click(screen.getByRole('button', { name: 'ورود' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3}/);
    expect(document.cookie).not.toContain(`${ADMIN_AUTH_COOKIE}=`);
    expect(app.currentPath()).toBe('/admin/login');
  });

  it('logs out from the user menu: the cookie goes and admin URLs lead to login again', async () => {
    const { token } = await server.adminWith('super_admin');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin', token });
    localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([{ id: 'go:orders.index', title: 'سفارش‌ها', kind: 'route', permission: null }]),
    );
    await app.user.click(await screen.findByRole('button', { name: /کارمند/ }));
    await app.user.click(screen.getByRole('button', { name: 'خروج' }));
    await screen.findByRole('heading', { name: 'ورود به پنل مدیریت' });
    expect(document.cookie).not.toContain(`${ADMIN_AUTH_COOKIE}=`);
    expect(localStorage.getItem(RECENT_KEY)).toBeNull();
    // The token is revoked on the server too.
    const profile = await fetch(`${server.baseURL}admin/profile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(401);
  });

  it('logs out everywhere from the user menu: every session of the admin ends, no one else’s', async () => {
    const { token, admin } = await server.adminWith('super_admin');
    const phoneSecret = newTokenSecret();
    const [phone] = await server.db
      .insert(accessTokens)
      .values({ adminId: admin.id, tokenHash: hashTokenSecret(phoneSecret) })
      .returning();
    const phoneToken = `${phone?.id}|${phoneSecret}`;
    const other = await server.adminWith('super_admin');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin', token });
    await app.user.click(await screen.findByRole('button', { name: admin.name }));
    // Beside the plain logout, with its own Persian label.
    expect(screen.getByRole('button', { name: 'خروج' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'خروج از همه دستگاه‌ها' }));
    await screen.findByRole('heading', { name: 'ورود به پنل مدیریت' });
    expect(await screen.findByText('از همه دستگاه‌ها خارج شدید')).toBeInTheDocument();
    expect(document.cookie).not.toContain(`${ADMIN_AUTH_COOKIE}=`);
    const profile = (bearer: string) =>
      fetch(`${server.baseURL}admin/profile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await profile(token)).status).toBe(401);
    expect((await profile(phoneToken)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
  });

  it('goes to login when the server answers 401 (token revoked elsewhere)', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order', token: '999|not-a-real-token' });
    await screen.findByRole('heading', { name: 'ورود به پنل مدیریت' });
    expect(app.currentPath()).toBe(`/admin/login?redirect=${encodeURIComponent('/admin/order')}`);
  });
});
