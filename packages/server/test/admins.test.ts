import { toPersianDigits } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, admins, roles } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** A super admin's headers (made by the test app, like root). */
let root: Record<string, string>;
/** A role that super admins may give (not super_admin). */
let clerkRoleId: number;
let superRoleId: number;

const ADMIN_PERMISSIONS = ['read_admin', 'write_admin', 'modify_admin', 'delete_admin'];

beforeAll(async () => {
  t = await createTestApp();
  root = (await t.adminWith('super_admin')).headers;
  clerkRoleId = (await t.adminWith(['read_contact'])).role.id;
  const [superRole] = await t.db.select().from(roles).where(eq(roles.name, 'super_admin'));
  superRoleId = superRole?.id ?? 0;
});
afterAll(async () => t?.close());

const adminCount = async () => (await t.db.select({ n: count() }).from(admins))[0]?.n ?? 0;

function newAdmin(overrides: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  return {
    name: 'نرگس احمدی',
    username: `user_${n}`,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    role: clerkRoleId,
    ...overrides,
  };
}

const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/admins', headers, payload: payload as object });
const put = (headers: Record<string, string>, id: number, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/admins/${id}`, headers, payload: payload as object });
const del = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/admins/${id}`, headers });
const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/admins${query}`, headers });

describe('listing admins', () => {
  beforeAll(async () => {
    await t.db.insert(admins).values(
      Array.from({ length: 20 }, (_, i) => ({
        name: `همکار شماره ${toPersianDigits(String(i + 1))}`,
        username: `colleague${i + 1}`,
        password: 'not-a-hash',
        roleId: clerkRoleId,
      })),
    );
  });

  it('answers a Laravel paginator with exactly Laravel’s keys under data.admins', async () => {
    const res = await list(root);
    expect(res.statusCode).toBe(200);
    const page = res.json().data.admins;
    expect(Object.keys(page).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    expect(page).toMatchObject({ current_page: 1, per_page: 15, from: 1, to: 15, prev_page_url: null });
    expect(page.data).toHaveLength(15);
    expect(page.total).toBe(await adminCount());
    expect(page.path).toMatch(/\/api\/admin\/admins$/);
    expect(page.links[0]).toEqual({ url: null, label: '&laquo; Previous', active: false });
    expect(page.links[1]).toMatchObject({ label: '1', active: true });
  });

  it('serves the second page with its offsets and links', async () => {
    const page = (await list(root, '?page=2')).json().data.admins;
    expect(page).toMatchObject({ current_page: 2, from: 16 });
    expect(page.prev_page_url).toMatch(/page=1$/);
    expect(page.links.find((l: { active: boolean }) => l.active).label).toBe('2');
  });

  it('shows each admin with its role and never a password', async () => {
    const res = await list(root, '?per_page=100');
    const rows = res.json().data.admins.data;
    expect(rows[0]).toMatchObject({
      id: expect.any(Number),
      username: expect.any(String),
      role: { name: expect.any(String) },
    });
    for (const row of rows) expect(row).not.toHaveProperty('password');
    expect(res.body).not.toContain('not-a-hash');
  });

  it('finds Persian-stored names and mobiles when searched with Arabic ي/ك and Persian digits', async () => {
    await t.db.insert(admins).values({
      name: 'کیوان یکتا',
      username: 'keivan',
      mobile: '09127654321',
      password: 'x',
      roleId: clerkRoleId,
    });
    const byArabic = (await list(root, `?search=${encodeURIComponent('كيوان يكتا')}`)).json().data.admins;
    expect(byArabic.data.map((a: { username: string }) => a.username)).toEqual(['keivan']);
    const byDigits = (await list(root, `?search=${encodeURIComponent('۷۶۵۴۳')}`)).json().data.admins;
    expect(byDigits.data.map((a: { username: string }) => a.username)).toEqual(['keivan']);
    // Stored with Persian digits, searched with ASCII ones.
    const stored = (await list(root, `?search=${encodeURIComponent('شماره 12')}`)).json().data.admins;
    expect(stored.data.map((a: { username: string }) => a.username)).toEqual(['colleague12']);
  });

  it('keeps admins of equal sort values newest first, and filters by role_id', async () => {
    const createdAt = new Date('2025-03-01T08:00:00Z');
    const made = await t.db
      .insert(admins)
      .values(
        ['tie_a', 'tie_b', 'tie_c'].map((username) => ({
          name: 'همنام برابر',
          username,
          password: 'x',
          roleId: clerkRoleId,
          createdAt,
        })),
      )
      .returning({ id: admins.id });
    const newestFirst = made.map((row) => row.id).reverse();
    const ids = async (query: string) =>
      (await list(root, `?search=${encodeURIComponent('همنام برابر')}&${query}`))
        .json()
        .data.admins.data.map((a: { id: number }) => a.id);
    expect(await ids('sort_by=name')).toEqual(newestFirst);
    expect(await ids('sort_by=created_at&sort_desc=1')).toEqual(newestFirst);
    expect(await ids(`role_id=${clerkRoleId}`)).toEqual(newestFirst);
    expect(await ids(`role_id=${superRoleId}`)).toEqual([]);
  });

  it('returns the whole list as a plain array with all=1', async () => {
    const res = await list(root, '?all=1');
    expect(Array.isArray(res.json().data.admins)).toBe(true);
    expect(res.json().data.admins).toHaveLength(await adminCount());
  });
});

describe('creating an admin', () => {
  it('stores a scrypt hash of the password, never the password, and never returns it', async () => {
    const body = newAdmin({ email: 'narges@example.com', mobile: '۰۹۱۲۱۱۱۲۲۳۳' });
    const res = await post(root, body);
    expect(res.statusCode).toBe(201);
    const admin = res.json().data.admin;
    expect(admin).toMatchObject({
      username: body.username,
      mobile: '09121112233',
      role: { id: clerkRoleId },
    });
    expect(admin).not.toHaveProperty('password');
    expect(res.body).not.toContain(body.password);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row?.password).toMatch(/^scrypt\$/);
    expect(row?.password).not.toContain(body.password);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: body.username, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('saves Arabic ي and ك in a name as Persian ی and ک', async () => {
    const res = await post(root, newAdmin({ name: 'علي كريمي' }));
    expect(res.json().data.admin.name).toBe('علی کریمی');
  });

  it('refuses a taken username with a Persian 422 naming the field, and writes nothing', async () => {
    const first = newAdmin();
    expect((await post(root, first)).statusCode).toBe(201);
    const before = await adminCount();
    const res = await post(root, newAdmin({ username: first.username }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'duplicate',
      errors: { username: [expect.any(String)] },
    });
    expect(res.json().message).toContain('نام کاربری');
    expect(await adminCount()).toBe(before);
  });

  it('refuses a taken mobile naming the mobile field', async () => {
    expect((await post(root, newAdmin({ mobile: '09120000001' }))).statusCode).toBe(201);
    const res = await post(root, newAdmin({ mobile: '09120000001' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('mobile');
    expect(res.json().message).toContain('موبایل');
  });

  it('refuses missing fields, a short or unconfirmed password and a bad mobile with core’s Persian messages', async () => {
    const res = await post(root, {
      name: '',
      username: 'x',
      password: '123',
      password_confirmation: '321',
      mobile: '123',
      role: clerkRoleId,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['نام الزامی است.']);
    expect(errors.password.join(' ')).toContain('رمز عبور');
    expect(errors.mobile).toBeDefined();
  });

  it('refuses a role that does not exist', async () => {
    const before = await adminCount();
    const res = await post(root, newAdmin({ role: 999_999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { role: [expect.any(String)] } });
    expect(await adminCount()).toBe(before);
  });
});

describe('updating an admin', () => {
  it('changes the given fields only', async () => {
    const created = (await post(root, newAdmin({ email: 'old@example.com' }))).json().data.admin;
    const res = await put(root, created.id, { name: 'نام تازه' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.admin).toMatchObject({
      id: created.id,
      name: 'نام تازه',
      email: 'old@example.com',
    });
    expect(res.json().message).toBeTruthy();
  });

  it('refuses a username another admin holds', async () => {
    const a = (await post(root, newAdmin())).json().data.admin;
    const b = (await post(root, newAdmin())).json().data.admin;
    const res = await put(root, b.id, { username: a.username });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('username');
    expect(res.json().message).toContain('نام کاربری');
  });

  it('does not accept a password through the admin update', async () => {
    const created = (await post(root, newAdmin())).json().data.admin;
    const res = await put(root, created.id, {
      password: 'another-pass',
      password_confirmation: 'another-pass',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers 404 for an admin that does not exist', async () => {
    const res = await put(root, 987_654, { name: 'کسی' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'not_found',
      message: 'مورد خواسته شده یافت نشد',
    });
  });
});

describe('deleting an admin', () => {
  it('revokes every token of the deleted admin, so its token then gets 401', async () => {
    const victim = await t.adminWith(['read_admin']);
    expect((await list(victim.headers)).statusCode).toBe(200);
    const res = await del(root, victim.admin.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    const tokens = await t.db.select().from(accessTokens).where(eq(accessTokens.adminId, victim.admin.id));
    expect(tokens).toEqual([]);
    const after = await list(victim.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated', message: 'لطفا ابتدا وارد شوید' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/admins/${victim.admin.id}`, headers: root }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete one’s own account', async () => {
    const self = await t.adminWith('super_admin');
    const res = await del(self.headers, self.admin.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'self_delete' });
    expect(await t.db.select().from(admins).where(eq(admins.id, self.admin.id))).toHaveLength(1);
  });

  it('lets a super admin delete another super admin', async () => {
    const other = await t.adminWith('super_admin');
    expect((await del(root, other.admin.id)).statusCode).toBe(200);
  });
});

