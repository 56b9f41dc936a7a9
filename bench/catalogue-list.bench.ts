/**
 * The product list at 100,000 products: GET /api/admin/products with a Persian search term and a
 * filter, one request after another (what staff feel while typing), against the same SQL statements
 * replayed straight on the driver in the same run.
 *
 * Run: node bench/catalogue-list.bench.ts                      (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/catalogue-list.bench.ts   (a fresh database on that server)
 * Options (environment): BENCH_REQUESTS per query (default 200), BENCH_PRODUCTS (100000),
 * BENCH_SHOW_SQL=1 prints the captured statements and the plan of the page query.
 *
 * Data: the demo's reference lists, its ~200 detailed products, then the large scale's generated
 * products (seedLargeProducts: one to three varieties each, stock, categories, the Persian search key).
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../packages/server/src/seed/demo.ts';
import {
  catalogueReferenceStep,
  readCatalogueReference,
} from '../packages/server/src/seed/demo-catalogue-reference.ts';
import { productsStep } from '../packages/server/src/seed/demo-products.ts';
import { seedLargeProducts } from '../packages/server/src/seed/demo-products-large.ts';
import {
  captureSql,
  type Latency,
  type Query,
  rowsOf,
  startBench,
  summarise,
  timed,
} from './catalogue-support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS) || 200;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS) || 100_000;

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const bench = await startBench('catalogue-list');
  const { db } = bench.database;
  const seeded = performance.now();
  await seedDemo(db, { steps: [catalogueReferenceStep, productsStep], force: true });
  const ref = await readCatalogueReference(db);
  await seedLargeProducts(db, ref, { count: PRODUCTS, now: new Date() });
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seeded) / 1000;
  const [counts] = await rowsOf<{ products: number; varieties: number }>(
    db,
    sql`select (select count(*)::int from products) as products, (select count(*)::int from varieties) as varieties`,
  );
  const [clothing] = await rowsOf<{ id: number }>(db, sql`select id from categories where slug = 'clothing'`);

  const { app, base } = await bench.listen();
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${bench.token}` } });
    const body = (await res.json()) as { data?: { products?: { total?: number } } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return body.data?.products?.total ?? 0;
  };
  const queries = [
    {
      label: 'search «کیف چرمی» + status=available',
      path: `/api/admin/products?search=${encodeURIComponent('کیف چرمی')}&status=available`,
    },
    {
      label: 'search «كيف» (Arabic ي/ك) + category=پوشاک subtree',
      path: `/api/admin/products?search=${encodeURIComponent('كيف')}&category_id=${clothing?.id}`,
    },
    {
      label: 'search «هدفون بی‌سیم» + sort by price',
      path: `/api/admin/products?search=${encodeURIComponent('هدفون بی‌سیم')}&sort_by=unit_price&sort_desc=1`,
    },
  ];
  const rows: { label: string; total: number; statements: number; http: Latency; db: Latency }[] = [];
  for (const query of queries) {
    let total = 0;
    for (let i = 0; i < 20; i++) total = await get(query.path);
    const statements = await captureSql(client, () => get(query.path));
    if (process.env.BENCH_SHOW_SQL) {
      console.log(`\n${query.label}:`);
      for (const args of statements)
        console.log(
          `  ${String((args[0] as { text?: string }).text ?? args[0])
            .replace(/\s+/g, ' ')
            .slice(0, 300)}`,
        );
      const page = statements.find((args) =>
        /order by/i.test(String((args[0] as { text?: string }).text ?? args[0])),
      );
      if (page) {
        const text = String((page[0] as { text?: string }).text ?? page[0]);
        const params = ((page[0] as { values?: unknown[] }).values ?? page[1]) as unknown[];
        const plan = (await client.query(`explain analyze ${text}`, params)) as {
          rows: Record<string, string>[];
        };
        console.log(plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
      }
    }
    const http = summarise(await timed(REQUESTS, () => get(query.path)));
    const direct = summarise(
      await timed(REQUESTS, async () => {
        for (const args of statements) await client.query(...args);
      }),
    );
    rows.push({ label: query.label, total, statements: statements.length, http, db: direct });
  }
  await app.close();
  await bench.close();

  const f = (n: number) => n.toFixed(1);
  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.database.kind}; ` +
      `${counts?.products} products, ${counts?.varieties} varieties (seeded in ${seedSeconds.toFixed(0)} s); ` +
      `${REQUESTS} sequential requests per query; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  console.log(
    '| query | matches | SQL statements | HTTP p50 ms | HTTP p99 ms | SQL p50 ms | SQL p99 ms | HTTP/SQL p50 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.total} | ${row.statements} | ${f(row.http.p50)} | ${f(row.http.p99)} | ` +
        `${f(row.db.p50)} | ${f(row.db.p99)} | ${(row.http.p50 / row.db.p50).toFixed(2)} |`,
    );
  }
}

await main();
