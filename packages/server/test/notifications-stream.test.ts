import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { accessTokens, contacts } from '../src/db/schema/index.ts';
import { createNotificationStreams } from '../src/services/live/notification-stream.ts';
import {
  type AdminStream,
  dropLeftoverConnections,
  listenOnLoopback,
  openAdminStream,
} from './support/live-stream.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let baseURL: string;
const streams: AdminStream[] = [];
const stream = (token: string) => {
  const opened = openAdminStream(baseURL, token);
  streams.push(opened);
  return opened;
};

beforeAll(async () => {
  t = await createTestApp();
  baseURL = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  dropLeftoverConnections(t.app);
  await t?.close();
});

const orderNotice = (orderId: number) => ({
  type: 'order',
  data: { order_id: orderId, description: `سلام ادمین، سفارش جدید با شناسه ${orderId} ثبت شد` },
  permissions: ['read_order'],
});

interface Counts {
  total_unread_notifications?: number;
  total_unread_contacts?: number;
}

describe('GET admin/notifications/stream', () => {
  it('answers as an unbuffered event stream that starts with the unread counts', async () => {
    const clerk = await t.adminWith(['read_order', 'read_contact']);
    await t.app.ctx.notifications.notifyAdmins(orderNotice(1));
    const head = await new Promise<{ status: number; headers: Record<string, unknown>; first: string }>(
      (resolve, reject) => {
        const req = request(`${baseURL}admin/notifications/stream`, { headers: clerk.headers }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, first: chunk.toString() });
            req.destroy();
          });
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers['x-accel-buffering']).toBe('no');
    expect(head.headers['content-security-policy']).toContain("default-src 'self'");

    const live = stream(clerk.token);
    expect(await live.next<Counts>('ready')).toEqual({
      total_unread_notifications: 1,
      total_unread_contacts: 0,
    });
    // Without read_contact the stream carries no contacts count, as admin/home.
    const other = await t.adminWith(['read_order']);
    expect(await stream(other.token).next<Counts>('ready')).toEqual({ total_unread_notifications: 0 });
  });

  it('pushes a notification raised through the service on the open stream, shaped like the list', async () => {
    const clerk = await t.adminWith(['read_order']);
    const live = stream(clerk.token);
    await live.next('ready');
    await t.app.ctx.notifications.notifyAdmins(orderNotice(42));
    const pushed = await live.next<Record<string, unknown>>('notification');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: clerk.headers,
    });
    expect(pushed).toEqual(listed.json().data.notifications[0]);
    expect(pushed).toMatchObject({ type: 'order', read_at: null, data: { order_id: 42 } });
  });

  it('sends unread_counts 0 to the admin’s streams after read-all', async () => {
    const clerk = await t.adminWith(['read_order']);
    await t.app.ctx.notifications.notifyAdmins(orderNotice(43));
    const tabA = stream(clerk.token);
    const tabB = stream(clerk.token);
    expect(await tabA.next<Counts>('ready')).toMatchObject({ total_unread_notifications: 1 });
    await tabB.next('ready');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read',
      headers: clerk.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await tabA.next<Counts>('unread_counts')).toEqual({ total_unread_notifications: 0 });
    expect(await tabB.next<Counts>('unread_counts')).toEqual({ total_unread_notifications: 0 });
  });

  it('sends nothing to an admin whose role lacks the notification’s permissions', async () => {
    const clerk = await t.adminWith(['read_order']);
    const writer = await t.adminWith(['write_product']);
    const clerkLive = stream(clerk.token);
    const writerLive = stream(writer.token);
    await clerkLive.next('ready');
    await writerLive.next('ready');
    await t.app.ctx.notifications.notifyAdmins(orderNotice(44));
    await clerkLive.next('notification');
    // The clerk already has it; give the writer's stream the same chance, then some.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writerLive.pending('notification')).toEqual([]);
  });

  it('sends the new unread contacts count to every admin who may read contacts, and only to them', async () => {
    const clerk = await t.adminWith(['read_order', 'read_contact']);
    const writer = await t.adminWith(['write_product', 'read_contact']);
    const outsider = await t.adminWith(['read_order']);
    const c = stream(outsider.token);
    await c.next('ready');
    const a = stream(clerk.token);
    const b = stream(writer.token);
    await a.next('ready');
    await b.next('ready');
    await t.db
      .insert(contacts)
      .values({ name: 'مریم', subject: 'ارسال', body: 'سفارشم کی می‌رسد؟', status: 0 });
    await t.app.ctx.notifications.publishUnreadCounts({ contacts: true });
    expect(await a.next<Counts>('unread_counts')).toEqual({ total_unread_contacts: 1 });
    expect(await b.next<Counts>('unread_counts')).toEqual({ total_unread_contacts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(c.pending('unread_counts')).toEqual([]);
  });

  it('refuses a request without a valid token before streaming', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/stream' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthenticated' });
    const live = openAdminStream(baseURL, '1|not-a-real-token-secret-000000');
    await expect(live.next('ready')).rejects.toMatchObject({ status: 401 });
  });

  it('forgets a stream when its client goes away', async () => {
    const clerk = await t.adminWith(['read_order']);
    const before = t.app.ctx.events.subscriberCount();
    const live = openAdminStream(baseURL, clerk.token);
    await live.next('ready');
    expect(t.app.ctx.events.subscriberCount()).toBe(before + 1);
    await live.close();
    await expect.poll(() => t.app.ctx.events.subscriberCount()).toBe(before);
  });
});

