import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** One vitest project per package; the root `npm test` runs them all. */
const project = (
  name: string,
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: `packages/${name}`,
    include: ['test/**/*.test.{ts,tsx}'],
    ...test,
  },
});

export default defineConfig({
  test: {
    projects: [
      project('core'),
      project('server', {
        globalSetup: ['test/support/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      project('web'),
      project('cli'),
    ],
  },
});
