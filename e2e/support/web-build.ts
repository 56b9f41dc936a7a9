import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB = join(ROOT, 'packages/web');
/** The e2e build lives apart from packages/web/dist, so a developer's own build is never clobbered. */
export const E2E_WEB_DIST = join(ROOT, 'node_modules/.cache/shop-admin-e2e/web-dist');
const STAMP = join(E2E_WEB_DIST, '.source-stamp');

/** Newest modification time under a path (files only), 0 when it does not exist. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** What the built admin depends on: the web sources and config, and core's sources. */
function sourceStamp(): string {
  const parts = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newest(join(WEB, p)),
  );
  parts.push(newest(join(ROOT, 'packages/core/src')));
  return String(Math.max(...parts));
}

/**
 * Builds the web admin with Vite into the e2e cache folder unless a build of the same sources is
 * there already (a stamp of the newest source time). Returns the folder.
 */
export function ensureWebBuild(): string {
  const stamp = sourceStamp();
  if (
    existsSync(join(E2E_WEB_DIST, 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === stamp
  ) {
    return E2E_WEB_DIST;
  }
  mkdirSync(E2E_WEB_DIST, { recursive: true });
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', E2E_WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`vite build of the web admin failed:\n${result.stdout}\n${result.stderr}`);
  }
  writeFileSync(STAMP, stamp);
  return E2E_WEB_DIST;
}
