import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';

/** What every plugin, route and service of one app instance shares. Built in app.ts, never global. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  /** Injected clock: tests move time, the server reads the wall clock. */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
