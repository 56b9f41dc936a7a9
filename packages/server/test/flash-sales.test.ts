import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashes, flashProducts } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

/** 1404/08/01 11:30 in Tehran. */
const NOW = new Date('2025-10-23T08:00:00Z');

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let bag: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  api = apiAs(t, (await t.adminWith(['read_flash', 'write_flash', 'modify_flash', 'delete_flash'])).headers);
  bag = (await insertProduct(t, 'کیف دستی', 1_200_000)).id;
});
afterAll(async () => t?.close());

const count = async () => (await t.db.select().from(flashes)).length;

/** The running Yalda sale on two products of its own (so a test's sale never overlaps another test's). */
const yaldaSale = async () => {
  const shirt = (await insertProduct(t, 'پیراهن کتان', 890_000)).id;
  const shoes = (await insertProduct(t, 'کفش ورزشی', 2_400_000)).id;
  const res = await api.post('/admin/flashes', {
    title: 'حراج شب يلدا',
    start_date: '۱۴۰۴/۰۸/۰۱ ۱۰:۰۰',
    end_date: '1404/08/10 23:59',
    discount_type: 'percentage',
    discount: 20,
    products: [{ id: shirt, discount_type: 'flat', discount: '۱۵۰۰۰۰', salable_max: 10 }, { id: shoes }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { res, id: res.body.data.flash.id as number, shirt, shoes };
};

const blackFriday = () =>
  api.post('/admin/flashes', {
    title: 'جمعه سیاه',
    start_date: '2025-11-28 00:00:00',
    end_date: '2025-11-29T20:30:00Z',
    status: 0,
  });

describe('flash sales', () => {
  it('creates a sale from Jalali Tehran times, with products carrying their own discount and cap', async () => {
    const { res, shirt, shoes } = await yaldaSale();
    const flash = res.body.data.flash;
    expect(flash).toMatchObject({
      title: 'حراج شب یلدا',
      start_date: '2025-10-23T06:30:00.000Z',
      end_date: '2025-11-01T20:29:00.000Z',
      state: 'running',
      status: true,
      products_count: 2,
    });
    expect(flash.products).toEqual([
      expect.objectContaining({
        id: shirt,
        discount_type: 'flat',
        discount: 150_000,
        salable_max: 10,
        sales_count: 0,
      }),
      expect.objectContaining({ id: shoes, discount_type: 'percentage', discount: 20, salable_max: null }),
    ]);
  });

  it('reads Shopit’s Gregorian Y-m-d H:i:s as Tehran time, and ISO instants as given', async () => {
    const res = await blackFriday();
    expect(res.status).toBe(201);
    expect(res.body.data.flash).toMatchObject({
      start_date: '2025-11-27T20:30:00.000Z',
      end_date: '2025-11-29T20:30:00.000Z',
      state: 'upcoming',
      status: false,
    });
  });

  it('refuses an end before or at the start and unreadable times, in Persian, writing nothing', async () => {
    const { id: yalda } = await yaldaSale();
    const before = await count();
    const backwards = await api.post('/admin/flashes', {
      title: 'وارونه',
      start_date: '1404/08/10 10:00',
      end_date: '1404/08/09 10:00',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ end_date: ['زمان پایان باید بعد از زمان شروع باشد.'] });
    const same = await api.post('/admin/flashes', {
      title: 'صفر',
      start_date: '1404/08/10',
      end_date: '1404/08/10',
    });
    expect(same.status).toBe(422);
    const garbage = await api.post('/admin/flashes', {
      title: 'بد',
      start_date: 'فردا',
      end_date: '1404/13/01 10:00',
    });
    expect(garbage.body.errors.start_date).toEqual([
      'زمان شروع یک تاریخ و ساعت معتبر نیست (مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰).',
    ]);
    expect(garbage.body.errors.end_date).toHaveLength(1);
    const missing = await api.post('/admin/flashes', { title: '' });
    expect(missing.body.errors).toMatchObject({
      title: ['عنوان الزامی است.'],
      start_date: ['زمان شروع الزامی است.'],
      end_date: ['زمان پایان الزامی است.'],
    });
    // A partial update is checked against the stored start.
    const partial = await api.put(`/admin/flashes/${yalda}`, { end_date: '1404/07/01' });
    expect(partial.body.errors.end_date).toEqual(['زمان پایان باید بعد از زمان شروع باشد.']);
    expect(await count()).toBe(before);
  });

  it('refuses bad discounts, unknown or repeated products and a product already in an overlapping sale', async () => {
    const { shirt } = await yaldaSale();
    const base = { title: 'آزمون', start_date: '1404/08/05', end_date: '1404/08/20' };
    const percent = await api.post('/admin/flashes', { ...base, discount_type: 'percentage', discount: 120 });
    expect(percent.body.errors.discount).toEqual(['تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد.']);
    const noDiscount = await api.post('/admin/flashes', { ...base, products: [{ id: bag }] });
    expect(noDiscount.body.errors['products.0.discount']).toEqual([
      'برای «کیف دستی» نه تخفیفی آمده و نه فروش ویژه تخفیف پیش‌فرض دارد.',
    ]);
    const tooMuch = await api.post('/admin/flashes', {
      ...base,
      products: [{ id: bag, discount_type: 'flat', discount: 1_300_000 }],
    });
    expect(tooMuch.body.errors['products.0.discount']).toEqual([
      'تخفیف (۱۳۰۰۰۰۰ تومان) از قیمت محصول (۱۲۰۰۰۰۰ تومان) بیشتر است.',
    ]);
    const badRow = await api.post('/admin/flashes', {
      ...base,
      products: [{ id: bag, discount_type: 'half', salable_max: 0 }],
    });
    expect(badRow.body.errors).toMatchObject({
      'products.0.discount_type': ['مقدار انتخاب‌شده برای نوع تخفیف معتبر نیست.'],
      'products.0.salable_max': ['سقف فروش باید ۱ یا بیشتر باشد.'],
    });
    const unknown = await api.post('/admin/flashes', {
      ...base,
      discount_type: 'flat',
      discount: 1000,
      products: [{ id: 555555 }, { id: bag }, { id: bag }],
    });
    expect(unknown.body.errors.products).toHaveLength(2);
    const overlap = await api.post('/admin/flashes', {
      ...base,
      discount_type: 'flat',
      discount: 1000,
      products: [{ id: shirt }],
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.products).toEqual([
      '«پیراهن کتان» در همین بازه در فروش ویژه «حراج شب یلدا» هم هست.',
    ]);
    const inactive = await api.post('/admin/flashes', {
      ...base,
      status: false,
      discount_type: 'flat',
      discount: 1000,
      products: [{ id: shirt }],
    });
    expect(inactive.status).toBe(201);
    const later = await api.post('/admin/flashes', {
      title: 'بعدی',
      start_date: '1404/08/11',
      end_date: '1404/08/12',
      discount_type: 'flat',
      discount: 1000,
      products: [{ id: shirt }],
    });
    expect(later.status).toBe(201);
    expect(later.body.data.flash.state).toBe('upcoming');
  });

  it('lists by time state and status, searches with Arabic letters, sorts by start', async () => {
    // The list starts from these four sales alone.
    await t.db.delete(flashProducts);
    await t.db.delete(flashes);
    const { shirt } = await yaldaSale();
    expect((await blackFriday()).status).toBe(201);
    const upcoming = { discount_type: 'flat', discount: 1000, products: [{ id: shirt }] };
    const test = {
      ...upcoming,
      title: 'آزمون',
      start_date: '1404/08/05',
      end_date: '1404/08/20',
      status: false,
    };
    expect((await api.post('/admin/flashes', test)).status).toBe(201);
    const next = { ...upcoming, title: 'بعدی', start_date: '1404/08/11', end_date: '1404/08/12' };
    expect((await api.post('/admin/flashes', next)).status).toBe(201);
    const titles = async (query: string) =>
      (await api.get(`/admin/flashes?${query}`)).body.data.flashes.data.map(
        (f: { title: string }) => f.title,
      );
    expect(await titles('state=running')).toEqual(['حراج شب یلدا']);
    expect(await titles('state=upcoming&sort_by=start_date')).toEqual(['آزمون', 'بعدی', 'جمعه سیاه']);
    expect(await titles('state=ended')).toEqual([]);
    expect(await titles('status=0&sort_by=start_date')).toEqual(['آزمون', 'جمعه سیاه']);
    expect(await titles(`search=${encodeURIComponent('يلدا')}`)).toEqual(['حراج شب یلدا']);
    expect((await api.get('/admin/flashes?state=soon')).status).toBe(422);
    const list = await api.get('/admin/flashes?state=running');
    expect(list.body.data.flashes.data[0].products_count).toBe(2);
  });

  it('updates the products (keeping sales counts) and deletes a sale with its product rows', async () => {
    const { id: yalda, shirt } = await yaldaSale();
    // Products answer in id order: this bag comes after the sale's shirt.
    const laterBag = (await insertProduct(t, 'کیف دستی', 1_200_000)).id;
    await t.db.update(flashProducts).set({ salesCount: 4 }).where(eq(flashProducts.flashId, yalda));
    const res = await api.put(`/admin/flashes/${yalda}`, {
      products: [{ id: shirt, discount_type: 'percentage', discount: 30, salable_max: 5 }, { id: laterBag }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.flash.products).toEqual([
      expect.objectContaining({ id: shirt, discount: 30, salable_max: 5, sales_count: 4 }),
      expect.objectContaining({ id: laterBag, discount_type: 'percentage', discount: 20, sales_count: 0 }),
    ]);
    expect((await api.del(`/admin/flashes/${yalda}`)).status).toBe(200);
    expect((await api.get(`/admin/flashes/${yalda}`)).status).toBe(404);
  });

  it('refuses staff without the flash permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_flash'])).headers);
    expect((await reader.get('/admin/flashes')).status).toBe(200);
    expect((await reader.post('/admin/flashes', { title: 'x' })).status).toBe(403);
  });
});
