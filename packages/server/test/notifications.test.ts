import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/index.ts';
import type { AdminStreamEvent } from '../src/services/live/event-hub.ts';
import {
  decodeHubMessage,
  encodeNotifications,
  inlineRows,
  MAX_NOTIFY_BYTES,
} from '../src/services/live/hub-messages.ts';
import { parseNotificationCursor } from '../src/services/notifications/notification-rows.ts';
import { createTestApp } from './support/test-app.ts';

let now = new Date('2024-03-01T10:00:00.000Z');
/** Each notification gets its own second, so the cursor has something to cut. */
const tick = () => {
  now = new Date(now.getTime() + 1000);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

const orderNotice = (orderId: number) => ({
  type: 'order',
  data: { order_id: orderId, description: `سلام ادمین، سفارش جدید با شناسه ${orderId} ثبت شد` },
  permissions: ['read_order'],
});

const list = (headers: Record<string, string>, cursor?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/notifications',
    headers,
    query: cursor === undefined ? {} : { last_created_at: cursor },
  });

/**
 * An order clerk of one test's own and `count` order notices sent after it was made, one a second
 * (orders 1001, 1002, …): the clerk sees exactly these. Returns each notice's time too.
 */
async function clerkWithNotices(count: number) {
  const clerk = await t.adminWith(['read_order']);
  const times: Date[] = [];
  for (let id = 1; id <= count; id++) {
    tick();
    times.push(now);
    await t.app.ctx.notifications.notifyAdmins(orderNotice(1000 + id));
  }
  return { clerk, times };
}

describe('GET admin/notifications', () => {
  it('pages the caller’s notifications newest first, 20 a call, by the last_created_at cursor', async () => {
    const { clerk } = await clerkWithNotices(45);
    const first = await list(clerk.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data.notifications;
    expect(page1).toHaveLength(20);
    expect(Object.keys(page1[0]).sort()).toEqual(['created_at', 'data', 'id', 'read_at', 'type']);
    expect(page1[0]).toMatchObject({ type: 'order', read_at: null, data: { order_id: 1045 } });
    expect(page1.map((n: { data: { order_id: number } }) => n.data.order_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 1045 - i),
    );

    const page2 = (await list(clerk.headers, page1[19].created_at)).json().data.notifications;
    expect(page2.map((n: { data: { order_id: number } }) => n.data.order_id)).toEqual(
      Array.from({ length: 20 }, (_, i) => 1025 - i),
    );
    const page3 = (await list(clerk.headers, page2[19].created_at)).json().data.notifications;
    expect(page3.map((n: { data: { order_id: number } }) => n.data.order_id)).toEqual([
      1005, 1004, 1003, 1002, 1001,
    ]);
    expect((await list(clerk.headers, page3[4].created_at)).json().data.notifications).toEqual([]);
  });

  it('reads a Laravel Y-m-d H:i:s cursor (also in Persian digits) as UTC', async () => {
    const { clerk, times } = await clerkWithNotices(12);
    // Order 1010 was written at times[9]: everything strictly older comes back.
    const at = times[9] as Date;
    const laravel = at.toISOString().slice(0, 19).replace('T', ' ');
    const latin = (await list(clerk.headers, laravel)).json().data.notifications;
    expect(latin.map((n: { data: { order_id: number } }) => n.data.order_id)).toEqual([
      1009, 1008, 1007, 1006, 1005, 1004, 1003, 1002, 1001,
    ]);
    const persianDigits = laravel.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] as string);
    const persian = (await list(clerk.headers, persianDigits)).json().data.notifications;
    expect(persian).toEqual(latin);
    const tehran = new Date(at.getTime() + 3.5 * 3600_000).toISOString().slice(0, 19);
    const offset = (await list(clerk.headers, `${tehran}+03:30`)).json().data.notifications;
    expect(offset).toEqual(latin);
  });

  it('refuses a cursor that is not a time with a 422', async () => {
    const clerk = await t.adminWith(['read_order']);
    for (const bad of ['2024-13-01 00:00:00', "1' OR '1'='1", '2024-02-30 10:00:00', 'yesterday']) {
      const res = await list(clerk.headers, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        errors: { last_created_at: [expect.any(String)] },
      });
    }
  });

  it('shows only the caller’s own rows', async () => {
    const { clerk } = await clerkWithNotices(1);
    const writer = await t.adminWith(['write_product']);
    tick();
    await t.app.ctx.notifications.notifyAdmins({
      type: 'ProductUnavailableNotification',
      data: { product_id: 9, description: 'محصول کفش با شناسه 9 ناموجود شده است.' },
      permissions: ['write_product'],
    });
    const mine = (await list(writer.headers)).json().data.notifications;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'ProductUnavailableNotification', data: { product_id: 9 } });
    const theirs = (await list(clerk.headers)).json().data.notifications;
    expect(theirs.map((n: { data: { order_id?: number } }) => n.data.order_id)).toEqual([1001]);
    expect(theirs.some((n: { type: string }) => n.type === 'ProductUnavailableNotification')).toBe(false);
    const ids = new Set(theirs.map((n: { id: string }) => n.id));
    expect(ids.has(mine[0].id)).toBe(false);
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST admin/notifications/read', () => {
  it('marks every unread notification of the caller read, and nobody else’s', async () => {
    const a = await t.adminWith(['read_order']);
    const b = await t.adminWith(['read_order']);
    tick();
    await t.app.ctx.notifications.notifyAdmins(orderNotice(5001));
    tick();
    await t.app.ctx.notifications.notifyAdmins(orderNotice(5002));
    tick();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read',
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: '' });
    const unread = (adminId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.notifiableId, adminId), isNull(notifications.readAt)));
    expect(await unread(a.admin.id)).toHaveLength(0);
    expect(await unread(b.admin.id)).toHaveLength(2);
    const listed = (await list(a.headers)).json().data.notifications;
    expect(listed.every((n: { read_at: string | null }) => n.read_at === now.toISOString())).toBe(true);
  });
});

