import { SETTING_DEFINITIONS, SETTING_GROUPS } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await t.adminWith(['read_setting', 'modify_setting']));
});
afterAll(async () => t?.close());

const storedValue = async (name: string) =>
  (await t.db.select({ value: settings.value }).from(settings).where(eq(settings.name, name)))[0]?.value;

const put = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });

describe('settings groups and rows', () => {
  it('seeds every setting core declares, once', async () => {
    const rows = await t.db.select().from(settings);
    expect(rows.map((r) => r.name).sort()).toEqual(SETTING_DEFINITIONS.map((d) => d.name).sort());
    await seedBase(t.db);
    expect((await t.db.select().from(settings)).length).toBe(SETTING_DEFINITIONS.length);
  });

  it('answers the groups that have rows as the data array itself, in menu order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
    expect(res.statusCode).toBe(200);
    const groups = new Set(SETTING_DEFINITIONS.map((d) => d.group));
    expect(res.json().data).toEqual(
      SETTING_GROUPS.filter((g) => groups.has(g.name)).map(({ name, label }) => ({ name, label })),
    );
  });

  it('answers one group’s rows under `settings` with the Shopit columns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings/order', headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.settings;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(
      SETTING_DEFINITIONS.filter((d) => d.group === 'order').map((d) => d.name),
    );
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'id',
        'group',
        'label',
        'name',
        'type',
        'value',
        'options',
        'private',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(rows.find((r: { name: string }) => r.name === 'free_shipping_amount')).toMatchObject({
      type: 'price',
      label: 'ارسال رایگان برای خرید بالای (تومان)',
      value: '1000000',
      private: false,
    });
  });

  it('404s in Persian for an unknown group', async () => {
    for (const group of ['nope', '..%2F..%2Fetc', 'گروه']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/settings/${encodeURIComponent(group)}`,
        headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'مورد خواسته شده یافت نشد' });
    }
  });
});

describe('saving settings', () => {
  it('saves typed values: prices in Persian digits with separators, booleans as 1/0, numbers', async () => {
    const res = await put({
      free_shipping_amount: '۱٬۲۵۰٬۰۰۰',
      min_withdrew_wallet: '75,000',
      maintenance_mode: true,
      email_new_order: 'false',
      reserved_day: '۵',
      value_of_coupon_success_order: 12.5,
      shop_name: 'فروشگاه آزمایشی',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'تنظیمات با موفقیت ویرایش شد', data: null });
    expect(await storedValue('free_shipping_amount')).toBe('1250000');
    expect(await storedValue('min_withdrew_wallet')).toBe('75000');
    expect(await storedValue('maintenance_mode')).toBe('1');
    expect(await storedValue('email_new_order')).toBe('0');
    expect(await storedValue('reserved_day')).toBe('5');
    expect(await storedValue('value_of_coupon_success_order')).toBe('12.5');
    expect(await storedValue('shop_name')).toBe('فروشگاه آزمایشی');
    const group = await t.app.inject({ method: 'GET', url: '/api/admin/settings/order', headers });
    expect(
      group.json().data.settings.find((r: { name: string }) => r.name === 'free_shipping_amount').value,
    ).toBe('1250000');
  });

  it('refuses wrong values with Persian messages per key', async () => {
    const res = await put({
      free_shipping_amount: '12.5',
      reserved_day: '۱۰۰',
      maintenance_mode: 'maybe',
      value_of_coupon_success_order: 'ده',
      shop_name: '',
      email: 'nope',
      logo: '../../etc/passwd.png',
      shop_postal_code: '123',
      title: { nested: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      free_shipping_amount: ['ارسال رایگان برای خرید بالای (تومان) باید عدد صحیح باشد.'],
      reserved_day: ['مهلت سفارش رزروی (روز) باید ۶۰ یا کمتر باشد.'],
      maintenance_mode: ['مقدار حالت تعمیر معتبر نیست.'],
      value_of_coupon_success_order: [
        'درصد کد تخفیف هدیه پس از سفارش باید عدد باشد.',
        'درصد کد تخفیف هدیه پس از سفارش باید ۰ یا بیشتر باشد.',
        'درصد کد تخفیف هدیه پس از سفارش باید ۱۰۰ یا کمتر باشد.',
      ],
      shop_name: ['نام فروشگاه الزامی است.'],
      email: ['ایمیل باید یک نشانی ایمیل معتبر باشد.'],
      logo: [
        'لوگو باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
      ],
      shop_postal_code: ['کد پستی باید ۱۰ رقم باشد.'],
      title: ['مقدار عنوان سایت معتبر نیست.'],
    });
  });

  it('saves nothing when any value is wrong (all or nothing)', async () => {
    const before = await storedValue('reserved_day');
    const res = await put({ reserved_day: '7', shop_telephone: '021-1', free_shipping_amount: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['free_shipping_amount']);
    expect(await storedValue('reserved_day')).toBe(before);
    expect(await storedValue('shop_telephone')).toBe('021-88000000');
  });

  it('refuses unknown keys with 422 and saves nothing', async () => {
    const res = await put({ reserved_day: '9', no_such_setting: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ no_such_setting: ['فیلد no_such_setting پذیرفته نیست.'] });
    expect(await storedValue('reserved_day')).not.toBe('9');
  });

  it('accepts an image as an upload path, and clears it with an empty value', async () => {
    const path = '/api/media/reference/brands/0123456789abcdef0123456789abcdef.png';
    expect((await put({ logo: path })).statusCode).toBe(200);
    expect(await storedValue('logo')).toBe(path);
    // No SHOP_IMAGE_HOSTS here: another host's URL is refused (plain-text.test.ts allows one).
    expect((await put({ logo: 'https://cdn.example.com/logo.webp' })).statusCode).toBe(422);
    expect((await put({ logo: '' })).statusCode).toBe(200);
    expect(await storedValue('logo')).toBe('');
    expect((await put({ logo: 'uploads/script.js' })).statusCode).toBe(422);
  });

  it('keeps a saved value when the base seed runs again (a restart)', async () => {
    expect((await put({ shop_name: 'فروشگاه پس از ویرایش' })).statusCode).toBe(200);
    await seedBase(t.db);
    expect(await storedValue('shop_name')).toBe('فروشگاه پس از ویرایش');
  });

  it('refuses a body that is not an object', async () => {
    expect((await put([1, 2])).statusCode).toBe(400);
  });

  it('needs modify_setting to save and read_setting to read', async () => {
    const reader = await t.adminWith(['read_setting']);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: reader.headers,
      payload: { reserved_day: '4' },
    });
    expect(save.statusCode).toBe(403);
    const nobody = await t.adminWith([]);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/general',
      headers: nobody.headers,
    });
    expect(read.statusCode).toBe(403);
  });
});

describe('the settings version (lost-update guard)', () => {
  const group = () => t.app.inject({ method: 'GET', url: '/api/admin/settings/order', headers });
  const putIf = (version: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...headers, 'if-match': `"${version}"` },
      payload,
    });

  it('answers one version for all settings as the ETag of both GETs and as `version`', async () => {
    const one = await group();
    const version = one.json().data.version as string;
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(one.headers.etag).toBe(`"${version}"`);
    const groups = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers });
    expect(groups.headers.etag).toBe(`"${version}"`);
    const other = await t.app.inject({ method: 'GET', url: '/api/admin/settings/general', headers });
    expect(other.json().data.version).toBe(version);
  });

  it('saves with the current version, moves it, and refuses the stale one with 412 and every value now', async () => {
    const version = (await group()).json().data.version as string;
    const first = await putIf(version, { reserved_day: '9' });
    expect(first.statusCode).toBe(200);
    const moved = (await group()).json().data.version as string;
    expect(moved).not.toBe(version);
    expect(first.headers.etag).toBe(`"${moved}"`);

    const late = await putIf(version, { reserved_day: '6' });
    expect(late.statusCode).toBe(412);
    expect(late.json().code ?? late.json().error).toBeDefined();
    expect(late.json().message).toContain('تغییر کرده است');
    expect(late.json().data.version).toBe(moved);
    expect(late.json().data.current.reserved_day).toBe('9');
    expect(await storedValue('reserved_day')).toBe('9');

    // Without If-Match (Shopit's own screen) or with `*` the save goes through.
    expect((await put({ reserved_day: '7' })).statusCode).toBe(200);
    expect((await putIf('*', { reserved_day: '8' })).statusCode).toBe(200);
    expect(await storedValue('reserved_day')).toBe('8');
  });

  it('lets only one of two saves from the same version through', async () => {
    const version = (await group()).json().data.version as string;
    const answers = await Promise.all([
      putIf(version, { reserved_day: '2' }),
      putIf(version, { reserved_day: '3' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
  });
});
