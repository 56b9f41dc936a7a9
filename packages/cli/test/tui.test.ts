import { PassThrough } from 'node:stream';
import { allowedOrderTransitions, resourceNamed } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { render } from 'ink-testing-library';
import { createElement as h } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, orders, stores } from '../../server/src/db/schema/index.ts';
import { markOrderPaid } from '../../server/src/services/orders/pay-order.ts';
import {
  FIXTURE_NOW,
  type OrderWorld,
  placeFixtureOrder,
  seedOrderWorld,
} from '../../server/test/orders-fixtures.ts';
import { createContext } from '../src/context.ts';
import { toVisual } from '../src/output/bidi.ts';
import { listRecords } from '../src/services/resources.ts';
import { App } from '../src/tui/app.ts';
import { KEY_TABLE } from '../src/tui/key-table.ts';
import { createListStore } from '../src/tui/list-store.ts';
import { startLiveUpdates } from '../src/tui/live.ts';
import { orderDetailLines } from '../src/tui/order-detail.ts';
import { createTuiModel } from '../src/tui/start.ts';
import { fit } from '../src/tui/text.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let token: string;
let world: OrderWorld;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  server = await startServer();
  token = (await server.adminWith('super_admin')).token;
  const contact = {
    name: 'مریم کاظمی',
    phone_number: '09121112233',
    subject: 'پرسش درباره ارسال',
    body: 'بسته کی می‌رسد؟',
  };
  await server.app.inject({ method: 'POST', url: '/api/front/contacts', payload: contact });
  world = await seedOrderWorld(server.app, { name: ['نرگس', 'احمدی'] });
  await paidOrder(2);
});

// Every test starts with the same two unread notifications, whatever the others raised or marked read.
beforeEach(async () => {
  await server.db.delete(notifications);
  for (const orderId of [101, 102]) {
    await server.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { order_id: orderId, description: `سفارش ${orderId === 101 ? '۱۰۱' : '۱۰۲'} ثبت شد` },
      permissions: ['read_order'],
    });
  }
});

/** A paid order of the fixture customer (status new), as the gateway leaves it (the shelf kept full). */
async function paidOrder(quantity: number) {
  await server.db.update(stores).set({ balance: 100 }).where(eq(stores.varietyId, world.plain.id));
  const order = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity }]);
  await markOrderPaid(server.app.ctx, server.app.ctx.db, {
    orderId: order.id,
    gateway: 'virtual',
    transactionId: `tui-${order.id}`,
    now: FIXTURE_NOW,
  });
  return order;
}

/** vi.waitFor with room for a busy machine (opening an order also marks its notification read). */
const settle = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 25 });

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

afterAll(async () => {
  await server?.close();
});

/** The TUI on the real server, as `shop-admin tui` builds it (bidi forced off or on). */
async function openTui(bidi: 'on' | 'off', live = false) {
  const io = {
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    stdin: new PassThrough(),
    env: { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: token, SHOP_ADMIN_BIDI: bidi },
  };
  const { model, api } = await createTuiModel(createContext(io));
  await model.contacts.refresh();
  await model.orders?.store.refresh();
  await model.orders?.unread.refresh();
  if (live) {
    const listening = server.app.ctx.events.subscriberCount();
    const stop = startLiveUpdates({ api, model });
    cleanups.push(stop);
    // Events raised before the server holds the stream would be lost: wait until it does.
    await settle(() => expect(server.app.ctx.events.subscriberCount()).toBeGreaterThan(listening));
  }
  const app = render(h(App, { model }));
  cleanups.push(() => app.unmount());
  const frame = () => app.lastFrame() ?? '';
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { app, model, frame, press };
}

