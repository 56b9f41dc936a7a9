// The newest modification time (ms) among the files the bundle is built from: the CLI's and core's
// sources and their package.json files. scripts/build.ts records it in dist/source-stamp.json, and
// bin/shop-admin.js runs the bundle only while nothing is newer (an edited source runs as source).
// Plain JavaScript, no dependencies: it runs before anything else is loaded (a few ms for ~400 files).

/** @param {string} cliRoot packages/cli */
export function newestSource(cliRoot) {
  // Built-ins through process.getBuiltinModule (see shop-admin.js), read only once the bin has
  // checked the Node version: no ESM faces to link at start-up.
  const { readdirSync, statSync } = process.getBuiltinModule('node:fs');
  const { join } = process.getBuiltinModule('node:path');
  const core = join(cliRoot, '..', 'core');
  let newest = 0;
  for (const file of [join(cliRoot, 'package.json'), join(core, 'package.json')]) {
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  for (const dir of [join(cliRoot, 'src'), join(core, 'src')]) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}
