import { allowedOrderTransitions } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../../server/src/db/schema/index.ts';
import { markOrderPaid } from '../../../server/src/services/orders/pay-order.ts';
import {
  FIXTURE_NOW,
  type OrderWorld,
  placeFixtureOrder,
  seedOrderWorld,
} from '../../../server/test/orders-fixtures.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { openTerminal, type Terminal } from '../support/tmux-terminal.ts';

let server: TestServer;
let world: OrderWorld;
const terminals: Terminal[] = [];

beforeAll(async () => {
  server = await startServer();
  world = await seedOrderWorld(server.app, { name: ['سارا', 'رحیمی'] });
});
afterEach(async () => {
  for (const terminal of terminals.splice(0)) terminal.close();
  // The closed TUI's stream is gone before the next test counts the listeners.
  await expect.poll(() => server.app.ctx.events.subscriberCount()).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

/** A paid order (status new): its new-order notification goes to every admin who may read orders. */
async function paidOrder() {
  await server.db.update(stores).set({ balance: 100 }).where(eq(stores.varietyId, world.plain.id));
  const order = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 1 }]);
  await markOrderPaid(server.app.ctx, server.app.ctx.db, {
    orderId: order.id,
    gateway: 'virtual',
    transactionId: `tui-queue-${order.id}`,
    now: FIXTURE_NOW,
  });
  return order;
}

/** `shop-admin tui` of this admin in a 100 × 30 pseudo-terminal (Persian in logical order: bidi off). */
async function openTui(token: string) {
  const listening = server.app.ctx.events.subscriberCount();
  const terminal = openTerminal({
    args: ['tui'],
    env: { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: token, SHOP_ADMIN_BIDI: 'off' },
  });
  terminals.push(terminal);
  // Live from here on: the TUI holds the server's event stream.
  await expect.poll(() => server.app.ctx.events.subscriberCount()).toBeGreaterThan(listening);
  return terminal;
}

/** The inbox row of an order (the fixture customer's name and the id as a whole word), or undefined. */
const lineOf = (screen: string, id: number) =>
  screen
    .split('\n')
    .find((line) => line.includes('سارا رحیمی') && new RegExp(`(^|\\s)${id}(\\s|$)`).test(line));
const marked = (screen: string, id: number) => lineOf(screen, id)?.includes('●') ?? false;

/** The orders GET admin/orders answers this admin, with `unread=1` or not. */
async function ordersOf(headers: Record<string, string>, query = '') {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers });
  return answer.json().data.orders.data as { id: number; status: string }[];
}

describe('the TUI as a queue, in a pseudo-terminal (tmux) running the built bin', () => {
  it('works an unread queue with keys only: Enter, a status key, n … until none is unread', async () => {
    const clerk = await server.adminWith(['read_order', 'modify_order']);
    const queue = [await paidOrder(), await paidOrder(), await paidOrder()].map((order) => order.id);
    const newestFirst = [...queue].sort((a, b) => b - a);
    const tui = await openTui(clerk.token);

    // The inbox: column headers, and each of the clerk's unread orders marked.
    let screen = await tui.waitFor((s) => queue.every((id) => marked(s, id)), 'the unread orders marked');
    expect(screen).toMatch(/●\s+شماره\s+گیرنده\s+وضعیت\s+اقلام\s+مبلغ کل\s+تاریخ ثبت/);
    expect(screen).toContain('3 سفارش خوانده‌نشده');

    // `u`: only the unread ones, the newest selected.
    tui.keys('u');
    screen = await tui.waitFor((s) => s.includes('فقط خوانده‌نشده‌های شما'), 'the unread-only view');
    const rows = screen.split('\n').filter((line) => line.includes('سارا رحیمی'));
    expect(rows.map((line) => Number(line.match(/●\s+(\d+)/)?.[1]))).toEqual(newestFirst);

    // The picker's key for «در حال پردازش» from «جدید» (its number in the list core allows).
    const key = String(allowedOrderTransitions('new').indexOf('in_progress') + 1);
    for (const [i, id] of newestFirst.entries()) {
      // The first with Enter on the selected row, the rest with n.
      tui.keys(i === 0 ? 'Enter' : 'n', { named: i === 0 });
      await tui.waitFor((s) => s.includes(`سفارش #${id}`), `order ${id} open`);
      tui.keys('s');
      await tui.waitFor((s) => s.includes('وضعیت تازه'), 'the status picker');
      tui.keys(key);
      await tui.waitFor(
        (s) => s.includes(`وضعیت سفارش ${id} به «در حال پردازش» تغییر کرد`),
        `order ${id} moved`,
      );
    }
    tui.keys('n');
    screen = await tui.waitFor((s) => s.includes('سفارش خوانده‌نشده‌ای نمانده است.'), 'the queue done');
    await tui.waitFor((s) => s.includes('سفارش خوانده‌نشده‌ای نیست.'), 'an empty unread-only view');

    // The server agrees: every order moved, none unread for the clerk.
    const all = await ordersOf(clerk.headers);
    for (const id of queue) expect(all.find((order) => order.id === id)?.status).toBe('in_progress');
    expect(await ordersOf(clerk.headers, 'unread=1')).toEqual([]);
  });

  it('shows a status change made through the API while the inbox is open, without r', async () => {
    const clerk = await server.adminWith(['read_order', 'modify_order']);
    const colleague = await server.adminWith(['read_order', 'modify_order']);
    const order = await paidOrder();
    const tui = await openTui(clerk.token);
    // The inbox and the unread orders load apart: wait for both (the row, then its marker).
    await tui.waitFor(
      (s) => (lineOf(s, order.id)?.includes('جدید') ?? false) && marked(s, order.id),
      'the order, «جدید» and marked unread',
    );

    const moved = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: colleague.headers,
      payload: { status: 'reserved' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // No key pressed: the stream's order_status reloads the inbox and the unread orders.
    const screen = await tui.waitFor(
      (s) => lineOf(s, order.id)?.includes('رزرو شده') ?? false,
      'the order, «رزرو شده»',
    );
    expect(screen).toContain(`سفارش ${order.id} را همکاری به «رزرو شده» برد.`);
    // It left the unread queue too (an order that moved on from «جدید» is not unread).
    await tui.waitFor((s) => !marked(s, order.id), 'the marker gone');
  });
});
