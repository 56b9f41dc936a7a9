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
  measureHttpAgainstSql,
  printHttpAgainstSql,
  type Query,
  rowsOf,
  startBench,
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
  const rows = await measureHttpAgainstSql(client, queries, {
    get,
    warmUp: 20,
    requests: REQUESTS,
    explainPage: true,
  });
  await app.close();
  await bench.close();

  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.database.kind}; ` +
      `${counts?.products} products, ${counts?.varieties} varieties (seeded in ${seedSeconds.toFixed(0)} s); ` +
      `${REQUESTS} sequential requests per query; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  printHttpAgainstSql(rows);
}

await main();
