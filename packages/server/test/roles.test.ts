import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, roles } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Record<string, string>;
let superRoleId: number;

const ROLE_PERMISSIONS = ['read_role', 'write_role', 'modify_role', 'delete_role'];
const ADMIN_PERMISSIONS = ['read_admin', 'write_admin', 'modify_admin', 'delete_admin'];

beforeAll(async () => {
  t = await createTestApp();
  root = (await t.adminWith('super_admin')).headers;
  const [superRole] = await t.db.select().from(roles).where(eq(roles.name, 'super_admin'));
  superRoleId = superRole?.id ?? 0;
});
afterAll(async () => t?.close());

const roleCount = async () => (await t.db.select({ n: count() }).from(roles))[0]?.n ?? 0;
const uniqueName = () => `role_${Math.random().toString(36).slice(2, 8)}`;

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/roles', headers, payload: payload as object });
const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/roles/${id}`, headers, payload: payload as object });
const del = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/roles/${id}`, headers });

describe('the permission list', () => {
  it('answers every permission grouped by guard, with Persian labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/permissions', headers: root });
    expect(res.statusCode).toBe(200);
    const grouped = res.json().data.permissions;
    expect(Object.keys(grouped)).toEqual(['admin-api']);
    const names = grouped['admin-api'].map((p: { name: string }) => p.name);
    for (const name of [...ADMIN_PERMISSIONS, ...ROLE_PERMISSIONS]) expect(names).toContain(name);
    const readAdmin = grouped['admin-api'].find((p: { name: string }) => p.name === 'read_admin');
    expect(readAdmin).toMatchObject({
      id: expect.any(Number),
      guard_name: 'admin-api',
      label: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  });

  it('needs read_role', async () => {
    const { headers } = await t.adminWith(['read_admin']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/permissions', headers })).statusCode).toBe(
      403,
    );
  });
});

