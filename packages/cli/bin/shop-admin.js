#!/usr/bin/env node
// The `shop-admin` command inside the monorepo: runs the TypeScript entry with Node's type stripping,
// so `npx shop-admin` works right after `npm install` with no build step. (dist/shop-admin.mjs is the
// bundled, standalone build: `npm run build -w @shop-admin/cli`.)
import { spawn } from 'node:child_process';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(`shop-admin needs Node.js 22.12 or newer (this is ${process.version}).\n`);
  process.exit(1);
}

const entry = fileURLToPath(new URL('../src/main.ts', import.meta.url));

if (process.features.typescript) {
  // Caches compiled code between runs: plain commands start noticeably faster the second time.
  module.enableCompileCache?.();
  await import(entry);
} else {
  // Node 22.12-22.17 strips types only behind a flag: run the entry again with it.
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', entry, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
