/**
 * shop-admin cold start: how long a plain command takes from spawn to exit, as a ratio to `node -e 0`
 * (Node's own start-up) measured in the same run, alternating so load on the machine hits all alike.
 *
 * Run: node bench/cli-startup.bench.ts      (BENCH_RUNS=N spawns per command, default 40)
 *
 * Commands: `--version`, `orders --unread --json` (the demo's orders; the server answers the admin's
 * unread paid orders) and a list (`contacts list --limit 20`, TSV to a pipe) against a real server on
 * 127.0.0.1 (the app in this process on a temporary PGlite with the demo seed), each run three ways:
 * the installed bin (dist/shop-admin.mjs, built first), `npx shop-admin` (bin/shop-admin.js, which
 * runs that bundle while no source is newer), and from source (bin/shop-admin.js with
 * SHOP_ADMIN_FROM_SOURCE=1: Node's type stripping, what runs right after a source is edited). The
 * server's own answer time for the orders request is measured in process too, so the start-up share
 * can be told from it. Every spawn must exit 0, or the run stops. Wall time per spawn, median and
 * 90th percentile.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedBase } from '../packages/server/src/seed/base.ts';
import { seedDemo } from '../packages/server/src/seed/demo.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 40;
const root = join(import.meta.dirname, '..');
const cli = join(root, 'packages', 'cli');

execFileSync(process.execPath, [join(cli, 'scripts', 'build.ts')], { stdio: 'ignore' });
const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-bench-cli-'));
const database = await openDatabase({ dataDir });
await database.migrate();
await seedBase(database.db, { username: 'admin', password: 'bench-password-1' });
await seedDemo(database.db, { seed: 1404, scale: 'small' });
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

const bundled = join(cli, 'dist', 'shop-admin.mjs');
const source = join(cli, 'bin', 'shop-admin.js');
const FROM_SOURCE = { SHOP_ADMIN_FROM_SOURCE: '1' };
const cases: [string, string[], Record<string, string>?][] = [
  ['node -e 0', ['-e', '0']],
  ['--version (installed bin)', [bundled, '--version']],
  ['--version (npx)', [source, '--version']],
  ['--version (source)', [source, '--version'], FROM_SOURCE],
  ['orders --unread --json (installed)', [bundled, 'orders', '--unread', '--json']],
  ['orders --unread --json (npx)', [source, 'orders', '--unread', '--json']],
  ['orders --unread --json (source)', [source, 'orders', '--unread', '--json'], FROM_SOURCE],
  ['contacts list (installed bin)', [bundled, 'contacts', 'list', '--limit', '20']],
  ['contacts list (npx)', [source, 'contacts', 'list', '--limit', '20']],
];

/**
 * One spawn's wall time. The server answers in this process, so the spawn is asynchronous (spawnSync
 * would block its event loop); a command that fails stops the run rather than timing its error path.
 */
function runOnce(args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else reject(new Error(`shop-admin ${args.slice(1).join(' ')} exited ${code}: ${stderr.trim()}`));
    });
  });
}

const samples = new Map<string, number[]>(cases.map(([name]) => [name, []]));
/** The server's own answer to the orders request, in process (no spawn, no client). */
async function serverAnswer(): Promise<number> {
  const started = performance.now();
  const answer = await app.inject({
    method: 'GET',
    url: '/api/admin/orders?unread=1&page=1&per_page=200',
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200) throw new Error(`orders answered ${answer.statusCode}`);
  return performance.now() - started;
}
samples.set('server answer (orders --unread)', []);

for (const [, args, extra] of cases) await runOnce(args, extra); // warm the OS caches and Node's compile cache
for (let round = 0; round < RUNS; round++) {
  for (const [name, args, extra] of cases) samples.get(name)?.push(await runOnce(args, extra));
  samples.get('server answer (orders --unread)')?.push(await serverAnswer());
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const base = quantile(samples.get('node -e 0') ?? [], 0.5);
const node = spawnSync(process.execPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(
  `shop-admin cold start: ${RUNS} spawns each, node ${node}, ${cpus().length} cpus, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('command                                median ms     p90 ms   ratio to node -e 0');
for (const name of samples.keys()) {
  const values = samples.get(name) ?? [];
  const median = quantile(values, 0.5);
  console.log(
    `${name.padEnd(38)} ${median.toFixed(1).padStart(9)} ${quantile(values, 0.9).toFixed(1).padStart(10)} ${(median / base).toFixed(2).padStart(8)}`,
  );
}