describe('roles CRUD', () => {
  it('lists roles as a Laravel paginator with their permissions loaded', async () => {
    await post(root, { name: uniqueName(), label: 'انباردار', permissions: ['read_admin'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: root });
    expect(res.statusCode).toBe(200);
    const page = res.json().data.roles;
    expect(Object.keys(page).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    expect(page.per_page).toBe(15);
    expect(page.data[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      permissions: expect.any(Array),
    });
  });

  it('sorts by name either way with sort_by and sort_desc', async () => {
    const names = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/roles?all=1&${query}`, headers: root }))
        .json()
        .data.roles.map((r: { name: string }) => r.name);
    const ascending = await names('sort_by=name');
    expect(ascending).toEqual([...ascending].sort());
    expect(await names('sort_by=name&sort_desc=1')).toEqual([...ascending].reverse());
  });

  it('finds a role by its Persian label typed with Arabic letters', async () => {
    const name = uniqueName();
    await post(root, { name, label: 'مدیر کیفیت', permissions: ['read_admin'] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/roles?search=${encodeURIComponent('كيفيت')}`,
      headers: root,
    });
    expect(res.json().data.roles.data.map((r: { name: string }) => r.name)).toEqual([name]);
  });

  it('keeps roles of equal sort values oldest first, and without sort_by goes by id either way', async () => {
    const createdAt = new Date('2025-03-01T08:00:00Z');
    const made = await t.db
      .insert(roles)
      .values([0, 1, 2].map(() => ({ name: uniqueName(), label: 'نقش همزاد', createdAt })))
      .returning({ id: roles.id });
    const oldestFirst = made.map((row) => row.id);
    const ids = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/roles?search=${encodeURIComponent('نقش همزاد')}&${query}`,
          headers: root,
        })
      )
        .json()
        .data.roles.data.map((r: { id: number }) => r.id);
    expect(await ids('sort_by=created_at')).toEqual(oldestFirst);
    expect(await ids('sort_by=created_at&sort_desc=1')).toEqual(oldestFirst);
    expect(await ids('')).toEqual(oldestFirst);
    expect(await ids('sort_desc=1')).toEqual([...oldestFirst].reverse());
  });

  it('creates a role with permissions given by name or by id', async () => {
    const [modify] = await t.db.select().from(permissions).where(eq(permissions.name, 'modify_admin'));
    const res = await post(root, {
      name: uniqueName(),
      label: 'مدیر سفارش‌ها',
      permissions: ['read_admin', modify?.id],
    });
    expect(res.statusCode).toBe(201);
    const role = res.json().data.role;
    expect(role).toMatchObject({ label: 'مدیر سفارش‌ها', guard_name: 'admin-api' });
    expect(role.permissions.map((p: { name: string }) => p.name).sort()).toEqual([
      'modify_admin',
      'read_admin',
    ]);
  });

  it('refuses a duplicate role name with «این نقش موجود است»', async () => {
    const name = uniqueName();
    expect((await post(root, { name, label: 'یک', permissions: ['read_admin'] })).statusCode).toBe(201);
    const before = await roleCount();
    const res = await post(root, { name, label: 'دو', permissions: ['read_admin'] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'این نقش موجود است',
      errors: { name: ['این نقش موجود است'] },
    });
    expect(await roleCount()).toBe(before);
  });

  it('refuses permissions that do not exist and writes nothing', async () => {
    const before = await roleCount();
    for (const bad of [['no_such_permission'], [999_999], [1.5], ['99999999999999999999'], [-3]]) {
      const res = await post(root, { name: uniqueName(), label: 'نادرست', permissions: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors).toHaveProperty('permissions');
    }
    expect(await roleCount()).toBe(before);
  });

  it('requires a name of 2 to 100 characters, a label and permissions', async () => {
    const res = await post(root, { name: 'x', permissions: [] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['label', 'name', 'permissions']);
  });

  it('replaces a role’s permissions on update, and the holder feels it on the next request', async () => {
    const role = (
      await post(root, { name: uniqueName(), label: 'خواننده', permissions: ['read_admin'] })
    ).json().data.role;
    const holder = await t.adminWith(['read_contact']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${holder.admin.id}`,
      headers: root,
      payload: { role: role.id },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: holder.headers })).statusCode,
    ).toBe(200);
    const res = await put(root, role.id, { label: 'خواننده نقش‌ها', permissions: ['read_role'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toMatchObject({
      label: 'خواننده نقش‌ها',
      permissions: [{ name: 'read_role' }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: holder.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: holder.headers })).statusCode,
    ).toBe(200);
  });

  it('refuses renaming a role to a name another role holds', async () => {
    const a = (await post(root, { name: uniqueName(), label: 'الف', permissions: ['read_admin'] })).json()
      .data.role;
    const b = (await post(root, { name: uniqueName(), label: 'ب', permissions: ['read_admin'] })).json().data
      .role;
    const res = await put(root, b.id, { name: a.name });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('این نقش موجود است');
  });

  it('deletes an unused role with its permission links', async () => {
    const role = (
      await post(root, { name: uniqueName(), label: 'موقت', permissions: ['read_admin', 'read_role'] })
    ).json().data.role;
    const res = await del(root, role.id);
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id))).toEqual([]);
  });

  it('refuses to delete a role some admin holds', async () => {
    const holder = await t.adminWith(['read_admin']);
    const res = await del(root, holder.role.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'role_in_use' });
    expect(await t.db.select().from(roles).where(eq(roles.id, holder.role.id))).toHaveLength(1);
  });
});

describe('the super_admin role', () => {
  it('cannot be edited, not even by a super admin', async () => {
    const res = await put(root, superRoleId, { label: 'مدیر دیگر', permissions: ['read_admin'] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    const [row] = await t.db.select().from(roles).where(eq(roles.id, superRoleId));
    expect(row?.label).toBe('مدیر کل');
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, superRoleId))).toEqual(
      [],
    );
  });

  it('cannot be deleted', async () => {
    expect((await del(root, superRoleId)).statusCode).toBe(403);
    expect(await t.db.select().from(roles).where(eq(roles.id, superRoleId))).toHaveLength(1);
  });

  it('cannot be made by renaming another role', async () => {
    const role = (
      await post(root, { name: uniqueName(), label: 'جاه‌طلب', permissions: ['read_admin'] })
    ).json().data.role;
    const res = await put(root, role.id, { name: 'super_admin' });
    expect(res.statusCode).toBe(403);
  });

  it('is refused to a role manager without super admin when they try to edit it', async () => {
    const { headers } = await t.adminWith(ROLE_PERMISSIONS);
    expect((await put(headers, superRoleId, { label: 'x' })).statusCode).toBe(403);
    expect((await del(headers, superRoleId)).statusCode).toBe(403);
  });
});
