import { createTestApp } from '../../../server/test/support/test-app.ts';

/** The super admin the server's base seed creates in tests. */
export const ROOT = { username: 'root', password: 'root-password-1' } as const;

/**
 * The real API server (packages/server) on a fresh test PGlite (a copy of the run's migrated
 * template, or a PostgreSQL database with DATABASE_URL), listening on a loopback port so the web's
 * api client talks to it over real HTTP, as in the browser.
 */
export async function startServer() {
  const test = await createTestApp();
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...test,
    /** The API root for createServices: `http://127.0.0.1:PORT/api/`. */
    baseURL: `${address}/api/`,
    async close() {
      // Aborted streams leave idle keep-alive sockets behind; close() would wait for them.
      test.app.server.closeAllConnections();
      await test.close();
    },
  };
}

/** A started test server. */
export type TestServer = Awaited<ReturnType<typeof startServer>>;
