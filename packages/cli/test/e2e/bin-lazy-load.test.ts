import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
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

let traces = 0;

/** Every module URL `bin/shop-admin.js ARGS` resolved (`fromSource`: told to skip the bundle). */
async function modulesLoadedBy(args: string[], fromSource = true): Promise<string[]> {
  const trace = join(dir, `trace-${++traces}.txt`);
  await run(process.execPath, ['--import', TRACE, BIN, ...args], {
    env: {
      ...(fromSource ? { SHOP_ADMIN_FROM_SOURCE: '1' } : {}),
      PATH: process.env.PATH,
      HOME: dir,
      SHOP_ADMIN_CONFIG_DIR: dir,
      SHOP_ADMIN_URL: server.url,
      SHOP_ADMIN_TOKEN: token,
      SHOP_ADMIN_TRACE_IMPORTS: trace,
    },
  });
  return readFileSync(trace, 'utf8').split('\n').filter(Boolean);
}

/** Runs `shop-admin` from its TypeScript sources and lists the packages it loaded. */
async function packagesLoadedBy(args: string[]): Promise<Set<string>> {
  const names = (await modulesLoadedBy(args))
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

  it("orders --unread --json loads neither Node's fetch nor the bidi, CSV, jq or fetch-client packages", async () => {
    const loaded = await packagesLoadedBy(['orders', '--unread', '--json']);
    expect(loaded.has('commander')).toBe(true); // the trace works
    for (const lazy of ['bidi-js', 'ofetch', 'csv-parse', 'csv-stringify', 'jq-wasm'])
      expect(loaded.has(lazy), lazy).toBe(false);
    // Node's fetch (undici) costs about as much start-up as Node itself: requests go through node:http.
    for (const fromSource of [true, false]) {
      const modules = await modulesLoadedBy(['orders', '--unread', '--json'], fromSource);
      expect(
        modules.some((url) => url.startsWith('node-internal:internal/deps/undici')),
        `fromSource ${fromSource}`,
      ).toBe(false);
      expect(modules.some((url) => url.startsWith('node-internal:'))).toBe(true); // the trace works
    }
  });

  it('--version loads no package at all', async () => {
    expect([...(await packagesLoadedBy(['--version']))]).toEqual([]);
  });
});

describe('npx shop-admin runs the bundle while it is as new as the sources', () => {
  it('loads dist/shop-admin.mjs and no TypeScript source; an edited source runs from source', async () => {
    const bundled = await modulesLoadedBy(['--version'], false);
    expect(bundled.some((url) => url.endsWith('/dist/shop-admin.mjs'))).toBe(true);
    expect(bundled.filter((url) => url.endsWith('.ts'))).toEqual([]);
    // A source newer than the bundle: the bin runs the sources (no stale bundle after an edit).
    const source = join(import.meta.dirname, '..', '..', 'src', 'version.ts');
    const { atime, mtime } = statSync(source);
    utimesSync(source, atime, new Date(Date.now() + 60_000));
    try {
      const edited = await modulesLoadedBy(['--version'], false);
      expect(edited.some((url) => url.endsWith('/src/main.ts'))).toBe(true);
      expect(edited.some((url) => url.endsWith('/dist/shop-admin.mjs'))).toBe(false);
    } finally {
      utimesSync(source, atime, mtime);
    }
  }, 60_000);
});
