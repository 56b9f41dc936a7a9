/**
 * Shared set-up of the catalogue benchmarks: a fresh database (a temporary PGlite folder, or a new
 * database on DATABASE_URL's server), the app listening on 127.0.0.1, and a super admin's token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig, type ServerConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedBase } from '../packages/server/src/seed/base.ts';
import { hashTokenSecret, newTokenSecret } from '../packages/server/src/services/auth/tokens.ts';

export type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
export type Query = (...args: unknown[]) => Promise<unknown>;

export const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** p50, p99 and mean of a set of timings (ms). */
export interface Latency {
  p50: number;
  p99: number;
  mean: number;
}

export function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

/** Runs `work` n times one after another and returns each run's milliseconds. */
export async function timed(n: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * A fresh migrated database with the base seed and a super admin's token (last used now, so measured
 * requests do not write it): a temporary PGlite folder, or a new database on DATABASE_URL's server.
 * `drop` removes both again (close the database first).
 */
export async function freshDatabase(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `shop-admin-${name}-`));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  const dbName = `shop_bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seedBase(database.db, { username: 'bench', password: 'bench-password-1' });
  const [superAdmin] = await rowsOf<{ id: number | string }>(
    database.db,
    sql`SELECT a.id FROM admins a JOIN roles r ON r.id = a.role_id WHERE r.name = 'super_admin' ORDER BY a.id LIMIT 1`,
  );
  const secret = newTokenSecret();
  const [inserted] = await rowsOf<{ id: number | string }>(
    database.db,
    sql`INSERT INTO personal_access_tokens (tokenable_id, token, last_used_at)
        VALUES (${Number(superAdmin?.id)}, ${hashTokenSecret(secret)}, now()) RETURNING id`,
  );
  return {
    database,
    dataDir,
    databaseUrl,
    token: `${inserted?.id}|${secret}`,
    async drop() {
      if (baseUrl) {
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database (`freshDatabase`), the app on a loopback port and a super admin's token. */
export async function startBench(name: string) {
  const fresh = await freshDatabase(name);
  const { database, dataDir, databaseUrl, token } = fresh;
  const config: ServerConfig = { ...loadConfig({}), dataDir, databaseUrl, bodyLimit: 1024 * 1024 };
  return {
    database,
    token,
    config,
    async listen() {
      const app = await buildApp({ config, database, logger: false });
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      return { app, base };
    },
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The statements one request sends, captured at the driver (`client.query`) while it is answered. */
export async function captureSql(
  client: { query: Query },
  request: () => Promise<unknown>,
): Promise<unknown[][]> {
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

const statementText = (args: unknown[]): string => String((args[0] as { text?: string }).text ?? args[0]);

/** One list query measured over HTTP and as its captured SQL replayed on the driver. */
export interface HttpAgainstSql {
  label: string;
  total: number;
  statements: number;
  http: Latency;
  db: Latency;
}

/**
 * Each query: `warmUp` requests, then the statements one request sends (captured at the driver),
 * then `requests` sequential requests timed against those statements replayed straight on the driver.
 * `get` answers a path's match count. BENCH_SHOW_SQL=1 prints the captured statements and, with
 * `explainPage`, the plan of the page query (the one with `order by`).
 */
export async function measureHttpAgainstSql(
  client: { query: Query },
  queries: { label: string; path: string }[],
  options: {
    get: (path: string) => Promise<number>;
    warmUp: number;
    requests: number;
    explainPage?: boolean;
  },
): Promise<HttpAgainstSql[]> {
  const { get, warmUp, requests } = options;
  const rows: HttpAgainstSql[] = [];
  for (const query of queries) {
    let total = 0;
    for (let i = 0; i < warmUp; i++) total = await get(query.path);
    const statements = await captureSql(client, () => get(query.path));
    if (process.env.BENCH_SHOW_SQL) {
      console.log(`\n${query.label}:`);
      for (const args of statements)
        console.log(`  ${statementText(args).replace(/\s+/g, ' ').slice(0, 300)}`);
      const page = options.explainPage && statements.find((args) => /order by/i.test(statementText(args)));
      if (page) {
        const params = ((page[0] as { values?: unknown[] }).values ?? page[1]) as unknown[];
        const plan = (await client.query(`explain analyze ${statementText(page)}`, params)) as {
          rows: Record<string, string>[];
        };
        console.log(plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
      }
    }
    const http = summarise(await timed(requests, () => get(query.path)));
    const direct = summarise(
      await timed(requests, async () => {
        for (const args of statements) await client.query(...args);
      }),
    );
    rows.push({ label: query.label, total, statements: statements.length, http, db: direct });
  }
  return rows;
}

/** The Markdown table of `measureHttpAgainstSql`'s rows (bench/README.md records these). */
export function printHttpAgainstSql(rows: HttpAgainstSql[]): void {
  const f = (n: number) => n.toFixed(1);
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
