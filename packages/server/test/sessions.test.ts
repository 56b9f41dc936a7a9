import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { accessTokens } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

const DAY = 24 * 60 * 60_000;
const EMPTY_JSON = { 'content-type': 'application/json' };
let now = new Date('2026-03-01T08:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

let made = 0;
/** A staff account with a real password, on its own address so login limits never meet. */
async function staff() {
  made += 1;
  // Only the sessions a test opens by logging in.
  const { admin, password } = await t.staffWithPassword();
  const login = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password },
      remoteAddress: `10.1.0.${made}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().data.token as string}` };
  };
  return { admin, password, login };
}

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
const tokensOf = async (adminId: number) =>
  t.db.select().from(accessTokens).where(eq(accessTokens.adminId, adminId));

describe('a bodyless request labelled JSON', () => {
  it('logs out: the token is revoked', async () => {
    const { login } = await staff();
    const headers = await login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...headers, ...EMPTY_JSON },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'خروج با موفقیت انجام شد' });
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('reaches a route that needs a body, which answers its usual 422', async () => {
    const { login } = await staff();
    const headers = await login();
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: { ...headers, ...EMPTY_JSON },
    });
    expect(password.statusCode, password.body).toBe(422);
    expect(password.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(password.json().errors.password).toBeDefined();
    const login2 = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: EMPTY_JSON });
    expect(login2.statusCode, login2.body).toBe(422);
    expect(login2.json().code).toBe('validation_failed');
  });
});

describe('token lifetimes', () => {
  it('reads the lifetimes from the environment in days, with 7 and 30 by default', () => {
    expect(loadConfig({})).toMatchObject({ tokenIdleMs: 7 * DAY, tokenLifetimeMs: 30 * DAY });
    expect(loadConfig({ SHOP_TOKEN_IDLE_DAYS: '0.5', SHOP_TOKEN_MAX_DAYS: '14' })).toMatchObject({
      tokenIdleMs: 0.5 * DAY,
      tokenLifetimeMs: 14 * DAY,
    });
    expect(loadConfig({ SHOP_TOKEN_IDLE_DAYS: '0', SHOP_TOKEN_MAX_DAYS: 'soon' })).toMatchObject({
      tokenIdleMs: 7 * DAY,
      tokenLifetimeMs: 30 * DAY,
    });
  });

  it('records the last use, and refuses and deletes a token idle longer than the idle lifetime', async () => {
    const { admin, login } = await staff();
    const headers = await login();
    advance(6 * DAY);
    expect((await profile(headers)).statusCode).toBe(200);
    const [used] = await tokensOf(admin.id);
    expect(used?.lastUsedAt?.toISOString()).toBe(now.toISOString());
    advance(7 * DAY + 2 * 60_000);
    const expired = await profile(headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      success: false,
      code: 'token_expired',
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(await tokensOf(admin.id)).toHaveLength(0);
    expect((await profile(headers)).json().code).toBe('unauthenticated');
  });

  it('keeps a token used within the idle lifetime, until its absolute lifetime', async () => {
    const { admin, login } = await staff();
    const headers = await login();
    for (let day = 6; day <= 30; day += 6) {
      advance(6 * DAY);
      expect((await profile(headers)).statusCode, `day ${day}`).toBe(200);
    }
    advance(DAY);
    const expired = await profile(headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_expired');
    expect(await tokensOf(admin.id)).toHaveLength(0);
  });
});

describe('ending sessions', () => {
  it('a password change ends every other session of the admin, not the current one nor anyone else’s', async () => {
    const { login, password } = await staff();
    const current = await login();
    const phone = await login();
    const laptop = await login();
    const other = await (await staff()).login();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/password',
      headers: current,
      payload: {
        current_password: password,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(current)).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('a refused password change ends nothing', async () => {
    const { login, password } = await staff();
    const current = await login();
    const phone = await login();
    for (const payload of [
      { current_password: password, password: 'brand-new-pass', password_confirmation: 'other' },
      {
        current_password: 'not-my-password',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
      { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/password',
        headers: current,
        payload,
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('logs out everywhere: every token of the admin (sent as an empty JSON body), no one else’s', async () => {
    const { admin, login } = await staff();
    const current = await login();
    const phone = await login();
    const other = await (await staff()).login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout/all',
      headers: { ...current, ...EMPTY_JSON },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'از همه دستگاه‌ها خارج شدید',
      data: { revoked: 2 },
    });
    expect((await profile(current)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
    expect(await tokensOf(admin.id)).toHaveLength(0);
  });

  it('the admins resource cannot change another admin’s password (so no session outlives a reset there)', async () => {
    const { admin, login } = await staff();
    const session = await login();
    const root = (await t.adminWith('super_admin')).headers;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${admin.id}`,
      headers: root,
      payload: { password: 'reset-by-root', password_confirmation: 'reset-by-root' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toBeDefined();
    expect((await profile(session)).statusCode).toBe(200);
  });

  it('logging out everywhere needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout/all' });
    expect(res.statusCode).toBe(401);
  });
});
