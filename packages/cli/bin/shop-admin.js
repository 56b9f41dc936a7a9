#!/usr/bin/env node
// The `shop-admin` command inside the monorepo (node_modules/.bin/shop-admin, or a global `npm link`).
// It runs the bundle (dist/shop-admin.mjs, built by the root `prepare` script at `npm install`/`npm ci`,
// or by `npm run build -w @shop-admin/cli`) while no source is newer than it; otherwise the TypeScript
// entry with Node's type stripping, so an edited source runs at once with no build step.
//
// Built-ins are read with process.getBuiltinModule, not imported: an imported built-in's ESM face
// reads every export at start-up (node:child_process alone costs more than this whole file).
import { newestSource } from './source-stamp.js';

const builtin = (name) => process.getBuiltinModule(name);
const { fileURLToPath } = builtin('node:url');
const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node ARGS` with stdio and signals passed through, and exits as it does. */
function rerun(node, args) {
  const child = builtin('node:child_process').spawn(node, [...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}

/** The Node 24 the monorepo's `npm install` brought (optionalDependencies node-linux-*), if any. */
function projectNode() {
  const { existsSync, realpathSync } = builtin('node:fs');
  const node = `${root}../../node_modules/.bin/node`;
  // Never itself: that would run this file again and again.
  return existsSync(node) && realpathSync(node) !== process.execPath ? node : null;
}

/** The bundle, when it exists and was built from the sources as they are now. */
function freshBundle() {
  try {
    const { newest } = JSON.parse(builtin('node:fs').readFileSync(`${root}dist/source-stamp.json`, 'utf8'));
    return newest >= newestSource(root) ? `${root}dist/shop-admin.mjs` : null;
  } catch {
    return null;
  }
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  // A `node` older than the project's (a global `npm link` runs this file with the machine's Node):
  // this same file again on the project's Node, when the install brought one.
  const node = projectNode();
  if (!node) {
    process.stderr.write(`shop-admin needs Node.js 22.12 or newer (this is ${process.version}).\n`);
    process.exit(1);
  }
  rerun(node, [fileURLToPath(import.meta.url)]);
} else {
  // Caches compiled code between runs: plain commands start noticeably faster the second time.
  builtin('node:module').enableCompileCache?.();
  const bundle = process.env.SHOP_ADMIN_FROM_SOURCE === '1' ? null : freshBundle();
  const entry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  if (bundle) {
    await import(bundle);
  } else if (process.features.typescript) {
    await import(entry);
  } else {
    // Node 22.12-22.17 strips types only behind a flag: run the entry again with it.
    rerun(process.execPath, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', entry]);
  }
}
