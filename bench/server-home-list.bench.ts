/**
 * Server throughput: GET /api/admin/home and one paginated list (GET /api/admin/admins?page=2) under
 * concurrent load, against the same SQL run directly on the database in the same run.
 *
 * Run: node bench/server-home-list.bench.ts                  (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/server-home-list.bench.ts   (a fresh database on that server)
 * Options (environment): BENCH_DURATION seconds per measurement (default 10), BENCH_CONNECTIONS (10),
 * BENCH_SHOW_SQL=1 prints the captured statements.
 *
 * HTTP side: the real app (buildApp) listening on 127.0.0.1, loaded by autocannon from a worker thread
 * with a valid Bearer token. Baseline: every SQL statement one request of that endpoint sends (the
 * token lookup, the admin and permissions, then the endpoint's own queries), captured at the driver
 * while the server answers one request, then replayed in order straight on the driver, with the same
 * concurrency, no HTTP, no Fastify, no JSON. The ratio says what the server costs over its database work.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig, type ServerConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedBase } from '../packages/server/src/seed/base.ts';
import { hashTokenSecret, newTokenSecret } from '../packages/server/src/services/auth/tokens.ts';

const DURATION = Number(process.env.BENCH_DURATION) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 10;
const ADMINS = 50;
const NOTIFICATIONS = 400;
const CONTACTS = 300;

type Query = (...args: unknown[]) => Promise<unknown>;
interface Measure {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
}

/** A fresh database: a temporary PGlite folder, or a new database on DATABASE_URL's server. */
async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-bench-'));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl)
    return {
      dataDir,
      databaseUrl: undefined,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const name = `shop_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Staff, roles, notifications and contacts written straight in SQL (no demo generator). */
async function seed(db: Db): Promise<number> {
  const n = (value: number) => sql.raw(String(value));
  await db.execute(sql`
    INSERT INTO roles (name, label) VALUES
      ('catalogue_manager', 'مدیر کاتالوگ'), ('order_clerk', 'کارمند سفارش‌ها'), ('support', 'پشتیبانی')`);
  await db.execute(sql`
    INSERT INTO role_has_permissions (role_id, permission_id)
    SELECT r.id, p.id FROM roles r JOIN permissions p ON
      (r.name = 'catalogue_manager' AND p.name LIKE '%product%') OR
      (r.name = 'order_clerk' AND p.name LIKE '%order%') OR
      (r.name = 'support' AND p.name LIKE '%contact%')`);
  await db.execute(sql`
    INSERT INTO admins (name, username, password, email, mobile, role_id, created_at)
    SELECT (ARRAY['علی','زهرا','رضا','مریم','حسین','سارا','مهدی','نرگس'])[1 + i % 8] || ' ' ||
           (ARRAY['رضایی','محمدی','کریمی','احمدی','موسوی','جعفری'])[1 + i % 6] || ' ' || i,
           'staff' || i, 'not-a-hash', 'staff' || i || '@shop.example', '0912' || lpad(i::text, 7, '0'),
           (SELECT id FROM roles WHERE name = (ARRAY['catalogue_manager','order_clerk','support'])[1 + i % 3]),
           now() - (i || ' hours')::interval
    FROM generate_series(1, ${n(ADMINS - 1)}) AS i`);
  const [superAdmin] = await rowsOf<{ id: number | string }>(
    db,
    sql`SELECT a.id FROM admins a JOIN roles r ON r.id = a.role_id WHERE r.name = 'super_admin' ORDER BY a.id LIMIT 1`,
  );
  const superId = Number(superAdmin?.id);
  // Half for the super admin (whose home is measured), the rest spread over the staff; a quarter unread.
  await db.execute(sql`
    INSERT INTO notifications (type, notifiable_id, data, read_at, created_at)
    SELECT CASE WHEN i % 3 = 0 THEN 'App\\Notifications\\ProductUnavailableNotification' ELSE 'order' END,
           CASE WHEN i % 2 = 0 THEN ${n(superId)} ELSE (SELECT min(id) FROM admins) + i % ${n(ADMINS)} END,
           jsonb_build_object('order_id', 1000 + i, 'product_id', i,
             'description', 'سلام ادمین، سفارش جدید با شناسه ' || (1000 + i) || ' ثبت شد'),
           CASE WHEN i % 4 = 0 THEN NULL ELSE now() END,
           now() - (i || ' minutes')::interval
    FROM generate_series(1, ${n(NOTIFICATIONS)}) AS i`);
  await db.execute(sql`
    INSERT INTO contacts (name, email, phone, subject, body, status, created_at)
    SELECT 'مشتری ' || i, 'c' || i || '@mail.example', '0935' || lpad(i::text, 7, '0'),
           'پرسش درباره سفارش ' || i, 'سلام، سفارش من کی ارسال می‌شود؟ شماره ' || i,
           CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END, now() - (i || ' minutes')::interval
    FROM generate_series(1, ${n(CONTACTS)}) AS i`);
  return superId;
}

/** The statements one request sends, captured at the driver (`client.query`) while it is answered. */
async function captureSql(client: { query: Query }, request: () => Promise<unknown>): Promise<unknown[][]> {
  const original = client.query;
  const captured: unknown[][] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    captured.push(args);
    return original.apply(client, args);
  };
  try {
    await request();
  } finally {
    client.query = original;
  }
  return captured;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The captured statements replayed in order, `CONNECTIONS` loops at once, for `DURATION` seconds. */
async function replay(client: { query: Query }, statements: unknown[][]): Promise<Measure> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + DURATION * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      for (const args of statements) await client.query(...args);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
  };
}

async function load(url: string, token: string): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    // Load comes from its own thread so it does not take the server's event loop.
    workers: 1,
  });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  const target = await freshDatabase();
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  await database.migrate();
  await seedBase(database.db, { username: 'bench', password: 'bench-password-1' });
  const superId = await seed(database.db);
  const secret = newTokenSecret();
  const [inserted] = await rowsOf<{ id: number | string }>(
    database.db,
    sql`INSERT INTO personal_access_tokens (tokenable_id, token, last_used_at)
        VALUES (${superId}, ${hashTokenSecret(secret)}, now()) RETURNING id`,
  );
  const token = `${inserted?.id}|${secret}`;

  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  };
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    return res.status;
  };

  const homePath = (await get('/api/admin/home')) === 200 ? '/api/admin/home' : '/api/admin/profile';
  const endpoints = [homePath, '/api/admin/admins?page=2'];
  const rows: { path: string; http: Measure; db: Measure; statements: number }[] = [];
  for (const path of endpoints) {
    for (let i = 0; i < 20; i++)
      if ((await get(path)) !== 200) throw new Error(`${path} does not answer 200`);
    const statements = await captureSql(client, () => get(path));
    if (process.env.BENCH_SHOW_SQL) {
      console.log(
        `\n${path}:\n${statements.map((args) => `  ${String((args[0] as { text?: string }).text ?? args[0]).replace(/\s+/g, ' ')}`).join('\n')}`,
      );
    }
    const http = await load(`${base}${path}`, token);
    const db = await replay(client, statements);
    rows.push({ path, http, db, statements: statements.length });
  }
  await app.close();
  await database.close();
  await target.drop();

  const f = (n: number, digits = 1) => n.toFixed(digits);
  console.log(
    `\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${database.kind}, ` +
      `${ADMINS} admins, ${NOTIFICATIONS} notifications, ${CONTACTS} contacts; ${DURATION} s, ${CONNECTIONS} connections each; ` +
      `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`,
  );
  console.log(
    '| endpoint | SQL statements | HTTP req/s | HTTP p50 ms | HTTP p99 ms | DB req/s | DB p50 ms | DB p99 ms | HTTP/DB req/s |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { path, http, db, statements } of rows) {
    console.log(
      `| GET ${path} | ${statements} | ${f(http.rps, 0)} | ${f(http.p50)} | ${f(http.p99)} | ${f(db.rps, 0)} | ` +
        `${f(db.p50, 2)} | ${f(db.p99, 2)} | ${f(http.rps / db.rps, 2)} |`,
    );
  }
  if (homePath !== '/api/admin/home')
    console.log('\nGET /api/admin/home is missing: measured GET /api/admin/profile instead.');
}

await main();
