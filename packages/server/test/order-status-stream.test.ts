import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_NOW,
  markPaidForTest,
  type OrderWorld,
  placeFixtureOrder,
  seedOrderWorld,
} from './orders-fixtures.ts';
import {
  type AdminStream,
  dropLeftoverConnections,
  listenOnLoopback,
  openAdminStream,
} from './support/live-stream.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let baseURL: string;
let world: OrderWorld;
const streams: AdminStream[] = [];
const ORDER_EVENTS = 'admin/notifications/stream?orders=1';

const stream = (token: string, path = ORDER_EVENTS) => {
  const opened = openAdminStream(baseURL, token, path);
  streams.push(opened);
  return opened;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  world = await seedOrderWorld(t.app);
  await t.app.ctx.stock.move(t.db, { varietyId: world.plain.id, type: 'increment', quantity: 100 });
  baseURL = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  dropLeftoverConnections(t.app);
  await t?.close();
});

/** A paid order (status new) of one plain item. */
async function newOrder() {
  const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
  await markPaidForTest(t.app, order.id);
  return order;
}

/**
 * A marker event every stream receives, read off each: a stream carries its events in order, so
 * whatever was sent to it before the marker has arrived once the marker has.
 */
async function flushed(...targets: AdminStream[]) {
  await t.app.ctx.events.publish({ type: 'unread_counts', adminIds: 'all', total_unread_notifications: 0 });
  await Promise.all(targets.map((target) => target.next('unread_counts')));
}

interface OrderStatusEvent {
  order_id: number;
  from: string;
  to: string;
  admin_id: number;
  at: string;
}

describe('order_status on the live stream (?orders=1)', () => {
  it('carries a status change made through the API to another staff member’s stream, after it commits', async () => {
    const mover = await t.adminWith(['read_order', 'modify_order']);
    const watcher = await t.adminWith(['read_order']);
    const live = stream(watcher.token);
    await live.next('ready');
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: mover.headers,
      payload: { status: 'in_progress' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await live.next<OrderStatusEvent>('order_status')).toEqual({
      order_id: order.id,
      from: 'new',
      to: 'in_progress',
      admin_id: mover.admin.id,
      at: FIXTURE_NOW.toISOString(),
    });
  });

  it('carries each order of a bulk change, and nothing for a refused move', async () => {
    const mover = await t.adminWith(['read_order', 'modify_order']);
    const live = stream(mover.token);
    await live.next('ready');
    const [a, b] = [await newOrder(), await newOrder()];
    const refusedMove = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${a.id}/status`,
      headers: mover.headers,
      payload: { status: 'wait_for_payment' },
    });
    expect(refusedMove.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/status/changes',
      headers: mover.headers,
      payload: { ids: [a.id, b.id], status: 'in_progress' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = await live.next<OrderStatusEvent>('order_status');
    const second = await live.next<OrderStatusEvent>('order_status');
    expect([first, second].map((e) => [e.order_id, e.from, e.to])).toEqual(
      expect.arrayContaining([
        [a.id, 'new', 'in_progress'],
        [b.id, 'new', 'in_progress'],
      ]),
    );
    // The refused move sent nothing: the two events are the bulk change's, and no third is waiting.
    await flushed(live);
    expect(live.pending('order_status')).toEqual([]);
  });

  it('goes only to streams that asked for order events and whose admin may read orders', async () => {
    const mover = await t.adminWith(['read_order', 'modify_order']);
    const asked = stream(mover.token);
    const plain = stream(mover.token, 'admin/notifications/stream');
    const writer = stream((await t.adminWith(['write_product'])).token);
    await Promise.all([asked.next('ready'), plain.next('ready'), writer.next('ready')]);
    const order = await newOrder();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: mover.headers,
      payload: { status: 'canceled' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await asked.next<OrderStatusEvent>('order_status')).toMatchObject({ order_id: order.id });
    await flushed(plain, writer);
    expect(plain.pending('order_status')).toEqual([]);
    expect(writer.pending('order_status')).toEqual([]);
  });
});
