import { createApiClient, createMemoryTokenStorage, type ServerSentEvent } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a free loopback port (real HTTP: inject does not stream) and returns the API root. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address}/api/`;
}

/**
 * After the client aborts a fetch, undici opens a fresh connection that never sends a request, and
 * Node's `server.close()` waits for such connections until the client's keep-alive timeout. Tests
 * drop them once their streams are closed, so closing the app does not wait on the test's client.
 */
export function dropLeftoverConnections(app: FastifyInstance): void {
  app.server.closeAllConnections();
}

/**
 * An admin's live stream read the way the web admin reads it: core's API client over fetch with the
 * Bearer header. Events are collected in the background; `next` waits for the next one of a name.
 */
export function openAdminStream(baseURL: string, token: string, path = 'admin/notifications/stream') {
  const controller = new AbortController();
  const client = createApiClient({ baseURL, tokenStorage: createMemoryTokenStorage(token) });
  const events: ServerSentEvent[] = [];
  const taken = new Set<ServerSentEvent>();
  let wake = null as (() => void) | null;
  let ended = false;
  let failure: unknown = null;

  const done = (async () => {
    try {
      for await (const event of client.stream(path, { signal: controller.signal })) {
        events.push(event);
        wake?.();
      }
    } catch (error) {
      failure = error;
    } finally {
      ended = true;
      wake?.();
    }
  })();

  const find = (name: string) => events.find((event) => event.event === name && !taken.has(event));

  return {
    events,
    /** Resolves when the server ends the stream (or the client aborts it). */
    done,
    get ended() {
      return ended;
    },
    /**
     * The next unread event of that name, its data parsed as JSON; rejects after `timeoutMs`, a hang
     * guard (it resolves as soon as the event comes), wide enough for a loaded CI machine.
     */
    async next<T = unknown>(name: string, timeoutMs = 15_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = find(name);
        if (event) {
          taken.add(event);
          return JSON.parse(event.data) as T;
        }
        if (failure) throw failure;
        const left = deadline - Date.now();
        if (ended || left <= 0)
          throw new Error(`no '${name}' event within ${timeoutMs} ms (got ${events.map((e) => e.event)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            wake = null;
            resolve();
          };
        });
      }
    },
    /** Unread events of that name so far. */
    pending: (name: string) => events.filter((event) => event.event === name && !taken.has(event)),
    close() {
      controller.abort();
      return done;
    },
  };
}

export type AdminStream = ReturnType<typeof openAdminStream>;
