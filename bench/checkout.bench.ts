/**
 * Storefront checkout throughput: whole checkouts (POST /api/front/orders, then the virtual gateway's signed
 * pay) over HTTP, against a baseline in the same run: a bare INSERT of one order row, sent with the
 * same concurrency straight on the driver.
 *
 * Run: node bench/checkout.bench.ts                      (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/checkout.bench.ts   (a fresh database on that server)
 * Options (environment): BENCH_CHECKOUTS (default 1000), BENCH_CONNECTIONS (10), BENCH_VARIETIES (50).
 *
 * Spread: each checkout buys 1–2 units of one of BENCH_VARIETIES products (plenty in stock), so
 * payments rarely queue on one store row. Hot: every checkout buys the same variety (one store row
 * locked by each payment in turn: the worst case of a flash sale). Each checkout is a new customer
 * (found or created by mobile, address saved) from its own address (X-Forwarded-For behind a trusted
 * proxy, so the per-address limit does not apply). A checkout counts only when its order ends `new`.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { percentile, rowsOf, startBench, summarise } from './catalogue-support.ts';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS) || 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const VARIETIES = Number(process.env.BENCH_VARIETIES) || 50;
const WARMUP = 30;

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const bench = await startBench('checkout');
  const { db } = bench.database;
  await db.execute(sql`
    insert into products (title, slug, unit_price, sku, search, status)
    select 'کالای آزمون ' || g, 'bench-' || g, 100000 + g * 1000, 'CK-' || g, 'کالای ازمون ' || g, 'available'
    from generate_series(1, ${VARIETIES + 1}) g`);
  await db.execute(sql`
    insert into varieties (product_id, price, is_default, combination_key)
    select id, unit_price, true, '0:' from products`);
  await db.execute(sql`insert into stores (variety_id, balance) select id, 1000000 from varieties`);
  await db.execute(sql`insert into shippings (name, default_price) values ('پست پیشتاز', 45000)`);
  await db.execute(sql`analyze`);
  const varietyIds = (
    await rowsOf<{ id: number | string }>(db, sql`select id from varieties order by id`)
  ).map((r) => Number(r.id));
  const hotVariety = varietyIds[varietyIds.length - 1] as number;
  const spread = varietyIds.slice(0, VARIETIES);
  const [shipping] = await rowsOf<{ id: number | string }>(db, sql`select id from shippings limit 1`);
  const [city] = await rowsOf<{ id: number | string }>(db, sql`select id from cities order by id limit 1`);

  const app = await buildApp({
    config: { ...bench.config, trustProxy: { hops: 1 }, paymentGateway: 'virtual' },
    database: bench.database,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  let serial = 0;
  const checkoutOnce = async (varietyId: number, quantity: number): Promise<number> => {
    const n = ++serial;
    const forwarded = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const t0 = performance.now();
    const placed = await fetch(`${base}/api/front/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `bench-${process.pid}-${n}`,
        ...forwarded,
      },
      body: JSON.stringify({
        mobile: `091${String(10_000_000 + n).slice(-8)}`,
        address: {
          first_name: 'مشتری',
          last_name: `آزمون ${n}`,
          mobile: '09121112233',
          city_id: Number(city?.id),
          postal_code: '1234567890',
          address: 'تهران، خیابان انقلاب، پلاک ۱۰',
        },
        shipping_id: Number(shipping?.id),
        varieties: [{ id: varietyId, quantity }],
      }),
    });
    const placedJson = (await placed.json()) as { data?: { pay_url?: string } };
    if (placed.status !== 201 || !placedJson.data?.pay_url) {
      throw new Error(`checkout: ${placed.status} ${JSON.stringify(placedJson).slice(0, 300)}`);
    }
    const t1 = performance.now();
    placeMs.push(t1 - t0);
    const paid = await fetch(`${base}${placedJson.data.pay_url}`, { method: 'POST', headers: forwarded });
    const paidJson = (await paid.json()) as { data?: { order?: { status?: string } } };
    if (paid.status !== 200 || paidJson.data?.order?.status !== 'new') {
      throw new Error(`pay: ${paid.status} ${JSON.stringify(paidJson).slice(0, 300)}`);
    }
    payMs.push(performance.now() - t1);
    return performance.now() - t0;
  };
  let placeMs: number[] = [];
  let payMs: number[] = [];
  const phases = () => {
    const result = { place: summarise(placeMs).p50, pay: summarise(payMs).p50 };
    placeMs = [];
    payMs = [];
    return result;
  };

  /** Runs `count` jobs, CONNECTIONS at a time; returns the seconds and each job's milliseconds. */
  const run = async (count: number, job: (i: number) => Promise<number | undefined>) => {
    let next = 0;
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < count) {
          const ms = await job(next++);
          if (ms !== undefined) latencies.push(ms);
        }
      }),
    );
    return { seconds: (performance.now() - t0) / 1000, latencies: latencies.sort((a, b) => a - b) };
  };

  await run(WARMUP, (i) => checkoutOnce(spread[i % spread.length] as number, 1));
  phases();
  const spreadRun = await run(CHECKOUTS, (i) =>
    checkoutOnce(spread[i % spread.length] as number, 1 + (i % 2)),
  );
  const spreadPhases = phases();
  const hotRun = await run(Math.ceil(CHECKOUTS / 2), () => checkoutOnce(hotVariety, 1));
  const hotPhases = phases();

  // Baseline: one bare INSERT of an order row per job, as many and as concurrent as the checkouts.
  const bare = await run(CHECKOUTS, async () => {
    const t0 = performance.now();
    await db.execute(sql`
      insert into orders (status, receiver, items_count, items_quantity, items_amount, total_amount)
      values ('failed', 'baseline', 1, 1, 100000, 145000)`);
    return performance.now() - t0;
  });

  const [check] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where status = 'new'`,
  );
  const expected = WARMUP + CHECKOUTS + Math.ceil(CHECKOUTS / 2);
  if (check?.n !== expected) throw new Error(`expected ${expected} paid orders, found ${check?.n}`);
  const [stock] = await rowsOf<{ balance: number }>(
    db,
    sql`select balance from stores where variety_id = ${hotVariety}`,
  );
  if (Number(stock?.balance) !== 1_000_000 - Math.ceil(CHECKOUTS / 2)) {
    throw new Error(`hot variety stock is ${stock?.balance}`);
  }
  await app.close();
  await bench.close();

  const rate = (count: number, seconds: number) => count / seconds;
  const bareRate = rate(CHECKOUTS, bare.seconds);
  const f = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${bench.database.kind}; ` +
      `${CONNECTIONS} at a time; load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  console.log(
    '| what | count | seconds | per second | p50 ms | p99 ms | place / pay p50 ms | bare inserts per one |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const line = (
    label: string,
    count: number,
    r: { seconds: number; latencies: number[] },
    split?: { place: number; pay: number },
  ) =>
    console.log(
      `| ${label} | ${count} | ${f(r.seconds, 2)} | ${f(rate(count, r.seconds))} | ${f(percentile(r.latencies, 50))} | ` +
        `${f(percentile(r.latencies, 99))} | ${split ? `${f(split.place)} / ${f(split.pay)}` : '–'} | ` +
        `${f(bareRate / rate(count, r.seconds))} |`,
    );
  line(`checkout + pay, ${VARIETIES} varieties`, CHECKOUTS, spreadRun, spreadPhases);
  line('checkout + pay, one hot variety', Math.ceil(CHECKOUTS / 2), hotRun, hotPhases);
  line('baseline: bare INSERT of an order row', CHECKOUTS, bare);
}

await main();
