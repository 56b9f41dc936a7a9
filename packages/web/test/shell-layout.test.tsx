import { toPersianDigits } from '@shop-admin/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Raises `count` new-order notifications for every admin holding read_order (and super admins). */
async function raiseOrders(count: number, firstOrder = 1000) {
  for (let i = 0; i < count; i++) {
    await server.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { description: `سفارش جدید با شناسه ${firstOrder + i} ثبت شد`, order_id: firstOrder + i },
      permissions: ['read_order'],
    });
  }
}

const sidebar = () => screen.findByRole('navigation', { name: 'منوی اصلی' });

describe('sidebar', () => {
  it('shows a limited role only what it can open, and no settings without read_setting', async () => {
    const { token } = await server.adminWith(['read_order', 'read_customer']);
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order', token });
    const nav = await sidebar();
    // The group of the current page starts open.
    expect(within(nav).getByRole('button', { name: 'سفارش‌ها' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', '/admin/order');
    await app.user.click(within(nav).getByRole('button', { name: 'اشخاص' }));
    expect(within(nav).getByRole('link', { name: 'مشتریان' })).toHaveAttribute('href', '/admin/customers');
    for (const hidden of ['کاتالوگ', 'تنظیمات', 'سیستم', 'گزارش‌ها']) {
      expect(within(nav).queryByRole('button', { name: hidden })).toBeNull();
    }
    expect(within(nav).queryByRole('link', { name: 'داشبورد' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'مدیران' })).toBeNull();
  });

  it("gives a super admin 'تنظیمات' with one child per settings group", async () => {
    const { token } = await server.adminWith('super_admin');
    const app = renderApp({ baseURL: server.baseURL, path: '/admin', token });
    const nav = await sidebar();
    await app.user.click(within(nav).getByRole('button', { name: 'تنظیمات' }));
    const groups = app.services.home.getSnapshot().settingGroups;
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(within(nav).getByRole('link', { name: group.label })).toHaveAttribute(
        'href',
        `/admin/settings/${group.name}`,
      );
    }
  });

  it('shows a Persian "forbidden" state when a limited admin types a URL it may not open', async () => {
    const { token } = await server.adminWith(['read_order']);
    renderApp({ baseURL: server.baseURL, path: '/admin/admins', token });
    expect(await screen.findByText(/شما مجوز لازم برای دیدن این صفحه را ندارید/)).toBeInTheDocument();
  });

  it('shows "not found" for an order id that is not a number', async () => {
    const { token } = await server.adminWith('super_admin');
    renderApp({ baseURL: server.baseURL, path: '/admin/order/abc', token });
    expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
  });
});

describe('notification bell', () => {
  it('shows the unread count in Persian digits, the list with Jalali times, load more and mark all read', async () => {
    const { token, admin } = await server.adminWith(['read_order']);
    await raiseOrders(23);
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order', token });
    const bell = await screen.findByRole('button', { name: `اعلان‌ها، ${toPersianDigits(23)} خوانده‌نشده` });
    expect(within(bell).getByText('۲۳')).toBeInTheDocument();

    await app.user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'اعلان‌ها' });
    const items = () => within(panel).getAllByRole('listitem');
    expect(items()).toHaveLength(20);
    expect(within(items()[0] as HTMLElement).getByText('سفارش جدید')).toBeInTheDocument();
    // Jalali date in Persian digits: 14xx/MM/DD HH:mm (the time component is its own chunk)
    await waitFor(() =>
      expect((items()[0] as HTMLElement).querySelector('time')?.textContent).toMatch(
        /^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/,
      ),
    );

    await app.user.click(within(panel).getByRole('button', { name: 'اعلان‌های بیشتر' }));
    await waitFor(() => expect(items()).toHaveLength(23));
    await app.user.click(within(panel).getByRole('button', { name: 'اعلان‌های بیشتر' }));
    expect(await within(panel).findByText('اعلان دیگری نیست.')).toBeInTheDocument();

    await app.user.click(within(panel).getByRole('button', { name: 'همه خوانده شد' }));
    await screen.findByRole('button', { name: 'اعلان‌ها' });
    expect(await screen.findByText('همه اعلان‌ها خوانده شد')).toBeInTheDocument();
    const response = await fetch(`${server.baseURL}admin/home`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const home = (await response.json()) as { data: { total_unread_notifications: number } };
    expect(home.data.total_unread_notifications).toBe(0);
    expect(admin.id).toBeGreaterThan(0);
  });

  it("opens the notification's page on click and marks it read on the server; its text in Persian digits", async () => {
    const { token } = await server.adminWith(['read_order']);
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/customers', token });
    await raiseOrders(2, 4321);
    await app.user.click(await screen.findByRole('button', { name: /^اعلان‌ها/ }));
    const panel = screen.getByRole('dialog', { name: 'اعلان‌ها' });
    await app.user.click(within(panel).getByText('سفارش جدید با شناسه ۴۳۲۱ ثبت شد'));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/order/4321'));
    const unread = async () => {
      const response = await fetch(`${server.baseURL}admin/home`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { data: { total_unread_notifications: number } }).data
        .total_unread_notifications;
    };
    await waitFor(async () => expect(await unread()).toBe(1));
    expect(await screen.findByRole('button', { name: 'اعلان‌ها، ۱ خوانده‌نشده' })).toBeInTheDocument();
  });

  it('updates the bell live from the notification stream while the page is open', async () => {
    const { token } = await server.adminWith(['read_order']);
    renderApp({ baseURL: server.baseURL, path: '/admin/order', token });
    await screen.findByRole('button', { name: 'اعلان‌ها' });
    // The stream is open once the server counts a subscriber for this admin.
    await waitFor(() => expect(server.app.ctx.events.subscriberCount()).toBeGreaterThan(0));
    await raiseOrders(2, 7000);
    expect(
      await screen.findByRole('button', { name: `اعلان‌ها، ${toPersianDigits(2)} خوانده‌نشده` }),
    ).toBeInTheDocument();
    // A toast announces it too.
    expect(await screen.findByText(/سفارش جدید: سفارش جدید با شناسه ۷۰۰۱ ثبت شد/)).toBeInTheDocument();
  });
});

describe('unread contacts', () => {
  it('shows the unread contacts count and the latest five from the storefront form, linking to /admin/contact', async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await fetch(`${server.baseURL}front/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `مشتری ${i}`,
          phone_number: '09121234567',
          subject: `موضوع ${i}`,
          body: 'سلام، سفارشم نرسیده است.',
        }),
      });
      expect(response.status).toBe(201);
    }
    const { token } = await server.adminWith(['read_contact']);
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/contact', token });
    const button = await screen.findByRole('button', { name: /^پیام‌های تماس، / });
    const unread = app.services.home.getSnapshot().totalUnreadContacts;
    expect(unread).toBe(5);
    expect(within(button).getByText(toPersianDigits(unread))).toBeInTheDocument();
    await app.user.click(button);
    const panel = screen.getByRole('dialog', { name: 'پیام‌های تماس' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByRole('link', { name: 'همه پیام‌ها' })).toHaveAttribute('href', '/admin/contact');
  });
});
