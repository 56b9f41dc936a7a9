import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  createCookieJar,
  createCookieTokenStorage,
  createSessionStore,
  type SessionState,
} from '../src/index.ts';
import { json, useLocalServer } from './support/local-server.ts';

const ADMIN = {
  id: 1,
  name: 'مدیر کل',
  username: 'admin',
  email: 'admin@example.com',
  mobile: '09120000000',
  role: { id: 1, name: 'super_admin', label: 'مدیر ارشد', guard_name: 'admin-api' },
};

/** Server behaviour that a test can change. */
const mode = { profileKey: 'user' as 'user' | 'admin', logoutFails: false, profileDelayMs: 0 };
const tokens = new Set<string>();
const calls: { path: string; authorization: string | undefined }[] = [];

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let text = '';
  for await (const chunk of req) text += chunk;
  const path = req.url ?? '';
  calls.push({ path, authorization: req.headers.authorization });
  const token = req.headers.authorization?.replace(/^Bearer /, '');
  const signedIn = token !== undefined && tokens.has(token);
  if (path === '/api/admin/login' && req.method === 'POST') {
    const { username, password } = JSON.parse(text) as { username: string; password: string };
    if (username !== 'admin' || password !== 'secret') {
      return json(res, 400, { success: false, message: 'نام کاربری یا رمز عبور اشتباه است' });
    }
    const issued = `${tokens.size + 1}|plain-${Date.now()}`;
    tokens.add(issued);
    return json(res, 200, { success: true, message: 'ورود با موفقیت انجام شد', data: { token: issued } });
  }
  if (!signedIn) return json(res, 401, { success: false, message: 'لطفا ابتدا وارد شوید', data: null });
  if (path === '/api/admin/profile' && req.method === 'POST') {
    await new Promise((resolve) => setTimeout(resolve, mode.profileDelayMs));
    return json(res, 200, { success: true, message: '', data: { [mode.profileKey]: ADMIN } });
  }
  if (path === '/api/admin/logout' && req.method === 'POST') {
    if (mode.logoutFails) return json(res, 500, { message: 'Server Error' });
    tokens.delete(token);
    return json(res, 200, { success: true, message: 'خروج با موفقیت انجام شد', data: null });
  }
  if (path === '/api/admin/logout/all' && req.method === 'POST') {
    if (mode.logoutFails) return json(res, 500, { message: 'Server Error' });
    tokens.clear();
    return json(res, 200, { success: true, message: 'از همه دستگاه‌ها خارج شدید', data: { revoked: 2 } });
  }
  return json(res, 404, { success: false, message: 'مورد خواسته شده یافت نشد', data: null });
}

const local = useLocalServer(handle);
beforeEach(() => {
  Object.assign(mode, { profileKey: 'user', logoutFails: false, profileDelayMs: 0 });
  calls.length = 0;
});

/** A browser-like setup: the token in the adminAuthorization cookie of a plain object document. */
function setup(cookie = '') {
  const doc = { cookie };
  const tokenStorage = createCookieTokenStorage(createCookieJar(doc));
  let unauthenticated = 0;
  const api = createApiClient({
    baseURL: local.baseURL(),
    tokenStorage,
    onUnauthenticated: () => unauthenticated++,
  });
  const session = createSessionStore({ api, tokenStorage });
  return { doc, tokenStorage, api, session, unauthenticatedCount: () => unauthenticated };
}

function expectSignedOut(state: SessionState): void {
  expect(state.admin).toBeNull();
  expect(state.isAuth).toBe(false);
  expect(state.status).toBe('anonymous');
}

