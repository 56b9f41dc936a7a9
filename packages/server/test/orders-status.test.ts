import {
  checkOrderTransition,
  ORDER_STATUS_VALUES,
  type OrderStatus,
  orderTransitionEffects,
} from '@shop-admin/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, invoices, orderStatusLogs, orders } from '../src/db/schema/index.ts';
import {
  balanceOf,
  FIXTURE_NOW,
  fundWallet,
  markPaidForTest,
  type OrderWorld,
  orderRow,
  placeFixtureOrder,
  seedOrderWorld,
  walletOf,
} from './orders-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: OrderWorld;
let staff: { headers: Record<string, string>; admin: { id: number; name: string } };

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  world = await seedOrderWorld(t.app);
  staff = await t.adminWith(['read_order', 'modify_order']);
  // Plenty of stock so every pair can run on the same variety.
  await t.app.ctx.stock.move(t.db, { varietyId: world.plain.id, type: 'increment', quantity: 500 });
});
afterAll(async () => t?.close());

const HOLDS_STOCK: readonly OrderStatus[] = ['new', 'reserved', 'in_progress', 'delivered'];

/** An order of 2 × plain (200,000 + 30,000 shipping) brought to `status` the way it really gets there. */
async function orderIn(status: OrderStatus) {
  const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 2 }]);
  if (status === 'wait_for_payment') return order;
  if (HOLDS_STOCK.includes(status)) {
    await markPaidForTest(t.app, order.id, status === 'reserved' ? 'reserved' : 'new');
    if (status === 'in_progress' || status === 'delivered') {
      await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    }
  } else {
    // Canceled or failed before payment: nothing held.
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return orderRow(t.db, order.id);
}

const changeStatus = (id: number, body: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, headers, payload: body });
const changeStatuses = (ids: number[], status: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/status/changes',
    headers: staff.headers,
    payload: { ids, status },
  });

