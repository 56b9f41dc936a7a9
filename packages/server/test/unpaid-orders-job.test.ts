import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { invoices, orderStatusLogs, orders } from '../src/db/schema/index.ts';
import { failUnpaidOrders } from '../src/services/jobs/unpaid-orders.ts';
import { markOrderPaid } from '../src/services/orders/pay-order.ts';
import {
  balanceOf,
  customer,
  signedLink,
  stockedVariety,
  waitingOrder,
} from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let line: { productId: number; varietyId: number; quantity: number; amount: number };
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  const v = await stockedVariety(t.app, boss.headers, { title: 'ماگ سرامیکی', price: 180_000, stock: 50 });
  line = { productId: v.productId, varietyId: v.varietyId, quantity: 1, amount: v.price };
  customerId = (await customer(t.db)).id;
});
afterAll(async () => t?.close());

const at = (iso: string) => new Date(iso);
const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);
const place = (createdAt: Date) => waitingOrder(t.db, { customerId, lines: [line], createdAt });
const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('failUnpaidOrders (order.gateway_timeout)', () => {
  it('fails orders unpaid for 15 minutes with Shopit’s reason, closes their invoice and logs the move', async () => {
    const now = at('2026-03-01T10:00:00Z');
    const old = await place(minutes(now, -16));
    const edge = await place(minutes(now, -15));
    const fresh = await place(minutes(now, -14));
    const stockBefore = await balanceOf(t.db, line.varietyId);

    const failed = await failUnpaidOrders(t.app.ctx, now);
    expect(failed).toEqual(expect.arrayContaining([old.order.id, edge.order.id]));
    expect(failed).not.toContain(fresh.order.id);

    for (const placed of [old, edge]) {
      const row = await statusOf(placed.order.id);
      expect(row).toMatchObject({ status: 'failed', statusDetail: 'خطا بدلیل عدم پرداخت توسط کاربر' });
      expect(row?.updatedAt.toISOString()).toBe(now.toISOString());
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, placed.invoice.id));
      expect(invoice).toMatchObject({ status: 'failed', statusDetail: 'خطا بدلیل عدم پرداخت توسط کاربر' });
      const logs = await t.db
        .select()
        .from(orderStatusLogs)
        .where(eq(orderStatusLogs.orderId, placed.order.id));
      expect(logs.map((log) => [log.fromStatus, log.status, log.description])).toEqual([
        [null, 'wait_for_payment', null],
        ['wait_for_payment', 'failed', 'خطا بدلیل عدم پرداخت توسط کاربر'],
      ]);
    }
    expect((await statusOf(fresh.order.id))?.status).toBe('wait_for_payment');
    // Nothing goes back to stock: unpaid orders never took any.
    expect(await balanceOf(t.db, line.varietyId)).toBe(stockBefore);

    // A minute later the fresh one is due; the failed ones are not touched again.
    const later = await failUnpaidOrders(t.app.ctx, minutes(now, 1));
    expect(later).toEqual([fresh.order.id]);
    expect(await failUnpaidOrders(t.app.ctx, minutes(now, 2))).toEqual([]);
    const logs = await t.db
      .select()
      .from(orderStatusLogs)
      .where(inArray(orderStatusLogs.orderId, [old.order.id, edge.order.id, fresh.order.id]));
    expect(logs.filter((log) => log.status === 'failed')).toHaveLength(3);
  });

  it('leaves paid orders alone, and a late payment on a failed order is refused', async () => {
    const now = at('2026-03-02T10:00:00Z');
    const paid = await place(minutes(now, -30));
    await markOrderPaid(t.app.ctx, t.db, {
      orderId: paid.order.id,
      gateway: 'virtual',
      transactionId: `job-test-${paid.invoice.id}`,
      now: minutes(now, -20),
    });
    const unpaid = await place(minutes(now, -30));
    const failed = await failUnpaidOrders(t.app.ctx, now);
    expect(failed).toContain(unpaid.order.id);
    expect(failed).not.toContain(paid.order.id);
    expect((await statusOf(paid.order.id))?.status).toBe('new');
    const late = await t.app.inject({
      method: 'POST',
      url: await signedLink(t.app, unpaid.invoice, 'pay'),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain('خطا بدلیل عدم پرداخت توسط کاربر');
  });

  it('leaves orders placed by staff waiting: staff decide when they are paid', async () => {
    const now = at('2026-03-04T10:00:00Z');
    const staffOrder = await place(minutes(now, -60));
    await t.db.update(orders).set({ creatorId: boss.admin.id }).where(eq(orders.id, staffOrder.order.id));
    expect(await failUnpaidOrders(t.app.ctx, now)).not.toContain(staffOrder.order.id);
    expect((await statusOf(staffOrder.order.id))?.status).toBe('wait_for_payment');
  });

  it('fails each order once when two server instances run the job at the same moment', async () => {
    const now = at('2026-03-03T10:00:00Z');
    const placed = await Promise.all(Array.from({ length: 30 }, () => place(minutes(now, -20))));
    const ids = placed.map((p) => p.order.id);
    // On PostgreSQL the second instance has its own connections, as a second server would.
    const database =
      t.database.kind === 'postgres'
        ? await openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl })
        : t.database;
    const second = await buildApp({ config: t.config, database });
    try {
      await second.ready();
      const [a, b] = await Promise.all([failUnpaidOrders(t.app.ctx, now), failUnpaidOrders(second.ctx, now)]);
      const mine = [...a, ...b].filter((id) => ids.includes(id));
      expect(mine.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    } finally {
      await second.close();
      if (database !== t.database) await database.close();
    }
    const logs = await t.db.select().from(orderStatusLogs).where(inArray(orderStatusLogs.orderId, ids));
    expect(logs.filter((log) => log.status === 'failed')).toHaveLength(ids.length);
  });

  it('runs on its own in a server started with jobs on, and stops when the app closes', async () => {
    const placedAt = new Date(Date.now() - 16 * 60_000);
    const due = await place(placedAt);
    const server = await buildApp({ config: t.config, database: t.database, jobs: true });
    await server.ready();
    const deadline = Date.now() + 5000;
    while ((await statusOf(due.order.id))?.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.close();
    expect((await statusOf(due.order.id))?.status).toBe('failed');
  });
});
