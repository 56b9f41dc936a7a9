import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Receives a payload published on a channel by any server instance on the same database. */
export type ChannelListener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle migrations (idempotent). */
  migrate(): Promise<void>;
  /** LISTEN on a channel; with PostgreSQL this crosses server instances. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** NOTIFY a channel. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
}

/** Opens embedded PGlite (default) or PostgreSQL (DATABASE_URL) behind one interface. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection that fails is discarded and replaced by the pool; without a handler the
  // error would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: Promise<pg.Client> | null = null;
  let closed = false;
  const handlers = new Map<string, Set<ChannelListener>>();
  // One dedicated connection LISTENs for every channel. When it fails (PostgreSQL restarted, network
  // drop), it is replaced and every channel is listened to again, so live events resume on their own.
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      listener = null;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listenerClient().catch(() => {}), 1000).unref();
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  const listenerClient = (): Promise<pg.Client> => {
    if (!listener) {
      listener = connectListener();
      listener.catch(() => {
        listener = null;
      });
    }
    return listener;
  };
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async listen(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const client = await listenerClient();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } else {
        await listenerClient();
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      const client = await listener?.catch(() => null);
      await client?.end();
      await pool.end();
    },
  };
}
