import { defineConfig } from 'vitest/config';

/** One vitest project per package; the root `npm test` runs them all. */
const packages = ['core', 'server', 'web', 'cli'] as const;

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: packages.map((name) => ({
      test: {
        name,
        root: `packages/${name}`,
        include: ['test/**/*.test.{ts,tsx}'],
        passWithNoTests: true,
      },
    })),
  },
});
