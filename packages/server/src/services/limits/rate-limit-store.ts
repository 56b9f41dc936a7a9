import type { LimitCounters } from './limit-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * A `@fastify/rate-limit` store over the database's limit counters: one atomic upsert per hit, so
 * every instance shares the limit and a restart keeps it. Each route gets its own namespace (the
 * plugin asks for a child per route, as its in-memory store keeps one map per route).
 */
export function databaseRateLimitStore(counters: LimitCounters) {
  class DatabaseRateLimitStore {
    readonly namespace: string;

    /** The plugin constructs the root store with its options, which this store does not need. */
    constructor(_options?: unknown, namespace = 'global') {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`rate:${this.namespace}:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(`rate:${this.namespace}:${key}`).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: RouteParams): DatabaseRateLimitStore {
      const route = params.routeInfo;
      const namespace =
        params.groupId ??
        (route?.url ? `${[route.method ?? ''].flat().join(',')} ${route.url}` : this.namespace);
      return new DatabaseRateLimitStore(undefined, namespace);
    }
  }
  return DatabaseRateLimitStore;
}
