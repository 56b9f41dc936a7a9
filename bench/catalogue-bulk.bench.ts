/**
 * Bulk catalogue edits: one POST /api/admin/products/bulk of 10,000 rows against the same 10,000
 * changes sent as single PUT /api/admin/products/:id requests (10 at a time over HTTP), in one run.
 *
 * Run: node bench/catalogue-bulk.bench.ts                      (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/catalogue-bulk.bench.ts   (a fresh database on that server)
 * Options (environment): BENCH_ROWS (default 10000), BENCH_CONNECTIONS for the single requests (10).
 *
 * Each side sets a new unit_price on every product (the bulk side also once with a stock adjustment,
 * which the single side would need a second request per row for). Products are generated in SQL:
 * a hidden default variety and a store each, like products without options.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf, startBench } from './catalogue-support.ts';

const ROWS = Number(process.env.BENCH_ROWS) || 10_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const bench = await startBench('catalogue-bulk');
  const { db } = bench.database;
  await db.execute(sql`
    insert into products (title, slug, unit_price, sku, search, status)
    select 'کالای آزمون ' || g, 'bench-' || g, 100000, 'BN-' || g, 'کالای ازمون ' || g, 'draft'
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`
    insert into varieties (product_id, price, is_default, combination_key) select id, 100000, true, '0:' from products`);
  await db.execute(sql`insert into stores (variety_id, balance) select id, 50 from varieties`);
  await db.execute(sql`analyze`);
  const ids = (await rowsOf<{ id: number | string }>(db, sql`select id from products order by id`)).map((r) =>
    Number(r.id),
  );

  const { app, base } = await bench.listen();
  const headers = { authorization: `Bearer ${bench.token}`, 'content-type': 'application/json' };
  const post = async (body: unknown) => {
    const res = await fetch(`${base}/api/admin/products/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { bulk?: { summary?: { changed: number } } } };
    if (res.status !== 200) throw new Error(`bulk: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json.data?.bulk?.summary?.changed ?? 0;
  };
  const time = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return (performance.now() - t0) / 1000;
  };

  // Warm-up: a small bulk and a few single updates, so both paths run compiled code.
  await post({ rows: ids.slice(0, 50).map((id) => ({ id, unit_price: 100_001 })) });
  const bulkPrice = await time(() => post({ rows: ids.map((id, i) => ({ id, unit_price: 110_000 + i })) }));
  const bulkBoth = await time(() =>
    post({ rows: ids.map((id, i) => ({ id, unit_price: 120_000 + i, stock_adjust: -1 })) }),
  );
  const bulkDry = await time(() =>
    post({ dry_run: true, rows: ids.map((id, i) => ({ id, unit_price: 130_000 + i })) }),
  );

  let next = 0;
  const failures: string[] = [];
  const single = async () => {
    while (next < ids.length) {
      const i = next++;
      const res = await fetch(`${base}/api/admin/products/${ids[i]}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ unit_price: 140_000 + i }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${ids[i]}: ${res.status}`);
    }
  };
  const singles = await time(() => Promise.all(Array.from({ length: CONNECTIONS }, single)));
  if (failures.length) throw new Error(`single updates failed: ${failures.slice(0, 5).join(', ')}`);
  const [check] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from products where unit_price >= 140000`,
  );
  if (check?.n !== ROWS)
    throw new Error(`expected ${ROWS} products updated by the single requests, found ${check?.n}`);
  await app.close();
  await bench.close();

  const f = (n: number) => n.toFixed(2);
  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.database.kind}; ${ROWS} products; ` +
      `single requests ${CONNECTIONS} at a time; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  console.log('| what | seconds | rows/s | single PUTs / this |');
  console.log('| --- | ---: | ---: | ---: |');
  const line = (label: string, seconds: number) =>
    console.log(
      `| ${label} | ${f(seconds)} | ${(ROWS / seconds).toFixed(0)} | ${(singles / seconds).toFixed(1)} |`,
    );
  line(`bulk: ${ROWS} rows of unit_price, one request`, bulkPrice);
  line(`bulk: ${ROWS} rows of unit_price + stock_adjust (${ROWS} movements logged)`, bulkBoth);
  line(`bulk dry run: ${ROWS} rows of unit_price`, bulkDry);
  line(`${ROWS} single PUT /api/admin/products/:id {unit_price}`, singles);
}

await main();
