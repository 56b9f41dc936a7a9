import { defineConfig } from 'vitest/config';

/**
 * One vitest project per package (each folder's own vitest.config.ts) plus the cross-package e2e
 * project; the root `npm test` runs them all.
 */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'e2e/vitest.config.ts'],
  },
});
