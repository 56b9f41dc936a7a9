import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
