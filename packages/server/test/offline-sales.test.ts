import { newOfflineSaleId, OFFLINE_SHORTFALL_NOTIFICATION } from '@shop-admin/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniOrders, notifications, stores, storeTransactions } from '../src/db/schema/index.ts';
import { stockedVariety } from './support/checkout-fixtures.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 33: the till's offline sales reach POST admin/mini_orders with their device id as the
// idempotency key; an offline sale may take stock below zero, and the shortfall is recorded.

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Record<string, string>;
let cashier: ReturnType<typeof apiAs>;
let keeperId = 0;
beforeAll(async () => {
  t = await createTestApp();
  root = (await t.adminWith('super_admin')).headers;
  cashier = apiAs(t, (await t.adminWith(['mini_order', 'read_mini_order'])).headers);
  keeperId = (await t.adminWith(['write_store'])).admin.id;
});
afterAll(async () => t?.close());

const balanceOf = async (varietyId: number) => {
  const [row] = await t.db.select().from(stores).where(eq(stores.varietyId, varietyId));
  return row?.balance;
};
const salesWith = async (clientId: string) =>
  t.db.select().from(miniOrders).where(eq(miniOrders.clientId, clientId));

/** An offline sale of `quantity` units of a variety at `price`, paid in cash, with its device id. */
const offlineSale = (clientId: string, varietyId: number, quantity: number, price: number) => ({
  client_id: clientId,
  offline: true,
  offline_at: '2026-11-28T08:30:00.000Z',
  varieties: [{ id: varietyId, quantity, amount: price }],
  cash_amount: quantity * price,
  card_amount: 0,
});

describe('the idempotent in-person sale (client id)', () => {
  it('records one sale for the same client id sent twice, answering the first sale again', async () => {
    const shirt = await stockedVariety(t.app, root, { title: 'پیراهن آفلاین', price: 200_000, stock: 10 });
    const id = newOfflineSaleId();
    const first = await cashier.post('/admin/mini_orders', offlineSale(id, shirt.varietyId, 2, 200_000));
    expect(first.status).toBe(201);
    const again = await cashier.post('/admin/mini_orders', offlineSale(id, shirt.varietyId, 2, 200_000));
    expect(again.status).toBe(200);
    expect(again.body.data.mini_order.id).toBe(first.body.data.mini_order.id);
    expect(await salesWith(id)).toHaveLength(1);
    expect(await balanceOf(shirt.varietyId)).toBe(8);
    const [sale] = await salesWith(id);
    expect(sale?.offlineAt?.toISOString()).toBe('2026-11-28T08:30:00.000Z');
  });

  it('records one sale when two requests with the same id race', async () => {
    const scarf = await stockedVariety(t.app, root, { title: 'شال آفلاین', price: 90_000, stock: 10 });
    const id = newOfflineSaleId();
    const body = offlineSale(id, scarf.varietyId, 3, 90_000);
    const answers = await Promise.all([
      cashier.post('/admin/mini_orders', body),
      cashier.post('/admin/mini_orders', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.body.data.mini_order.id)).size).toBe(1);
    expect(await salesWith(id)).toHaveLength(1);
    expect(await balanceOf(scarf.varietyId)).toBe(7);
  });

  it('refuses a client id that is not a device id', async () => {
    const cap = await stockedVariety(t.app, root, { title: 'کلاه آفلاین', price: 50_000, stock: 2 });
    const answer = await cashier.post('/admin/mini_orders', offlineSale('12', cap.varietyId, 1, 50_000));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.client_id).toBeDefined();
  });
});