describe('heartbeat', () => {
  it('keeps a quiet stream alive with comments and ends it once its token is revoked', async () => {
    const clerk = await t.adminWith(['read_order']);
    const tokenId = Number(clerk.token.split('|')[0]);
    // The same stream service with a 50 ms heartbeat instead of 25 s.
    const mini = Fastify();
    const streams = createNotificationStreams({
      db: t.db,
      events: t.app.ctx.events,
      log: mini.log,
      heartbeatMs: 50,
    });
    mini.get('/stream', async (_request, reply) =>
      streams.open(reply, { adminId: clerk.admin.id, tokenId, contacts: false }),
    );
    mini.addHook('preClose', async () => streams.closeAll());
    const address = await mini.listen({ port: 0, host: '127.0.0.1' });
    try {
      let text = '';
      const ended = new Promise<void>((resolve, reject) => {
        request(`${address}/stream`, (res) => {
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', resolve);
        })
          .on('error', reject)
          .end();
      });
      await expect.poll(() => text.includes(': heartbeat\n\n')).toBe(true);
      expect(streams.size()).toBe(1);
      await t.db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
      await ended;
      expect(streams.size()).toBe(0);
      expect(text.startsWith('retry: 5000\n\nevent: ready\n')).toBe(true);
    } finally {
      await mini.close();
    }
  });
});

describe('closing the app', () => {
  it('ends open streams so shutdown does not wait for them', async () => {
    const other = await createTestApp();
    try {
      const url = await listenOnLoopback(other.app);
      const clerk = await other.adminWith(['read_order']);
      const live = openAdminStream(url, clerk.token);
      await live.next('ready');
      await other.app.close();
      await live.done;
      expect(live.ended).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('two server instances on one PostgreSQL database', () => {
  it.runIf(!!process.env.DATABASE_URL)(
    'a notification raised on instance A reaches a stream opened on instance B',
    async () => {
      const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
      const instanceB = await buildApp({ config: t.config, database });
      try {
        const urlB = await listenOnLoopback(instanceB);
        const clerk = await t.adminWith(['read_order']);
        const onB = openAdminStream(urlB, clerk.token);
        streams.push(onB);
        await onB.next('ready');
        await t.app.ctx.notifications.notifyAdmins(orderNotice(9001));
        expect(await onB.next('notification')).toMatchObject({
          type: 'order',
          data: { order_id: 9001 },
        });
        // And the other way: read-all on B reaches a stream on A.
        const onA = stream(clerk.token);
        await onA.next('ready');
        await instanceB.inject({
          method: 'POST',
          url: '/api/admin/notifications/read',
          headers: clerk.headers,
        });
        expect(await onA.next('unread_counts')).toEqual({ total_unread_notifications: 0 });
        await onB.close();
      } finally {
        dropLeftoverConnections(instanceB);
        await instanceB.close();
        await database.close();
      }
    },
  );
});
