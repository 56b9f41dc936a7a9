import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Component tests in jsdom with Testing Library. jsdom keeps Node's own fetch, so tests talk to a
 * real API server started on a test PGlite (test/support/server.ts).
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: './test/support/jsdom-ssr-environment.ts',
    environmentOptions: { jsdom: { url: 'http://localhost/admin/' } },
    setupFiles: ['test/support/setup.ts'],
    // The server's migrated PGlite template, copied by each test server (test/support/server.ts).
    globalSetup: ['../server/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll ends as soon as its check passes; 1 s (the default) is too tight on a loaded CI machine.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
