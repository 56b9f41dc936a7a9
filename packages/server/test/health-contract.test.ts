import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, visits } from '../src/db/schema/index.ts';
import { FIXTURE_NOW, markPaidForTest, placeFixtureOrder, seedOrderWorld } from './orders-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  headers = (await t.adminWith('super_admin')).headers;
});
afterAll(async () => t?.close());

const get = async (url: string, extra: Record<string, string> = headers) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: extra });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
};

describe('health and readiness (issue 21)', () => {
  it('answers liveness without a token, and readiness with the database and every migration applied', async () => {
    expect((await get('/health', {})).body).toMatchObject({ success: true, data: { status: 'ok' } });
    const ready = await get('/ready', {});
    expect(ready.status).toBe(200);
    expect(ready.body.data.ready).toBe(true);
    expect(ready.body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(ready.body.data.migrations.applied).toBe(ready.body.data.migrations.expected);
    expect(ready.body.data.migrations.expected).toBeGreaterThan(10);
  });
});

describe('siteviews (shopit-contract.md c)', () => {
  it('answers the views per day of the last 30 days, and one Tehran day hour by hour', async () => {
    // 1404/08/10 in Tehran: 09:30 and 09:45 (06:00/06:15 UTC) and 23:50 (20:20 UTC); the next day's 00:10 is not in it.
    await t.db
      .insert(visits)
      .values(
        ['2025-11-01T06:00:00Z', '2025-11-01T06:15:00Z', '2025-11-01T20:20:00Z', '2025-11-01T20:40:00Z'].map(
          (at, i) => ({ path: `/p/${i}`, visitor: `v${i}`, createdAt: new Date(at) }),
        ),
      );
    const days = await get('/admin/siteviews');
    expect(days.status).toBe(200);
    expect(Object.keys(days.body.data.siteviews)).toHaveLength(30);
    expect(days.body.data.siteviews['2025-11-01']).toBe(3);
    const day = await get('/admin/siteviews/2025-11-01');
    expect(day.body.data.siteviews).toMatchObject({ date: '2025-11-01', total: 3 });
    expect(day.body.data.siteviews.hours).toHaveLength(24);
    expect(day.body.data.siteviews.hours[9]).toEqual({ hour: 9, count: 2 });
    expect(day.body.data.siteviews.hours[23]).toEqual({ hour: 23, count: 1 });
    expect((await get('/admin/siteviews/2025-13-40')).status).toBe(422);
    expect((await get('/admin/siteviews', (await t.adminWith(['read_order'])).headers)).status).toBe(403);
  });
});

describe('order status move on a stale order (issue 21)', () => {
  it('refuses a status move whose If-Match is the order as it was before another change', async () => {
    const world = await seedOrderWorld(t.app);
    const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 1 }]);
    await markPaidForTest(t.app, order.id, 'new');
    const seen = await get(`/admin/orders/${order.id}`);
    expect(seen.headers.etag).toBe(`"${seen.body.data.order.version}"`);
    // Someone else moves it meanwhile.
    await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, order.id));
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { ...headers, 'if-match': seen.headers.etag as string },
      payload: { status: 'canceled' },
    });
    expect(move.statusCode).toBe(412);
    expect(move.json().data.current).toMatchObject({ id: order.id, status: 'in_progress' });
    const fresh = await get(`/admin/orders/${order.id}`);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { ...headers, 'if-match': fresh.headers.etag as string },
      payload: { status: 'delivered' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
