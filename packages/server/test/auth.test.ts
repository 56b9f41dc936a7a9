import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/services/auth/passwords.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

describe('admin login', () => {
  it('returns an opaque <id>|<secret> token for the right password', async () => {
    const res = await login('root', 'root-password-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'ورود با موفقیت انجام شد' });
    expect(body.data.token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
  });

  it('refuses a wrong password with the Persian message', async () => {
    const res = await login('root', 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'invalid_credentials',
      message: 'نام کاربری یا رمز عبور اشتباه است',
    });
  });

  it('answers the profile as data.user (POST) and data.admin (GET)', async () => {
    const token = (await login('root', 'root-password-1')).json().data.token;
    const headers = { authorization: `Bearer ${token}` };
    const post = await t.app.inject({ method: 'POST', url: '/api/admin/profile', headers });
    expect(post.json().data.user).toMatchObject({ username: 'root', role: { name: 'super_admin' } });
    expect(post.json().data.user.password).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(get.json().data.admin.username).toBe('root');
  });

  it('revokes the token on logout', async () => {
    const token = (await login('root', 'root-password-1')).json().data.token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      success: false,
      code: 'unauthenticated',
      message: 'لطفا ابتدا وارد شوید',
    });
  });

  it('updates the own profile, storing Persian letters for Arabic ي/ك', async () => {
    const { headers } = await t.adminWith(['read_order']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers,
      payload: { name: 'علي كريمي', email: 'ali@shop.ir', mobile: '۰۹۱۲۱۲۳۴۵۶۷' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.admin).toMatchObject({
      name: 'علی کریمی',
      email: 'ali@shop.ir',
      mobile: '09121234567',
    });
  });

  it('refuses a profile update with a Persian field error and changes nothing', async () => {
    const { headers } = await t.adminWith([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile',
      headers,
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['ایمیل باید یک نشانی ایمیل معتبر باشد.']);
  });

  it('changes the password when confirmed, and the new one logs in', async () => {
    const { headers, admin } = await t.adminWith([]);
    await t.db
      .update(admins)
      .set({ password: await hashPassword('old-pass-123') })
      .where(eq(admins.id, admin.id));
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers,
      payload: { current_password: 'old-pass-123', password: 'new-pass-123', password_confirmation: 'other' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password).toEqual(['رمز عبور تازه با تکرار آن یکسان نیست.']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers,
      payload: {
        current_password: 'old-pass-123',
        password: 'new-pass-123',
        password_confirmation: 'new-pass-123',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(admin.username, 'new-pass-123')).statusCode).toBe(200);
  });
});
