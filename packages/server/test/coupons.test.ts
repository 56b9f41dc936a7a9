import { COUPON_REFUSALS } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, categoryProduct, coupons, couponUsages, customers } from '../src/db/schema/index.ts';
import { priceCoupon, recordCouponUsage, releaseCouponUsage } from '../src/services/coupons/apply.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NOW = new Date('2025-06-01T08:00:00Z');
const HOUR = 3_600_000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs> & { headers: Record<string, string> };
let customer = 0;
let made = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const { headers } = await t.adminWith(['read_coupon', 'write_coupon', 'modify_coupon', 'delete_coupon']);
  api = { ...apiAs(t, headers), headers };
  customer = await newCustomer();
});
afterAll(async () => t?.close());

async function newCustomer() {
  made += 1;
  const [row] = await t.db
    .insert(customers)
    .values({ mobile: `0912${String(made).padStart(7, '0')}` })
    .returning();
  return row?.id ?? 0;
}

async function coupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      title: values.code,
      type: 'flat',
      amount: 50_000,
      startDate: new Date(NOW.getTime() - 24 * HOUR),
      endDate: new Date(NOW.getTime() + 24 * HOUR),
      ...values,
    })
    .returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}

const basket = (code: string, itemsAmount = 500_000, customerId = customer) =>
  priceCoupon(t.db, {
    code,
    customerId,
    itemsAmount,
    lines: [{ productId: 1, amount: itemsAmount, quantity: 1 }],
    now: NOW,
  });

