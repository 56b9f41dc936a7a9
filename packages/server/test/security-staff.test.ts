import { adminPermissions } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, contacts, customers, rolePermissions, roles } from '../src/db/schema/index.ts';
import { customerSearchText } from '../src/services/people/customer-by-mobile.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * Issue 13, holes 4 and 5: staff without the permission read no customer or contact data, and a role
 * or admin manager cannot hand out (to themselves or anyone) more than they hold.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Awaited<ReturnType<typeof t.adminWith>>;
let nobody: Awaited<ReturnType<typeof t.adminWith>>;
const ALL = adminPermissions.map((p) => p.name);
const CUSTOMER = { mobile: '09351112233', email: 'victim@example.com', nationalCode: '0499370899' };
const CONTACT = { phone: '09187776655', email: 'writer@example.com' };

beforeAll(async () => {
  t = await createTestApp();
  root = await t.adminWith('super_admin');
  nobody = await t.adminWith([]);
  await t.db.insert(customers).values({
    firstName: 'سارا',
    lastName: 'قربانی',
    ...CUSTOMER,
    birthDate: '1990-01-02',
    search: customerSearchText('سارا', 'قربانی', CUSTOMER.mobile),
  });
  await t.db
    .insert(contacts)
    .values({ name: 'رضا', ...CONTACT, subject: 'ارسال', body: 'بسته‌ام کجاست؟', status: 0 });
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers, payload });
const personal = (body: string) =>
  [CUSTOMER.mobile, CUSTOMER.email, CUSTOMER.nationalCode, CONTACT.phone, CONTACT.email].filter((v) =>
    body.includes(v),
  );
