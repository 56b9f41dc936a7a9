import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { seedBase } from '../../packages/server/src/seed/base.ts';
import { ROOT_ADMIN } from './constants.ts';
import { ensureWebBuild } from './web-build.ts';

/**
 * Once per e2e run: builds the web admin when its sources changed since the last e2e build, and makes
 * one migrated, base-seeded PGlite folder that every test file copies (0.1 s) for its own fresh shop.
 */
export default async function setup(project: TestProject) {
  project.provide('e2eWebDist', ensureWebBuild());
  const template = mkdtempSync(join(tmpdir(), 'shop-admin-e2e-template-'));
  const database = await openDatabase({ dataDir: template });
  await database.migrate();
  await seedBase(database.db, ROOT_ADMIN);
  await database.close();
  project.provide('e2ePgliteTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eWebDist: string;
    e2ePgliteTemplate: string;
  }
}
