import { adminPermissions } from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, settings } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

let now = new Date('2024-05-01T08:00:00.000Z');
const tick = () => {
  now = new Date(now.getTime() + 1000);
  return now;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

const home = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/home', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET admin/home', () => {
  it('answers with exactly the Shopit keys', async () => {
    const boss = await t.adminWith('super_admin');
    expect(Object.keys(await home(boss.headers)).sort()).toEqual([
      'admin',
      'contacts',
      'notifications',
      'permissions',
      'setting_groups',
      'total_unread_contacts',
      'total_unread_notifications',
    ]);
  });

  it('gives a super admin every permission name and the admin with its role, without secrets', async () => {
    const boss = await t.adminWith('super_admin');
    const data = await home(boss.headers);
    expect([...data.permissions].sort()).toEqual(adminPermissions.map((p) => p.name).sort());
    expect(data.admin).toMatchObject({
      id: boss.admin.id,
      username: boss.admin.username,
      role: { name: 'super_admin', label: expect.any(String), guard_name: 'admin-api' },
    });
    expect(data.admin.password).toBeUndefined();
    expect(data.admin.permissions).toBeUndefined();
  });

  it('gives a limited role exactly its permissions', async () => {
    const clerk = await t.adminWith(['read_order', 'modify_order', 'read_contact']);
    const data = await home(clerk.headers);
    expect([...data.permissions].sort()).toEqual(['modify_order', 'read_contact', 'read_order']);
    expect(data.admin.role).toMatchObject({ id: clerk.role.id, name: clerk.role.name });
  });

  it('lists only the settings groups that have rows, in menu order, with Persian labels', async () => {
    const boss = await t.adminWith('super_admin');
    await t.db.delete(settings);
    expect((await home(boss.headers)).setting_groups).toEqual([]);
    await t.db.insert(settings).values([
      {
        group: 'site',
        label: 'نشانی سایت',
        name: 'test_shop_url',
        type: 'text',
        value: 'https://shop.example',
      },
      { group: 'general', label: 'نام فروشگاه', name: 'test_shop_name', type: 'text', value: 'فروشگاه' },
      { group: 'general', label: 'عنوان', name: 'test_title', type: 'text', value: 'عنوان' },
    ]);
    expect((await home(boss.headers)).setting_groups).toEqual([
      { name: 'general', label: 'اصلی' },
      { name: 'site', label: 'وبسایت' },
    ]);
    // The settings menu needs read_setting (SPEC.md §6): without it the groups stay out.
    const reader = await t.adminWith(['read_setting']);
    expect((await home(reader.headers)).setting_groups).toHaveLength(2);
    expect(await home((await t.adminWith(['read_order'])).headers)).not.toHaveProperty('setting_groups');
  });

  it('shows the admin’s latest 20 notifications and their unread count', async () => {
    const clerk = await t.adminWith(['read_order']);
    const writer = await t.adminWith(['write_product']);
    for (let id = 1; id <= 25; id++) {
      tick();
      await t.app.ctx.notifications.notifyAdmins({
        type: 'order',
        data: { order_id: id, description: `سلام ادمین، سفارش جدید با شناسه ${id} ثبت شد` },
        permissions: ['read_order'],
      });
    }
    const data = await home(clerk.headers);
    expect(data.notifications).toHaveLength(20);
    expect(data.notifications[0]).toMatchObject({ type: 'order', read_at: null, data: { order_id: 25 } });
    expect(data.notifications[19].data.order_id).toBe(6);
    expect(data.total_unread_notifications).toBe(25);
    const other = await home(writer.headers);
    expect(other.notifications).toEqual([]);
    expect(other.total_unread_notifications).toBe(0);

    tick();
    await t.app.inject({ method: 'POST', url: '/api/admin/notifications/read', headers: clerk.headers });
    expect((await home(clerk.headers)).total_unread_notifications).toBe(0);
  });

  it('counts unread contacts and shows the latest 5 of them to an admin holding read_contact', async () => {
    const clerk = await t.adminWith(['read_order', 'read_contact']);
    const rows = Array.from({ length: 10 }, (_, i) => ({
      name: `مشتری ${i + 1}`,
      phone: `0912000000${i}`,
      subject: `پرسش ${i + 1}`,
      body: 'سلام، سفارش من کی ارسال می‌شود؟',
      status: i < 2 ? 1 : 0,
      createdAt: new Date(Date.UTC(2024, 4, 1, 9, i)),
    }));
    await t.db.insert(contacts).values(rows);
    const data = await home(clerk.headers);
    expect(data.total_unread_contacts).toBe(8);
    expect(data.contacts).toHaveLength(5);
    expect(data.contacts.map((c: { subject: string }) => c.subject)).toEqual([
      'پرسش 10',
      'پرسش 9',
      'پرسش 8',
      'پرسش 7',
      'پرسش 6',
    ]);
    expect(data.contacts.every((c: { status: number }) => c.status === 0)).toBe(true);
    expect(data.contacts[0]).toMatchObject({
      id: expect.any(Number),
      name: 'مشتری 10',
      body: expect.any(String),
    });

    // Without read_contact neither the messages nor their count come, and nothing else breaks.
    const other = await home((await t.adminWith(['read_order'])).headers);
    expect(other).not.toHaveProperty('contacts');
    expect(other).not.toHaveProperty('total_unread_contacts');
    expect(JSON.stringify(other)).not.toContain('0912000000');
    expect(Object.keys(other).sort()).toEqual([
      'admin',
      'notifications',
      'permissions',
      'total_unread_notifications',
    ]);
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/home' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'لطفا ابتدا وارد شوید' });
  });
});
