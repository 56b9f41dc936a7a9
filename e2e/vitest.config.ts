import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    // Builds the web admin when stale and makes the PGlite template every e2e file copies.
    globalSetup: ['support/global-setup.ts'],
    // After each test: no console error, no serious axe finding on the screens it opened.
    setupFiles: ['support/page-checks-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser screen may take seconds to settle on a loaded CI machine; expect.poll's default is 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