const permissionsOfRole = async (roleId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/roles/${roleId}`, headers: root.headers }))
    .json()
    .data.role.permissions.map((p: { name: string }) => p.name)
    .sort();
const roleOf = async (adminId: number) =>
  (await t.db.select({ roleId: admins.roleId }).from(admins).where(eq(admins.id, adminId)))[0]?.roleId;

describe('routes that were open to any signed-in admin', () => {
  const formerlyOpen = [
    { url: `customers/search?q=${CUSTOMER.mobile}`, permission: 'read_customer' },
    { url: 'orders/create', permission: 'write_order' },
    { url: `mini_orders/customer-search?mobile=${CUSTOMER.mobile}`, permission: 'mini_order' },
    { url: 'mini_orders/search?barcode=6260000000012', permission: 'mini_order' },
  ];

  it('refuse a role with no permission with 403 and no personal data', async () => {
    for (const { url, permission } of formerlyOpen) {
      const res = await call('GET', url, nobody.headers);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'forbidden',
        message: expect.stringContaining(`(${permission}) را ندارید.`),
        data: { permission },
      });
      expect(personal(res.body), url).toEqual([]);
    }
  });

  it('answer a role holding the guarding permission', async () => {
    const reader = await t.adminWith(['read_customer']);
    expect(personal((await call('GET', formerlyOpen[0]?.url ?? '', reader.headers)).body)).toContain(
      CUSTOMER.mobile,
    );
    const orderer = await t.adminWith(['write_order']);
    expect(personal((await call('GET', 'orders/create', orderer.headers)).body)).toContain(CUSTOMER.mobile);
    const cashier = await t.adminWith(['mini_order']);
    const till = await call('GET', formerlyOpen[2]?.url ?? '', cashier.headers);
    expect(till.statusCode).toBe(200);
    expect(till.json().data.customer).toMatchObject({ national_code: CUSTOMER.nationalCode });
  });
});

describe('admin/home', () => {
  it('carries no contact or customer data for a role with no permission', async () => {
    const res = await call('GET', 'home', nobody.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).not.toHaveProperty('contacts');
    expect(data).not.toHaveProperty('total_unread_contacts');
    expect(data).not.toHaveProperty('setting_groups');
    expect(data.permissions).toEqual([]);
    expect(personal(res.body)).toEqual([]);
  });

  it('carries the latest unread contacts for a super admin', async () => {
    const res = await call('GET', 'home', root.headers);
    const data = res.json().data;
    expect(data.total_unread_contacts).toBeGreaterThanOrEqual(1);
    expect(data.contacts[0]).toMatchObject({ name: 'رضا', email: CONTACT.email });
    expect(personal(res.body)).toEqual([CONTACT.phone, CONTACT.email]);
    expect(data.setting_groups.length).toBeGreaterThan(0);
  });
});

describe('roles: nobody grants more than they hold', () => {
  const MANAGER = ['read_role', 'write_role', 'modify_role', 'delete_role', 'read_order', 'read_customer'];

  it('refuses a modify_role holder raising their own role, even to a permission they hold', async () => {
    const holder = await t.adminWith(MANAGER);
    const before = await permissionsOfRole(holder.role.id);
    for (const permissions of [ALL, [...MANAGER, 'read_admin'], MANAGER]) {
      const res = await call('PUT', `roles/${holder.role.id}`, holder.headers, { permissions });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
      expect(res.json().message).toContain('نقش خودتان');
    }
    expect((await call('PUT', `roles/${holder.role.id}`, holder.headers, { label: 'دیگر' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `roles/${holder.role.id}`, holder.headers)).statusCode).toBe(403);
    expect(await permissionsOfRole(holder.role.id)).toEqual(before);
    // The replay of the reported attack: the admins, settings and .htaccess stay closed.
    for (const url of ['admins', 'settings', 'htaccess'])
      expect((await call('GET', url, holder.headers)).statusCode, url).toBe(403);
  });

  it('refuses granting a permission the editor lacks to a new or another role', async () => {
    const holder = await t.adminWith(MANAGER);
    const created = await call('POST', 'roles', holder.headers, {
      name: 'sneaky_role',
      label: 'راه پشتی',
      permissions: ['read_order', 'read_setting', 'htaccess'],
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({
      code: 'forbidden',
      errors: { permissions: [expect.any(String)] },
    });
    expect(created.json().message).toContain('ویرایش فایل htaccess');
    expect(await t.db.select().from(roles).where(eq(roles.name, 'sneaky_role'))).toEqual([]);

    const friend = await call('POST', 'roles', holder.headers, {
      name: 'friend_role',
      label: 'دوست',
      permissions: ['read_order'],
    });
    expect(friend.statusCode).toBe(201);
    const friendId = friend.json().data.role.id;
    const raised = await call('PUT', `roles/${friendId}`, holder.headers, {
      permissions: ['read_order', 'read_admin'],
    });
    expect(raised.statusCode).toBe(403);
    expect(await permissionsOfRole(friendId)).toEqual(['read_order']);
    // Within the editor's own permissions the edit goes through.
    const fine = await call('PUT', `roles/${friendId}`, holder.headers, {
      permissions: ['read_order', 'read_customer'],
    });
    expect(fine.statusCode).toBe(200);
    expect(await permissionsOfRole(friendId)).toEqual(['read_customer', 'read_order']);
  });

  it('leaves a role holding permissions the editor lacks to a super admin', async () => {
    const holder = await t.adminWith(MANAGER);
    const bigger = (
      await call('POST', 'roles', root.headers, {
        name: 'settings_keeper',
        label: 'تنظیمات',
        permissions: ['read_order', 'read_setting', 'modify_setting'],
      })
    ).json().data.role;
    const edit = await call('PUT', `roles/${bigger.id}`, holder.headers, { permissions: ['read_order'] });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toContain('فقط مدیر کل');
    expect((await call('PUT', `roles/${bigger.id}`, holder.headers, { label: 'کوچک' })).statusCode).toBe(403);
    expect((await call('DELETE', `roles/${bigger.id}`, holder.headers)).statusCode).toBe(403);
    expect(await permissionsOfRole(bigger.id)).toEqual(['modify_setting', 'read_order', 'read_setting']);
  });

  it('lets a super admin create, raise, trim and delete any role but super_admin', async () => {
    const made = await call('POST', 'roles', root.headers, {
      name: 'everything',
      label: 'همه',
      permissions: ALL,
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.role.id;
    expect((await permissionsOfRole(id)).length).toBe(ALL.length);
    expect((await call('PUT', `roles/${id}`, root.headers, { permissions: ['htaccess'] })).statusCode).toBe(
      200,
    );
    expect(await permissionsOfRole(id)).toEqual(['htaccess']);
    expect((await call('DELETE', `roles/${id}`, root.headers)).statusCode).toBe(200);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).toEqual([]);
  });
});

describe('admins: nobody assigns a role bigger than their own', () => {
  const MANAGER = ['read_admin', 'write_admin', 'modify_admin', 'delete_admin', 'read_order'];
  let small: number;
  let big: number;
  beforeAll(async () => {
    small = (await t.adminWith(['read_order'])).role.id;
    big = (await t.adminWith(['read_order', 'read_setting', 'modify_setting', 'htaccess'])).role.id;
  });
  const newAdmin = (role: number) => {
    const n = Math.random().toString(36).slice(2, 8);
    return {
      name: 'کارمند تازه',
      username: `u_${n}`,
      password: 'secret-pass-1',
      password_confirmation: 'secret-pass-1',
      role,
    };
  };

  it('refuses a modify_admin holder giving themselves a bigger role', async () => {
    const manager = await t.adminWith(MANAGER);
    const res = await call('PUT', `admins/${manager.admin.id}`, manager.headers, { role: big });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'own_role',
      errors: { role: [expect.any(String)] },
    });
    expect(await roleOf(manager.admin.id)).toBe(manager.role.id);
  });

  it('refuses giving another admin, or a new one, a role holding permissions the giver lacks', async () => {
    const manager = await t.adminWith(MANAGER);
    const friend = await t.adminWith(['read_order']);
    const res = await call('PUT', `admins/${friend.admin.id}`, manager.headers, { role: big });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', errors: { role: [expect.any(String)] } });
    expect(res.json().message).toContain('ویرایش فایل htaccess');
    expect(await roleOf(friend.admin.id)).toBe(friend.role.id);

    const created = await call('POST', 'admins', manager.headers, newAdmin(big));
    expect(created.statusCode).toBe(403);
    const ok = await call('POST', 'admins', manager.headers, newAdmin(small));
    expect(ok.statusCode).toBe(201);
    expect(
      (await call('PUT', `admins/${friend.admin.id}`, manager.headers, { role: small })).statusCode,
    ).toBe(200);
  });

  it('refuses editing or deleting an admin whose role holds more than the editor’s', async () => {
    const manager = await t.adminWith(MANAGER);
    const senior = await t.adminWith(['read_order', 'read_setting', 'htaccess']);
    const demote = await call('PUT', `admins/${senior.admin.id}`, manager.headers, { role: small });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().message).toContain('فقط مدیر کل');
    expect(
      (await call('PUT', `admins/${senior.admin.id}`, manager.headers, { name: 'تغییر' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `admins/${senior.admin.id}`, manager.headers)).statusCode).toBe(403);
    expect(await roleOf(senior.admin.id)).toBe(senior.role.id);
  });

  it('lets a super admin assign any role to anyone, and edit or delete any admin', async () => {
    const other = await t.adminWith(['read_order']);
    expect((await call('PUT', `admins/${other.admin.id}`, root.headers, { role: big })).statusCode).toBe(200);
    expect(await roleOf(other.admin.id)).toBe(big);
    const created = await call('POST', 'admins', root.headers, newAdmin(big));
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `admins/${other.admin.id}`, root.headers)).statusCode).toBe(200);
  });
});