describe('PUT admin/orders/{id}/status: every pair', () => {
  for (const from of ORDER_STATUS_VALUES) {
    for (const to of ORDER_STATUS_VALUES) {
      const reason = checkOrderTransition(from, to);
      it(`${from} → ${to} ${reason === null ? 'is allowed' : 'is refused'}, with stock and wallet right after`, async () => {
        const order = await orderIn(from);
        // Enough in the wallet for a re-opened order's payment.
        await fundWallet(t.db, world.customer.id, order.totalAmount);
        const stockBefore = await balanceOf(t.db, world.plain.id);
        const walletBefore = await walletOf(t.db, world.customer.id);
        const res = await changeStatus(order.id, { status: to, description: 'آزمون' });
        const after = await orderRow(t.db, order.id);
        const stockAfter = await balanceOf(t.db, world.plain.id);
        const walletAfter = await walletOf(t.db, world.customer.id);
        if (reason !== null) {
          expect(res.statusCode).toBe(422);
          expect(res.json().message).toBe(reason);
          expect(after.status).toBe(from);
          expect(stockAfter).toBe(stockBefore);
          expect(walletAfter).toBe(walletBefore);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        expect(after.status).toBe(to);
        const effects = orderTransitionEffects(from, to);
        const stockDelta = effects.includes('returnStock') ? 2 : effects.includes('takeStock') ? -2 : 0;
        expect(stockAfter - stockBefore).toBe(stockDelta);
        const paid = order.paidAmount;
        const walletDelta = effects.includes('refundToWallet')
          ? paid
          : effects.includes('chargePayment')
            ? -(order.totalAmount - paid)
            : 0;
        expect(walletAfter - walletBefore).toBe(walletDelta);
        expect(after.paidAmount).toBe(HOLDS_STOCK.includes(to) ? after.totalAmount : 0);
        if (to === 'delivered') expect(after.deliveredAt?.toISOString()).toBe(FIXTURE_NOW.toISOString());
        if (from === 'delivered' && to !== 'delivered' && HOLDS_STOCK.includes(to))
          expect(after.deliveredAt).toBeNull();
        const [log] = await t.db
          .select()
          .from(orderStatusLogs)
          .where(eq(orderStatusLogs.orderId, order.id))
          .orderBy(desc(orderStatusLogs.id))
          .limit(1);
        expect(log).toMatchObject({
          fromStatus: from,
          status: to,
          adminId: staff.admin.id,
          description: 'آزمون',
        });
        const audited = await t.db
          .select()
          .from(auditLogs)
          .where(
            and(
              eq(auditLogs.entity, 'orders'),
              eq(auditLogs.entityId, String(order.id)),
              eq(auditLogs.action, 'status'),
            ),
          );
        expect(audited).toHaveLength(1);
        expect(audited[0]?.adminId).toBe(staff.admin.id);
      });
    }
  }
});

describe('status change side effects', () => {
  it('keeps the money with no_charge on cancel, and needs no new payment to re-open it', async () => {
    const order = await orderIn('new');
    const wallet = await walletOf(t.db, world.customer.id);
    const canceled = await changeStatus(order.id, { status: 'canceled', no_charge: true });
    expect(canceled.statusCode).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet);
    expect((await orderRow(t.db, order.id)).paidAmount).toBe(order.totalAmount);
    const reopened = await changeStatus(order.id, { status: 'new' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet);
  });

  it('refuses to re-open a canceled order when the wallet is short, and writes nothing', async () => {
    const poor = await seedOrderWorld(t.app, { mobile: '09120000099', name: ['سارا', 'نوری'] });
    const order = await placeFixtureOrder(t.app, poor, [{ id: poor.plain.id, quantity: 1 }]);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    const stock = await balanceOf(t.db, poor.plain.id);
    const res = await changeStatus(order.id, { status: 'new' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('کیف پول');
    expect(await balanceOf(t.db, poor.plain.id)).toBe(stock);
    expect((await orderRow(t.db, order.id)).status).toBe('canceled');
  });

  it('re-opens with no_charge as paid outside the site (a manual invoice), taking the stock', async () => {
    const poor = await seedOrderWorld(t.app, { mobile: '09120000098', name: ['نیما', 'نوری'] });
    const order = await placeFixtureOrder(t.app, poor, [{ id: poor.plain.id, quantity: 3 }]);
    await t.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, order.id));
    const res = await changeStatus(order.id, { status: 'new', no_charge: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(t.db, poor.plain.id)).toBe(7);
    expect(await walletOf(t.db, poor.customer.id)).toBe(0);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ type: 'manual', status: 'success', amount: order.totalAmount });
    expect(res.json().data.order.invoices).toHaveLength(1);
  });

  it('refuses to re-open when stock ran out, naming the variety', async () => {
    const short = await seedOrderWorld(t.app, { mobile: '09120000097', name: ['هادی', 'نوری'] });
    const order = await placeFixtureOrder(t.app, short, [{ id: short.sale.id, quantity: 4 }]);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    await t.app.ctx.stock.move(t.db, { varietyId: short.sale.id, type: 'decrement', quantity: 3 });
    await fundWallet(t.db, short.customer.id, 10_000_000);
    const res = await changeStatus(order.id, { status: 'new' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('قهوه‌ای');
    expect(await balanceOf(t.db, short.sale.id)).toBe(2);
    expect(await walletOf(t.db, short.customer.id)).toBe(10_000_000);
  });

  it('refuses child orders, unknown statuses, and staff without modify_order', async () => {
    const parent = await orderIn('new');
    const child = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    await t.db.update(orders).set({ parentId: parent.id }).where(eq(orders.id, child.id));
    const childRes = await changeStatus(child.id, { status: 'canceled' });
    expect(childRes.statusCode).toBe(422);
    expect(childRes.json().message).toContain('سفارش اصلی');
    const bad = await changeStatus(parent.id, { status: 'presale' });
    expect(bad.statusCode).toBe(422);
    const reader = await t.adminWith(['read_order']);
    const denied = await changeStatus(parent.id, { status: 'in_progress' }, reader.headers);
    expect(denied.statusCode).toBe(403);
    expect((await orderRow(t.db, parent.id)).status).toBe('new');
    expect((await changeStatus(987654, { status: 'new' })).statusCode).toBe(404);
  });

  it('moves child orders in the parent status with it, returning their stock and money too', async () => {
    const parent = await orderIn('new');
    const child = await placeFixtureOrder(t.app, world, [{ id: world.sale.id, quantity: 1 }]);
    await markPaidForTest(t.app, child.id);
    await t.db.update(orders).set({ parentId: parent.id }).where(eq(orders.id, child.id));
    const paidChild = await orderRow(t.db, child.id);
    const saleStock = await balanceOf(t.db, world.sale.id);
    const plainStock = await balanceOf(t.db, world.plain.id);
    const wallet = await walletOf(t.db, world.customer.id);
    const res = await changeStatus(parent.id, { status: 'canceled' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(t.db, child.id)).status).toBe('canceled');
    expect(await balanceOf(t.db, world.sale.id)).toBe(saleStock + 1);
    expect(await balanceOf(t.db, world.plain.id)).toBe(plainStock + 2);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + parent.paidAmount + paidChild.paidAmount);
    expect(res.json().data.refunded).toBe(parent.paidAmount + paidChild.paidAmount);
  });

  it('applies one of several concurrent cancels: stock and money come back once', async () => {
    const order = await orderIn('new');
    const stock = await balanceOf(t.db, world.plain.id);
    const wallet = await walletOf(t.db, world.customer.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => changeStatus(order.id, { status: 'canceled' })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(5);
    expect(await balanceOf(t.db, world.plain.id)).toBe(stock + 2);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + order.paidAmount);
  });

  it('shows the logs with the admin names in the detail', async () => {
    const order = await orderIn('new');
    await changeStatus(order.id, { status: 'in_progress' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
    });
    const logs = res.json().data.order.order_logs;
    expect(logs.at(-1)).toMatchObject({
      from_status: 'new',
      status: 'in_progress',
      admin: { name: staff.admin.name },
    });
  });
});

describe('POST admin/orders/status/changes', () => {
  it('changes each order it can and reports the refused ones with their reasons', async () => {
    const a = await orderIn('new');
    const b = await orderIn('in_progress');
    const c = await orderIn('canceled');
    const res = await changeStatuses([a.id, b.id, c.id], 'delivered');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.changed).toBe(2);
    expect(data.refused).toBe(1);
    expect(data.results.find((r: { id: number }) => r.id === c.id)).toMatchObject({
      success: false,
      message: checkOrderTransition('canceled', 'delivered'),
    });
    expect((await orderRow(t.db, a.id)).status).toBe('delivered');
    expect((await orderRow(t.db, b.id)).status).toBe('delivered');
    expect((await orderRow(t.db, c.id)).status).toBe('canceled');
  });

  it('answers 422 when nothing could change, and refuses statuses outside new/in_progress/delivered', async () => {
    const c = await orderIn('canceled');
    const none = await changeStatuses([c.id], 'in_progress');
    expect(none.statusCode).toBe(422);
    const wrong = await changeStatuses([c.id], 'canceled');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.status).toBeTruthy();
  });
});
