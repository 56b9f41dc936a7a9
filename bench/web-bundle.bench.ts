/**
 * Web admin bundle size: the initial JavaScript of the shell (the entry chunk and every chunk it
 * imports statically, i.e. what the browser fetches before the first screen) and of typical route
 * chunks, gzip-compressed, from a production Vite build of packages/web.
 *
 * Run: node bench/web-bundle.bench.ts   (or npm run bench:web; results in bench/README.md)
 *
 * Baseline, built in the same run with the same Vite config: a bare React 19 page (react + react-dom
 * rendering one heading). `ratio` is the shell's gzip size over the baseline's.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The shell's initial JavaScript must stay under this (gzip). */
const SHELL_BUDGET_KB = 150;

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'packages', 'web');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzipSize(outDir: string, file: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(outDir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** A chunk's file and every chunk it imports statically, transitively (what loading it costs). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function total(outDir: string, manifest: Manifest, keys: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const size = gzipSize(outDir, chunk.file);
    raw += size.raw;
    gzip += size.gzip;
    files.push(chunk.file.replace(/^assets\//, ''));
  }
  return { raw, gzip, files };
}

async function buildWeb(outDir: string): Promise<Manifest> {
  const started = performance.now();
  await build({ root: web, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  process.stdout.write(`web build: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A bare React page built with the same plugin and target, inside the repo so it resolves react. */
async function buildBaseline(outDir: string): Promise<Manifest> {
  const dir = join(web, '.bench-baseline');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    writeFileSync(
      join(dir, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>سلام</h1>);\n",
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: 'es2023',
        modulePreload: { polyfill: false },
      },
    });
    return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const outDir = mkdtempSync(join(tmpdir(), 'shop-admin-web-bench-'));
const baselineDir = mkdtempSync(join(tmpdir(), 'shop-admin-web-baseline-'));
try {
  const manifest = await buildWeb(outDir);
  const baselineManifest = await buildBaseline(baselineDir);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const shellKeys = staticClosure(manifest, entryKey);
  const shell = total(outDir, manifest, shellKeys);
  const shellCss = (manifest[entryKey]?.css ?? []).reduce(
    (sum, file) => sum + gzipSize(outDir, file).gzip,
    0,
  );

  const baselineEntry = Object.keys(baselineManifest).find((key) => baselineManifest[key]?.isEntry) ?? '';
  const baseline = total(baselineDir, baselineManifest, staticClosure(baselineManifest, baselineEntry));

  process.stdout.write(`node ${process.version}, vite build --mode production, gzip -9\n\n`);
  process.stdout.write(
    `shell initial JS (entry + ${shellKeys.size - 1} static imports): ${kb(shell.raw)} kB raw, ${kb(shell.gzip)} kB gzip; CSS ${kb(shellCss)} kB gzip\n`,
  );
  process.stdout.write(
    `baseline (bare React 19 page):           ${kb(baseline.raw)} kB raw, ${kb(baseline.gzip)} kB gzip\n`,
  );
  process.stdout.write(`ratio shell / baseline (gzip): ${(shell.gzip / baseline.gzip).toFixed(2)}\n\n`);

  // Route chunks: what opening one screen adds on top of the shell.
  process.stdout.write('route chunks (added on top of the shell when the screen opens):\n');
  const dynamic = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry);
  const rows = dynamic
    .map((key) => {
      const added = [...staticClosure(manifest, key)].filter((k) => !shellKeys.has(k));
      return { key, size: total(outDir, manifest, added) };
    })
    .sort((a, b) => b.size.gzip - a.size.gzip);
  for (const { key, size } of rows) {
    process.stdout.write(
      `  ${key.padEnd(48)} ${kb(size.gzip).padStart(6)} kB gzip (${size.files.length} files)\n`,
    );
  }
  const verdict = shell.gzip / 1024 < SHELL_BUDGET_KB ? 'under' : 'OVER';
  process.stdout.write(
    `\ntarget: shell initial JS under ${SHELL_BUDGET_KB} kB gzip -> ${kb(shell.gzip)} kB: ${verdict}\n`,
  );
  if (verdict === 'OVER') process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(baselineDir, { recursive: true, force: true });
}
