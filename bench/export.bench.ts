/**
 * A 1,000,000-row CSV download: GET /api/admin/logs?export=csv (the audit log, the largest table an
 * admin can list) streamed by the server, against baselines in the same run: the same keyset SQL run
 * straight on the driver (the floor), the naive download (one query, CSV built in memory), and on
 * PostgreSQL `COPY … TO STDOUT` through psql. Each scenario runs in its own child process, so its
 * time and peak RSS are its own. The Excel download of the same rows runs too (BENCH_XLSX=0 skips it).
 *
 * Run: node bench/export.bench.ts                               (embedded PGlite in a temporary folder)
 *      DATABASE_URL=postgres://… node bench/export.bench.ts     (a fresh database on that server)
 * Options: BENCH_ROWS (default 1000000).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Measured, measure, prepare } from './reports-export-support.ts';

const ROWS = Number(process.env.BENCH_ROWS) || 1_000_000;
const PSQL = '/usr/lib/postgresql/15/bin/psql';

async function psqlCopy(url: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const child = spawn(PSQL, [
    url,
    '-c',
    `\\copy (select l.id, a.name, l.entity, l.entity_id, l.action, l.ip, l.created_at from audit_logs l left join admins a on a.id = l.admin_id order by l.id desc) to stdout with csv`,
  ]);
  let bytes = 0;
  for await (const chunk of child.stdout) bytes += (chunk as Buffer).byteLength;
  return { ms: performance.now() - t0, bytes };
}

async function main() {
  const load = loadavg()[0] ?? 0;
  const seeded = performance.now();
  const bench = await prepare('export', async (db) => {
    await db.execute(sql`insert into audit_logs (admin_id, entity, entity_id, action, before, after, ip, created_at)
      select case when g % 3 = 0 then null else 1 end,
        (array['orders', 'products', 'customers', 'brands'])[g % 4 + 1], (g % 50000)::text,
        (array['create', 'update', 'delete', 'status'])[g % 4 + 1],
        case when g % 4 = 1 then jsonb_build_object('status', 'new') end,
        jsonb_build_object('status', 'delivered', 'total', g * 1000),
        '10.0.0.' || (g % 250), now() - make_interval(secs => g * 30)
      from generate_series(1, ${ROWS}) g`);
  });
  const seedSeconds = (performance.now() - seeded) / 1000;
  const results: [string, Measured | { ms: number; bytes: number }][] = [];
  try {
    const csv = await measure(bench.place, bench.token, { kind: 'http', path: '/api/admin/logs?export=csv' });
    results.push(['server: GET /api/admin/logs?export=csv', csv]);
    if (process.env.BENCH_XLSX !== '0') {
      const xlsx = await measure(bench.place, bench.token, {
        kind: 'http',
        path: '/api/admin/logs?export=xlsx',
      });
      results.push(['server: GET /api/admin/logs?export=xlsx', xlsx]);
    }
    results.push([
      'baseline: the keyset SQL alone',
      await measure(bench.place, bench.token, { kind: 'sql', name: 'logs-keyset' }),
    ]);
    results.push([
      'baseline: one query, CSV in memory',
      await measure(bench.place, bench.token, { kind: 'sql', name: 'logs-in-memory' }),
    ]);
    if (bench.place.databaseUrl && existsSync(PSQL)) {
      results.push(['baseline: psql COPY … TO STDOUT', await psqlCopy(bench.place.databaseUrl)]);
    }
  } finally {
    await bench.cleanup();
  }

  console.log(
    `export: ${ROWS.toLocaleString('en')} audit rows on ${bench.kind}, seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(`node ${process.version}, ${cpus().length} cores, load average ${load.toFixed(2)} at start\n`);
  console.log(
    'scenario                                       time s   RSS ready MB   peak RSS MB   growth MB   bytes / rows',
  );
  const csvMs = results[0]?.[1].ms ?? 1;
  for (const [label, r] of results) {
    const m = r as Partial<Measured> & { ms: number; bytes?: number };
    const detail = (m.detail ?? {}) as { bytes?: number; result?: { rows?: number; bytes?: number } };
    const size = detail.bytes ?? detail.result?.bytes ?? m.bytes ?? detail.result?.rows ?? '';
    console.log(
      `${label.padEnd(46)} ${(m.ms / 1000).toFixed(1).padStart(7)}   ${String(m.readyMb ?? '-').padStart(12)}   ${String(m.peakMb ?? '-').padStart(11)}   ${(m.peakMb === undefined || m.readyMb === undefined ? '-' : (m.peakMb - m.readyMb).toFixed(0)).padStart(9)}   ${size}`,
    );
  }
  const keyset = results.find(([l]) => l.includes('keyset'))?.[1];
  const memory = results.find(([l]) => l.includes('in memory'))?.[1] as Measured | undefined;
  const server = results[0]?.[1] as Measured | undefined;
  if (keyset) console.log(`\nratio server CSV / keyset SQL time: ${(csvMs / keyset.ms).toFixed(2)}`);
  if (server && memory) {
    console.log(
      `peak RSS growth over ready: server CSV ${(server.peakMb - server.readyMb).toFixed(0)} MB, in-memory ${(memory.peakMb - memory.readyMb).toFixed(0)} MB`,
    );
  }
}

await main();
