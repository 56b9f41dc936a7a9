import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Every file of the build folder, as paths relative to it (the Vite manifest folder left out). */
function builtFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.vite' ? [] : builtFiles(path, root);
    return [relative(root, path).split('\\').join('/')];
  });
}

/**
 * Issue 33: the service worker's precache list. After the build, public/sw.js (copied as is) gets a
 * first line naming every built file under /admin/ and a version hashed from their contents, so the
 * app shell and the till's code open offline, and a new build installs a new worker (its bytes
 * change) which fetches the new files and drops the old cache.
 */
function precacheServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-admin-sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sw = join(outDir, 'sw.js');
      const files = builtFiles(outDir).filter(
        (f) => f !== 'sw.js' && !f.endsWith('.map') && f !== '.source-stamp',
      );
      const hash = createHash('sha256');
      for (const file of files.sort()) hash.update(file).update(readFileSync(join(outDir, file)));
      const precache = { version: hash.digest('hex').slice(0, 16), urls: files.map((f) => `/admin/${f}`) };
      writeFileSync(sw, `self.__PRECACHE = ${JSON.stringify(precache)};\n${readFileSync(sw, 'utf8')}`);
    },
  };
}

/**
 * The web admin: served by the API server under /admin from `dist/`; in development the Vite server
 * answers /admin and proxies /api to the API server (`npm start` or `node packages/server/src/main.ts`).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precacheServiceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    // The bench reads the manifest to find the entry chunk and its static imports.
    manifest: true,
    // No inline <script> or data: module preload polyfill: the server's CSP allows scripts from 'self' only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.SHOP_API_URL ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: process.env.SHOP_API_URL ?? 'http://localhost:8080', changeOrigin: true },
    },
  },
});