describe('POST admin/notifications/read with ids or order_ids', () => {
  const read = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read',
      headers,
      payload: payload as object,
    });
  const readAt = async (adminId: number) =>
    new Map(
      (await t.db.select().from(notifications).where(eq(notifications.notifiableId, adminId))).map((row) => [
        (row.data as { order_id: number }).order_id,
        row.readAt,
      ]),
    );

  it('marks only the named notifications of the caller, keeps earlier read times, and sends the new count', async () => {
    const a = await t.adminWith(['read_order']);
    const b = await t.adminWith(['read_order']);
    for (const orderId of [8101, 8102, 8103]) {
      tick();
      await t.app.ctx.notifications.notifyAdmins(orderNotice(orderId));
    }
    const mine = (await list(a.headers)).json().data.notifications as {
      id: string;
      data: { order_id: number };
    }[];
    const theirs = (await list(b.headers)).json().data.notifications as { id: string }[];
    const first = mine.find((n) => n.data.order_id === 8101)?.id as string;
    const seen: AdminStreamEvent[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(a.admin.id, (event) => seen.push(event));
    tick();
    const res = await read(a.headers, { ids: [first, theirs[0]?.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ read_ids: [first], total_unread_notifications: 2 });
    await expect.poll(() => seen.length).toBe(1);
    unsubscribe();
    expect(seen[0]).toMatchObject({ event: 'unread_counts', data: { total_unread_notifications: 2 } });
    const firstTime = (await readAt(a.admin.id)).get(8101);
    expect(firstTime?.toISOString()).toBe(now.toISOString());
    expect((await readAt(b.admin.id)).get(8101)).toBeNull();

    // By order: the order notification of 8102; 8101 matches again but keeps its first read time.
    tick();
    const byOrder = await read(a.headers, { order_ids: ['۸۱۰۲', 8101] });
    expect(byOrder.json().data.read_ids).toHaveLength(2);
    expect(byOrder.json().data.total_unread_notifications).toBe(1);
    const after = await readAt(a.admin.id);
    expect(after.get(8101)?.toISOString()).toBe(firstTime?.toISOString());
    expect(after.get(8102)?.toISOString()).toBe(now.toISOString());
    expect(after.get(8103)).toBeNull();
    expect((await readAt(b.admin.id)).get(8102)).toBeNull();
  });

  it('answers an empty match with read_ids [] and refuses malformed lists with a 422 on their key', async () => {
    const a = await t.adminWith(['read_order']);
    const none = await read(a.headers, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.read_ids).toEqual([]);
    for (const [payload, key] of [
      [{ ids: ['not-a-uuid'] }, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ order_ids: [0] }, 'order_ids'],
      [{ order_ids: 'x' }, 'order_ids'],
    ] as const) {
      const res = await read(a.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([key]);
    }
  });
});

