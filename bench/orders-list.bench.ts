/**
 * The orders list at 1,000,000 orders: GET /api/admin/orders filtered by status, with the per-status
 * counts (`order_statuses`) every answer carries, one request after another, against the same SQL
 * statements (captured at the driver while the request is answered, auth included) replayed straight
 * on the driver in the same run.
 *
 * Run: node bench/orders-list.bench.ts                          (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/orders-list.bench.ts   (a fresh database on that server)
 * Options (environment): BENCH_ORDERS (default 1000000), BENCH_REQUESTS per query (default 100),
 * BENCH_SHOW_SQL=1 prints the captured statements.
 *
 * Data: the small demo (catalogue, ~300 customers, 90 days of orders), then the large scale's orders
 * (seedLargeOrders: one or two lines each, one a minute over the two years before, mostly delivered).
 */
import { cpus, loadavg } from 'node:os';
import { formatJalali } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../packages/server/src/seed/demo.ts';
import { seedLargeOrders } from '../packages/server/src/seed/demo-orders-large.ts';
import {
  measureHttpAgainstSql,
  printHttpAgainstSql,
  type Query,
  rowsOf,
  startBench,
} from './catalogue-support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS) || 1_000_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS) || 100;
const DAY = 86_400_000;

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const bench = await startBench('orders-list');
  const { db } = bench.database;
  const now = new Date();
  const seeded = performance.now();
  await seedDemo(db, { seed: 1404, scale: 'small', now });
  await seedLargeOrders(db, { now, count: ORDERS });
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const [counts] = await rowsOf<{ orders: number }>(db, sql`select count(*)::int as orders from orders`);

  const { app, base } = await bench.listen();
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${bench.token}` } });
    const body = (await res.json()) as { data?: { orders?: { total?: number; data?: unknown[] } } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    if (!body.data?.orders?.data?.length) throw new Error(`${path}: an empty page`);
    return body.data.orders.total ?? 0;
  };
  // A month (at most) from the middle of the large scale's history (one order a minute before the
  // demo's 90 days), as staff type it: Jalali days (Tehran).
  const jalali = (daysAgo: number) =>
    formatJalali(now.getTime() - daysAgo * DAY, 'YYYY/MM/DD', { digits: 'latin' });
  const historyDays = ORDERS / 1440;
  const from = Math.round(91 + historyDays / 2 + Math.min(15, historyDays / 4));
  const to = Math.round(91 + historyDays / 2 - Math.min(15, historyDays / 4));
  const range = `start_date=${jalali(from)}&end_date=${jalali(to)}`;
  const queries = [
    { label: 'default screen (no filter)', path: '/api/admin/orders' },
    { label: 'status=new', path: '/api/admin/orders?status=new' },
    { label: 'status=delivered, page 200', path: '/api/admin/orders?status=delivered&page=200' },
    {
      label: `status=in_progress, ${jalali(from)}–${jalali(to)}`,
      path: `/api/admin/orders?status=in_progress&${range}`,
    },
    {
      label: `receiver «محمد», ${jalali(from)}–${jalali(to)}`,
      path: `/api/admin/orders?search=${encodeURIComponent('محمد')}&${range}`,
    },
  ];
  const rows = await measureHttpAgainstSql(client, queries, { get, warmUp: 10, requests: REQUESTS });
  await app.close();
  await bench.close();

  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.database.kind}; ` +
      `${counts?.orders} orders (seeded in ${seedSeconds.toFixed(0)} s); ${REQUESTS} sequential requests per ` +
      `query; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  printHttpAgainstSql(rows);
}

await main();
