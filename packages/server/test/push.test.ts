import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { accessTokens, notifications, serverKeys } from '../src/db/schema/index.ts';
import { startPushEndpoint } from './support/push-endpoint.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const endpoints: Awaited<ReturnType<typeof startPushEndpoint>>[] = [];
const pushEndpoint = async () => {
  const endpoint = await startPushEndpoint();
  endpoints.push(endpoint);
  return endpoint;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // Deliveries run in the background; let them settle before the next test counts messages.
  await t.app.ctx.push.idle();
});
afterAll(async () => {
  await t?.close();
  await Promise.all(endpoints.map((endpoint) => endpoint.close()));
});

const register = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/device-token', headers, payload });

const storedSubscription = async (token: string) => {
  const id = Number(token.split('|')[0]);
  const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, id));
  return row?.pushSubscription ?? null;
};

describe('GET admin/push/public-key', () => {
  it('returns the VAPID public key made on first start and kept in the database', async () => {
    const clerk = await t.adminWith(['read_order']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/push/public-key',
      headers: clerk.headers,
    });
    expect(res.statusCode).toBe(200);
    const key = res.json().data.public_key as string;
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(0x04);
    const [stored] = await t.db.select().from(serverKeys).where(eq(serverKeys.name, 'vapid'));
    expect(stored?.value).toMatchObject({ publicKey: key, privateKey: expect.any(String) });
    // Another start on the same database keeps the same keys.
    const again = await buildApp({ config: t.config, database: t.database });
    try {
      await again.ready();
      expect(await again.ctx.push.publicKey()).toBe(key);
    } finally {
      await again.close();
    }
    expect(res.body).not.toContain((stored?.value as { privateKey: string } | undefined)?.privateKey ?? '-');
  });
});

describe('POST admin/device-token', () => {
  it('keeps the browser’s subscription on the current token only', async () => {
    const clerk = await t.adminWith(['read_order']);
    const endpoint = await pushEndpoint();
    const res = await register(clerk.headers, { subscription: endpoint.subscription });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await storedSubscription(clerk.token)).toEqual(endpoint.subscription);
  });

  it('moves an endpoint to the token that registered it last (another admin on the same browser)', async () => {
    const first = await t.adminWith(['read_order']);
    const second = await t.adminWith(['read_order']);
    const endpoint = await pushEndpoint();
    await register(first.headers, { subscription: endpoint.subscription });
    await register(second.headers, { subscription: endpoint.subscription });
    expect(await storedSubscription(first.token)).toBeNull();
    expect(await storedSubscription(second.token)).toEqual(endpoint.subscription);
  });

  it('refuses subscriptions that are not a browser’s push subscription with a 422', async () => {
    const clerk = await t.adminWith(['read_order']);
    const endpoint = await pushEndpoint();
    const good = endpoint.subscription;
    const cases: [Record<string, unknown>, string][] = [
      [{ subscription: { ...good, endpoint: 'http://push.example.com/x' } }, 'subscription.endpoint'],
      [{ subscription: { ...good, endpoint: 'ftp://push.example.com/x' } }, 'subscription.endpoint'],
      [
        { subscription: { ...good, endpoint: 'https://user:pw@push.example.com/x' } },
        'subscription.endpoint',
      ],
      [{ subscription: { ...good, endpoint: 'not a url' } }, 'subscription.endpoint'],
      [{ subscription: { ...good, keys: { ...good.keys, p256dh: 'AAAA' } } }, 'subscription.keys.p256dh'],
      [
        { subscription: { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString('base64url') } } },
        'subscription.keys.auth',
      ],
      [{ subscription: { ...good, keys: { ...good.keys, auth: '!!!' } } }, 'subscription.keys.auth'],
    ];
    for (const [payload, field] of cases) {
      const res = await register(clerk.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        errors: { [field]: [expect.any(String)] },
      });
    }
    for (const payload of [
      {},
      { subscription: 'x' },
      { subscription: { ...good, extra: 1 } },
      { subscription: good, device_token: 'x' },
    ]) {
      const res = await register(clerk.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect(await storedSubscription(clerk.token)).toBeNull();
  });

  it('needs a signed-in admin', async () => {
    const endpoint = await pushEndpoint();
    const res = await register({}, { subscription: endpoint.subscription });
    expect(res.statusCode).toBe(401);
  });
});

