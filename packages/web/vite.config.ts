import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web admin: served by the API server under /admin from `dist/`; in development the Vite server
 * answers /admin and proxies /api to the API server (`npm start` or `node packages/server/src/main.ts`).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
