import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusDeltas, orders } from '../src/db/schema/index.ts';
import { markPaidForTest, type OrderWorld, placeFixtureOrder, seedOrderWorld } from './orders-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let maryam: OrderWorld;
let ali: OrderWorld;
let staff: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['adminWith']>>;
const ids = { before: 0, early: 0, late: 0, next: 0, child: 0 };

// 1404/08/10 in Tehran runs from 2025-10-31T20:30Z to 2025-11-01T20:30Z.
const BEFORE_DAY = new Date('2025-10-31T20:00:00Z'); // 1404/08/09 23:30 Tehran
const EARLY_DAY = new Date('2025-10-31T21:00:00Z'); // 1404/08/10 00:30 Tehran (still Oct 31 in UTC)
const LATE_DAY = new Date('2025-11-01T19:00:00Z'); // 1404/08/10 22:30 Tehran
const NEXT_DAY = new Date('2025-11-01T21:00:00Z'); // 1404/08/11 00:30 Tehran

beforeAll(async () => {
  t = await createTestApp();
  maryam = await seedOrderWorld(t.app);
  ali = await seedOrderWorld(t.app, { mobile: '09351112233', name: ['علی', 'رضایی'] });
  staff = await t.adminWith(['read_order']);
  ids.before = (
    await placeFixtureOrder(t.app, maryam, [{ id: maryam.plain.id, quantity: 1 }], { now: BEFORE_DAY })
  ).id;
  ids.early = (
    await placeFixtureOrder(t.app, maryam, [{ id: maryam.sale.id, quantity: 1 }], { now: EARLY_DAY })
  ).id;
  ids.late = (
    await placeFixtureOrder(t.app, ali, [{ id: ali.plain.id, quantity: 2 }], {
      now: LATE_DAY,
      addressId: ali.otherAddress.id,
    })
  ).id;
  ids.next = (await placeFixtureOrder(t.app, ali, [{ id: ali.sale.id, quantity: 1 }], { now: NEXT_DAY })).id;
  await markPaidForTest(t.app, ids.early);
  await markPaidForTest(t.app, ids.late);
  await t.db.update(orders).set({ trackingCode: '240011122233' }).where(eq(orders.id, ids.late));
  // A child order of `early`, holding one of Ali's varieties: lists show parents only.
  ids.child = (
    await placeFixtureOrder(t.app, maryam, [{ id: ali.sale.id, quantity: 1 }], { now: LATE_DAY })
  ).id;
  await t.db.update(orders).set({ parentId: ids.early }).where(eq(orders.id, ids.child));
});
afterAll(async () => t?.close());

async function list(query: string, headers = staff.headers) {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  return {
    ids: (data.orders.data as { id: number }[]).map((row) => row.id),
    page: data.orders,
    counts: data.order_statuses as Record<string, number>,
  };
}