describe('notifyAdmins', () => {
  it('writes one Laravel-style row for each admin holding any of the permissions, super admins always', async () => {
    const clerk = await t.adminWith(['read_order']);
    const stock = await t.adminWith(['write_store']);
    const writer = await t.adminWith(['write_product']);
    const bystander = await t.adminWith(['read_brand']);
    const boss = await t.adminWith('super_admin');
    tick();
    const rows = await t.app.ctx.notifications.notifyAdmins({
      type: 'ProductUnavailableNotification',
      data: { product_id: 31, description: 'محصول مانتو با شناسه 31 ناموجود شده است.' },
      permissions: ['write_product', 'write_store'],
    });
    const recipients = rows.map((row) => row.adminId);
    expect(recipients).toEqual(expect.arrayContaining([stock.admin.id, writer.admin.id, boss.admin.id]));
    expect(recipients).not.toContain(clerk.admin.id);
    expect(recipients).not.toContain(bystander.admin.id);
    expect(new Set(rows.map((row) => row.notification.id)).size).toBe(rows.length);
    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.notifiableId, writer.admin.id));
    expect(stored).toMatchObject({
      type: 'ProductUnavailableNotification',
      notifiableType: 'admin',
      data: { product_id: 31, description: 'محصول مانتو با شناسه 31 ناموجود شده است.' },
      readAt: null,
    });
  });

  it('joins the caller’s transaction: a rollback leaves no row and announces nothing', async () => {
    const clerk = await t.adminWith(['read_order']);
    const seen: AdminStreamEvent[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(clerk.admin.id, (event) => seen.push(event));
    tick();
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.ctx.notifications.notifyAdmins(orderNotice(7001), tx);
        throw new Error('payment failed after all');
      }),
    ).rejects.toThrow('payment failed');
    await t.db.transaction(async (tx) => {
      await t.app.ctx.notifications.notifyAdmins(orderNotice(7002), tx);
      // Inside the transaction nothing has been announced yet.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen.length).toBe(1);
    unsubscribe();
    expect(seen[0]).toMatchObject({ event: 'notification', data: { data: { order_id: 7002 } } });
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.notifiableId, clerk.admin.id));
    expect(rows.map((row) => (row.data as { order_id: number }).order_id)).toEqual([7002]);
  });

  it('announces a notification too big for one NOTIFY by id, and it still arrives whole', async () => {
    const clerk = await t.adminWith(['read_order']);
    const seen: AdminStreamEvent[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(clerk.admin.id, (event) => seen.push(event));
    const description = 'سفارش بسیار بلند '.repeat(700);
    tick();
    await t.app.ctx.notifications.notifyAdmins({
      ...orderNotice(8001),
      data: { order_id: 8001, description },
    });
    await expect.poll(() => seen.length).toBe(1);
    unsubscribe();
    expect(seen[0]).toMatchObject({
      event: 'notification',
      data: { type: 'order', data: { order_id: 8001, description } },
    });
  });
});

describe('event hub messages', () => {
  it('split hundreds of recipients into NOTIFY-sized messages that decode back to the same rows', () => {
    const notification = {
      read_at: null,
      type: 'order',
      data: { order_id: 1, description: 'سلام ادمین، سفارش جدید با شناسه 1 ثبت شد' },
      created_at: '2024-03-01T10:00:00.000Z',
    };
    const rows = Array.from({ length: 600 }, (_, i) => ({
      adminId: i + 1,
      notification: { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, ...notification },
    }));
    const messages = encodeNotifications(rows, 'origin');
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    const decoded = messages.flatMap((message) => {
      const m = decodeHubMessage(message);
      if (m?.k !== 'n') throw new Error('expected an inline message');
      return inlineRows(m);
    });
    expect(decoded).toEqual(rows);
  });

  it('ignore malformed messages from the channel', () => {
    for (const bad of [
      '',
      'not json',
      '{"k":"n"}',
      '{"k":"u","a":[1],"c":{"total_unread_notifications":-1}}',
      '{"k":"u","a":["x"],"c":{}}',
    ]) {
      expect(decodeHubMessage(bad)).toBeNull();
    }
  });
});

describe('parseNotificationCursor', () => {
  it('normalises Laravel and ISO times to UTC literals keeping the fraction', () => {
    expect(parseNotificationCursor('2024-03-01 10:00:10')).toBe('2024-03-01T10:00:10+00:00');
    expect(parseNotificationCursor('2024-03-01T10:00:10.123456Z')).toBe('2024-03-01T10:00:10.123456+00:00');
    expect(parseNotificationCursor('2024-03-01T13:30:10+0330')).toBe('2024-03-01T13:30:10+03:30');
    expect(parseNotificationCursor('2024-03-01')).toBe('2024-03-01T00:00:00+00:00');
    expect(parseNotificationCursor('2024-03-01 24:00:00')).toBeNull();
  });
});
