import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, orderItems, orders } from '../src/db/schema/index.ts';
import {
  balanceOf,
  FIXTURE_NOW,
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
let staff: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  world = await seedOrderWorld(t.app);
  staff = await t.adminWith(['read_order', 'write_order', 'modify_order']);
});
afterAll(async () => t?.close());

const addItem = (orderId: number, payload: Record<string, unknown>, headers = staff.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/items`, headers, payload });
const setQuantity = (itemId: number, quantity: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/items/${itemId}`,
    headers: staff.headers,
    payload: { quantity },
  });
const setActive = (itemId: number, status: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/items/${itemId}/status`,
    headers: staff.headers,
    payload: { status },
  });
const itemsOf = (orderId: number) => t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

describe('items of a paid order', () => {
  it('adds a line from stock at the current price and recomputes the totals', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    await markPaidForTest(t.app, order.id);
    const stock = await balanceOf(t.db, world.sale.id);
    const res = await addItem(order.id, {
      variety_id: world.sale.id,
      product_id: world.product.id,
      quantity: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(t.db, world.sale.id)).toBe(stock - 2);
    const after = await orderRow(t.db, order.id);
    expect(after.itemsAmount).toBe(100_000 + 2 * 180_000);
    expect(after.totalAmount).toBe(100_000 + 2 * 180_000 + 30_000);
    // The customer paid the old total: the difference is owed and shows in the detail.
    expect(res.json().data.order.totals.due_amount).toBe(360_000);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'order_items'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('moves stock with quantity changes and refuses more than the stock, naming the variety', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 2 }]);
    await markPaidForTest(t.app, order.id);
    const [line] = await itemsOf(order.id);
    if (!line) throw new Error('no line');
    const stock = await balanceOf(t.db, world.plain.id);
    expect((await setQuantity(line.id, 5)).statusCode).toBe(200);
    expect(await balanceOf(t.db, world.plain.id)).toBe(stock - 3);
    expect((await setQuantity(line.id, 1)).statusCode).toBe(200);
    expect(await balanceOf(t.db, world.plain.id)).toBe(stock + 1);
    const tooMany = await setQuantity(line.id, 1 + stock + 2);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('مشکی');
    expect(await balanceOf(t.db, world.plain.id)).toBe(stock + 1);
    expect((await orderRow(t.db, order.id)).itemsQuantity).toBe(1);
  });

  it('removes a line back to stock and restores it from stock, but never the last line', async () => {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 1 },
      { id: world.sale.id, quantity: 1 },
    ]);
    await markPaidForTest(t.app, order.id);
    const lines = await itemsOf(order.id);
    const sale = lines.find((line) => line.varietyId === world.sale.id);
    const plain = lines.find((line) => line.varietyId === world.plain.id);
    if (!sale || !plain) throw new Error('lines missing');
    const stock = await balanceOf(t.db, world.sale.id);
    const removed = await setActive(sale.id, false);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await balanceOf(t.db, world.sale.id)).toBe(stock + 1);
    expect(removed.json().data.order.items).toHaveLength(1);
    expect(removed.json().data.order.removed_items).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).itemsAmount).toBe(100_000);
    const last = await setActive(plain.id, false);
    expect(last.statusCode).toBe(422);
    expect((await setActive(sale.id, false)).statusCode).toBe(422);
    expect((await setActive(sale.id, true)).statusCode).toBe(200);
    expect(await balanceOf(t.db, world.sale.id)).toBe(stock);
    expect((await orderRow(t.db, order.id)).itemsAmount).toBe(280_000);
  });
});

describe('money of a paid order after an edit', () => {
  it('refunds what the customer overpaid to the wallet (removed line, fewer units, larger discount), never twice', async () => {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 2 },
      { id: world.sale.id, quantity: 1 },
    ]);
    await markPaidForTest(t.app, order.id);
    const paid = (await orderRow(t.db, order.id)).paidAmount;
    const wallet = await walletOf(t.db, world.customer.id);
    const lines = await itemsOf(order.id);
    const sale = lines.find((line) => line.varietyId === world.sale.id);
    const plain = lines.find((line) => line.varietyId === world.plain.id);
    if (!sale || !plain) throw new Error('lines missing');

    expect((await setActive(sale.id, false)).statusCode).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + 180_000);
    expect((await orderRow(t.db, order.id)).paidAmount).toBe(paid - 180_000);

    expect((await setQuantity(plain.id, 1)).statusCode).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + 280_000);

    const discounted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}`,
      headers: staff.headers,
      payload: { discount_amount: 20_000 },
    });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + 300_000);
    const settled = await orderRow(t.db, order.id);
    expect(settled.paidAmount).toBe(settled.totalAmount);
    expect(settled.totalAmount).toBe(100_000 + 30_000 - 20_000);

    // Adding back costs more than was paid: the rest is owed, nothing is taken from the wallet.
    const restored = await setActive(sale.id, true);
    expect(restored.json().data.order.totals.due_amount).toBe(180_000);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + 300_000);

    // Cancelling returns what is still held, not what was refunded already.
    const canceled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: staff.headers,
      payload: { status: 'canceled' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet + paid);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'order_items'), eq(auditLogs.entityId, String(sale.id))));
    expect(audit.map((row) => (row.after as { refunded_to_wallet?: number }).refunded_to_wallet)).toContain(
      180_000,
    );
  });

  it('refunds nothing for an unpaid order', async () => {
    const order = await placeFixtureOrder(t.app, world, [
      { id: world.plain.id, quantity: 1 },
      { id: world.sale.id, quantity: 1 },
    ]);
    const wallet = await walletOf(t.db, world.customer.id);
    const sale = (await itemsOf(order.id)).find((line) => line.varietyId === world.sale.id);
    if (!sale) throw new Error('line missing');
    expect((await setActive(sale.id, false)).statusCode).toBe(200);
    expect(await walletOf(t.db, world.customer.id)).toBe(wallet);
    expect((await orderRow(t.db, order.id)).paidAmount).toBe(0);
  });
});

