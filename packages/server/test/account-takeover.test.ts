import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER, deviceCookieName } from '../src/services/auth/device-cookies.ts';
import { createTestApp } from './support/test-app.ts';

/*
 * Issue 29 (1 and 8): a session found signed in cannot change the password without the current one,
 * and a stranger hammering an account from many addresses never slows down the owner on a device that
 * signed in before (device cookies); strangers still are.
 */

let now = new Date('2026-05-01T08:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const PERSIAN = /[\u0600-\u06FF]/;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

// Each login checks a scrypt hash: dozens per test are slow on a busy machine.
const SLOW = { timeout: 180_000 };

let made = 0;
/** A staff account with a real password and no session yet. */
async function staff() {
  made += 1;
  const { admin, password } = await t.staffWithPassword();
  return { username: admin.username, password, id: admin.id };
}

const login = (username: string, password: string, address: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: address,
    headers,
  });

const bearer = (res: Awaited<ReturnType<typeof login>>) => ({
  authorization: `Bearer ${res.json().data.token as string}`,
});

const changePassword = (
  headers: Record<string, string>,
  payload: Record<string, string>,
  address = '10.9.0.1',
) => t.app.inject({ method: 'PUT', url: '/api/admin/password', headers, payload, remoteAddress: address });

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });

describe('changing the password needs the current one', SLOW, () => {
  it('a borrowed session without the current password changes nothing and ends no session', async () => {
    const owner = await staff();
    const laptop = bearer(await login(owner.username, owner.password, '10.9.1.1'));
    const phone = bearer(await login(owner.username, owner.password, '10.9.1.2'));
    const missing = await changePassword(laptop, {
      password: 'taken-over-1',
      password_confirmation: 'taken-over-1',
    });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['رمز عبور فعلی الزامی است.']);
    const wrong = await changePassword(laptop, {
      current_password: 'a-guess',
      password: 'taken-over-1',
      password_confirmation: 'taken-over-1',
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message: 'رمز عبور فعلی درست نیست.',
      errors: { current_password: ['رمز عبور فعلی درست نیست.'] },
    });
    // Nothing changed: the owner still signs in with the old password, and the phone stays signed in.
    expect((await login(owner.username, owner.password, '10.9.1.3')).statusCode).toBe(200);
    expect((await login(owner.username, 'taken-over-1', '10.9.1.4')).statusCode).toBe(400);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('with the current password: changed, other sessions end, this one stays', async () => {
    const owner = await staff();
    const laptop = bearer(await login(owner.username, owner.password, '10.9.2.1'));
    const phone = bearer(await login(owner.username, owner.password, '10.9.2.2'));
    const res = await changePassword(laptop, {
      current_password: owner.password,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(401);
    expect((await login(owner.username, owner.password, '10.9.2.3')).statusCode).toBe(400);
    expect((await login(owner.username, 'brand-new-pass', '10.9.2.4')).statusCode).toBe(200);
  });

  it('guessing the current password is counted like failed sign-ins: the 6th guess is refused unchecked', async () => {
    const owner = await staff();
    const session = bearer(await login(owner.username, owner.password, '10.9.3.1'));
    const guess = (current: string) =>
      changePassword(
        session,
        { current_password: current, password: 'taken-over-2', password_confirmation: 'taken-over-2' },
        '10.9.3.9',
      );
    for (let i = 0; i < 5; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(422);
    // Even the right password is not checked now: the pair is locked for 15 minutes.
    const locked = await guess(owner.password);
    expect(locked.statusCode, locked.body).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(PERSIAN) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing changed: after the lock, the old password still signs in.
    advance(16 * 60_000);
    expect((await login(owner.username, owner.password, '10.9.3.2')).statusCode).toBe(200);
  });
});

describe('device cookies: a stranger cannot keep the owner out', SLOW, () => {
  /** A stranger guessing from a new address each time until the account-wide delay holds. */
  async function hammer(username: string, times: number) {
    let refused = 0;
    for (let i = 0; i < times; i++) {
      const res = await login(username, `guess-${i}`, `10.8.${made}.${i + 1}`);
      if (res.statusCode === 429) refused += 1;
    }
    return refused;
  }

  it('the owner signs in from a known browser (cookie) or CLI profile (header) while strangers wait', async () => {
    const owner = await staff();
    const first = await login(owner.username, owner.password, '10.7.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.json().data.device_token as string;
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toContain(`${deviceCookieName(owner.username)}=`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);

    // Many addresses, many failures: the account-wide delay now holds for everyone without a device.
    expect(await hammer(owner.username, 12)).toBeGreaterThan(0);
    const stranger = await login(owner.username, owner.password, '10.7.0.99');
    expect(stranger.statusCode, stranger.body).toBe(429);

    // The owner, from a fresh address (a phone's new network), is not slowed down.
    const browser = await login(owner.username, owner.password, '10.7.0.2', {
      cookie: `other=1; ${cookie.split(';')[0]}`,
    });
    expect(browser.statusCode, browser.body).toBe(200);
    await hammer(owner.username, 12);
    const cli = await login(owner.username, owner.password, '10.7.0.3', { [DEVICE_HEADER]: device });
    expect(cli.statusCode, cli.body).toBe(200);
    advance(16 * 60_000);
  });

  it('a forged, tampered or other account’s device token is a stranger', async () => {
    const owner = await staff();
    const other = await staff();
    const theirs = (await login(other.username, other.password, '10.6.0.1')).json().data
      .device_token as string;
    const mine = (await login(owner.username, owner.password, '10.6.0.2')).json().data.device_token as string;
    await hammer(owner.username, 12);
    const [nonce = '', signature = ''] = mine.split('.');
    for (const token of [
      theirs,
      `${nonce}.${signature.slice(1)}A`,
      `forged.${signature}`,
      'x',
      `${mine}.extra`,
    ]) {
      const res = await login(owner.username, owner.password, '10.6.0.3', { [DEVICE_HEADER]: token });
      expect(res.statusCode, token).toBe(429);
    }
    advance(16 * 60_000);
  });

  it('a known device guessing is locked on its own after 5 failures, without touching the account', async () => {
    const owner = await staff();
    const device = (await login(owner.username, owner.password, '10.5.0.1')).json().data
      .device_token as string;
    const fromDevice = (password: string, address: string) =>
      login(owner.username, password, address, { [DEVICE_HEADER]: device });
    for (let i = 0; i < 5; i++) expect((await fromDevice('wrong', `10.5.1.${i}`)).statusCode).toBe(400);
    expect((await fromDevice(owner.password, '10.5.2.1')).statusCode).toBe(429);
    // The account is not delayed by the device's failures: a fresh address without the device signs in.
    expect((await login(owner.username, owner.password, '10.5.3.1')).statusCode).toBe(200);
    advance(16 * 60_000);
    expect((await fromDevice(owner.password, '10.5.2.2')).statusCode).toBe(200);
  });
});
