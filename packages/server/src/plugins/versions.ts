import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ifMatchOf, recordOfData, versionConflict, withVersion } from '../http/record-version.ts';
import { createTurns } from './turns.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks `If-Match` itself, inside its write's transaction under the row lock
     * (http/write-transaction.ts `versionedWrite`); without it plugins/versions.ts guards the route.
     */
    versionChecked?: boolean;
  }
}

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);
const ANSWERS = new Set(['GET', 'POST', 'PUT', 'PATCH']);

/** The record a write's URL stands for: the URL itself, else its parent (`orders/5/status` → `orders/5`). */
function recordUrls(url: string): string[] {
  const path = url.split('?')[0] ?? url;
  const parent = path.replace(/\/[^/]+$/, '');
  return /\/\d+$/.test(path) || parent === path ? [path] : [path, parent];
}

/** The record a write changes, for taking turns: the first of its record URLs that names an id. */
const recordKey = (url: string): string => {
  const urls = recordUrls(url);
  return urls.find((candidate) => /\/\d+$/.test(candidate)) ?? (urls[0] as string);
};

/**
 * A route the fallback guards: a PUT, PATCH or DELETE, or a POST on one record (a `:param` in its
 * path: `withdraws/:id/approve`), whose handler does not check If-Match itself.
 */
const guarded = (route: RouteOptions): boolean => {
  const methods = [route.method].flat();
  const onRecord = route.url.includes(':');
  return (
    !route.config?.versionChecked &&
    methods.some((method) => WRITES.has(method) || (method === 'POST' && onRecord))
  );
};

/**
 * The current record behind a write, read through the app's own GET with the caller's credentials,
 * with the version that GET answers (its ETag: computed before serialisation, as the client got it).
 */
async function currentRecord(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ record: unknown; version: string } | null> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'cookie', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  for (const url of recordUrls(request.url)) {
    const answer = await app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) continue;
    const found = recordOfData((answer.json() as { data?: unknown }).data);
    const etag = answer.headers.etag;
    if (found && typeof etag === 'string')
      return { record: found.record, version: etag.replace(/^"|"$/g, '') };
  }
  return null;
}

/**
 * Versions on every record answer and `If-Match` on every write (README "Conflicts"). A JSON answer
 * whose data holds one record gets the record's `version` and an `ETag`.
 *
 * A write route checks `If-Match` itself, in its write's transaction under the row lock
 * (`versionedWrite`, marked `versionChecked`): the generic resource routes, products with their
 * varieties and images, orders, withdraw moves, the settings. Any other write (see {@link guarded}) is
 * guarded here: its writes to one record take turns in this server, each comparing `If-Match` with the
 * record its GET answers and then writing before the next reads, so of writers sent with one version
 * one writes and the others get 412 with the current record.
 */
export const versionsPlugin = fp(async (app: FastifyInstance) => {
  const turns = createTurns();
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!ANSWERS.has(request.method) || reply.statusCode >= 300) return payload;
    const envelope = payload as { success?: unknown; data?: unknown } | null;
    if (!envelope || typeof envelope !== 'object' || envelope.success !== true) return payload;
    const found = recordOfData(envelope.data);
    if (!found) return payload;
    const record = withVersion(found.record);
    reply.header('etag', `"${record.version}"`);
    return { ...envelope, data: { ...(envelope.data as object), [found.key]: record } };
  });

  app.addHook('onRoute', (route) => {
    if (!guarded(route)) return;
    const handler = route.handler;
    route.handler = function guardedWrite(this: FastifyInstance, request, reply) {
      return turns.take(recordKey(request.url), async () => {
        const wanted = ifMatchOf(request);
        if (wanted && !wanted.includes('*')) {
          const current = await currentRecord(app, request);
          if (current && !wanted.includes(current.version))
            throw versionConflict(current.record, current.version);
        }
        return handler.call(this, request, reply);
      });
    };
  });
});
