import { toPersianDigits } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import { markOrderPaid } from '../src/services/orders/pay-order.ts';
import { seedOrderWorld } from './orders-fixtures.ts';
import { customer, signedLink, stockedVariety, waitingOrder } from './support/checkout-fixtures.ts';
import {
  type AdminStream,
  dropLeftoverConnections,
  listenOnLoopback,
  openAdminStream,
} from './support/live-stream.ts';
import { startPushEndpoint } from './support/push-endpoint.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let baseURL: string;
const streams: AdminStream[] = [];
const endpoints: Awaited<ReturnType<typeof startPushEndpoint>>[] = [];

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  baseURL = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  dropLeftoverConnections(t.app);
  await t?.close();
  await Promise.all(endpoints.map((e) => e.close()));
});

const stream = (token: string) => {
  const opened = openAdminStream(baseURL, token);
  streams.push(opened);
  return opened;
};
const device = async (headers: Record<string, string>) => {
  const endpoint = await startPushEndpoint();
  endpoints.push(endpoint);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/device-token',
    headers,
    payload: { subscription: endpoint.subscription },
  });
  expect(res.statusCode).toBe(200);
  return endpoint;
};

async function unpaidOrder(stock: number, quantity = 1) {
  const v = await stockedVariety(t.app, boss.headers, { title: 'ساعت مچی', price: 2_400_000, stock });
  const buyer = await customer(t.db);
  return waitingOrder(t.db, {
    customerId: buyer.id,
    lines: [{ ...v, quantity, amount: v.price, title: v.title }],
  });
}

const changeStatus = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/status`, headers: boss.headers, payload });

const storedFor = async (orderId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.type, 'order'))).filter(
    (row) => (row.data as { order_id?: number }).order_id === orderId,
  );

describe('the new-order notification', () => {
  it('is stored for every admin who may read orders, streamed live and pushed once the payment lands', async () => {
    const clerk = await t.adminWith(['read_order']);
    const writer = await t.adminWith(['write_product']);
    const clerkDevice = await device(clerk.headers);
    const writerDevice = await device(writer.headers);
    const clerkLive = stream(clerk.token);
    const writerLive = stream(writer.token);
    await clerkLive.next('ready');
    await writerLive.next('ready');

    const { order, invoice } = await unpaidOrder(3);
    const paid = await t.app.inject({ method: 'POST', url: await signedLink(t.app, invoice, 'pay') });
    expect(paid.statusCode, paid.body).toBe(200);
    const description = `سلام ادمین، سفارش جدید با شناسه ${order.id} ثبت شد`;

    // Stored: one row per recipient (the clerk and the super admins), none for the writer.
    const rows = await storedFor(order.id);
    const recipients = rows.map((row) => row.notifiableId);
    expect(recipients).toContain(clerk.admin.id);
    expect(recipients).toContain(boss.admin.id);
    expect(recipients).not.toContain(writer.admin.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const row of rows) expect(row.data).toEqual({ order_id: order.id, description });

    // Live: shaped as the list shows it.
    const live = await clerkLive.next<Record<string, unknown>>('notification');
    expect(live).toMatchObject({ type: 'order', read_at: null, data: { order_id: order.id, description } });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: clerk.headers,
    });
    expect(listed.json().data.notifications[0]).toEqual(live);

    // Pushed: the clerk's browser gets 'سفارش جدید' opening the order.
    await clerkDevice.waitFor(1);
    await t.app.ctx.push.idle();
    expect(clerkDevice.failures).toEqual([]);
    expect(JSON.parse(clerkDevice.received[0]?.plaintext ?? '')).toMatchObject({
      title: 'سفارش جدید',
      body: toPersianDigits(description),
      data: { url: `/admin/order/${order.id}`, type: 'order' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writerDevice.received).toHaveLength(0);
    expect(writerLive.pending('notification')).toEqual([]);

    // Paying again (the gateway retrying) notifies nobody a second time.
    await t.app.inject({ method: 'POST', url: await signedLink(t.app, invoice, 'pay') });
    expect(await storedFor(order.id)).toHaveLength(rows.length);
  });

  it('is not sent for a payment refused for short stock, nor for one whose transaction rolls back', async () => {
    const clerk = await t.adminWith(['read_order']);
    const clerkDevice = await device(clerk.headers);
    const clerkLive = stream(clerk.token);
    await clerkLive.next('ready');

    const short = await unpaidOrder(1, 2);
    const refused = await t.app.inject({
      method: 'POST',
      url: await signedLink(t.app, short.invoice, 'pay'),
    });
    expect(refused.statusCode).toBe(422);
    expect(await storedFor(short.order.id)).toEqual([]);

    const rolledBack = await unpaidOrder(5);
    await expect(
      t.db.transaction(async (tx) => {
        const result = await markOrderPaid(t.app.ctx, tx as never, {
          orderId: rolledBack.order.id,
          gateway: 'virtual',
          transactionId: `rollback-${rolledBack.invoice.id}`,
          now: new Date(),
        });
        expect(result.outcome).toBe('paid');
        throw new Error('the caller failed after the payment');
      }),
    ).rejects.toThrow('the caller failed after the payment');
    expect(await storedFor(rolledBack.order.id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.ctx.push.idle();
    expect(clerkLive.pending('notification')).toEqual([]);
    expect(clerkDevice.received).toHaveLength(0);
  });

  it('is sent once when staff move a staff-created order into new, and not again as it moves on', async () => {
    const clerk = await t.adminWith(['read_order']);
    const clerkDevice = await device(clerk.headers);
    const clerkLive = stream(clerk.token);
    await clerkLive.next('ready');
    const world = await seedOrderWorld(t.app, { mobile: '09351234567' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: boss.headers,
      payload: {
        customer_id: world.customer.id,
        address_id: world.address.id,
        shipping_id: world.shipping.id,
        varieties: [{ id: world.plain.id, quantity: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId: number = created.json().data.order.id;
    expect(await storedFor(orderId)).toEqual([]);

    // A refused move (the empty wallet cannot pay) rolls back and tells nobody.
    expect((await changeStatus(orderId, { status: 'new' })).statusCode).toBe(422);
    expect(await storedFor(orderId)).toEqual([]);

    const paid = await changeStatus(orderId, { status: 'new', no_charge: true });
    expect(paid.statusCode, paid.body).toBe(200);
    const description = `سلام ادمین، سفارش جدید با شناسه ${orderId} ثبت شد`;
    const rows = await storedFor(orderId);
    const recipients = rows.map((row) => row.notifiableId);
    expect(recipients).toContain(clerk.admin.id);
    expect(recipients).toContain(boss.admin.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const row of rows) expect(row.data).toEqual({ order_id: orderId, description });
    expect(await clerkLive.next('notification')).toMatchObject({
      type: 'order',
      data: { order_id: orderId, description },
    });
    await clerkDevice.waitFor(1);

    // Moving on within the paid statuses is no new order.
    const moved = await changeStatus(orderId, { status: 'in_progress' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await storedFor(orderId)).toHaveLength(rows.length);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.ctx.push.idle();
    expect(clerkLive.pending('notification')).toEqual([]);
    expect(clerkDevice.received).toHaveLength(1);
  });
});