describe('Shopit’s rules for a manager who is not a super admin', () => {
  let manager: Awaited<ReturnType<typeof t.adminWith>>;
  let boss: Awaited<ReturnType<typeof t.adminWith>>;
  beforeAll(async () => {
    // The clerk role holds read_contact: a manager gives only roles within their own permissions.
    manager = await t.adminWith([...ADMIN_PERMISSIONS, 'read_contact']);
    boss = await t.adminWith('super_admin');
  });

  it('cannot edit a super admin', async () => {
    const res = await put(manager.headers, boss.admin.id, { name: 'دست‌کاری' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'forbidden' });
    const [row] = await t.db.select().from(admins).where(eq(admins.id, boss.admin.id));
    expect(row?.name).toBe(boss.admin.name);
  });

  it('cannot delete a super admin', async () => {
    const res = await del(manager.headers, boss.admin.id);
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(admins).where(eq(admins.id, boss.admin.id))).toHaveLength(1);
  });

  it('cannot create a super admin', async () => {
    const before = await adminCount();
    const res = await post(manager.headers, newAdmin({ role: superRoleId }));
    expect(res.statusCode).toBe(403);
    expect(await adminCount()).toBe(before);
  });

  it('cannot promote anyone to super admin', async () => {
    const clerk = (await post(manager.headers, newAdmin())).json().data.admin;
    const res = await put(manager.headers, clerk.id, { role: superRoleId });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, clerk.id));
    expect(row?.roleId).toBe(clerkRoleId);
  });

  it('cannot delete themselves', async () => {
    const res = await del(manager.headers, manager.admin.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('self_delete');
  });

  it('cannot change their own role', async () => {
    const res = await put(manager.headers, manager.admin.id, { role: clerkRoleId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('role');
  });

  it('can create, edit and delete ordinary admins', async () => {
    const created = await post(manager.headers, newAdmin());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.admin.id;
    expect((await put(manager.headers, id, { name: 'ویرایش شد' })).statusCode).toBe(200);
    expect((await del(manager.headers, id)).statusCode).toBe(200);
  });

  it('needs write_admin to create: read_admin alone gets 403', async () => {
    const reader = await t.adminWith(['read_admin']);
    const res = await post(reader.headers, newAdmin());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message: 'شما مجوز «افزودن مدیران» (write_admin) را ندارید.',
      data: { permission: 'write_admin' },
    });
  });
});
