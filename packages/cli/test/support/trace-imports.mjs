// Preloaded with `node --import` by the lazy-load test: appends every module URL the process resolves
// to the file named by SHOP_ADMIN_TRACE_IMPORTS, so a test can see what a command really loaded; at exit
// it adds Node's own internal modules the process loaded as `node-internal:<id>` lines (undici, Node's
// fetch, shows as node-internal:internal/deps/undici/undici).
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const file = process.env.SHOP_ADMIN_TRACE_IMPORTS;
if (file) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      appendFileSync(file, `${resolved.url}\n`);
      return resolved;
    },
  });
  process.on('exit', () => {
    const internal = process.moduleLoadList
      .filter((entry) => entry.startsWith('NativeModule '))
      .map((entry) => `node-internal:${entry.slice('NativeModule '.length)}\n`);
    appendFileSync(file, internal.join(''));
  });
}
