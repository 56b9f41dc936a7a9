import { defineProject } from 'vitest/config';

/**
 * Unit tests of the CLI's pieces, the TUI screens (ink-testing-library) against a real API server,
 * and the built bin (dist/shop-admin.mjs, built once per run) spawned against a real server.
 */
export default defineProject({
  test: {
    name: 'cli',
    include: ['test/**/*.test.{ts,tsx}'],
    // The server's migrated PGlite template (each test server copies it) and the bundled bin.
    globalSetup: ['../server/test/support/global-setup.ts', 'test/support/build-bin.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll ends as soon as its check passes; 1 s (the default) is too tight on a loaded CI machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