describe('createSessionStore', () => {
  it('keeps the admin null and isAuth false before the profile call succeeds', () => {
    const { session } = setup();
    expect(session.getSnapshot()).toEqual({ admin: null, isAuth: false, status: 'idle', error: null });
  });

  it('logs in: stores the token, then loads the profile from data.user', async () => {
    const { session, tokenStorage } = setup();
    const statuses: string[] = [];
    session.subscribe(() => statuses.push(session.getSnapshot().status));
    const admin = await session.login('admin', 'secret');
    expect(admin).toEqual(ADMIN);
    expect(tokenStorage.get()).toMatch(/^\d+\|plain-/);
    expect(session.getSnapshot()).toMatchObject({ admin: ADMIN, isAuth: true, status: 'authenticated' });
    expect(statuses.at(-1)).toBe('authenticated');
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/login', '/api/admin/profile']);
    expect(calls[1]?.authorization).toBe(`Bearer ${tokenStorage.get()}`);
  });

  it('reads the admin from data.admin too (the Shopit shape)', async () => {
    mode.profileKey = 'admin';
    const { session } = setup();
    await session.login('admin', 'secret');
    expect(session.getSnapshot().admin).toEqual(ADMIN);
  });

  it('rejects a wrong password with the Persian message and stays signed out', async () => {
    const { session, tokenStorage } = setup();
    const error = await session.login('admin', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('نام کاربری یا رمز عبور اشتباه است');
    expectSignedOut(session.getSnapshot());
    expect(session.getSnapshot().error).toBe(error);
    expect(tokenStorage.get()).toBeNull();
  });

  it('restores the session from the auth cookie on page load', async () => {
    const first = setup();
    await first.session.login('admin', 'secret');
    const reloaded = setup(first.doc.cookie);
    expect(reloaded.session.getSnapshot().admin).toBeNull();
    await reloaded.session.loadProfile();
    expect(reloaded.session.getSnapshot()).toMatchObject({ admin: ADMIN, isAuth: true });
  });

  it('does not call the profile endpoint without the auth cookie', async () => {
    const { session } = setup();
    expect(await session.loadProfile()).toBeNull();
    expect(calls).toEqual([]);
    expectSignedOut(session.getSnapshot());
  });

  it('signs out when the profile call answers 401', async () => {
    const { session, tokenStorage, unauthenticatedCount } = setup('adminAuthorization=99%7Cunknown');
    const error = await session.loadProfile().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expectSignedOut(session.getSnapshot());
    expect(tokenStorage.get()).toBeNull();
    expect(unauthenticatedCount()).toBe(1);
  });

  it('logs out: clears the admin, the auth cookie and the Authorization header', async () => {
    const { session, doc, api } = setup();
    await session.login('admin', 'secret');
    await session.logout();
    expectSignedOut(session.getSnapshot());
    expect(doc.cookie).toMatch(/^adminAuthorization=;.*max-age=0/);
    calls.length = 0;
    await api.get('admin/anything').catch(() => undefined);
    expect(calls[0]?.authorization).toBeUndefined();
  });

  it('still clears the session when the logout call fails, without throwing', async () => {
    const { session, tokenStorage } = setup();
    await session.login('admin', 'secret');
    mode.logoutFails = true;
    await expect(session.logout()).resolves.toBeUndefined();
    expectSignedOut(session.getSnapshot());
    expect(tokenStorage.get()).toBeNull();
    expect(calls.at(-1)?.path).toBe('/api/admin/logout');
  });

  it('logs out everywhere: POST admin/logout/all, then clears the session', async () => {
    const { session, tokenStorage } = setup();
    await session.login('admin', 'secret');
    await session.logoutEverywhere();
    expect(calls.at(-1)?.path).toBe('/api/admin/logout/all');
    expectSignedOut(session.getSnapshot());
    expect(tokenStorage.get()).toBeNull();
  });

  it('keeps the session when logging out everywhere fails, and rejects so the admin knows', async () => {
    const { session, tokenStorage } = setup();
    await session.login('admin', 'secret');
    mode.logoutFails = true;
    await expect(session.logoutEverywhere()).rejects.toBeInstanceOf(ApiError);
    expect(session.getSnapshot().isAuth).toBe(true);
    expect(tokenStorage.get()).not.toBeNull();
  });

  it('ignores a profile answer that arrives after logout', async () => {
    const { session } = setup();
    await session.login('admin', 'secret');
    mode.profileDelayMs = 50;
    const loading = session.loadProfile();
    await session.logout();
    expect(await loading).toBeNull();
    expectSignedOut(session.getSnapshot());
  });

  it('keeps isAuth equal to whether an admin is present through every transition', async () => {
    const { session } = setup();
    const states: SessionState[] = [];
    session.subscribe(() => states.push(session.getSnapshot()));
    await session.login('admin', 'wrong').catch(() => undefined);
    await session.login('admin', 'secret');
    await session.loadProfile();
    await session.logout();
    expect(states.length).toBeGreaterThan(4);
    for (const state of states) expect(state.isAuth).toBe(state.admin !== null);
  });
});
