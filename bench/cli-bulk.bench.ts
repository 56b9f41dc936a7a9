/**
 * `shop-admin products apply` of 10,000 rows against 10,000 single updates, as a ratio.
 *
 * Run: node bench/cli-bulk.bench.ts      (BENCH_ROWS=N rows, default 10000; BENCH_CLI_SAMPLE=n spawns, default 40)
 *
 * The real server (buildApp) listens on 127.0.0.1 on a temporary PGlite with N products (one variety
 * and a stock row each, inserted with SQL). Each run changes every product's price:
 * - bulk: the bundled bin (dist/shop-admin.mjs, built first) spawned with a CSV of N rows and --yes:
 *   read, checked with core's rules, sent as one request, applied in one transaction;
 * - single updates: N sequential `PUT admin/products/:id {unit_price}` from core's API client in a
 *   child process (what a script looping over the API does; no process start per row);
 * - shop-admin products update per row: a sample of spawns of the bin, extrapolated to N (what a
 *   shell loop over the CLI does).
 * Wall times; the ratio is bulk over single updates.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApiClient, createMemoryTokenStorage } from '../packages/core/src/index.ts';

const [mode, singleUrl, singleToken, singleFrom, singleCount] = process.argv.slice(2);
if (mode === '--singles') {
  // The child: N sequential single updates through core's API client.
  const api = createApiClient({
    baseURL: `${singleUrl}/api/`,
    tokenStorage: createMemoryTokenStorage(singleToken),
  });
  const from = Number(singleFrom);
  for (let id = from; id < from + Number(singleCount); id++)
    await api.put(`admin/products/${id}`, { unit_price: 300_000 + id });
  process.exit(0);
}

const ROWS = Number(process.env.BENCH_ROWS) || 10_000;
const SAMPLE = Number(process.env.BENCH_CLI_SAMPLE) || 40;
const root = join(import.meta.dirname, '..');
const bin = join(root, 'packages', 'cli', 'dist', 'shop-admin.mjs');
execFileSync(process.execPath, [join(root, 'packages', 'cli', 'scripts', 'build.ts')], { stdio: 'ignore' });

const { buildApp } = await import('../packages/server/src/app.ts');
const { loadConfig } = await import('../packages/server/src/config.ts');
const { openDatabase } = await import('../packages/server/src/db/client.ts');
const { seedBase } = await import('../packages/server/src/seed/base.ts');
const { sql } = await import('drizzle-orm');

const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-bench-bulk-'));
const database = await openDatabase({ dataDir });
await database.migrate();
await seedBase(database.db, { username: 'admin', password: 'bench-password-1' });
await database.db.execute(sql`
  INSERT INTO products (title, slug, unit_price, sku, status, approved_at)
  SELECT 'محصول آزمایشی ' || g, 'bench-' || g, 100000 + g, 'BENCH-' || g, 'available', now()
  FROM generate_series(1, ${ROWS}) AS g`);
await database.db.execute(
  sql`INSERT INTO varieties (product_id, price, is_default) SELECT id, unit_price, true FROM products`,
);
await database.db.execute(sql`INSERT INTO stores (variety_id, balance) SELECT id, 10 FROM varieties`);
const app = await buildApp({ config: { ...loadConfig({}), dataDir }, database });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/admin/login',
  payload: { username: 'admin', password: 'bench-password-1' },
});
const token = login.json().data.token as string;
const env = {
  PATH: process.env.PATH ?? '',
  HOME: dataDir,
  SHOP_ADMIN_CONFIG_DIR: dataDir,
  SHOP_ADMIN_URL: origin,
  SHOP_ADMIN_TOKEN: token,
};
const firstRow = (await database.db.execute(sql`SELECT min(id)::int AS first FROM products`)) as unknown as {
  rows: { first?: number }[];
};
const first = firstRow.rows[0]?.first ?? 1;

/** Spawns without blocking this process's event loop (the server answers here). */
function timed(args: string[]): Promise<{ ms: number; stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) process.stderr.write(stderr);
      resolve({ ms: performance.now() - started, stdout, code });
    });
  });
}

const csv = ['id,unit_price', ...Array.from({ length: ROWS }, (_, i) => `${first + i},${200_000 + i}`)].join(
  '\n',
);
const file = join(dataDir, 'prices.csv');
writeFileSync(file, `${csv}\n`);
const bulk = await timed([bin, 'products', 'apply', file, '--yes', '--json']);
const result = JSON.parse(bulk.stdout);
if (bulk.code !== 0 || result.summary.changed !== ROWS)
  throw new Error(`bulk apply failed: ${bulk.stdout.slice(0, 500)}`);

const singles = await timed([
  join(root, 'bench', 'cli-bulk.bench.ts'),
  '--singles',
  origin,
  token,
  String(first),
  String(ROWS),
]);
if (singles.code !== 0) throw new Error('single updates failed');

let cliTotal = 0;
for (let i = 0; i < SAMPLE; i++) {
  const run = await timed([
    bin,
    'products',
    'update',
    String(first + i),
    '--set',
    `unit_price=${400_000 + i}`,
    '--json',
    'id',
  ]);
  if (run.code !== 0) throw new Error('products update failed');
  cliTotal += run.ms;
}
const cliEach = cliTotal / SAMPLE;
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const line = (name: string, ms: number) =>
  `${name.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(9)} s ${(ms / ROWS).toFixed(2).padStart(9)} ms/row ${(ms / bulk.ms).toFixed(1).padStart(7)}×`;
console.log(
  `bulk catalogue edit: ${ROWS} rows, node ${process.version}, ${cpus().length} cpus, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`${'how'.padEnd(44)} ${'wall'.padStart(11)} ${'per row'.padStart(16)} vs bulk`);
console.log(line('products apply --yes (one request)', bulk.ms));
console.log(line(`${ROWS} × PUT admin/products/:id (API client)`, singles.ms));
console.log(line(`${ROWS} × shop-admin products update (est.)`, cliEach * ROWS));
console.log(
  `ratio bulk / single updates: ${(bulk.ms / singles.ms).toFixed(4)} (${(singles.ms / bulk.ms).toFixed(1)}× faster)`,
);