describe('the offline path', () => {
  it('lets stock go negative only for an offline sale, naming the shortfall on its stock line and notifying the keepers', async () => {
    const bag = await stockedVariety(t.app, root, { title: 'کیف چرم آفلاین', price: 500_000, stock: 1 });
    const online = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: bag.varietyId, quantity: 3, amount: 500_000 }],
    });
    expect(online.status).toBe(422);
    expect(online.body.code).toBe('insufficient_stock');
    expect(await balanceOf(bag.varietyId)).toBe(1);

    const id = newOfflineSaleId();
    const offline = await cashier.post('/admin/mini_orders', offlineSale(id, bag.varietyId, 3, 500_000));
    expect(offline.status).toBe(201);
    const saleId = offline.body.data.mini_order.id as number;
    expect(await balanceOf(bag.varietyId)).toBe(-2);

    const [line] = await t.db
      .select()
      .from(storeTransactions)
      .where(and(eq(storeTransactions.miniOrderId, saleId), eq(storeTransactions.varietyId, bag.varietyId)));
    expect(line?.balance).toBe(-2);
    expect(line?.description).toContain('کسری موجودی');
    expect(line?.description).toContain('کیف چرم آفلاین');
    expect(line?.description).toContain('۲ عدد');

    const sent = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, OFFLINE_SHORTFALL_NOTIFICATION),
          sql`${notifications.data}->>'mini_order_id' = ${String(saleId)}`,
        ),
      );
    expect(sent.map((n) => n.notifiableId)).toContain(keeperId);
    expect(sent[0]?.data).toMatchObject({ variety_id: bag.varietyId, shortfall: 2, mini_order_id: saleId });

    // Online sales still stop at the shelf: nothing more can be sold online from a negative balance.
    const after = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: bag.varietyId, quantity: 1, amount: 500_000 }],
    });
    expect(after.status).toBe(422);
    expect(await balanceOf(bag.varietyId)).toBe(-2);
  });

  it('takes cash and card with the terminal reference offline, and refuses the wallet with a Persian reason', async () => {
    const belt = await stockedVariety(t.app, root, { title: 'کمربند آفلاین', price: 100_000, stock: 5 });
    const line = [{ id: belt.varietyId, quantity: 1, amount: 100_000 }];
    const wallet = await cashier.post('/admin/mini_orders', {
      client_id: newOfflineSaleId(),
      offline: true,
      mobile: '09351230001',
      varieties: line,
      from_wallet_amount: 100_000,
      cash_amount: 0,
      card_amount: 0,
    });
    expect(wallet.status).toBe(422);
    expect(wallet.body.code).toBe('offline_tender_refused');
    expect(wallet.body.message).toContain('کیف پول');

    const noReference = await cashier.post('/admin/mini_orders', {
      client_id: newOfflineSaleId(),
      offline: true,
      varieties: line,
      cash_amount: 0,
      card_amount: 100_000,
    });
    expect(noReference.status).toBe(422);
    expect(noReference.body.errors.card_reference).toBeDefined();

    const card = await cashier.post('/admin/mini_orders', {
      client_id: newOfflineSaleId(),
      offline: true,
      varieties: line,
      cash_amount: 0,
      card_amount: 100_000,
      card_reference: '123456',
    });
    expect(card.status).toBe(201);
    expect(card.body.data.mini_order.tracking_code).toBe('123456');

    const noId = await cashier.post('/admin/mini_orders', { offline: true, varieties: line });
    expect(noId.status).toBe(422);
    expect(await balanceOf(belt.varietyId)).toBe(4);
  });
});

describe("the till's device catalogue", () => {
  it('gives every live variety, then only what changed since the last refresh', async () => {
    const tie = await stockedVariety(t.app, root, { title: 'کراوات کاتالوگ', price: 70_000, stock: 4 });
    const whole = await cashier.get('/admin/mini_orders/catalogue');
    expect(whole.status).toBe(200);
    const mine = whole.body.data.varieties.find((v: { id: number }) => v.id === tie.varietyId);
    expect(mine).toMatchObject({
      product_title: 'کراوات کاتالوگ',
      final_price: { amount: 70_000 },
      balance: 4,
    });
    const until = whole.body.data.until as string;

    const quiet = await cashier.get(`/admin/mini_orders/catalogue?since=${encodeURIComponent(until)}`);
    expect(quiet.body.data.varieties.map((v: { id: number }) => v.id)).not.toContain(tie.varietyId);

    await cashier.post('/admin/mini_orders', {
      varieties: [{ id: tie.varietyId, quantity: 1, amount: 70_000 }],
    });
    const changed = await cashier.get(`/admin/mini_orders/catalogue?since=${encodeURIComponent(until)}`);
    const after = changed.body.data.varieties.find((v: { id: number }) => v.id === tie.varietyId);
    expect(after?.balance).toBe(3);
    expect((await cashier.get('/admin/mini_orders/catalogue?since=nope')).status).toBe(422);
  });
});
