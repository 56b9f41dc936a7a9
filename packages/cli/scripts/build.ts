// Bundles the CLI into dist/: shop-admin.mjs (the bin, with core and every dependency inside) and
// chunks/ (Ink and React, loaded only by `shop-admin tui`), plus a package.json so the folder installs
// on its own: `npm install -g ./packages/cli/dist`.

import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { newestSource } from '../bin/source-stamp.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/**
 * Node's built-in modules through `process.getBuiltinModule`, as CommonJS, instead of `import … from
 * 'node:x'`: the ESM face of a built-in reads every export when it is linked, and some exports are
 * getters that load more (node:util's TextDecoder loads worker_threads; node:http's WebSocket loads
 * undici, Node's whole fetch). Read as CommonJS, an export is read only when the code uses it.
 */
const BUILTIN = new RegExp(
  `^(node:)?(${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})$`,
);
const builtinsWithoutFacades: Plugin = {
  name: 'builtins-without-facades',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: BUILTIN }, (args) =>
      args.kind === 'import-statement' || args.kind === 'require-call'
        ? { path: args.path.replace(/^(node:)?/, 'node:'), namespace: 'node-builtin' }
        : { path: args.path, external: true },
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      contents: `module.exports = process.getBuiltinModule(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const started = performance.now();
const result = await build({
  entryPoints: { 'shop-admin': join(root, 'src/main.ts') },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22.12',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  minify: process.env.SHOP_ADMIN_NO_MINIFY !== '1',
  legalComments: 'linked',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEV': '"false"' },
  // Ink's devtools integration is only for DEV=true; it is never bundled.
  external: ['react-devtools-core'],
  // ofetch's Node build wraps node-fetch-native (node:http, node:https, tls) for Node versions without
  // fetch; every Node this runs on (>= 22.12) has it, so the plain build saves their start-up time.
  alias: { ofetch: join(dirname(fileURLToPath(import.meta.resolve('ofetch'))), 'index.mjs') },
  banner: {
    // Bundled CommonJS dependencies get a require() for anything esbuild left outside (built-ins go
    // through the plugin above); made on first call, so a chunk costs no createRequire when loaded.
    js: [
      '#!/usr/bin/env node',
      "const require = (id) => process.getBuiltinModule('node:module').createRequire(import.meta.url)(id);",
    ].join('\n'),
  },
  plugins: [builtinsWithoutFacades],
  logLevel: 'warning',
});
const bin = join(dist, 'shop-admin.mjs');
chmodSync(bin, 0o755);
writeFileSync(
  join(dist, 'package.json'),
  `${JSON.stringify(
    {
      name: 'shop-admin',
      version: pkg.version,
      description: pkg.description,
      type: 'module',
      engines: pkg.engines,
      bin: { 'shop-admin': './shop-admin.mjs' },
      license: 'MIT',
    },
    null,
    2,
  )}\n`,
);
// What bin/shop-admin.js compares to decide whether the bundle is as new as the sources.
writeFileSync(join(dist, 'source-stamp.json'), `${JSON.stringify({ newest: newestSource(root) })}\n`);
const sizes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, output]) => `  ${file.replace(`${root}/`, '')}  ${(output.bytes / 1024).toFixed(0)} kB`);
process.stdout.write(`built in ${Math.round(performance.now() - started)} ms:\n${sizes.join('\n')}\n`);
