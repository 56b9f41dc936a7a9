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
import { DEFAULT_POOL_LIMITS, GatedPool, type PoolLimits } from './pool-gate.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Receives a payload published on a channel by any server instance on the same database. */
export type ChannelListener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the drizzle migrations (idempotent); `folder` only for tests of older journals. */
  migrate(folder?: string): Promise<void>;
  /** LISTEN on a channel; with PostgreSQL this crosses server instances. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /**
   * Runs after the LISTEN connection came back from a loss (PostgreSQL only): events published
   * meanwhile were missed. Returns the unsubscribe function.
   */
  onReconnect(then: () => void): () => void;
  /** NOTIFY a channel. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a new PostgreSQL connection may take before the attempt fails. */
const CONNECT_TIMEOUT_MS = 5000;
/** The LISTEN connection's first retry delay after a loss, doubling up to the second. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 4000;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** PostgreSQL only: the pool's size and how long a request waits for a connection (DEFAULT_POOL_LIMITS). */
  pool?: PoolLimits | undefined;
}

/** Opens embedded PGlite (default) or PostgreSQL (DATABASE_URL) behind one interface. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.pool ?? DEFAULT_POOL_LIMITS)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // The embedded database lives in this process: it cannot drop away and come back.
    onReconnect: () => () => {},
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, limits: PoolLimits): Promise<Database> {
  // A connect that cannot reach the server fails within CONNECT_TIMEOUT_MS (answered as a 503
  // database_unavailable), rather than holding the request. A request that finds every connection in
  // use waits in line up to `limits.waitMs` (a 503 database_busy after that): pool-gate.ts.
  const pool = new GatedPool(
    { connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    limits,
  );
  // An idle pooled connection that fails is discarded and replaced by the pool; without a handler the
  // error would crash the process.
  pool.on('error', () => {});
  // A checked-out connection (one holding a transaction) that the server drops emits 'error' with no
  // pool listener attached: without one of its own the process would crash; the statement waiting
  // on it fails (answered as a 503) and the pool discards the connection on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: Promise<pg.Client> | null = null;
  let closed = false;
  let lost = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RECONNECT_FIRST_MS;
  const handlers = new Map<string, Set<ChannelListener>>();
  const reconnected = new Set<() => void>();
  // One dedicated connection LISTENs for every channel. When it fails or ends (PostgreSQL restarted,
  // network drop), it is replaced, retrying with a growing delay (up to RECONNECT_MAX_MS) for as long
  // as it takes, and every channel is listened to again; then `onReconnect` listeners hear of it (the
  // events missed meanwhile are gone, so live streams tell their clients to refetch).
  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      // A failed attempt schedules the next one itself (listenerClient).
      listenerClient().catch(() => {});
    }, retryDelay);
    retryTimer.unref();
  };
  let active: pg.Client | null = null;
  const dropped = (client: pg.Client) => {
    if (closed || client !== active) return;
    active = null;
    lost = true;
    listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    scheduleReconnect();
  };
  const connectListener = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => dropped(client));
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('error');
      client.on('error', () => {});
      client.end().catch(() => {});
      throw error;
    }
    active = client;
    client.on('end', () => dropped(client));
    retryDelay = RECONNECT_FIRST_MS;
    if (lost) {
      lost = false;
      for (const then of reconnected) then();
    }
    return client;
  };
  const listenerClient = (): Promise<pg.Client> => {
    if (!listener) {
      const attempt = connectListener();
      listener = attempt;
      attempt.catch(() => {
        if (listener === attempt) listener = null;
        if (lost) {
          retryDelay = Math.min(RECONNECT_MAX_MS, retryDelay * 2);
          scheduleReconnect();
        }
      });
    }
    return listener;
  };
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) => migratePg(db as never, { migrationsFolder: folder }),
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
    onReconnect(then) {
      reconnected.add(then);
      return () => reconnected.delete(then);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = await listener?.catch(() => null);
      await client?.end();
      await pool.end();
    },
  };
}
