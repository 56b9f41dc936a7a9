import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ifMatchOf, recordOfData, versionConflict, versionOf, withVersion } from '../http/record-version.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks `If-Match` itself, inside its write's transaction (the generic resource routes). */
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

/** The current record behind a write, read through the app's own GET with the caller's credentials. */
async function currentRecord(app: FastifyInstance, request: FastifyRequest): Promise<unknown | null> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'cookie', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  for (const url of recordUrls(request.url)) {
    const answer = await app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) continue;
    const found = recordOfData((answer.json() as { data?: unknown }).data);
    if (found) return found.record;
  }
  return null;
}

/**
 * Versions on every record answer and `If-Match` on every write (README "Conflicts"). A JSON answer
 * whose data holds one record gets the record's `version` and an `ETag`. A PUT, PATCH or DELETE with
 * `If-Match` whose route does not check it itself is compared with the record its GET answers now;
 * a different version is a 412 with the current record. (The generic resource routes check inside
 * their write's transaction, under the row lock.)
 */
export const versionsPlugin = fp(async (app: FastifyInstance) => {
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

  app.addHook('preHandler', async (request) => {
    if (!WRITES.has(request.method) || request.routeOptions.config.versionChecked) return;
    const wanted = ifMatchOf(request);
    if (!wanted || wanted.includes('*')) return;
    const current = await currentRecord(app, request);
    if (current && !wanted.includes(versionOf(current))) throw versionConflict(current);
  });
});