describe('GET admin/orders', () => {
  it('lists parent orders only, newest first, 25 a page, with the row fields and per-status counts', async () => {
    const { ids: found, page, counts } = await list('');
    expect(found).toEqual([ids.next, ids.late, ids.early, ids.before]);
    expect(page.per_page).toBe(25);
    expect(page.total).toBe(4);
    expect(counts).toEqual({
      wait_for_payment: 2,
      new: 2,
      reserved: 0,
      in_progress: 0,
      delivered: 0,
      canceled: 0,
      failed: 0,
    });
    const early = page.data.find((row: { id: number }) => row.id === ids.early);
    expect(early).toMatchObject({
      customer_id: maryam.customer.id,
      customer: { id: maryam.customer.id, first_name: 'مریم', last_name: 'کاظمی', mobile: '09121234567' },
      status: 'new',
      status_label: 'جدید',
      parent_id: null,
      receiver: 'مریم کاظمی',
      address: { first_name: 'مریم' },
      // The child's line is merged into its parent's counts and amount.
      total_items_count: 2,
      total_amount: 180_000 + 30_000 + 180_000 + 30_000,
    });
    expect(early.created_at).toBeTruthy();
  });

  it('filters by status and keeps the counts of the other statuses', async () => {
    const { ids: found, page, counts } = await list('status=new');
    expect(found).toEqual([ids.late, ids.early]);
    expect(page.total).toBe(2);
    expect(counts.wait_for_payment).toBe(2);
  });

  it('filters by id, tracking code, customer and search', async () => {
    expect((await list(`id=${ids.late}`)).ids).toEqual([ids.late]);
    expect((await list('tracking_code=240011122233')).ids).toEqual([ids.late]);
    expect((await list(`customer_id=${ali.customer.id}`)).ids).toEqual([ids.next, ids.late]);
    expect((await list(`search=${ids.before}`)).ids).toEqual([ids.before]);
    expect((await list('search=09351112233')).ids).toEqual([ids.next, ids.late]);
    expect((await list(`search=${encodeURIComponent('كاظمي')}`)).ids).toEqual([ids.early, ids.before]);
  });

  it('filters by the address snapshot names, Persian-normalised', async () => {
    // Ali's late order went to his other address, whose receiver is رضا.
    expect((await list(`first_name=${encodeURIComponent('علي')}`)).ids).toEqual([ids.next]);
    expect((await list(`first_name=${encodeURIComponent('رضا')}`)).ids).toEqual([ids.late]);
    expect((await list(`last_name=${encodeURIComponent('رضایی')}`)).ids).toEqual([ids.next, ids.late]);
    expect((await list(`first_name=${encodeURIComponent('کاظمی')}`)).ids).toEqual([]);
  });

  it('filters by province and city, by id or by name', async () => {
    expect((await list(`province=${maryam.otherProvince.id}`)).ids).toEqual([ids.late]);
    expect((await list(`city=${maryam.otherCity.id}`)).ids).toEqual([ids.late]);
    expect((await list(`province=${encodeURIComponent('اصفهان')}`)).ids).toEqual([ids.late]);
    expect((await list(`city=${maryam.city.id}`)).ids).toEqual([ids.next, ids.early, ids.before]);
  });

  it('filters by product and variety, counting child orders for their parent', async () => {
    expect((await list(`product_id=${ali.product.id}`)).ids).toEqual([ids.next, ids.late, ids.early]);
    expect((await list(`variety_id=${ali.sale.id}`)).ids).toEqual([ids.next, ids.early]);
    expect((await list(`variety_id=${maryam.plain.id}`)).ids).toEqual([ids.before]);
  });

  it('reads Jalali dates as whole Tehran days', async () => {
    const day = await list('start_date=1404/08/10&end_date=1404/08/10');
    expect(day.ids).toEqual([ids.late, ids.early]);
    expect(day.counts.new).toBe(2);
    expect((await list(`start_date=${encodeURIComponent('۱۴۰۴/۰۸/۱۱')}`)).ids).toEqual([ids.next]);
    expect((await list('end_date=1404/08/09')).ids).toEqual([ids.before]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?start_date=tomorrow',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('sorts by total amount, pages, and returns all=1 as a plain array', async () => {
    expect((await list('sort_by=total_amount&sort_desc=0')).ids[0]).toBe(ids.before);
    const second = await list('per_page=3&page=2');
    expect(second.ids).toEqual([ids.before]);
    expect(second.page.last_page).toBe(2);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders?all=1', headers: staff.headers });
    expect(res.json().data.orders).toHaveLength(4);
  });

  it('refuses a bad status or id filter with a Persian 422', async () => {
    for (const query of ['status=presale', 'id=abc', 'customer_id=1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?${query}`,
        headers: staff.headers,
      });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('needs read_order', async () => {
    const nobody = await t.adminWith(['read_product']);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: nobody.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('unread orders', () => {
  it('are new orders whose order notification the asking admin has not read', async () => {
    const reader = await t.adminWith(['read_order']);
    for (const id of [ids.early, ids.late, ids.before]) {
      await t.app.ctx.notifications.notifyAdmins({
        type: 'order',
        data: { order_id: id, description: `سلام ادمین، سفارش جدید با شناسه ${id} ثبت شد` },
        permissions: ['read_order'],
      });
    }
    // `before` is unpaid (not new), so it never counts as unread.
    const mine = await list('unread=1', reader.headers);
    expect(mine.ids).toEqual([ids.late, ids.early]);
    expect(mine.counts.new).toBe(2);
    expect(mine.counts.wait_for_payment).toBe(0);
    // Reading them (mark all read) empties the list for this admin only.
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read',
      headers: reader.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((await list('unread=1', reader.headers)).ids).toEqual([]);
    expect((await list('unread=1', staff.headers)).ids).toEqual([ids.late, ids.early]);
    // Moving on from `new` takes an order out of the unread list.
    await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, ids.late));
    expect((await list('unread=1', staff.headers)).ids).toEqual([ids.early]);
    await t.db.update(orders).set({ status: 'new' }).where(eq(orders.id, ids.late));
  });
});

describe('per-status counts kept by the database', () => {
  /** The counts as the unfiltered list answers them (the counters) and as counted (a filter that matches all). */
  async function bothCounts() {
    const fast = (await list('')).counts;
    const counted = (await list('start_date=1300/01/01')).counts;
    return { fast, counted };
  }

  it('match a real count after inserts, status changes, re-parenting and deletes', async () => {
    const extra = await placeFixtureOrder(t.app, maryam, [{ id: maryam.plain.id, quantity: 1 }]);
    await t.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, extra.id));
    let { fast, counted } = await bothCounts();
    expect(fast).toEqual(counted);
    expect(fast.canceled).toBe(1);
    // Becoming a child takes an order out of the parent counts; a bulk update moves many at once.
    await t.db.update(orders).set({ parentId: ids.before }).where(eq(orders.id, extra.id));
    await t.db.update(orders).set({ status: 'failed' }).where(eq(orders.status, 'wait_for_payment'));
    ({ fast, counted } = await bothCounts());
    expect(fast).toEqual(counted);
    expect(fast.canceled).toBe(0);
    expect(fast.failed).toBe(2);
    await t.db.delete(orders).where(eq(orders.id, ids.next));
    ({ fast, counted } = await bothCounts());
    expect(fast).toEqual(counted);
    expect(Object.values(fast).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('fold into one row per status when the ledger piles up, keeping the totals', async () => {
    const before = (await bothCounts()).counted;
    for (let i = 0; i < 150; i += 1) {
      await t.db.update(orders).set({ status: 'in_progress' }).where(eq(orders.id, ids.early));
      await t.db.update(orders).set({ status: 'new' }).where(eq(orders.id, ids.early));
    }
    const rows = async () =>
      Number((await t.db.select({ n: sql<string>`count(*)` }).from(orderStatusDeltas))[0]?.n);
    expect(await rows()).toBeGreaterThan(512);
    expect((await list('')).counts).toEqual(before);
    expect(await rows()).toBeLessThanOrEqual(7);
    expect((await list('')).counts).toEqual(before);
  });

  it('empty with a truncate', async () => {
    await t.db.execute(sql`truncate table orders cascade`);
    const { fast } = await bothCounts();
    expect(Object.values(fast).every((n) => n === 0)).toBe(true);
  });
});
