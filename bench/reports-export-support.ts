/**
 * Shared by bench/reports.bench.ts and bench/export.bench.ts: a seeded database, then each measured
 * scenario in a fresh child process (this file run with `serve`), so the peak RSS the kernel reports
 * for that child (`process.resourceUsage().maxRSS`) is the peak of that scenario alone. The child runs
 * the server on a loopback port, or a baseline straight on the driver.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig, type ServerConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { type Db, freshDatabase, rowsOf } from './catalogue-support.ts';

export interface Place {
  dataDir: string;
  databaseUrl?: string;
}

/** A fresh database (`freshDatabase`); `seed` fills it; closed again for the children. */
export async function prepare(name: string, seed: (db: Db) => Promise<void>) {
  const fresh = await freshDatabase(name);
  const { database, dataDir, databaseUrl } = fresh;
  await seed(database.db);
  await database.db.execute(sql`analyze`);
  await database.close();
  const place: Place = { dataDir, ...(databaseUrl ? { databaseUrl } : {}) };
  return {
    place,
    kind: databaseUrl ? 'postgres' : 'pglite',
    token: fresh.token,
    cleanup: fresh.drop,
  };
}

export interface Measured {
  ms: number;
  /** Peak RSS of the child in MB sampled from ready to done, its RSS once ready, and the kernel's maxRSS. */
  peakMb: number;
  readyMb: number;
  maxRssMb: number;
  detail: unknown;
}

type Work =
  | { kind: 'http'; path: string; accept?: string; repeat?: number }
  | { kind: 'sql'; name: string; arg?: string; repeat?: number };

/**
 * Runs one scenario in a fresh child: `http` requests a path from the child's server (the parent
 * reads the body and counts its bytes), `sql` runs a named baseline in the child (`baselines`).
 */
export async function measure(place: Place, token: string, work: Work): Promise<Measured> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    env: { ...process.env, BENCH_PLACE: JSON.stringify(place), BENCH_WORK: JSON.stringify(work) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Record<string, unknown>));
      child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
    });
  const ready = await next();
  let detail: unknown;
  const t0 = performance.now();
  if (work.kind === 'http') {
    const samples: number[] = [];
    let bytes = 0;
    for (let i = 0; i < (work.repeat ?? 1); i++) {
      const s = performance.now();
      const res = await fetch(`${ready.base}${work.path}`, {
        headers: { authorization: `Bearer ${token}`, ...(work.accept ? { accept: work.accept } : {}) },
      });
      if (res.status !== 200) throw new Error(`${work.path}: ${res.status} ${await res.text()}`);
      bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
      samples.push(performance.now() - s);
    }
    detail = { bytes, samples };
    child.send({ cmd: 'peak' });
  } else {
    child.send({ cmd: 'run' });
  }
  const done = await next();
  const ms = performance.now() - t0;
  child.kill();
  return {
    ms,
    peakMb: Number(done.peakMb),
    readyMb: Number(ready.rssMb),
    maxRssMb: Number(done.maxRssMb),
    detail: work.kind === 'sql' ? done.detail : detail,
  };
}

/** The export's keyset query: the same statement the server's `/admin/logs` download sends per batch. */
const logsBatch = (after: number | null) => sql`select l.id, l.admin_id, a.name as admin_name, l.entity,
    l.entity_id, l.action, l.before, l.after, l.ip, l.created_at
  from audit_logs l left join admins a on a.id = l.admin_id
  ${after === null ? sql`` : sql`where l.id < ${after}`}
  order by l.id desc limit 1000`;

/** The orders report's two statements for one set of periods (as services/reports/orders.ts sends them). */
export const ordersReportSql = (edges: string, from: string, to: string) => [
  sql`select width_bucket(created_at, ${edges}::timestamptz[]) as bucket, count(*) as n,
      sum(items_quantity) as items, sum(total_amount) as total
    from orders where status in ('new', 'reserved', 'in_progress', 'delivered')
      and created_at >= ${from} and created_at < ${to} group by 1`,
  sql`select width_bucket(created_at, ${edges}::timestamptz[]) as bucket, count(*) as n, sum(total) as total
    from mini_orders where created_at >= ${from} and created_at < ${to} group by 1`,
];

/** Baselines the children run straight on the driver, by name. */
const BASELINES: Record<string, (db: Db, arg: string) => Promise<unknown>> = {
  /** The export's SQL alone: every keyset batch read and dropped (no formatting, no HTTP). */
  async 'logs-keyset'(db) {
    let after: number | null = null;
    let rows = 0;
    for (;;) {
      const batch: { id: number | string }[] = await rowsOf<{ id: number | string }>(db, logsBatch(after));
      rows += batch.length;
      const last = batch.at(-1);
      if (batch.length < 1000 || !last) return { rows };
      after = Number(last.id);
    }
  },
  /** The naive download: one query for every row, the CSV built in memory, then measured. */
  async 'logs-in-memory'(db) {
    const { stringify } = await import('csv-stringify/sync');
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select l.id, a.name as admin_name, l.entity, l.entity_id, l.action, l.ip, l.created_at
        from audit_logs l left join admins a on a.id = l.admin_id order by l.id desc`,
    );
    const text = stringify(
      rows.map((r) => Object.values(r).map((v) => (v instanceof Date ? v.toISOString() : v))),
    );
    return { rows: rows.length, bytes: Buffer.byteLength(text) };
  },
  /** The orders report's statements run directly (arg: JSON [edges, from, to]). */
  async 'orders-sql'(db, arg) {
    const [edges, from, to] = JSON.parse(arg) as [string, string, string];
    let n = 0;
    for (const statement of ordersReportSql(edges, from, to)) n += (await rowsOf(db, statement)).length;
    return { rows: n };
  },
};

const mb = (kb: number) => Math.round(kb / 102.4) / 10;
const rssMb = () => Math.round(process.memoryUsage.rss() / 104857.6) / 10;

/** The highest RSS sampled every 5 ms from now on (the kernel's maxRSS also counts start-up). */
function sampleRss(): () => number {
  let peak = rssMb();
  setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 5).unref();
  return () => Math.max(peak, rssMb());
}

/** The child: open the database, then serve or run a baseline, and report the peak RSS. */
async function serve() {
  const place = JSON.parse(process.env.BENCH_PLACE ?? '{}') as Place;
  const work = JSON.parse(process.env.BENCH_WORK ?? '{}') as Work;
  const database = await openDatabase(place);
  const config: ServerConfig = { ...loadConfig({}), ...place, bodyLimit: 1024 * 1024 };
  const send = (m: Record<string, unknown>) => process.send?.(m);
  if (work.kind === 'http') {
    const app = await buildApp({ config, database, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const peak = sampleRss();
    process.on('message', () => send({ peakMb: peak(), maxRssMb: mb(process.resourceUsage().maxRSS) }));
    send({ base, rssMb: rssMb() });
    return;
  }
  const run = BASELINES[work.name];
  if (!run) throw new Error(`no baseline ${work.name}`);
  process.on('message', async () => {
    const samples: number[] = [];
    let detail: unknown;
    for (let i = 0; i < (work.repeat ?? 1); i++) {
      const s = performance.now();
      detail = await run(database.db, work.arg ?? '');
      samples.push(performance.now() - s);
    }
    send({
      peakMb: peak(),
      maxRssMb: mb(process.resourceUsage().maxRSS),
      detail: { result: detail, samples },
    });
  });
  const peak = sampleRss();
  send({ rssMb: rssMb() });
}

if (process.argv[2] === 'serve') await serve();
