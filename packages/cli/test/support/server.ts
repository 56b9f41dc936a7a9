import { createTestApp } from '../../../server/test/support/test-app.ts';

/** The super admin the server's base seed creates in tests. */
export const ROOT = { username: 'root', password: 'root-password-1' } as const;

/**
 * The real API server (packages/server) on a fresh test PGlite (or a PostgreSQL database with
 * DATABASE_URL), seeded with the base seed, listening on 127.0.0.1 port 0 (`options` as createTestApp's).
 */
export async function startServer(options: Parameters<typeof createTestApp>[0] = {}) {
  const test = await createTestApp(options);
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...test,
    /** The server's origin, as `shop-admin login --server` takes it. */
    url: address,
    async close() {
      // Streams the CLI aborted leave idle sockets behind; close() would wait for them.
      test.app.server.closeAllConnections();
      await test.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;
