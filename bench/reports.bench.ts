/**
 * The orders report at 1,000,000 orders: GET /api/admin/reports/orders for a Jalali year (by month), a
 * month (by day) and a week (by day), each in a fresh server child: time per request (p50 over
 * repeats) and the child's peak RSS, against the report's two statements run straight on the driver in
 * a child of their own (the baseline, same periods).
 *
 * Run: node bench/reports.bench.ts                             (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/reports.bench.ts    (a fresh database on that server)
 * Options: BENCH_ORDERS (default 1000000), BENCH_REPEAT requests per scenario (default 20).
 */
import { cpus, loadavg } from 'node:os';
import { orderReportPeriods, type ReportPeriodType } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../packages/server/src/seed/demo.ts';
import { seedLargeOrders } from '../packages/server/src/seed/demo-orders-large.ts';
import { rowsOf, summarise } from './catalogue-support.ts';
import { type Measured, measure, prepare } from './reports-export-support.ts';

const ORDERS = Number(process.env.BENCH_ORDERS) || 1_000_000;
const REPEAT = Number(process.env.BENCH_REPEAT) || 20;
const DAY = 86_400_000;

const p50 = (m: Measured) => summarise((m.detail as { samples?: number[] }).samples ?? []).p50;

async function main() {
  const load = loadavg()[0] ?? 0;
  const now = new Date();
  const seeded = performance.now();
  let orders = 0;
  const bench = await prepare('reports', async (db) => {
    await seedDemo(db, { seed: 1404, scale: 'small', now });
    await seedLargeOrders(db, { now, count: ORDERS });
    [{ orders } = { orders: 0 }] = await rowsOf<{ orders: number }>(
      db,
      sql`select count(*)::int as orders from orders`,
    );
  });
  const seedSeconds = (performance.now() - seeded) / 1000;
  // Periods inside the large scale's history (one order a minute before the demo's 90 days).
  const middle = new Date(now.getTime() - (91 + ORDERS / 1440 / 2) * DAY);
  const monthsBack = Math.round((now.getTime() - middle.getTime()) / (30.4 * DAY));
  const scenarios: { type: ReportPeriodType; offset: number }[] = [
    { type: 'year', offset: Math.max(0, Math.round(monthsBack / 12)) },
    { type: 'month', offset: monthsBack },
    { type: 'week', offset: Math.round((now.getTime() - middle.getTime()) / (7 * DAY)) },
  ];
  const results: { label: string; periods: number; server: Measured; sql: Measured }[] = [];
  try {
    for (const { type, offset } of scenarios) {
      const { title, periods } = orderReportPeriods(type, offset, now);
      const edges = [...periods.map((p) => p.start), periods.at(-1)?.end ?? now];
      const literal = `{${edges.map((d) => `"${d.toISOString()}"`).join(',')}}`;
      const from = periods[0]?.start.toISOString() ?? '';
      const to = periods.at(-1)?.end.toISOString() ?? '';
      const server = await measure(bench.place, bench.token, {
        kind: 'http',
        path: `/api/admin/reports/orders?type=${type}&offset=${offset}`,
        repeat: REPEAT,
      });
      const direct = await measure(bench.place, bench.token, {
        kind: 'sql',
        name: 'orders-sql',
        arg: JSON.stringify([literal, from, to]),
        repeat: REPEAT,
      });
      results.push({ label: `type=${type} (${title})`, periods: periods.length, server, sql: direct });
    }
  } finally {
    await bench.cleanup();
  }

  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.kind}; ${orders} orders ` +
      `(seeded in ${seedSeconds.toFixed(0)} s); ${REPEAT} requests per scenario; load average ` +
      `${load.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  console.log(
    '| report | periods | server p50 ms | SQL p50 ms | server/SQL | server RSS ready → peak MB | SQL child peak MB |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.periods} | ${p50(r.server).toFixed(1)} | ${p50(r.sql).toFixed(1)} | ` +
        `${(p50(r.server) / p50(r.sql)).toFixed(2)} | ${r.server.readyMb} → ${r.server.peakMb} | ${r.sql.peakMb} |`,
    );
  }
}

await main();
