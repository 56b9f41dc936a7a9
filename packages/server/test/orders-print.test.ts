import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../src/services/orders/pay-order.ts';
import { FIXTURE_NOW, type OrderWorld, placeFixtureOrder, seedOrderWorld } from './orders-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: OrderWorld;
let staff: { headers: Record<string, string> };
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  world = await seedOrderWorld(t.app);
  staff = await t.adminWith(['read_order']);
  for (let i = 0; i < 3; i += 1) {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 1 },
      { id: world.sale.id, quantity: 1 },
    ]);
    await markOrderPaid(t.app.ctx, t.db, {
      orderId: order.id,
      gateway: 'virtual',
      transactionId: `print-${order.id}`,
      now: FIXTURE_NOW,
    });
    ids.push(order.id);
  }
});
afterAll(async () => t?.close());

const print = (payload: unknown, headers = staff.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/print/details',
    headers,
    payload: payload as object,
  });

describe('POST admin/orders/print/details', () => {
  it('answers every asked order, in the asked order, with what an invoice and a label need', async () => {
    const asked = [ids[2], ids[0]];
    const res = await print({ ids: asked });
    expect(res.statusCode, res.body).toBe(200);
    const printed = res.json().data.orders;
    // The sender block of the label comes from the shop's settings.
    expect(res.json().data.shop).toMatchObject({ telephone: '021-88000000' });
    expect(res.json().data.shop.name).toBeTruthy();
    expect(printed.map((o: { id: number }) => o.id)).toEqual(asked);
    const [first] = printed;
    expect(first).toMatchObject({
      receiver: 'مریم کاظمی',
      address: {
        address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
        postal_code: '1234567890',
        mobile: '09121234567',
      },
      customer: { mobile: '09121234567' },
      shipping: { id: world.shipping.id, name: 'پست پیشتاز' },
      totals: {
        items_amount: 280_000,
        shipping_amount: 30_000,
        total_amount: 310_000,
        paid_amount: 310_000,
        due_amount: 0,
      },
    });
    expect(first.items).toHaveLength(2);
    expect(first.items[1]).toMatchObject({
      quantity: 1,
      amount: 180_000,
      discount_amount: 20_000,
      total: 180_000,
    });
    expect(first.items[1].extra).toMatchObject({ title: 'قهوه‌ای' });
  });

  it('takes Persian digits, leaves unknown ids out, and refuses more than 100 ids or bad ids', async () => {
    const persian = await print({
      ids: [String(ids[1]).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d), 999_999],
    });
    expect(persian.statusCode, persian.body).toBe(200);
    expect(persian.json().data.orders.map((o: { id: number }) => o.id)).toEqual([ids[1]]);
    const many = await print({ ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(422);
    expect((await print({ ids: [] })).statusCode).toBe(422);
    expect((await print({ ids: ['abc'] })).statusCode).toBe(422);
  });

  it('needs read_order', async () => {
    const nobody = await t.adminWith(['read_product']);
    expect((await print({ ids }, nobody.headers)).statusCode).toBe(403);
  });
});

describe('GET admin/orders/{id} and POST admin/order/byId', () => {
  it('returns the order with items, logs, invoices and totals; 404 for unknown ids', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${ids[0]}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data.order;
    expect(order).toMatchObject({ id: ids[0], status: 'new' });
    expect(order.order_logs.map((l: { status: string }) => l.status)).toEqual(['wait_for_payment', 'new']);
    expect(order.items).toEqual([
      expect.objectContaining({
        order_id: ids[0],
        product_id: world.product.id,
        variety_id: world.plain.id,
        quantity: 1,
        amount: 100_000,
        discount_amount: 0,
        total: 100_000,
        status: 1,
        extra: expect.objectContaining({ product_title: world.product.title, title: 'مشکی' }),
      }),
      expect.objectContaining({
        variety_id: world.sale.id,
        quantity: 1,
        amount: 180_000,
        discount_amount: 20_000,
        total: 180_000,
        extra: expect.objectContaining({ title: 'قهوه‌ای', price: 200_000 }),
      }),
    ]);
    expect(order.removed_items).toEqual([]);
    // Paid through the gateway: one successful invoice for the total, holding the gateway's payment.
    expect(order.invoices).toEqual([
      expect.objectContaining({
        order_id: ids[0],
        amount: 310_000,
        type: 'gateway',
        wallet_amount: 0,
        status: 'success',
        payments: [
          expect.objectContaining({
            gateway: 'virtual',
            transaction_id: `print-${ids[0]}`,
            tracking_code: `print-${ids[0]}`,
            amount: 310_000,
            status: 'success',
          }),
        ],
      }),
    ]);
    expect(order).toMatchObject({ paid_amount: 310_000, totals: { paid_amount: 310_000, due_amount: 0 } });
    const byId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order/byId',
      headers: staff.headers,
      payload: { id: ids[1] },
    });
    expect(byId.json().data.order.id).toBe(ids[1]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/999999',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