describe('the TUI', () => {
  it('opens on the orders inbox: receiver, Persian status, total and Jalali time, with the badges', async () => {
    const { frame } = await openTui('off');
    await settle(() => expect(frame()).toContain('نرگس احمدی'));
    expect(frame()).toContain('جدید');
    expect(frame()).toContain('230,000');
    expect(frame()).toContain('1404/08/10');
    expect(frame()).not.toContain('Orders are not served yet');
    expect(frame()).toMatch(/اعلان: 2\s+پیام: 1/);
  });

  it('moves with j/k and arrows, opens an order with Enter (lines, totals) and goes back with Esc', async () => {
    const order = await paidOrder(2); // the newest order: the inbox's first row
    const { frame, press } = await openTui('off');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press('j', 'k', '\u001B[B', '\u001B[A', '\r');
    await settle(() => expect(frame()).toContain(`سفارش #${order.id}`));
    expect(frame()).toContain('× 2');
    expect(frame()).toContain(world.product.title);
    expect(frame()).toContain('مبلغ کل');
    expect(frame()).toContain('s: تغییر وضعیت به');
    await press('\u001B');
    await settle(() => expect(frame()).not.toContain('پرداخت شده'));
  });

  it('offers only the status changes core allows, and changes the status on the server', async () => {
    const order = await paidOrder(1);
    const { frame, press, model } = await openTui('off');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press('\r');
    await settle(() => expect(frame()).toContain('× 1'));
    await press('s');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    // From «جدید»: reserved, in progress, shipped, canceled, failed; never back to «در انتظار پرداخت».
    expect(frame()).toContain('در حال پردازش');
    expect(frame()).not.toContain('در انتظار پرداخت');
    await press('j', '\r');
    await settle(() => expect(frame()).toContain('به «در حال پردازش» تغییر کرد'));
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: (await server.adminWith('super_admin')).headers,
    });
    expect(answer.json().data.order.status).toBe('in_progress');
    expect(model.orderDetail?.getSnapshot().order?.status).toBe('in_progress');
    await press('s');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    expect(frame()).not.toContain('در انتظار پرداخت');
    await press('\u001B');
    await settle(() => expect(frame()).not.toContain('وضعیت تازه'));
  });

  it('refuses a status move on a stale order (changed meanwhile), reloads it and says so', async () => {
    const order = await paidOrder(1);
    const { frame, press, model } = await openTui('off');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press('\r');
    await settle(() => expect(frame()).toContain('× 1'));
    // Someone else moves it while this TUI shows it as «جدید».
    await server.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, order.id));
    await press('s');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    await press('\r'); // the first move offered from «جدید»
    await settle(() => expect(frame()).toContain('در این فاصله تغییر کرده است'));
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: (await server.adminWith('super_admin')).headers,
    });
    expect(answer.json().data.order.status).toBe('in_progress');
    await settle(() => expect(model.orderDetail?.getSnapshot().order?.status).toBe('in_progress'));
  });

  it('shows notifications and contacts on their screens, Enter opens one', async () => {
    const { frame, press } = await openTui('off');
    await press('2');
    await settle(() => expect(frame()).toContain('سفارش ۱۰۱ ثبت شد'));
    await press('3');
    await settle(() => expect(frame()).toContain('پرسش درباره ارسال'));
    await press('\r');
    await settle(() => expect(frame()).toContain('بسته کی می‌رسد؟'));
  });

  it('puts a newly paid order in the inbox as soon as the stream brings its notification', async () => {
    const { frame } = await openTui('off', true);
    await settle(() => expect(frame()).toContain('نرگس احمدی'));
    const order = await paidOrder(3);
    await settle(() => expect(frame()).toContain(`${order.id}`));
  });

  it('shows a notification raised on the server as soon as the stream brings it', async () => {
    const { frame, press } = await openTui('off', true);
    await press('2');
    await settle(() => expect(frame()).toContain('سفارش ۱۰۱'));
    await server.app.ctx.notifications.notifyAdmins({
      type: 'ProductUnavailableNotification',
      data: { product_id: 12, description: 'محصول ۱۲ ناموجود شد' },
      permissions: ['write_product'],
    });
    await settle(() => expect(frame()).toContain('محصول ۱۲ ناموجود شد'));
    await settle(() => expect(frame()).toMatch(/اعلان: [3-9]/));
  });

  it('opens the palette with : (and Ctrl+K), finds screens by Persian or Finglish, Enter goes there', async () => {
    const { frame, press } = await openTui('off');
    await settle(() => expect(frame()).toContain('صندوق'));
    await press(':');
    await settle(() => expect(frame()).toContain('Esc بستن'));
    await press('payam');
    await settle(() => expect(frame()).toContain('پیام‌های تماس'));
    await press('\r');
    await settle(() => expect(frame()).toContain('مریم کاظمی'));
    expect(frame()).toContain('خوانده نشده');
    await press('\u000B');
    await settle(() => expect(frame()).toContain('Esc بستن'));
    await press('\u001B');
    await settle(() => expect(frame()).not.toContain('Esc بستن'));
  });

  it('marks every notification read with m on the notifications screen (on the server too)', async () => {
    const { frame, press, model } = await openTui('off');
    await settle(() => expect(frame()).toMatch(/اعلان: [1-9]/));
    await press('2', 'm');
    await settle(() => expect(frame()).toContain('اعلان: 0'));
    await model.home.load();
    expect(model.home.getSnapshot().totalUnreadNotifications).toBe(0);
  });

  it('m on the inbox marks only the selected order’s notification; opening an order marks its own', async () => {
    const older = await paidOrder(1);
    const newer = await paidOrder(1); // the inbox's first row
    const unreadOrders = async () => {
      await model.home.load();
      return model.home
        .getSnapshot()
        .notifications.filter((n) => !n.read)
        .map((n) => n.orderId);
    };
    const { frame, press, model } = await openTui('off');
    await settle(() => expect(frame()).toMatch(/اعلان: 4/));
    await press('m');
    await settle(() => expect(frame()).toContain(`اعلان سفارش ${newer.id} خوانده شد`));
    expect(await unreadOrders()).toEqual(expect.arrayContaining([older.id, 101, 102]));
    expect(await unreadOrders()).not.toContain(newer.id);
    await press('j', '\r');
    await settle(() => expect(frame()).toContain(`سفارش #${older.id}`));
    await settle(async () => expect(await unreadOrders()).not.toContain(older.id));
    expect(await unreadOrders()).toEqual(expect.arrayContaining([101, 102]));
  });

  it('opens the order a palette query names, and «تغییر وضعیت سفارش» on it opens the status picker', async () => {
    const order = await paidOrder(1);
    const { frame, press } = await openTui('off');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press(':', ...`سفارش ${order.id}`.split(''));
    await settle(() => expect(frame()).toContain('تغییر وضعیت سفارش'));
    await press('\r');
    await settle(() => expect(frame()).toContain(`سفارش #${order.id}`));
    expect(frame()).not.toContain('وضعیت تازه');
    await press('\u001B', ':', ...`#${order.id}`.split(''), '\u001B[B', '\r');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    expect(frame()).toContain(`سفارش #${order.id}`);
  });

  it('puts Persian in display order and rows right to left when the terminal has no bidi', async () => {
    const { frame, press } = await openTui('on');
    await press('3');
    await settle(() => expect(frame()).toContain(toVisual('پرسش درباره ارسال')));
    const row =
      frame()
        .split('\n')
        .find((line) => line.includes(toVisual('پرسش درباره ارسال'))) ?? '';
    // The time column, first in reading order, sits at the right edge.
    expect(row.trimEnd()).toMatch(/\d\d\/\d\d \d\d:\d\d$/);
  });

  it('keeps the selected order selected while two orders arrive above it', async () => {
    await paidOrder(1);
    await paidOrder(1);
    const { frame, press, model } = await openTui('off');
    const store = model.orders?.store;
    if (!store) throw new Error('the server serves orders');
    await settle(() => expect(model.ui.getSnapshot().selected.inbox).toMatch(/^o:/));
    await press('j');
    const chosen = String(store.getSnapshot().items[1]?.id);
    await settle(() => expect(model.ui.getSnapshot().selected.inbox).toBe(`o:${chosen}`));
    await paidOrder(1);
    await paidOrder(1);
    await store.refresh();
    await settle(() => expect(model.ui.getSnapshot().cursor.inbox).toBe(3));
    expect(model.ui.getSnapshot().selected.inbox).toBe(`o:${chosen}`);
    await press('\r');
    await settle(() => expect(frame()).toContain(`سفارش #${chosen}`));
  });

  it('asks before a move that moves stock or money, showing its effects; n goes back, y sends it', async () => {
    const order = await paidOrder(2);
    const { frame, press } = await openTui('off');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press('\r');
    await settle(() => expect(frame()).toContain('× 2'));
    await press('s');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    const steps = allowedOrderTransitions('new').indexOf('canceled');
    await press(...Array.from({ length: steps }, () => 'j'), '\r');
    await settle(() => expect(frame()).toContain('تأیید تغییر وضعیت'));
    expect(frame()).toContain('2 عدد کالا به موجودی انبار برمی‌گردد.'.replace('2', '۲'));
    expect(frame()).toContain('۲۳۰,۰۰۰ تومان به کیف پول مشتری برمی‌گردد.');
    const status = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.id}`,
          headers: (await server.adminWith('super_admin')).headers,
        })
      ).json().data.order.status;
    expect(await status()).toBe('new');
    await press('n');
    await settle(() => expect(frame()).toContain('وضعیت تازه'));
    await press('\r');
    await settle(() => expect(frame()).toContain('تأیید تغییر وضعیت'));
    await press('y');
    await settle(() => expect(frame()).toContain('به «کنسل شده» تغییر کرد'));
    expect(await status()).toBe('canceled');
  });

  it('pages the inbox past its first page when the selection reaches the last row', async () => {
    const { press, model } = await openTui('off');
    const store = model.orders?.store;
    if (!store) throw new Error('the server serves orders');
    const total = store.getSnapshot().total ?? 0;
    expect(total).toBeGreaterThan(1);
    // A page of one order shows how paging works without placing a hundred orders.
    const io = {
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: { SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: token },
    };
    const { api } = await createContext(io).connect();
    const paged = createListStore(
      (limit) => listRecords(api, resourceNamed('orders'), { query: {}, limit }),
      1,
    );
    await paged.refresh();
    expect(paged.getSnapshot().items).toHaveLength(1);
    expect(paged.getSnapshot().total).toBe(total);
    await paged.loadMore();
    expect(paged.getSnapshot().items).toHaveLength(2);
    // The same in the TUI: End on the inbox asks its store for the next page (nothing more here).
    await press('\u001B[F');
    expect(store.getSnapshot().items).toHaveLength(total);
  });

  it('never cuts money and «تومان» at 80 columns: the text columns shrink', async () => {
    const { app, frame } = await openTui('off');
    Object.defineProperty(app.stdout, 'columns', { get: () => 80, configurable: true });
    app.stdout.emit('resize');
    const { default: stringWidth } = await import('string-width');
    // The new layout, then the whole amounts and times in it.
    await settle(() => {
      for (const line of frame().split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(80);
      expect(frame()).toContain('230,000 1404/08/10');
    });
    // Amounts right-aligned: every row's amount ends at the same column (magnitudes line up).
    const ends = frame()
      .split('\n')
      .filter((line) => line.includes('نرگس احمدی'))
      .map((line) => {
        const amount = line.match(/\d{1,3}(,\d{3})+(?= \d{4}\/)/);
        return amount ? stringWidth(line.slice(0, (amount.index ?? 0) + amount[0].length)) : -1;
      });
    expect(ends.length).toBeGreaterThan(1);
    expect(new Set(ends).size).toBe(1);
    expect(ends[0]).toBeGreaterThan(0);
    // An order line of the pane at 80 columns: a long title is cut, the amount and «تومان» are whole.
    const lines = orderDetailLines({
      id: '1',
      status: 'ready',
      error: null,
      order: {
        id: 1,
        status: 'new',
        items: [
          {
            quantity: 2,
            total: 1_250_000,
            extra: {
              product_title: 'کیف چرمی دست‌دوز مردانه با بند بلند و جای لپ‌تاپ پانزده اینچی',
              title: 'مشکی',
            },
          },
        ],
      },
    });
    const line = lines.find(([label]) => label === '× 2')?.[1] ?? '';
    expect(fit(line, 80 - 18, false)).toContain('1,250,000 تومان');
  });

  it('lays out again when the terminal is resized, never wider than it', async () => {
    const { app, frame, press } = await openTui('off');
    await press('3');
    await settle(() => expect(frame()).toContain('پرسش درباره ارسال'));
    Object.defineProperty(app.stdout, 'columns', { get: () => 60, configurable: true });
    app.stdout.emit('resize');
    const { default: stringWidth } = await import('string-width');
    await settle(() => {
      for (const line of frame().split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(60);
    });
  });
  it('? shows the Persian help made from the key table: every key and what it does, paged with ↓', async () => {
    const { frame, press } = await openTui('off');
    await settle(() => expect(frame()).toContain('نرگس احمدی'));
    await press('?');
    await settle(() => expect(frame()).toContain('صندوق سفارش‌ها'));
    let seen = frame();
    // Page down until the last line shows (the closing hint without «ادامه»).
    for (let i = 0; i < 10 && frame().includes('ادامه،'); i++) {
      await press('\u001B[6~');
      seen += frame();
    }
    expect(frame()).not.toContain('ادامه،');
    for (const binding of KEY_TABLE) {
      expect(seen).toContain(binding.keys);
      // A long explanation wraps: its first words are on the key's own line.
      const line = seen
        .split('\n')
        .find((l) => l.includes(binding.keys) && l.includes(binding.does.split(' ')[0] ?? ''));
      expect(line, binding.does).toBeDefined();
    }
    expect(seen).not.toMatch(/mark every notification read|open the selected item/);
    await press('?');
    await settle(() => expect(frame()).not.toContain('صندوق سفارش‌ها'));
  });

  it('lays the status picker and the notifications right to left when the terminal has no bidi', async () => {
    const order = await paidOrder(1);
    const { frame, press } = await openTui('on');
    await settle(() => expect(frame()).toContain(`${order.id}`));
    await press('\r');
    await settle(() => expect(frame()).toContain(toVisual('مبلغ کل')));
    await press('s');
    await settle(() => expect(frame()).toContain(toVisual('در حال پردازش')));
    const options = allowedOrderTransitions('new').map((status, i) => ({ status, number: i + 1 }));
    for (const { number } of options) {
      const line = frame()
        .split('\n')
        .find((l) => new RegExp(`  ${number} +│$`).test(l.trimEnd()));
      // The number at the right edge, its label to its left, padding on the left.
      expect(line, `option ${number}`).toMatch(/^│ {10,}\S/);
    }
    await press('\u001B', '\u001B', '2');
    await settle(() => expect(frame()).toContain(toVisual('سفارش ۱۰۱ ثبت شد')));
    const row =
      frame()
        .split('\n')
        .find((line) => line.includes(toVisual('سفارش ۱۰۱ ثبت شد'))) ?? '';
    // Unread marker at the right edge, then the time: the row reads from the right.
    expect(row.trimEnd()).toMatch(/\d\d\/\d\d \d\d:\d\d ●$/);
  });

  it('puts the palette caret where the next letter goes: left of Persian, right of Latin', async () => {
    const { frame, press } = await openTui('on');
    await settle(() => expect(frame()).toContain(toVisual('صندوق')));
    await press(':', ...'پیام'.split(''));
    await settle(() => expect(frame()).toContain(`▏${toVisual('پیام')} :`));
    await press('\u001B', ':', ...'payam'.split(''));
    await settle(() => expect(frame()).toContain(': payam▏'));
  });
});
