import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // One migrated PGlite template, kept between runs; each test file copies it (test/support/global-setup.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Every file builds its own app on its own database copy and nothing is mocked, so files can
    // share a worker: Fastify, drizzle and PGlite's wasm are imported once per worker instead of once
    // per file (8 files: 134 s → 66 s on the loaded 2-core machine; the whole suite passes so).
    isolate: false,
    // Every core runs a file (vitest's default keeps one core for itself: one file at a time on a
    // 2-core machine, while a file mostly waits on its database). The PGlite suite on the 2-core
    // machine: 445 s with one worker (inside CI's npm test), 175 s with two (alone).
    maxWorkers: '100%',
    // Projects with another maxWorkers must run as a group of their own: the server's runs after the rest.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll ends as soon as its check passes; 1 s (the default) is too tight on a loaded CI machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
