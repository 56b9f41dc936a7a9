import pg from 'pg';

/**
 * Every connection of the pool stayed in use for the whole wait: the database is up, the shop is busy.
 * Answered as a 503 `database_busy` (plugins/errors.ts), never as `database_unavailable`.
 */
export class DatabaseBusyError extends Error {
  constructor(waitMs: number) {
    super(`no pooled database connection became free within ${waitMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/** How many connections the pool holds, and how long a request waits for one of them. */
export interface PoolLimits {
  size: number;
  waitMs: number;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/** SHOP_DB_POOL_SIZE and SHOP_DB_POOL_WAIT_MS when unset. */
export const DEFAULT_POOL_LIMITS: PoolLimits = { size: 10, waitMs: 10_000 };

/**
 * pg's Pool behind a queue with a bounded wait. pg-pool bounds the wait for a free connection and the
 * opening of a new one with the same `connectionTimeoutMillis` and fails both with a timeout, so a
 * busy pool looked like a database that cannot be reached. Here at most `size` connections are out at
 * once; a request beyond that waits in line (first come, first served) up to `waitMs` and then fails
 * with DatabaseBusyError. pg-pool itself then never queues: its `connectionTimeoutMillis` only bounds
 * opening a connection, whose failure still means the database is unreachable.
 */
export class GatedPool extends pg.Pool {
  readonly #limits: PoolLimits;
  #inUse = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(config: pg.PoolConfig, limits: PoolLimits) {
    super({ ...config, max: limits.size });
    this.#limits = limits;
  }

  /** Requests waiting in line for a connection. */
  get queued(): number {
    return this.#waiting.length;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = this.#connectInTurn();
    if (!callback) return connected;
    // pool.query() takes its connection through this callback form.
    connected.then(
      (client) => callback(undefined, client, (release?: Error | boolean) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  async #connectInTurn(): Promise<pg.PoolClient> {
    await this.#takeTurn();
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      this.#passTurn();
      throw error;
    }
    const release = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      release.call(client, error);
      if (released) return;
      released = true;
      this.#passTurn();
    };
    return client;
  }

  /** A connection slot: at once when one is free, else the first to free up, or DatabaseBusyError. */
  #takeTurn(): Promise<void> {
    if (this.#inUse < this.#limits.size) {
      this.#inUse += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.#waiting.indexOf(turn);
        if (at >= 0) this.#waiting.splice(at, 1);
        reject(new DatabaseBusyError(this.#limits.waitMs));
      }, this.#limits.waitMs);
      this.#waiting.push(turn);
    });
  }

  /** A slot came back: it goes to the longest waiter, or back to the free ones. */
  #passTurn(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#inUse -= 1;
  }
}
