import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, coupons, couponUsages, orderItems, orderStatusLogs } from '../src/db/schema/index.ts';
import { OrderKeyTaken, placeOrder } from '../src/services/orders/place-order.ts';
import {
  balanceOf,
  FIXTURE_NOW,
  type OrderWorld,
  orderRow,
  placeFixtureOrder,
  seedOrderWorld,
} from './orders-fixtures.ts';
import { createProduct, seedCatalogueReference } from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: OrderWorld;
let staff: { headers: Record<string, string>; admin: { id: number } };

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  world = await seedOrderWorld(t.app);
  staff = await t.adminWith(['read_order', 'write_order', 'modify_order']);
});
afterAll(async () => t?.close());

const postOrder = (payload: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers, payload });

describe('placeOrder', () => {
  it('prices lines from the current price and discount, snapshots the variety and address, and totals', async () => {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 2 },
      { id: world.sale.id, quantity: 1 },
    ]);
    expect(order.status).toBe('wait_for_payment');
    expect(order.itemsAmount).toBe(2 * 100_000 + 180_000);
    expect(order.shippingAmount).toBe(30_000);
    expect(order.totalAmount).toBe(410_000);
    expect(order.itemsCount).toBe(2);
    expect(order.itemsQuantity).toBe(3);
    expect(order.receiver).toBe('مریم کاظمی');
    expect(order.address).toMatchObject({ first_name: 'مریم', city: { name: world.city.name } });
    expect(order.cityId).toBe(world.city.id);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const sale = lines.find((line) => line.varietyId === world.sale.id);
    expect(sale).toMatchObject({ amount: 180_000, discountAmount: 20_000, quantity: 1, status: 1 });
    expect(sale?.extra).toMatchObject({
      title: 'قهوه‌ای',
      price: 200_000,
      product_title: world.product.title,
    });
    const logs = await t.db.select().from(orderStatusLogs).where(eq(orderStatusLogs.orderId, order.id));
    expect(logs.map((log) => log.status)).toEqual(['wait_for_payment']);
    // Placing takes no stock: stock leaves when the order is paid.
    expect(await balanceOf(t.db, world.plain.id)).toBe(10);
  });

  it('merges repeated varieties into one line', async () => {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 1 },
      { id: world.plain.id, quantity: 2 },
    ]);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('refuses more than the stock, naming the variety, and writes nothing', async () => {
    const before = await t.db.select().from(orderItems);
    await expect(placeFixtureOrder(t.app, world, [{ id: world.sale.id, quantity: 6 }])).rejects.toMatchObject(
      {
        status: 422,
        message: expect.stringContaining('قهوه‌ای'),
      },
    );
    expect(await t.db.select().from(orderItems)).toHaveLength(before.length);
  });

  it("refuses another customer's address and unknown varieties", async () => {
    const other = await seedOrderWorld(t.app, { mobile: '09351112233', name: ['علی', 'رضایی'] });
    await expect(
      placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }], { addressId: other.address.id }),
    ).rejects.toMatchObject({ status: 422, code: 'address_not_found' });
    await expect(placeFixtureOrder(t.app, world, [{ id: 999_999, quantity: 1 }])).rejects.toMatchObject({
      status: 422,
      code: 'variety_not_found',
    });
  });

  it('answers a repeated idempotency key with the first order (OrderKeyTaken), placing none', async () => {
    const input = {
      customerId: world.customer.id,
      addressId: world.address.id,
      shippingId: world.shipping.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
      idempotencyKey: 'checkout-abc',
      now: FIXTURE_NOW,
    };
    const first = await placeOrder(t.app.ctx, t.db, input);
    const again = await placeOrder(t.app.ctx, t.db, input).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(OrderKeyTaken);
    expect((again as OrderKeyTaken).order.id).toBe(first.id);
  });

  it('prices a coupon and counts its use; a coupon above its limit is refused', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ title: 'یلدا', code: 'YALDA', type: 'percentage', amount: 10, usageLimit: 1 })
      .returning();
    const order = await placeOrder(t.app.ctx, t.db, {
      customerId: world.customer.id,
      addressId: world.address.id,
      shippingId: world.shipping.id,
      varieties: [{ id: world.plain.id, quantity: 1 }],
      couponCode: 'yalda',
      now: FIXTURE_NOW,
    });
    expect(order.couponId).toBe(coupon?.id);
    expect(order.discountAmount).toBe(10_000);
    expect(order.totalAmount).toBe(100_000 + 30_000 - 10_000);
    const uses = await t.db.select().from(couponUsages).where(eq(couponUsages.orderId, order.id));
    expect(uses).toHaveLength(1);
    await expect(
      placeOrder(t.app.ctx, t.db, {
        customerId: world.customer.id,
        addressId: world.address.id,
        shippingId: world.shipping.id,
        varieties: [{ id: world.plain.id, quantity: 1 }],
        couponCode: 'YALDA',
        now: FIXTURE_NOW,
      }),
    ).rejects.toMatchObject({ status: 422, code: 'coupon_usage_limit_reached' });
  });
});

