import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  coupons,
  couponUsages,
  customers,
  shippingExcels,
  shippings,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { couponsStep, shippingStep } from '../src/seed/demo-shipping.ts';
import { priceCoupon } from '../src/services/coupons/apply.ts';
import { quoteShipping } from '../src/services/shipping/quote.ts';
import { createTestApp } from './support/test-app.ts';

const NOW = new Date('2025-12-10T09:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(customers)
    .values(Array.from({ length: 40 }, (_, i) => ({ mobile: `0935${String(i).padStart(7, '0')}` })));
  await seedDemo(t.db, { steps: [shippingStep, couponsStep], now: NOW, force: true });
});
afterAll(async () => t?.close());

const cityId = async (name: string) =>
  (await t.db.select().from(cities).where(eq(cities.name, name)))[0]?.id ?? 0;
const methodId = async (name: string) =>
  (await t.db.select().from(shippings).where(eq(shippings.name, name)))[0]?.id ?? 0;

describe('demo shipping and coupons', () => {
  it('makes four methods, the Tehran courier limited to Tehran cities with a VIP price', async () => {
    expect(await t.db.select({ n: count() }).from(shippings)).toEqual([{ n: 4 }]);
    const courier = await methodId('پیک موتوری تهران');
    const tehran = await quoteShipping(t.db, {
      shippingId: courier,
      cityId: await cityId('تهران'),
      itemsAmount: 1,
    });
    expect(tehran.amount).toBe(60_000);
    await expect(
      quoteShipping(t.db, { shippingId: courier, cityId: await cityId('شیراز'), itemsAmount: 1 }),
    ).rejects.toMatchObject({ code: 'shipping_not_available' });
    const post = await methodId('پست پیشتاز');
    const quote = async (city: string, itemsAmount = 1) =>
      (await quoteShipping(t.db, { shippingId: post, cityId: await cityId(city), itemsAmount })).amount;
    expect(await quote('شیراز')).toBe(45_000);
    expect(await quote('تهران')).toBe(35_000);
    expect(await quote('زاهدان')).toBe(65_000);
    expect(await quote('زاهدان', 2_000_000)).toBe(0);
    await expect(
      quoteShipping(t.db, {
        shippingId: await methodId('پست سفارشی'),
        cityId: await cityId('شیراز'),
        itemsAmount: 1,
      }),
    ).rejects.toMatchObject({ code: 'shipping_inactive' });
  });

  it('makes coupons that are running, expired, used up and upcoming, and postal imports', async () => {
    const price = (code: string, customerId: number) =>
      priceCoupon(t.db, {
        code,
        customerId,
        itemsAmount: 2_000_000,
        lines: [{ productId: 1, amount: 2_000_000, quantity: 1 }],
        now: NOW,
      });
    const [fresh] = await t.db.insert(customers).values({ mobile: '09359999999' }).returning();
    const id = fresh?.id ?? 0;
    expect((await price('yalda1404', id)).discount).toBe(200_000);
    await expect(price('NOROOZ1404', id)).rejects.toMatchObject({ code: 'coupon_expired' });
    await expect(price('FLASH100', id)).rejects.toMatchObject({ code: 'coupon_usage_limit_reached' });
    await expect(price('SHOES20', id)).rejects.toMatchObject({ code: 'coupon_not_started' });
    const gifts = await t.db.select().from(coupons).where(eq(coupons.couponType, 'order_gift'));
    expect(gifts.length).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(couponUsages))[0]?.n).toBeGreaterThan(12);
    expect((await t.db.select({ n: count() }).from(shippingExcels))[0]?.n).toBeGreaterThanOrEqual(32);
  });
});