describe('DELETE admin/device-token', () => {
  it('forgets the current token’s subscription', async () => {
    const clerk = await t.adminWith(['read_order']);
    const endpoint = await pushEndpoint();
    await register(clerk.headers, { subscription: endpoint.subscription });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/device-token',
      headers: clerk.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await storedSubscription(clerk.token)).toBeNull();
  });
});

describe('Web Push delivery', () => {
  it('pushes each new notification, encrypted for the browser, with VAPID, to the admins it is for', async () => {
    const clerk = await t.adminWith(['read_order']);
    const writer = await t.adminWith(['write_product']);
    const clerkDevice = await pushEndpoint();
    const writerDevice = await pushEndpoint();
    await register(clerk.headers, { subscription: clerkDevice.subscription });
    await register(writer.headers, { subscription: writerDevice.subscription });
    const publicKey = (await t.app.ctx.push.publicKey()) as string;

    await t.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { order_id: 77, description: 'سلام ادمین، سفارش جدید با شناسه 77 ثبت شد' },
      permissions: ['read_order'],
    });
    await clerkDevice.waitFor(1);
    expect(clerkDevice.failures).toEqual([]);
    const [message] = clerkDevice.received;
    expect(JSON.parse(message?.plaintext ?? '')).toMatchObject({
      title: 'سفارش جدید',
      body: 'سلام ادمین، سفارش جدید با شناسه ۷۷ ثبت شد',
      data: { url: '/admin/order/77', type: 'order' },
    });
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
    expect(message?.vapid).toMatchObject({
      audience: clerkDevice.origin,
      publicKey,
      subject: t.config.vapidSubject,
    });
    expect(message?.vapid.expires).toBeGreaterThan(Date.now() / 1000);

    await t.app.ctx.notifications.notifyAdmins({
      type: 'ProductUnavailableNotification',
      data: { product_id: 12, description: 'محصول کفش با شناسه 12 ناموجود شده است.' },
      permissions: ['write_product'],
    });
    await writerDevice.waitFor(1);
    expect(JSON.parse(writerDevice.received[0]?.plaintext ?? '')).toMatchObject({
      title: 'ناموجود',
      body: 'محصول کفش با شناسه ۱۲ ناموجود شده است.',
      data: { url: '/admin/products/edit/12' },
    });
    await t.app.ctx.push.idle();
    // Each device got only what its admin may see.
    expect(clerkDevice.received).toHaveLength(1);
    expect(writerDevice.received).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410) and keeps the notification', async () => {
    const clerk = await t.adminWith(['read_order']);
    const device = await pushEndpoint();
    device.respondWith(410);
    await register(clerk.headers, { subscription: device.subscription });
    const rows = await t.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { order_id: 78, description: 'سلام ادمین، سفارش جدید با شناسه 78 ثبت شد' },
      permissions: ['read_order'],
    });
    await device.waitFor(1);
    await t.app.ctx.push.idle();
    expect(await storedSubscription(clerk.token)).toBeNull();
    const mine = rows.find((row) => row.adminId === clerk.admin.id);
    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, mine?.notification.id ?? ''));
    expect(stored).toBeDefined();
  });

  it('never fails the notification when a push service is unreachable', async () => {
    const clerk = await t.adminWith(['read_order']);
    const colleague = await t.adminWith(['read_order']);
    const device = await pushEndpoint();
    const working = await pushEndpoint();
    await register(clerk.headers, { subscription: device.subscription });
    await register(colleague.headers, { subscription: working.subscription });
    await device.close();
    const rows = await t.app.ctx.notifications.notifyAdmins({
      type: 'order',
      data: { order_id: 79, description: 'سلام ادمین، سفارش جدید با شناسه 79 ثبت شد' },
      permissions: ['read_order'],
    });
    expect(rows.some((row) => row.adminId === clerk.admin.id)).toBe(true);
    // The colleague's device still gets it; once it has, the failed attempt has settled too.
    await working.waitFor(1);
    await t.app.ctx.push.idle();
    expect(JSON.parse(working.received[0]?.plaintext ?? '')).toMatchObject({
      data: { url: '/admin/order/79' },
    });
    // Unreachable is not "gone": the subscription stays for the next time.
    expect(await storedSubscription(clerk.token)).toEqual(device.subscription);
  });
});
