import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

/**
 * Builds one migrated PGlite data folder per test run; every test file copies it (0.1 s) instead of
 * running initdb and the migrations again (about 4 s). With DATABASE_URL set, each test file makes
 * its own PostgreSQL database instead, and this does nothing.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'shop-admin-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
