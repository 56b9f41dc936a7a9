import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_NOW, type ReportShopIds, seedReportShop } from './reports-fixtures.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;
let ids: ReportShopIds;

beforeAll(async () => {
  t = await createTestApp({ clock: () => REPORTS_NOW });
  staff = (await t.adminWith(['report'])).headers;
  ids = await seedReportShop(t.db);
});
afterAll(async () => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: report rows are read field by field
type Row = any;

const get = async (url: string, headers = staff) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return { status: res.statusCode, body: res.json() as { success: boolean; data: Record<string, Row> } };
};

describe('reports', () => {
  it('needs the report permission', async () => {
    const other = (await t.adminWith(['read_product'])).headers;
    for (const path of [
      'visit',
      'visit/1404-08-11',
      'customers',
      'products',
      'varieties',
      'wallets',
      'orders',
    ]) {
      expect((await get(`/admin/reports/${path}`, other)).status).toBe(403);
    }
  });

  it('counts visits by Tehran day, and by hour for one day', async () => {
    const days = await get('/admin/reports/visit?start_date=1404/08/10&end_date=1404/08/11');
    expect(days.status).toBe(200);
    expect(days.body.success).toBe(true);
    expect(days.body.data.visits).toEqual([
      { date: '1404/08/10', label: '1404/08/10', views: 1, visitors: 1 },
      { date: '1404/08/11', label: '1404/08/11', views: 3, visitors: 2 },
    ]);
    expect(days.body.data).toMatchObject({ sum_views: 4, sum_visitors: 2 });
    const defaults = await get('/admin/reports/visit');
    expect(defaults.body.data.visits).toHaveLength(30);
    expect(defaults.body.data.visits.at(-1).date).toBe('1404/08/20');

    const hours = await get('/admin/reports/visit/1404-08-11');
    expect(hours.status).toBe(200);
    expect(hours.body.data.hours).toHaveLength(24);
    expect(hours.body.data.hours[0]).toMatchObject({ hour: 0, views: 2, visitors: 2 });
    expect(hours.body.data.hours[13]).toMatchObject({ hour: 13, views: 1, visitors: 1 });
    expect(hours.body.data).toMatchObject({ date: '1404/08/11', sum_views: 3, sum_visitors: 2 });

    // A Gregorian day (a four-digit year from 1900) is the same day, not Jalali year 2025.
    const gregorian = await get('/admin/reports/visit/2025-11-02');
    expect(gregorian.status).toBe(200);
    expect(gregorian.body.data).toMatchObject({ date: '1404/08/11', sum_views: 3, sum_visitors: 2 });
  });

  it('refuses bad dates and filters in Persian', async () => {
    const bad = await get('/admin/reports/visit/1404-13-40');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('تاریخ وارد شده معتبر نیست');
    expect((await get('/admin/reports/visit?start_date=1404/08/12&end_date=1404/08/10')).status).toBe(422);
    expect((await get('/admin/reports/products?report_mini_product=5')).status).toBe(422);
    expect((await get('/admin/reports/orders?type=decade')).status).toBe(422);
    expect((await get('/admin/reports/customers?min_total=abc')).status).toBe(422);
  });

  it('ranks customers by successful purchases, with filters', async () => {
    const all = await get('/admin/reports/customers');
    expect(Object.keys(all.body.data.reports).sort()).toEqual([...LARAVEL_PAGINATOR_KEYS].sort());
    expect(all.body.data.reports.per_page).toBe(50);
    expect(all.body.data.reports.data).toEqual([
      expect.objectContaining({
        customer_id: ids.c1,
        name: 'علی رضایی',
        orders_count: 2,
        items_quantity: 4,
        total: 380_000,
      }),
      expect.objectContaining({
        customer_id: ids.c2,
        name: 'مریم احمدی',
        orders_count: 1,
        items_quantity: 4,
        total: 200_000,
      }),
    ]);
    expect(all.body.data).toMatchObject({ sum_total: 580_000, sum_orders: 3 });
    const female = await get('/admin/reports/customers?gender=female');
    expect(female.body.data.reports.data.map((r: { customer_id: number }) => r.customer_id)).toEqual([
      ids.c2,
    ]);
    const big = await get('/admin/reports/customers?min_total=300000');
    expect(big.body.data.reports.data.map((r: { customer_id: number }) => r.customer_id)).toEqual([ids.c1]);
    const shoes = await get(`/admin/reports/customers?brand_id=${ids.b2}`);
    expect(shoes.body.data.reports.data.map((r: { total: number }) => r.total)).toEqual([250_000, 200_000]);
    const day = await get('/admin/reports/customers?start_date=1404/08/11&end_date=1404/08/11');
    expect(day.body.data.reports.data).toEqual([
      expect.objectContaining({ customer_id: ids.c1, total: 130_000 }),
    ]);
  });

  it('sums product sales online, in person and both, with filters', async () => {
    const online = await get('/admin/reports/products');
    expect(online.body.data.reports.per_page).toBe(50);
    expect(online.body.data.reports.data).toEqual([
      { product_id: ids.p1, title: 'کیف چرمی', sku: 'P1', sell_quantity: 3, total_sale: 320_000 },
      { product_id: ids.p2, title: 'کفش ورزشی', sku: 'P2', sell_quantity: 5, total_sale: 250_000 },
    ]);
    expect(online.body.data).toMatchObject({ sum_quantity: 8, sum_total: 570_000 });
    const inPerson = (await get('/admin/reports/products?report_mini_product=1')).body.data.reports.data;
    expect(inPerson.map((r: Row) => [r.product_id, r.sell_quantity, r.total_sale])).toEqual([
      [ids.p1, 1, 90_000],
      [ids.p2, -1, -50_000],
    ]);
    const both = (await get('/admin/reports/products?report_mini_product=2')).body.data.reports.data;
    expect(both.map((r: Row) => [r.product_id, r.sell_quantity, r.total_sale])).toEqual([
      [ids.p1, 4, 410_000],
      [ids.p2, 4, 200_000],
    ]);
    const later = (await get('/admin/reports/products?start_date=1404/08/11&end_date=1404/08/12')).body.data
      .reports.data;
    expect(later.map((r: Row) => [r.product_id, r.total_sale])).toEqual([
      [ids.p2, 200_000],
      [ids.p1, 120_000],
    ]);
    const brand = (await get(`/admin/reports/products?brand_id=${ids.b1}`)).body.data.reports.data;
    expect(brand.map((r: Row) => r.product_id)).toEqual([ids.p1]);
    const category = (await get(`/admin/reports/products?category_id=${ids.cat}`)).body.data.reports.data;
    expect(category.map((r: Row) => r.product_id)).toEqual([ids.p1]);
    const search = (await get(`/admin/reports/products?search=${encodeURIComponent('كيف')}`)).body.data
      .reports.data;
    expect(search.map((r: Row) => r.product_id)).toEqual([ids.p1]);
  });

  it('sums variety sales for a product, online, in person and both', async () => {
    const both = await get(`/admin/reports/varieties?product_id=${ids.p1}&report_mini_product=2`);
    expect(both.body.data).toEqual({
      variety_reports: [
        {
          variety: { id: ids.v1a, product_id: ids.p1, product_title: 'کیف چرمی', title: 'مشکی', sku: 'P1-A' },
          quantity: 3,
          total: 290_000,
        },
        {
          variety: {
            id: ids.v1b,
            product_id: ids.p1,
            product_title: 'کیف چرمی',
            title: 'قهوه‌ای',
            sku: 'P1-B',
          },
          quantity: 1,
          total: 120_000,
        },
      ],
      no_variety: false,
      sum_quantity: 4,
      sum_total: 410_000,
    });
    const online = (await get(`/admin/reports/varieties?product_id=${ids.p1}`)).body.data;
    expect(online.variety_reports.map((r: Row) => [r.variety.id, r.quantity, r.total])).toEqual([
      [ids.v1a, 2, 200_000],
      [ids.v1b, 1, 120_000],
    ]);
    const inPerson = (await get(`/admin/reports/varieties?product_id=${ids.p1}&report_mini_product=1`)).body
      .data;
    expect(inPerson).toMatchObject({ sum_quantity: 1, sum_total: 90_000 });
  });

  it('reports wallets: balances, and confirmed deposits and withdrawals in the period', async () => {
    const res = await get('/admin/reports/wallets?start_date=1404/08/01&end_date=1404/08/30');
    expect(res.body.data.wallets.data).toEqual([
      {
        customer_id: ids.c1,
        name: 'علی رضایی',
        mobile: '09120000001',
        balance: 550_000,
        gift_balance: 0,
        deposits: 600_000,
        withdrawals: 100_000,
      },
      {
        customer_id: ids.c2,
        name: 'مریم احمدی',
        mobile: '09120000002',
        balance: 0,
        gift_balance: 0,
        deposits: 0,
        withdrawals: 0,
      },
    ]);
    expect(res.body.data).toMatchObject({
      sum_balance: 550_000,
      sum_deposits: 600_000,
      sum_withdrawals: 100_000,
    });
    const allTime = (await get('/admin/reports/wallets')).body.data;
    expect(allTime.sum_deposits).toBe(650_000);
    const positive = (await get('/admin/reports/wallets?start_amount=1')).body.data.wallets.data;
    expect(positive.map((r: Row) => r.customer_id)).toEqual([ids.c1]);
  });

  it('groups orders by Jalali month days, year months and Iranian week days', async () => {
    const month = (await get('/admin/reports/orders?type=month')).body.data;
    expect(month).toMatchObject({ type: 'month', offset: 0, sum_orders: 3, sum_total: 580_000 });
    expect(month.data).toHaveLength(30);
    expect(month.data[9]).toMatchObject({
      date: '1404/08/10',
      orders_count: 1,
      items_quantity: 3,
      total_amount: 250_000,
    });
    expect(month.data[10]).toMatchObject({
      orders_count: 1,
      total_amount: 130_000,
      mini_orders_count: 1,
      mini_total: 40_000,
    });
    expect(month.data[11]).toMatchObject({ orders_count: 1, items_quantity: 4, total_amount: 200_000 });
    const year = (await get('/admin/reports/orders?type=year')).body.data;
    expect(year.data).toHaveLength(12);
    expect(year.data[7]).toMatchObject({
      label: 'آبان',
      orders_count: 3,
      total_amount: 580_000,
      mini_total: 40_000,
    });
    expect(year.data[6].orders_count).toBe(0);
    const lastWeek = (await get('/admin/reports/orders?type=week&offset=1')).body.data;
    expect(lastWeek.data.map((r: Row) => r.orders_count)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(lastWeek.data[0].label).toBe('شنبه 1404/08/10');
    const thisWeek = (await get('/admin/reports/orders?type=week')).body.data;
    expect(thisWeek.sum_orders).toBe(0);
    const lastYear = (await get('/admin/reports/orders?type=year&offset=1')).body.data;
    expect(lastYear.sum_orders).toBe(0);
  });
});