describe('coupons API', () => {
  it('creates a coupon from Jalali times, storing the code upper-case, with its categories', async () => {
    const [category] = await t.db.insert(categories).values({ title: 'کفش', slug: 'shoes-api' }).returning();
    const res = await api.post('/admin/coupon', {
      title: 'تخفیف تابستان',
      code: 'summer۱۴۰۴',
      start_date: '۱۴۰۴/۰۳/۰۱ ۰۰:۰۰',
      end_date: '1404/06/31 23:59',
      type: 'percentage',
      amount: 15,
      usage_limit: 100,
      usage_per_user_limit: 1,
      min_order_amount: 200_000,
      categories: [{ id: category?.id, amount: 20 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.coupon).toMatchObject({
      code: 'SUMMER1404',
      type: 'percentage',
      coupon_type: 'admin',
      amount: 15,
      start_date: '2025-05-21T20:30:00.000Z',
      total_usage: 0,
      customers_count: 0,
      categories: [{ id: category?.id, title: 'کفش', amount: 20 }],
    });
  });

  it('refuses a code taken in another case, a percentage above 100, a minimum below 1000 and an end before the start', async () => {
    const taken = await api.post('/admin/coupon', {
      title: 'تکراری',
      code: 'Summer1404',
      start_date: '1404/03/01',
      end_date: '1404/04/01',
      type: 'flat',
      amount: 1000,
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code).toEqual(['این کد قبلا ثبت شده است.']);
    const bad = await api.post('/admin/coupon', {
      title: 'بد',
      code: 'BAD-1',
      start_date: '1404/03/01',
      end_date: '1404/04/01',
      type: 'percentage',
      amount: 120,
      min_order_amount: 500,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['min_order_amount']);
    const percent = await api.post('/admin/coupon', {
      title: 'بد',
      code: 'BAD-2',
      start_date: '1404/03/01',
      end_date: '1404/04/01',
      type: 'percentage',
      amount: 120,
    });
    expect(percent.body.errors).toEqual({ amount: ['مقدار تخفیف درصدی نمی‌تواند بیشتر از ۱۰۰ باشد.'] });
    const backwards = await api.post('/admin/coupon', {
      title: 'وارونه',
      code: 'BACK',
      start_date: '1404/04/01',
      end_date: '1404/03/01',
      type: 'flat',
      amount: 1000,
    });
    expect(backwards.body.errors.end_date).toEqual(['زمان پایان باید بعد از زمان شروع باشد.']);
    const spaces = await api.post('/admin/coupon', {
      title: 'فاصله',
      code: 'A B',
      start_date: '1404/03/01',
      end_date: '1404/04/01',
      type: 'flat',
      amount: 1000,
    });
    expect(spaces.status).toBe(422);
    expect((await t.db.select({ n: count() }).from(coupons))[0]?.n).toBe(1);
  });

  it('updates a coupon partly and refuses making a 1000-Toman flat coupon a percentage one', async () => {
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'SUMMER1404'));
    const renamed = await api.put(`/admin/coupon/${row?.id}`, {
      title: 'تابستانه',
      end_date: '1404/07/15 12:00',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.coupon).toMatchObject({ title: 'تابستانه', code: 'SUMMER1404' });
    const flat = await coupon({ code: 'FLAT1000', amount: 1000 });
    const refused = await api.put(`/admin/coupon/${flat.id}`, { type: 'percentage' });
    expect(refused.status).toBe(422);
  });

  it('lists with usage counts per coupon, the Shopit totals, and the coupon_type filter', async () => {
    const gift = await coupon({ code: 'GIFT-LIST', couponType: 'order_gift', type: 'percentage', amount: 5 });
    const other = await newCustomer();
    await recordCouponUsage(t.db, { couponId: gift.id, customerId: customer, orderId: null, now: NOW });
    await recordCouponUsage(t.db, { couponId: gift.id, customerId: customer, orderId: null, now: NOW });
    await recordCouponUsage(t.db, { couponId: gift.id, customerId: other, orderId: null, now: NOW });
    const res = await api.get('/admin/coupon?coupon_type=order_gift');
    expect(res.status).toBe(200);
    expect(res.body.data.coupons.data).toHaveLength(1);
    expect(res.body.data.coupons.data[0]).toMatchObject({
      code: 'GIFT-LIST',
      total_usage: 3,
      customers_count: 2,
    });
    expect(res.body.data.totals).toMatchObject({
      coupon: { count: 3, used: 3 },
      AdminCoupons: { label: 'ساخته مدیر', count: 2, used: 0 },
      GiftCoupons: { label: 'هدیه سفارش', count: 1, used: 3 },
      lastThirtyDays: { used: 3 },
    });
    const search = await api.get('/admin/coupon?search=summer');
    expect(search.body.data.coupons.data.map((c: { code: string }) => c.code)).toEqual(['SUMMER1404']);
    expect((await api.get('/admin/coupon?coupon_type=other')).status).toBe(422);
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupon?coupon_type=order_gift',
      headers: { ...api.headers, accept: 'x-xlsx' },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const used = await api.del(`/admin/coupon/${gift.id}`);
    expect(used.status).toBe(422);
    expect(used.body.message).toContain('استفاده شده');
  });
});

describe('priceCoupon', () => {
  it('prices a flat and a percentage coupon found in any case, capped at the items amount', async () => {
    await coupon({ code: 'FLAT50' });
    expect((await basket('flat50')).discount).toBe(50_000);
    expect((await basket(' FLAT50 ', 30_000)).discount).toBe(30_000);
    await coupon({ code: 'PCT15', type: 'percentage', amount: 15 });
    expect((await basket('pct۱۵', 123_457)).discount).toBe(18_519);
  });

  it('refuses an unknown code, a coupon not started or expired, and a basket below the minimum', async () => {
    await coupon({ code: 'LATER', startDate: new Date(NOW.getTime() + HOUR) });
    await coupon({ code: 'OLD', endDate: new Date(NOW.getTime() - HOUR) });
    await coupon({ code: 'MIN', minOrderAmount: 1_000_000 });
    const cases: [string, keyof typeof COUPON_REFUSALS][] = [
      ['NOPE', 'unknown_code'],
      ['', 'unknown_code'],
      ['LATER', 'not_started'],
      ['OLD', 'expired'],
      ['MIN', 'below_minimum'],
    ];
    for (const [code, reason] of cases)
      await expect(basket(code), code).rejects.toMatchObject({
        status: 422,
        code: `coupon_${reason}`,
        message: COUPON_REFUSALS[reason],
        errors: { coupon_code: [COUPON_REFUSALS[reason]] },
      });
  });

  it('refuses when the usage limit or the customer’s own limit is reached', async () => {
    const limited = await coupon({ code: 'ONCE-EACH', usagePerUserLimit: 1, usageLimit: 2 });
    await recordCouponUsage(t.db, { couponId: limited.id, customerId: customer, orderId: null, now: NOW });
    await expect(basket('ONCE-EACH')).rejects.toMatchObject({ code: 'coupon_per_customer_limit_reached' });
    const other = await newCustomer();
    expect((await basket('ONCE-EACH', 500_000, other)).discount).toBe(50_000);
    await recordCouponUsage(t.db, { couponId: limited.id, customerId: other, orderId: null, now: NOW });
    const third = await newCustomer();
    await expect(basket('ONCE-EACH', 500_000, third)).rejects.toMatchObject({
      code: 'coupon_usage_limit_reached',
    });
    await expect(
      recordCouponUsage(t.db, { couponId: limited.id, customerId: third, orderId: null, now: NOW }),
    ).rejects.toMatchObject({ code: 'coupon_usage_limit_reached' });
  });

  it('discounts only the items of its categories (sub-categories included) and refuses a basket without them', async () => {
    const [clothes] = await t.db.insert(categories).values({ title: 'پوشاک', slug: 'clothes' }).returning();
    const [shirts] = await t.db
      .insert(categories)
      .values({ title: 'پیراهن', slug: 'shirts', parentId: clothes?.id, level: 2 })
      .returning();
    const [books] = await t.db.insert(categories).values({ title: 'کتاب', slug: 'books' }).returning();
    const shirt = await insertProduct(t, 'پیراهن مردانه');
    const novel = await insertProduct(t, 'رمان');
    await t.db.insert(categoryProduct).values([
      { productId: shirt.id, categoryId: shirts?.id ?? 0 },
      { productId: novel.id, categoryId: books?.id ?? 0 },
    ]);
    const scoped = await t.db
      .insert(coupons)
      .values({ title: 'پوشاک', code: 'CLOTHES10', type: 'percentage', amount: 10 })
      .returning();
    const { couponCategories } = await import('../src/db/schema/index.ts');
    await t.db
      .insert(couponCategories)
      .values({ couponId: scoped[0]?.id ?? 0, categoryId: clothes?.id ?? 0 });
    const priced = await priceCoupon(t.db, {
      code: 'clothes10',
      customerId: customer,
      itemsAmount: 1_000_000,
      lines: [
        { productId: shirt.id, amount: 300_000, quantity: 2 },
        { productId: novel.id, amount: 400_000, quantity: 1 },
      ],
      now: NOW,
    });
    expect(priced.discount).toBe(60_000);
    await expect(
      priceCoupon(t.db, {
        code: 'CLOTHES10',
        customerId: customer,
        itemsAmount: 400_000,
        lines: [{ productId: novel.id, amount: 400_000, quantity: 1 }],
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: 'coupon_no_eligible_items', message: COUPON_REFUSALS.no_eligible_items });
  });

  it('releases the uses of an order that never got paid', async () => {
    const once = await coupon({ code: 'RELEASE', usageLimit: 1 });
    await recordCouponUsage(t.db, { couponId: once.id, customerId: customer, orderId: 777, now: NOW });
    await expect(basket('RELEASE')).rejects.toMatchObject({ code: 'coupon_usage_limit_reached' });
    expect(await releaseCouponUsage(t.db, { orderId: 777 })).toBe(1);
    expect((await basket('RELEASE')).discount).toBe(50_000);
  });
});

describe(`coupon usage limit under concurrent checkouts (${DB})`, () => {
  it('lets exactly 10 of 50 concurrent checkouts use a coupon limited to 10 uses', async () => {
    const limited = await coupon({ code: 'LAST-TEN', usageLimit: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newCustomer()));
    const results = await Promise.allSettled(
      buyers.map((customerId) =>
        t.db.transaction(async (tx) => {
          const priced = await priceCoupon(tx as never, {
            code: 'last-ten',
            customerId,
            itemsAmount: 500_000,
            lines: [{ productId: 1, amount: 500_000, quantity: 1 }],
            now: NOW,
          });
          await recordCouponUsage(tx as never, {
            couponId: priced.coupon.id,
            customerId,
            orderId: null,
            now: NOW,
          });
          return priced.discount;
        }),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(10);
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ code: 'coupon_usage_limit_reached' });
    const [uses] = await t.db
      .select({ n: count() })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, limited.id));
    expect(uses?.n).toBe(10);
  });

  it('keeps the per-customer limit when one customer checks out 20 times at once', async () => {
    const perUser = await coupon({ code: 'ONE-PER-BUYER', usagePerUserLimit: 1 });
    const buyer = await newCustomer();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordCouponUsage(t.db, { couponId: perUser.id, customerId: buyer, orderId: null, now: NOW }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [uses] = await t.db
      .select({ n: count() })
      .from(couponUsages)
      .where(eq(couponUsages.couponId, perUser.id));
    expect(uses?.n).toBe(1);
  });
});
