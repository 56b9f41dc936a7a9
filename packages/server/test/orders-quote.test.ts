import { orderAmount } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  couponUsages,
  customerRoleShipping,
  customerRoles,
  customers,
  orderItems,
  orders,
  products,
} from '../src/db/schema/index.ts';
import { FIXTURE_NOW, type OrderWorld, seedOrderWorld } from './orders-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: { headers: Record<string, string> };
let mobiles = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  staff = await t.adminWith(['read_order', 'write_order']);
});
afterAll(async () => t?.close());

/** A customer of their own (coupon uses per customer do not leak between tests). */
async function ownWorld(): Promise<OrderWorld> {
  mobiles += 1;
  return seedOrderWorld(t.app, {
    mobile: `0936${String(1_000_000 + mobiles).slice(-7)}`,
    name: ['آرش', 'قیمتی'],
  });
}

/** The demo's YALDA1404: 10% off from 500,000 of items, once per customer. */
async function yaldaCoupon(code: string) {
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      title: 'تخفیف یلدا',
      code,
      type: 'percentage',
      amount: 10,
      minOrderAmount: 500_000,
      usagePerUserLimit: 1,
    })
    .returning();
  if (!coupon) throw new Error('coupon not made');
  return coupon;
}

const post = (url: string, payload: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers, payload });

describe('POST admin/orders/quote', () => {
  it('quotes what placing saves: a coupon, shipping and the staff discount, by core orderAmount', async () => {
    const world = await ownWorld();
    await yaldaCoupon('YALDAQ1');
    const body = {
      customer_id: world.customer.id,
      address_id: world.address.id,
      shipping_id: world.shipping.id,
      varieties: [
        { id: world.plain.id, quantity: 3 },
        { id: world.sale.id, quantity: 2 },
      ],
      coupon_code: 'yaldaq1',
      discount_amount: 5000,
    };
    const quoted = await post('orders/quote', body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().data.quote;
    // 3 × 100,000 + 2 × (200,000 − 10%) = 660,000; the coupon takes 10% of it; shipping 30,000.
    expect(quote).toMatchObject({
      items_amount: 660_000,
      shipping_amount: 30_000,
      coupon_discount: 66_000,
      staff_discount: 5000,
      discount_amount: 71_000,
      total_amount: 619_000,
      coupon: { code: 'YALDAQ1', discount: 66_000 },
      shipping: { id: world.shipping.id, amount: 30_000 },
    });
    // Quoting writes nothing: no order, no coupon use.
    expect(await t.db.select().from(orders).where(eq(orders.customerId, world.customer.id))).toHaveLength(0);

    const placed = await post('orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.order;
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const core = orderAmount({
      lines: lines.map((line) => ({ amount: line.amount, quantity: line.quantity })),
      shippingAmount: order.shipping_amount,
      couponDiscount: quote.coupon_discount,
      staffDiscount: 5000,
    });
    expect(core.ok && core.total_amount).toBe(order.total_amount);
    expect(order.total_amount).toBe(quote.total_amount);
    expect(order.discount_amount).toBe(quote.discount_amount);
    expect(await t.db.select().from(couponUsages).where(eq(couponUsages.orderId, order.id))).toHaveLength(1);
  });

  it('quotes without shipping until an address and a method are chosen', async () => {
    const world = await ownWorld();
    const res = await post('orders/quote', {
      customer_id: world.customer.id,
      varieties: [{ id: world.plain.id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quote).toMatchObject({
      shipping: null,
      shipping_amount: 0,
      coupon: null,
      items_amount: 200_000,
      total_amount: 200_000,
      lines: [{ variety_id: world.plain.id, amount: 100_000, quantity: 2 }],
    });
  });

  it("quotes the customer's role shipping price, as placing charges it", async () => {
    const world = await ownWorld();
    const [role] = await t.db.insert(customerRoles).values({ name: 'vip-quote' }).returning();
    if (!role) throw new Error('role not made');
    await t.db.update(customers).set({ roleId: role.id }).where(eq(customers.id, world.customer.id));
    await t.db
      .insert(customerRoleShipping)
      .values({ shippingId: world.shipping.id, customerRoleId: role.id, amount: 12_000 });
    const body = {
      customer_id: world.customer.id,
      address_id: world.address.id,
      shipping_id: world.shipping.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
    };
    const quote = (await post('orders/quote', body)).json().data.quote;
    expect(quote).toMatchObject({ shipping_amount: 12_000, total_amount: 112_000 });
    const placed = await post('orders', body);
    expect(placed.json().data.order.total_amount).toBe(quote.total_amount);
  });

  it('answers the refusals placing would, in Persian on their fields', async () => {
    const world = await ownWorld();
    await yaldaCoupon('YALDAQ2');
    const below = await post('orders/quote', {
      customer_id: world.customer.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
      coupon_code: 'YALDAQ2',
    });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      code: 'coupon_below_minimum',
      errors: { coupon_code: [expect.stringContaining('حداقل')] },
    });
    const tooMuch = await post('orders/quote', {
      customer_id: world.customer.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
      discount_amount: 100_001,
    });
    expect(tooMuch.json()).toMatchObject({
      code: 'discount_too_large',
      errors: { discount_amount: [expect.any(String)] },
    });
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, world.product.id));
    const draft = await post('orders/quote', {
      customer_id: world.customer.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
    });
    expect(draft.json()).toMatchObject({
      code: 'not_for_sale',
      message: expect.stringContaining('قابل فروش نیست'),
    });
  });

  it('needs write_order', async () => {
    const reader = await t.adminWith(['read_order']);
    expect((await post('orders/quote', {}, reader.headers)).statusCode).toBe(403);
  });
});
