import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // One migrated PGlite template per run; each test file copies it (test/support/global-setup.ts).
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll ends as soon as its check passes; 1 s (the default) is too tight on a loaded CI machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
