import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'shop-admin.js');
const TRACE = join(import.meta.dirname, '..', 'support', 'trace-imports.mjs');

let server: TestServer;
let token: string;
let dir: string;

beforeAll(async () => {
  server = await startServer();
  token = (await server.adminWith('super_admin')).token;
  dir = mkdtempSync(join(tmpdir(), 'shop-admin-lazy-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server?.close();
});

/** Runs `shop-admin` as `npx shop-admin` does (the source entry) and lists the packages it loaded. */
async function packagesLoadedBy(args: string[]): Promise<Set<string>> {
  const trace = join(dir, `${args.join('-')}.txt`);
  await run(process.execPath, ['--import', TRACE, BIN, ...args], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      SHOP_ADMIN_CONFIG_DIR: dir,
      SHOP_ADMIN_URL: server.url,
      SHOP_ADMIN_TOKEN: token,
      SHOP_ADMIN_TRACE_IMPORTS: trace,
    },
  });
  const names = readFileSync(trace, 'utf8')
    .split('\n')
    .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
    .filter((name): name is string => name !== undefined);
  return new Set(names);
}

describe('plain commands start light', () => {
  it('a list against the server loads neither Ink nor React, nor the config store', async () => {
    const loaded = await packagesLoadedBy(['contacts', 'list', '--limit', '5']);
    expect(loaded.has('commander')).toBe(true); // the trace works
    for (const heavy of ['ink', 'react', 'conf', 'ajv', 'cli-table3'])
      expect(loaded.has(heavy), heavy).toBe(false);
  });

  it('--version loads no package at all', async () => {
    expect([...(await packagesLoadedBy(['--version']))]).toEqual([]);
  });
});
