import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The installed PGlite's version (its package.json, found above its entry: it exports no subpath). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What a migrated template depends on: PGlite's version and every file of the migrations folder. */
function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * One migrated PGlite data folder that every test file copies (0.1 s) instead of running initdb and
 * the migrations again (about 4 s). It is kept between runs under a name made of what it depends on
 * (PGlite's version and the migrations), so a one-file run pays nothing for it; a new migration makes
 * a new one. It is built aside and renamed into place, so two runs at once never see half of one.
 * With DATABASE_URL set, each test file makes its own PostgreSQL database instead, and this does
 * nothing.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = join(tmpdir(), `shop-admin-template-${templateKey()}`);
  if (!existsSync(dir)) {
    const building = mkdtempSync(join(tmpdir(), 'shop-admin-template-building-'));
    const database = await openDatabase({ dataDir: building });
    await database.migrate();
    await database.close();
    try {
      renameSync(building, dir);
    } catch {
      // Another run put the same template in place first.
      rmSync(building, { recursive: true, force: true });
    }
  }
  project.provide('pgliteTemplate', dir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
