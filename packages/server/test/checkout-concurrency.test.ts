import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  notifications,
  orders,
  shippings,
  storeTransactions,
  wallets,
  walletTransactions,
} from '../src/db/schema/index.ts';
import { balanceOf, stockedVariety } from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

// PGlite by default, PostgreSQL with DATABASE_URL (a pool of 10 real connections: the checkouts and
// payments truly overlap there).
let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let shippingId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  const [post] = await t.db
    .insert(shippings)
    .values({ name: 'پیک موتوری', defaultPrice: 30_000 })
    .returning();
  shippingId = post?.id as number;
  const [city] = await t.db.select().from(cities).limit(1);
  cityId = city?.id as number;
});
afterAll(async () => t?.close());

const CHECKOUTS = 200;
const STOCK = 10;

/** One customer's whole checkout, as a browser does it: place the order, then pay at the gateway. */
async function checkoutAndPay(n: number, varietyId: number) {
  const remoteAddress = `10.2.${n >> 8}.${n & 255}`;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/front/orders',
    remoteAddress,
    headers: { 'idempotency-key': `concurrency-${varietyId}-${n}` },
    payload: {
      mobile: `0936${String(1_000_000 + n).slice(-7)}`,
      address: {
        first_name: 'رضا',
        last_name: `مشتری ${n}`,
        mobile: '09121112233',
        city_id: cityId,
        postal_code: '1234567890',
        address: 'اصفهان، خیابان چهارباغ، پلاک ۸',
      },
      shipping_id: shippingId,
      varieties: [{ id: varietyId, quantity: 1 }],
    },
  });
  if (placed.statusCode !== 201)
    return { stage: 'place' as const, status: placed.statusCode, body: placed.json() };
  const paid = await t.app.inject({ method: 'POST', url: placed.json().data.pay_url, remoteAddress });
  return { stage: 'pay' as const, status: paid.statusCode, body: paid.json() };
}

describe(`200 concurrent checkouts for the last 10 units (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('pays exactly 10, refuses or fails the rest with Persian reasons, and leaves stock at 0', async () => {
    const clerk = await t.adminWith(['read_order']);
    const item = await stockedVariety(t.app, boss.headers, {
      title: 'گوشی هوشمند',
      price: 18_500_000,
      stock: STOCK,
    });
    const results = await Promise.all(
      Array.from({ length: CHECKOUTS }, (_, n) => checkoutAndPay(n, item.varietyId)),
    );

    const paid = results.filter((r) => r.stage === 'pay' && r.status === 200);
    expect(paid).toHaveLength(STOCK);
    for (const r of paid) expect(r.body.data.order.status).toBe('new');
    const others = results.filter((r) => !paid.includes(r));
    expect(others).toHaveLength(CHECKOUTS - STOCK);
    for (const r of others) {
      expect(r.status).toBe(422);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(/موجودی/);
      expect(r.body.message).toMatch(/[\u0600-\u06FF]/);
      if (r.stage === 'place') expect(r.body.code).toBe('insufficient_stock');
      else expect(r.body).toMatchObject({ code: 'payment_refused', data: { order: { status: 'failed' } } });
    }

    // Stock: 0, never below, and the ledger adds up: 10 decrements of 1, each for a paid order.
    expect(await balanceOf(t.db, item.varietyId)).toBe(0);
    const moves = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.varietyId, item.varietyId));
    expect(moves.every((m) => m.balance >= 0)).toBe(true);
    const decrements = moves.filter((m) => m.type === 'decrement');
    expect(decrements).toHaveLength(STOCK);
    expect(decrements.map((m) => m.balance).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const net = moves.reduce((sum, m) => sum + (m.type === 'increment' ? m.quantity : -m.quantity), 0);
    expect(net).toBe(0);
    const paidIds = paid.map((r) => r.body.data.order.id as number).sort((a, b) => a - b);
    expect(decrements.map((m) => m.orderId).sort((a, b) => (a as number) - (b as number))).toEqual(paidIds);

    // The orders table agrees: 10 new, every failed one refunded to its customer's wallet in full.
    const placedOrders = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.idempotencyKey,
          results.map((_, n) => `concurrency-${item.varietyId}-${n}`),
        ),
      );
    expect(
      placedOrders
        .filter((o) => o.status === 'new')
        .map((o) => o.id)
        .sort((a, b) => a - b),
    ).toEqual(paidIds);
    const failed = placedOrders.filter((o) => o.status === 'failed');
    expect(failed).toHaveLength(results.filter((r) => r.stage === 'pay').length - STOCK);
    expect(placedOrders.every((o) => o.status === 'new' || o.status === 'failed')).toBe(true);
    if (failed.length) {
      const refunds = await t.db
        .select()
        .from(walletTransactions)
        .where(
          inArray(
            walletTransactions.orderId,
            failed.map((o) => o.id),
          ),
        );
      expect(refunds).toHaveLength(failed.length);
      for (const order of failed) {
        expect(order.statusDetail).toContain('کافی نبود');
        expect(refunds.find((r) => r.orderId === order.id)?.amount).toBe(order.totalAmount);
        const [wallet] = await t.db
          .select()
          .from(wallets)
          .where(eq(wallets.customerId, order.customerId as number));
        expect(wallet?.balance).toBe(order.totalAmount);
      }
    }

    // One staff notification per paid order, none for the failed ones.
    const sent = (
      await t.db.select().from(notifications).where(eq(notifications.notifiableId, clerk.admin.id))
    )
      .filter((row) => row.type === 'order')
      .map((row) => (row.data as { order_id: number }).order_id)
      .sort((a, b) => a - b);
    expect(sent).toEqual(paidIds);
  }, 180_000);
});
