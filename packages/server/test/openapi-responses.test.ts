import {
  adminResources,
  type ResourceDef,
  type ResourceName,
  type ResourceOperation,
} from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ANSWERED, NOT_IN_LIST } from '../src/http/answers/records.ts';
import { genericResources } from '../src/http/resource-routes.ts';
import { DOCS_PREFIX } from '../src/plugins/docs.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * The generic resource routes answer through strict response schemas derived from core's
 * declarations (http/response-schema.ts): the OpenAPI document describes every list and show answer
 * (every declared field a list or a record answers, the record's version, nothing undeclared), and
 * Fastify's serialiser answers exactly what the handler returned (nothing dropped, nothing coerced),
 * on the demo shop where every list has rows. test/contract.test.ts checks every route's answers.
 */

const NOW = new Date('2025-11-01T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let served: [ResourceDef, readonly ResourceOperation[]][] = [];
/** What each handler returned, by URL, before the serialiser saw it (as JSON.stringify writes it). */
const returned = new Map<string, unknown>();

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    beforeReady: (app) =>
      app.addHook('preSerialization', async (request, _reply, payload) => {
        returned.set(request.url, JSON.parse(JSON.stringify(payload)));
        return payload;
      }),
  });
  await seedDemo(t.db, { now: NOW });
  headers = (await t.adminWith('super_admin')).headers;
  const generic = genericResources(t.app);
  served = adminResources.flatMap((resource) => {
    const operations = generic.get(resource.name);
    return operations ? [[resource, operations] as [ResourceDef, readonly ResourceOperation[]]] : [];
  });
}, 300_000);
afterAll(async () => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read key by key
type Doc = any;

const okSchema = (doc: Doc, path: string) =>
  doc.paths?.[path]?.get?.responses?.['200']?.content?.['application/json']?.schema;

describe('response schemas of the generic resource routes', () => {
  it('serves some generic resources with list and show', () => {
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter(([, ops]) => ops.includes('list') && ops.includes('get')).length).toBeGreaterThan(
      10,
    );
  });

  it('documents a 200 answer for every list (paginator or all=1 array) and every show', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as Doc;
    const missing: string[] = [];
    for (const [resource, ops] of served) {
      const base = `/api/${resource.endpoint}`;
      const name = resource.name as ResourceName;
      if (ops.includes('list')) {
        const list = okSchema(doc, base)?.properties?.data?.properties?.[resource.responseKey.list];
        const page = list?.anyOf?.find((s: Doc) => s.type === 'object');
        if (!page?.properties?.data?.items?.properties || !page.properties.total)
          missing.push(`list ${base}`);
        else {
          const left = new Set([...(NOT_ANSWERED[name] ?? []), ...(NOT_IN_LIST[name] ?? [])]);
          for (const field of resource.fields.filter((f) => f.type !== 'password' && !left.has(f.name)))
            expect(page.properties.data.items.properties, `${base} ${field.name}`).toHaveProperty(field.name);
          expect(list.anyOf.some((s: Doc) => s.type === 'array')).toBe(true);
        }
      }
      if (ops.includes('get')) {
        const item = okSchema(doc, `${base}/{id}`)?.properties?.data?.properties?.[resource.responseKey.item];
        if (!item?.properties?.id || item.additionalProperties !== false || !item.properties.version)
          missing.push(`show ${base}/{id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers every list, whole list and show exactly as the handler returned it', async () => {
    const checked: string[] = [];
    for (const [resource, ops] of served) {
      if (!ops.includes('list')) continue;
      const base = `/api/${resource.endpoint}`;
      for (const url of [base, `${base}?all=1`]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) continue; // e.g. a list too long for all=1 (422, no schema)
        expect(res.json(), url).toEqual(returned.get(url));
        checked.push(url);
      }
      const page = (returned.get(base) as Doc)?.data?.[resource.responseKey.list];
      const first = (Array.isArray(page) ? page : page?.data)?.[0];
      if (!ops.includes('get') || first?.id === undefined) continue;
      const url = `${base}/${first.id}`;
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual(returned.get(url));
      checked.push(url);
    }
    // The demo shop has rows in most lists: most shows were checked too.
    expect(checked.filter((url) => /\/\d+$/.test(url)).length).toBeGreaterThan(10);
  }, 120_000);
});
