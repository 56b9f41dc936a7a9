import { DASHBOARD_WIDGETS } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  auditLogs,
  contacts,
  customers,
  orders,
  postCategories,
  postComments,
  posts,
  productComments,
  products,
  visits,
} from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * 1404/08/01 00:20 in Tehran (UTC+03:30): twenty minutes into a Thursday that is the first day of
 * Aban, so yesterday is 1404/07/30 (Mehr) and the Jalali week began on Saturday 1404/07/26
 * (2025-10-18). Jalali 1404 began at 2025-03-20T20:30Z.
 */
const NOW = new Date('2025-10-22T20:50:00Z');

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: { headers: Record<string, string> };
let ids: Record<string, number> = {};

const zeroFigure = { quantity: 0, amount: 0, shipping_amount: 0, discount_amount: 0 };

interface OrderSeed {
  status: string;
  createdAt: string;
  qty?: number;
  amount?: number;
  shipping?: number;
  discount?: number;
  parent?: string;
  customer?: string;
}

async function seedDataset() {
  const cs = await t.db
    .insert(customers)
    .values([
      { firstName: 'مریم', lastName: 'احمدی', mobile: '09120000001', gender: 'female' },
      { firstName: 'علی', lastName: 'رضایی', mobile: '09120000002', gender: 'male' },
      { firstName: 'رضا', lastName: 'کریمی', mobile: '09120000003', gender: 'male' },
      { firstName: null, lastName: null, mobile: '09120000004', gender: null },
    ])
    .returning();
  ids.maryam = cs[0]?.id as number;
  ids.ali = cs[1]?.id as number;
  // Inserted in this order: ids follow the letters, E being a child of A.
  const plan: [string, OrderSeed][] = [
    // Today (Tehran 00:10), this month: counted everywhere.
    [
      'A',
      {
        status: 'delivered',
        createdAt: '2025-10-22T20:40:00Z',
        qty: 2,
        amount: 500_000,
        shipping: 30_000,
        discount: 10_000,
        customer: 'maryam',
      },
    ],
    // Yesterday 23:50 in Tehran: Mehr, Wednesday of this week.
    [
      'B',
      {
        status: 'new',
        createdAt: '2025-10-22T20:20:00Z',
        qty: 1,
        amount: 200_000,
        shipping: 20_000,
        customer: 'ali',
      },
    ],
    // Today, but neither sale counts.
    ['C', { status: 'canceled', createdAt: '2025-10-22T20:45:00Z', qty: 5, amount: 999_000 }],
    ['D', { status: 'wait_for_payment', createdAt: '2025-10-22T20:48:00Z', qty: 1, amount: 50_000 }],
    // A child of A placed today: a sale, not an order of its own.
    ['E', { status: 'new', createdAt: '2025-10-22T20:46:00Z', qty: 1, amount: 100_000, parent: 'A' }],
    // Farvardin 21st.
    [
      'F',
      {
        status: 'in_progress',
        createdAt: '2025-04-10T10:00:00Z',
        qty: 3,
        amount: 900_000,
        shipping: 50_000,
        discount: 50_000,
      },
    ],
    // 1403/12/30 23:30 in Tehran: last Jalali year.
    ['G', { status: 'delivered', createdAt: '2025-03-20T20:00:00Z', qty: 1, amount: 123_000 }],
    // Saturday 1404/07/26 03:30 in Tehran: first day of this week, Mehr.
    [
      'H',
      { status: 'reserved', createdAt: '2025-10-18T00:00:00Z', qty: 2, amount: 400_000, discount: 20_000 },
    ],
  ];
  for (const [name, o] of plan) {
    const items = o.amount ?? 0;
    const [row] = await t.db
      .insert(orders)
      .values({
        status: o.status,
        parentId: o.parent ? ids[o.parent] : null,
        customerId: o.customer ? ids[o.customer] : null,
        address: {
          first_name: 'گیرنده',
          last_name: name,
          mobile: '09121111111',
          province: { id: 1, name: 'تهران' },
          city: { id: 1, name: 'تهران' },
          postal_code: null,
          address: 'خیابان آزادی',
        },
        itemsQuantity: o.qty ?? 0,
        itemsCount: 1,
        itemsAmount: items,
        shippingAmount: o.shipping ?? 0,
        discountAmount: o.discount ?? 0,
        totalAmount: items + (o.shipping ?? 0) - (o.discount ?? 0),
        createdAt: new Date(o.createdAt),
        updatedAt: new Date(o.createdAt),
      })
      .returning();
    ids[name] = row?.id as number;
  }

  await t.db.insert(visits).values([
    { path: '/', visitor: 'a'.repeat(64), createdAt: new Date('2025-10-22T20:35:00Z') },
    { path: '/p/1', visitor: 'a'.repeat(64), createdAt: new Date('2025-10-22T20:36:00Z') },
    { path: '/', visitor: 'b'.repeat(64), createdAt: new Date('2025-10-22T20:25:00Z') },
    // The first instant of the 30-day window (2025-09-24 00:00 in Tehran) and the one before it.
    { path: '/', visitor: 'c'.repeat(64), createdAt: new Date('2025-09-23T20:30:00Z') },
    { path: '/', visitor: 'c'.repeat(64), createdAt: new Date('2025-09-23T20:29:59Z') },
  ]);

  for (let i = 1; i <= 6; i++) {
    await t.db.insert(contacts).values({
      name: `نویسنده ${i}`,
      subject: `موضوع ${i}`,
      body: 'متن پیام آزمایشی',
      status: i % 2,
      createdAt: new Date(NOW.getTime() - (7 - i) * 3_600_000),
    });
  }

  const [product] = await t.db.insert(products).values({ title: 'کیف چرمی', slug: 'bag' }).returning();
  ids.product = product?.id as number;
  for (let i = 1; i <= 7; i++) {
    const [comment] = await t.db
      .insert(productComments)
      .values({
        productId: ids.product,
        customerId: ids.maryam,
        body: `نظر ${i}`,
        status: i <= 3 ? 'pending' : 'approved',
        createdAt: new Date(NOW.getTime() - (8 - i) * 60_000),
      })
      .returning();
    if (i === 1) ids.firstComment = comment?.id as number;
  }
  const [answer] = await t.db
    .insert(productComments)
    .values({
      productId: ids.product,
      parentId: ids.firstComment,
      body: 'پاسخ فروشگاه',
      status: 'approved',
      createdAt: NOW,
    })
    .returning();
  ids.answer = answer?.id as number;
  const [category] = await t.db.insert(postCategories).values({ name: 'آموزش', slug: 'learn' }).returning();
  const [post] = await t.db
    .insert(posts)
    .values({
      postCategoryId: category?.id as number,
      title: 'راهنمای سایز',
      slug: 'size',
      body: '<p>متن</p>',
    })
    .returning();
  ids.post = post?.id as number;
  await t.db.insert(postComments).values([
    {
      postId: ids.post,
      name: 'سارا',
      body: 'عالی بود',
      status: 'pending',
      createdAt: new Date(NOW.getTime() - 60_000),
    },
    {
      postId: ids.post,
      name: 'نیما',
      body: 'ممنون',
      status: 'approved',
      createdAt: new Date(NOW.getTime() - 120_000),
    },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ids = {};
  staff = await t.adminWith(['report']);
  await seedDataset();
});
afterAll(async () => t?.close());

async function dashboard() {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.data;
}

describe('GET /api/admin/dashboard', () => {
  it('answers every Shopit key', async () => {
    const data = await dashboard();
    expect(Object.keys(data).sort()).toEqual(DASHBOARD_WIDGETS.map((w) => w.key).sort());
  });

  it('counts successful parent orders, ever and since Tehran midnight', async () => {
    const data = await dashboard();
    // A, B, F, G, H: C is canceled, D unpaid, E a child order.
    expect(data.orders_count).toBe(5);
    // Only A: B was placed ten minutes before Tehran midnight.
    expect(data.today_orders_count).toBe(1);
  });

  it('sums today and this Jalali month over successful orders, child orders included', async () => {
    const data = await dashboard();
    const todayAndAban = { quantity: 3, amount: 600_000, shipping_amount: 30_000, discount_amount: 10_000 };
    expect(data.sales_amount_by_today).toEqual(todayAndAban);
    // Aban began at today's midnight, so B (Mehr 30th) stays out.
    expect(data.sales_amount_by_month).toEqual(todayAndAban);
  });

  it('splits the Jalali year by month and leaves last year out', async () => {
    const { year_statistics: year } = await dashboard();
    expect(Object.keys(year)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(year['1']).toEqual({
      quantity: 3,
      amount: 900_000,
      shipping_amount: 50_000,
      discount_amount: 50_000,
    });
    // B and H.
    expect(year['7']).toEqual({
      quantity: 3,
      amount: 600_000,
      shipping_amount: 20_000,
      discount_amount: 20_000,
    });
    expect(year['8']).toEqual({
      quantity: 3,
      amount: 600_000,
      shipping_amount: 30_000,
      discount_amount: 10_000,
    });
    for (const month of ['2', '3', '4', '5', '6', '9', '10', '11', '12'])
      expect(year[month]).toEqual(zeroFigure);
  });

  it('counts this week’s parent orders by status, Saturday first', async () => {
    const { orders_by_status: week } = await dashboard();
    const zero = {
      wait_for_payment: 0,
      new: 0,
      reserved: 0,
      in_progress: 0,
      delivered: 0,
      canceled: 0,
      failed: 0,
    };
    expect(week).toEqual({
      '1': { ...zero, reserved: 1 },
      '2': zero,
      '3': zero,
      '4': zero,
      '5': { ...zero, new: 1 },
      '6': { ...zero, delivered: 1, canceled: 1, wait_for_payment: 1 },
      '7': zero,
    });
  });

  it('lists the last seven parent orders, newest first, with customer and total', async () => {
    const { last_orders: last } = await dashboard();
    expect(last.map((o: { id: number }) => o.id)).toEqual(
      ['H', 'G', 'F', 'D', 'C', 'B', 'A'].map((n) => ids[n]),
    );
    const a = last[6];
    expect(a).toMatchObject({ status: 'delivered', total_amount: 520_000, receiver: 'گیرنده A' });
    expect(a.customer).toEqual({
      id: ids.maryam,
      first_name: 'مریم',
      last_name: 'احمدی',
      mobile: '09120000001',
    });
    expect(last[0].customer).toBeNull();
  });

  it('counts site views per Tehran day of the last 30 days', async () => {
    const { site_views: views } = await dashboard();
    const keys = Object.keys(views);
    expect(keys).toHaveLength(30);
    expect(keys[0]).toBe('2025-09-24');
    expect(keys[29]).toBe('2025-10-23');
    expect(views['2025-10-23']).toBe(2);
    expect(views['2025-10-22']).toBe(1);
    expect(views['2025-09-24']).toBe(1);
    expect(Object.values(views).reduce((a: number, b) => a + (b as number), 0)).toBe(4);
  });

  it('counts customers by gender', async () => {
    const data = await dashboard();
    expect(data.gender_statistics).toEqual({ males_count: 2, females_count: 1, unknowns_count: 1 });
  });

  it('lists the five newest contact messages', async () => {
    const { contacts: latest } = await dashboard();
    expect(latest.map((c: { name: string }) => c.name)).toEqual([6, 5, 4, 3, 2].map((i) => `نویسنده ${i}`));
  });

  it('lists the latest product and blog comments with their counts of pending ones', async () => {
    const { comments } = await dashboard();
    expect(comments.product_comments.map((c: { body: string }) => c.body)).toEqual(
      [7, 6, 5, 4, 3, 2].map((i) => `نظر ${i}`),
    );
    expect(comments.product_comments[0]).toMatchObject({
      creator_fullname: 'مریم احمدی',
      creator: { id: ids.maryam },
      product: { id: ids.product, title: 'کیف چرمی' },
    });
    expect(comments.new_product_comments_count).toBe(3);
    expect(comments.blog_comments.map((c: { name: string }) => c.name)).toEqual(['سارا', 'نیما']);
    expect(comments.blog_comments[0]).toMatchObject({ commentable: { id: ids.post, title: 'راهنمای سایز' } });
    expect(comments.new_blog_comments_count).toBe(1);
  });

  it('lists the last four sign-ins with their admin and never a token hash', async () => {
    const [token] = await t.db.select().from(accessTokens).limit(1);
    const adminId = token?.adminId as number;
    for (let i = 1; i <= 4; i++) {
      await t.db.insert(accessTokens).values({
        adminId,
        tokenHash: String(i).repeat(64),
        createdAt: new Date(NOW.getTime() - i * 60_000),
      });
    }
    const { last_logins: logins } = await dashboard();
    expect(logins).toHaveLength(4);
    expect(logins[0]).toMatchObject({
      tokenable_id: adminId,
      tokenable_type: 'admin',
      tokenable: { id: adminId },
    });
    expect(JSON.stringify(logins)).not.toContain('1111111111');
    expect(logins[0]).not.toHaveProperty('token');
  });

  it('lists the last six audit-log rows, newest first, with a Persian description', async () => {
    const [token] = await t.db.select().from(accessTokens).limit(1);
    for (let i = 1; i <= 7; i++) {
      await t.db.insert(auditLogs).values({
        adminId: token?.adminId,
        entity: 'orders',
        entityId: String(i),
        action: i === 7 ? 'status' : 'update',
      });
    }
    const { logs } = await dashboard();
    expect(logs.map((l: { subject_id: string }) => l.subject_id)).toEqual(['7', '6', '5', '4', '3', '2']);
    expect(logs[0]).toMatchObject({ subject_type: 'orders', event: 'status', admin_name: 'کارمند 1' });
    expect(logs[0].description).toContain('تغییر وضعیت');
  });

  it('refuses an admin without the report permission', async () => {
    const other = await t.adminWith(['read_order']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: other.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/admin/dashboards/<name>', () => {
  it('serves each key alone, equal to the whole dashboard’s', async () => {
    const data = await dashboard();
    for (const { key, name } of DASHBOARD_WIDGETS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboards/${name}`,
        headers: staff.headers,
      });
      expect(response.statusCode, name).toBe(200);
      expect(response.json().data, name).toEqual({ [key]: data[key] });
    }
  });

  it('answers Shopit’s spelling orderByStatus too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboards/orderByStatus',
      headers: staff.headers,
    });
    expect(Object.keys(response.json().data)).toEqual(['orders_by_status']);
  });
});

describe('POST /api/front/visits', () => {
  const post = (payload: unknown, remoteAddress: string, ua = 'Mozilla/5.0 Test') =>
    t.app.inject({
      method: 'POST',
      url: '/api/front/visits',
      payload: payload as object,
      remoteAddress,
      headers: { 'user-agent': ua },
    });

  it('records a view with a keyed hash of IP and user agent, never the address', async () => {
    const first = await post({ path: '/product/12' }, '10.1.2.3');
    expect(first.statusCode).toBe(201);
    await post({ path: '/' }, '10.1.2.3');
    await post({ path: '/' }, '10.1.2.3', 'Other browser');
    const rows = await t.db.select().from(visits).where(eq(visits.createdAt, NOW));
    expect(rows.map((r) => r.path)).toEqual(['/product/12', '/', '/']);
    const [a, b, c] = rows.map((r) => r.visitor);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(JSON.stringify(rows)).not.toContain('10.1.2.3');
    // Today's views now include them.
    const { site_views: views } = await dashboard();
    expect(views['2025-10-23']).toBe(5);
  });

  it('refuses a missing or malformed path with a Persian message', async () => {
    for (const payload of [
      {},
      { path: '' },
      { path: 'no-slash' },
      { path: `/${'x'.repeat(600)}` },
      { path: 12 },
    ]) {
      const response = await post(payload, '10.9.9.9');
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });

  it('limits each IP', async () => {
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await post({ path: '/' }, '10.7.7.7')).statusCode;
    expect(last).not.toBe(201);
    expect((await post({ path: '/' }, '10.7.7.8')).statusCode).toBe(201);
  });
});