describe('items of an unpaid order', () => {
  it('takes no stock but refuses what the warehouse cannot supply, and merges a repeated variety', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    const stock = await balanceOf(t.db, world.plain.id);
    const res = await addItem(order.id, { variety_id: world.plain.id, quantity: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(await balanceOf(t.db, world.plain.id)).toBe(stock);
    const lines = await itemsOf(order.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
    const tooMany = await addItem(order.id, { variety_id: world.plain.id, quantity: stock });
    expect(tooMany.statusCode).toBe(422);
  });
});

describe('refusals', () => {
  it('refuses item edits once the order shipped, was canceled or failed', async () => {
    for (const status of ['delivered', 'canceled', 'failed'] as const) {
      const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
      await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const [line] = await itemsOf(order.id);
      if (!line) throw new Error('no line');
      const add = await addItem(order.id, { variety_id: world.sale.id, quantity: 1 });
      expect(add.statusCode, status).toBe(422);
      expect((await setQuantity(line.id, 2)).statusCode).toBe(422);
      expect((await setActive(line.id, false)).statusCode).toBe(422);
      const [unchanged] = await t.db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.id, line.id)));
      expect(unchanged).toMatchObject({ quantity: 1, status: 1 });
    }
  });

  it('refuses a variety of another product, bad quantities, and staff without the permission', async () => {
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    const other = await seedOrderWorld(t.app, { mobile: '09120000055', name: ['لیلا', 'امینی'] });
    expect(
      (await addItem(order.id, { variety_id: world.plain.id, product_id: other.product.id, quantity: 1 }))
        .statusCode,
    ).toBe(422);
    expect((await addItem(order.id, { variety_id: world.plain.id, quantity: 0 })).statusCode).toBe(422);
    expect((await addItem(order.id, { variety_id: world.plain.id, quantity: 1.5 })).statusCode).toBe(422);
    const reader = await t.adminWith(['read_order', 'modify_order']);
    expect(
      (await addItem(order.id, { variety_id: world.plain.id, quantity: 1 }, reader.headers)).statusCode,
    ).toBe(403);
    expect((await addItem(999_999, { variety_id: world.plain.id, quantity: 1 })).statusCode).toBe(404);
  });
});