describe('POST admin/orders (staff-created)', () => {
  it('creates a wait_for_payment order with the staff discount, logs who made it and audits it', async () => {
    const res = await postOrder({
      customer_id: world.customer.id,
      address_id: world.address.id,
      shipping_id: world.shipping.id,
      discount_amount: '۵۰۰۰',
      description: 'سفارش تلفنی',
      varieties: [{ id: world.plain.id, quantity: '۲' }],
      reserved: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order;
    expect(order).toMatchObject({
      status: 'wait_for_payment',
      reserved: true,
      discount_amount: 5000,
      total_amount: 200_000 + 30_000 - 5000,
      creator_id: staff.admin.id,
      description: 'سفارش تلفنی',
    });
    expect(order.items).toHaveLength(1);
    expect(order.order_logs[0]).toMatchObject({ status: 'wait_for_payment', admin: { id: staff.admin.id } });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(order.id)));
    expect(audit.some((row) => row.entity === 'orders' && row.action === 'create')).toBe(true);
  });

  it('answers 422 with Persian field errors for a bad body', async () => {
    const res = await postOrder({
      customer_id: world.customer.id,
      varieties: [{ id: world.plain.id, quantity: 0 }],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['address_id', 'shipping_id', 'varieties.0.quantity']),
    );
  });

  it('refuses a discount larger than the order', async () => {
    const res = await postOrder({
      customer_id: world.customer.id,
      address_id: world.address.id,
      shipping_id: world.shipping.id,
      discount_amount: 1_000_000,
      varieties: [{ id: world.plain.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.discount_amount).toBeTruthy();
  });

  it('needs write_order', async () => {
    const reader = await t.adminWith(['read_order']);
    const res = await postOrder({}, reader.headers);
    expect(res.statusCode).toBe(403);
  });

  it('serves the create form data (customers with mobiles) to those who may create orders only', async () => {
    const nobody = await t.adminWith([]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/create',
      headers: nobody.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect(refused.body).not.toMatch(/09\d{9}/);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/create',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.customers.map((c: { id: number }) => c.id)).toContain(world.customer.id);
    expect(data.shippings.map((s: { id: number }) => s.id)).toContain(world.shipping.id);
    expect(data.provinces.length).toBeGreaterThan(0);
  });
});

describe('PUT admin/orders/{id}', () => {
  it('re-copies the address snapshot, re-quotes shipping and recomputes the totals', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
      payload: { address_id: world.otherAddress.id, discount_amount: 20_000, tracking_code: '123456789012' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = await orderRow(t.db, order.id);
    expect(updated.address?.first_name).toBe('رضا');
    expect(updated.cityId).toBe(world.otherCity.id);
    expect(updated.receiver).toBe('رضا کاظمی');
    expect(updated.totalAmount).toBe(100_000 + 30_000 - 20_000);
    expect(updated.trackingCode).toBe('123456789012');
  });

  it('refuses address, shipping and discount changes once shipped, but still takes a tracking code', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    await t.db
      .update((await import('../src/db/schema/index.ts')).orders)
      .set({ status: 'delivered' })
      .where(eq((await import('../src/db/schema/index.ts')).orders.id, order.id));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
      payload: { discount_amount: 1000 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('ارسال شده');
    const tracked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
      payload: { tracking_code: '999' },
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data.order.tracking_code).toBe('999');
  });
});

describe('order snapshots', () => {
  it('keep the address, and the variety with its colour and attributes, as they were when ordered', async () => {
    const boss = await t.adminWith('super_admin');
    const ref = await seedCatalogueReference(t.db);
    const product = await createProduct(t.app, boss.headers, {
      title: 'تیشرت نخی',
      unit_price: 450_000,
      status: 'available',
      varieties: [
        {
          color_id: ref.colors.red.id,
          attribute_value_ids: [ref.sizes.M.id],
          price: 450_000,
          sku: 'TS-R-M',
          stock: 3,
        },
      ],
    });
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers/addresses',
      headers: boss.headers,
      payload: {
        customer_id: world.customer.id,
        city: world.city.id,
        first_name: 'نگار',
        last_name: 'کاظمی',
        mobile: world.customer.mobile,
        address: 'خیابان شریعتی، پلاک ۷',
        postal_code: '1987654321',
      },
    });
    expect(address.statusCode, address.body).toBe(201);
    const addressId: number = address.json().data.address.id;
    const order = await placeFixtureOrder(
      t.app,
      world,
      [{ id: product.varieties[0]?.id ?? 0, quantity: 1 }],
      {
        addressId,
      },
    );

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/addresses/${addressId}`,
      headers: boss.headers,
      payload: { city: world.otherCity.id, first_name: 'زهرا', address: 'خیابان چهارباغ، پلاک ۹' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.address).toMatchObject({
      first_name: 'زهرا',
      city: { id: world.otherCity.id },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: boss.headers,
    });
    const detail = res.json().data.order;
    expect(detail.address).toEqual(order.address);
    expect(detail.address).toMatchObject({
      first_name: 'نگار',
      address: 'خیابان شریعتی، پلاک ۷',
      postal_code: '1987654321',
      city: { id: world.city.id, name: world.city.name },
      province: { id: world.province.id },
    });
    expect(detail).toMatchObject({ receiver: 'نگار کاظمی', city_id: world.city.id });
    expect(detail.items[0].extra).toMatchObject({
      product_title: 'تیشرت نخی',
      title: 'قرمز - M',
      sku: 'TS-R-M',
      price: 450_000,
      color: { name: 'قرمز', code: '#e53935' },
      attributes: [{ name: 'size', label: 'سایز', value: 'M' }],
    });
  });
});
