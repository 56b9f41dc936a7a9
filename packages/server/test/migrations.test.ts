import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

/**
 * The schema (src/db/schema) and the migrations (drizzle/) must describe the same database: drizzle-kit's
 * snapshots agree with the schema (so `drizzle-kit generate` writes a migration only for a real change),
 * a database migrated from nothing has exactly the schema's tables and columns, and a database left at
 * any earlier journal state upgrades to the same, keeping its rows.
 */

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
const SCHEMA = join(import.meta.dirname, '..', 'src', 'db', 'schema', 'index.ts');
const DRIZZLE_KIT = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

const made: TestDatabase[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const test of made) await test.destroy();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shop-admin-migrations-'));
  folders.push(folder);
  return folder;
}

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Every table's columns as `table.column (null|not null)`, and every index name, of a live database. */
async function liveShape(database: Database) {
  const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
    database,
    sql`select table_name, column_name, is_nullable from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await rows<{ indexname: string }>(
    database,
    sql`select indexname from pg_indexes where schemaname = 'public'`,
  );
  return {
    columns: columns
      .map((c) => `${c.table_name}.${c.column_name} (${c.is_nullable === 'YES' ? 'null' : 'not null'})`)
      .sort(),
    indexes: new Set(indexes.map((i) => i.indexname)),
  };
}

/** The same, as the schema declares it. */
function declaredShape() {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const configs = tables.map((table) => getTableConfig(table));
  return {
    columns: configs
      .flatMap((t) => t.columns.map((c) => `${t.name}.${c.name} (${c.notNull ? 'not null' : 'null'})`))
      .sort(),
    indexes: configs.flatMap((t) => t.indexes.map((index) => index.config.name ?? '')),
  };
}

async function expectSchemaShape(database: Database) {
  const live = await liveShape(database);
  const declared = declaredShape();
  expect(live.columns).toEqual(declared.columns);
  expect(declared.indexes.filter((name) => !live.indexes.has(name))).toEqual([]);
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0);
}

describe('schema and migrations', () => {
  it('drizzle-kit generate against the schema writes nothing: the snapshots describe it', () => {
    const work = tempFolder();
    cpSync(migrationsFolder, join(work, 'drizzle'), { recursive: true });
    // drizzle-kit reads the migration folder relative to its working directory.
    const run = spawnSync(
      process.execPath,
      [DRIZZLE_KIT, 'generate', '--dialect', 'postgresql', '--schema', SCHEMA, '--out', 'drizzle'],
      { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    const said = `${run.stdout}\n${run.stderr}`;
    expect(run.status, said).toBe(0);
    const written = readdirSync(join(work, 'drizzle'), { recursive: true }).map(String).sort();
    const shipped = readdirSync(migrationsFolder, { recursive: true }).map(String).sort();
    expect(written, `drizzle-kit wrote a migration: the schema and drizzle/ disagree\n${said}`).toEqual(
      shipped,
    );
    expect(readFileSync(join(work, 'drizzle', 'meta', '_journal.json'), 'utf8')).toBe(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    );
    expect(said).toMatch(/No schema changes/);
  });

  it('the journal numbers its entries like their files, so the next migration gets a new number', () => {
    for (const entry of journal.entries)
      expect(entry.tag.slice(0, 4)).toBe(String(entry.idx).padStart(4, '0'));
    const snapshots = readdirSync(join(migrationsFolder, 'meta')).filter((name) =>
      name.endsWith('_snapshot.json'),
    );
    // drizzle-kit diffs against the last snapshot by name: it must be the last migration's.
    expect(snapshots.sort().at(-1)).toBe(`${journal.entries.at(-1)?.tag.slice(0, 4)}_snapshot.json`);
  });

  it('a database migrated from nothing has exactly the tables and columns the schema declares', async () => {
    const test = await createTestDatabase({ migrated: false });
    made.push(test);
    await test.database.migrate();
    await expectSchemaShape(test.database);
    expect(await appliedMigrations(test.database)).toBe(journal.entries.length);
  });

  // The states an older build could have left: the migrations applied in the order of their `when`
  // (drizzle applies every entry newer than the newest applied one), cut after each of the last ones.
  const byWhen = [...journal.entries].sort((a, b) => a.when - b.when);
  const states = byWhen.slice(-5).map((entry) => byWhen.filter((e) => e.when <= entry.when));
  it.each(states.map((applied) => [applied.at(-1)?.tag ?? '', applied] as const))(
    'a database whose newest migration is %s upgrades to the schema and keeps its rows',
    async (_tag, applied) => {
      const older = tempFolder();
      cpSync(migrationsFolder, older, { recursive: true });
      writeFileSync(join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: applied }));
      const test = await createTestDatabase({ migrated: false });
      made.push(test);
      await test.database.migrate(older);
      expect(await appliedMigrations(test.database)).toBe(applied.length);
      await test.database.db.execute(
        sql`insert into brands (name, description) values ('برند پیشین', 'earlier-brand')`,
      );

      await test.database.migrate();
      await expectSchemaShape(test.database);
      expect(await appliedMigrations(test.database)).toBe(journal.entries.length);
      const kept = await rows<{ n: number }>(
        test.database,
        sql`select count(*)::int as n from brands where description = 'earlier-brand'`,
      );
      expect(Number(kept[0]?.n)).toBe(1);
    },
  );
});
