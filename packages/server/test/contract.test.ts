import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../src/db/schema/index.ts';
import { DOCS_PREFIX } from '../src/plugins/docs.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { loginCustomer } from './support/customer-login.ts';
import { documentValidator, type Finding, findingsOf, type OpenApiDoc } from './support/openapi-validator.ts';
import { checkPayloadsBeforeSerialisation } from './support/payload-check.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * The contract is real: on the demo shop, every GET route of the served OpenAPI document (lists as
 * a page and as `all=1`, details with real ids) and the answers of writes (create, update, delete,
 * 401/403/404/422) are validated with ajv against the document, on the wire and, through a
 * preSerialization hook, as the handler returned them: no disagreement, no undocumented field, and
 * no GET route left unvisited.
 */

const NOW = new Date('2025-11-01T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let doc: OpenApiDoc;
let payloads: ReturnType<typeof checkPayloadsBeforeSerialisation>;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerMobile: string;
let customerOrder: number;
const wire: Finding[] = [];
/** Each visited GET path of the document → its JSON answer's body. */
const answers = new Map<string, unknown>();
const visited = new Set<string>();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    beforeReady: (app) => {
      payloads = checkPayloadsBeforeSerialisation(app);
    },
  });
  await seedDemo(t.db, { now: NOW });
  admin = (await t.adminWith('super_admin')).headers;
  // A customer with orders, so their own order list has a row to open.
  const [buyer] = await t.db
    .select({ mobile: customers.mobile, order: orders.id })
    .from(customers)
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .orderBy(asc(customers.id))
    .limit(1);
  customerMobile = buyer?.mobile as string;
  customerOrder = buyer?.order as number;
  customer = (await loginCustomer(t.app, customerMobile)).headers;
  doc = (await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).json();
  validator = documentValidator(doc);
}, 300_000);
afterAll(async () => t?.close());

/** Calls a documented operation and validates its answer against the document. */
async function call(
  method: Method,
  path: string,
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) {
  const headers = options.headers ?? (path.startsWith('/api/customer/') ? customer : admin);
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const where = `${method} ${url} ${res.statusCode}`;
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  if (!json) return { status: res.statusCode, body: undefined };
  const body = res.json();
  const validate = validator.validatorOf(path, method.toLowerCase(), res.statusCode);
  if (!validate) wire.push({ where, kind: 'disagreement', detail: 'status not documented' });
  else if (!validate(body)) wire.push(...findingsOf(where, validate.errors));
  return { status: res.statusCode, body };
}
let validator: ReturnType<typeof documentValidator>;

/** The first record id anywhere in an answer (a list's first row). */
function firstId(body: unknown): number | undefined {
  if (Array.isArray(body)) {
    for (const item of body) {
      const found = firstId(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const { id } = body as { id?: unknown };
  if (typeof id === 'number') return id;
  for (const value of Object.values(body)) {
    const found = firstId(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first string anywhere in the answers seen so far that starts with `prefix`. */
function firstString(prefix: string): string | undefined {
  const search = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value.startsWith(prefix) ? value : undefined;
    if (value && typeof value === 'object')
      for (const item of Object.values(value)) {
        const found = search(item);
        if (found) return found;
      }
    return undefined;
  };
  for (const body of answers.values()) {
    const found = search(body);
    if (found) return found;
  }
  return undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read key by key
const data = (path: string): any => (answers.get(path) as any)?.data;

/** Paths whose parameters are not a record id of the list above them, and queries a route needs. */
const SPECIAL: Record<string, () => string | undefined> = {
  '/api/admin/settings/{group}': () => `/api/admin/settings/${data('/api/admin/settings')?.[0]?.name}`,
  '/api/admin/siteviews/{date}': () =>
    `/api/admin/siteviews/${Object.keys(data('/api/admin/siteviews')?.siteviews ?? {})[0]}`,
  '/api/admin/reports/visit/{date}': () =>
    `/api/admin/reports/visit/${Object.keys(data('/api/admin/siteviews')?.siteviews ?? {})[0]}`,
  '/api/admin/recommendations/groups/{group}': () => `/api/admin/recommendations/groups/${firstGroup()}`,
  '/api/admin/recommendation/{group}': () => `/api/admin/recommendation/${firstGroup()}`,
  '/api/admin/sliders/groups/{group}': () =>
    `/api/admin/sliders/groups/${groupOf('/api/admin/sliders/groups')}`,
  '/api/admin/menu_items/groups/{group}': () =>
    `/api/admin/menu_items/groups/${groupOf('/api/admin/menu_items/groups')}`,
  '/api/admin/logs/{entity}/{id}': () => {
    const row = data('/api/admin/logs')?.logs?.data?.[0];
    return row && `/api/admin/logs/${row.entity}/${row.entity_id}`;
  },
  '/api/admin/product-comment/{id}': () =>
    `/api/admin/product-comment/${firstId(data('/api/admin/product-comment'))}`,
  '/api/customer/orders/{id}': () => `/api/customer/orders/${customerOrder}`,
  '/api/admin/products/search': () => '/api/admin/products/search?q=%D9%87%D8%AF%D9%81%D9%88%D9%86',
  '/api/admin/customers/search': () => `/api/admin/customers/search?q=09`,
  '/api/front/shippings': () =>
    `/api/front/shippings?city_id=${firstId(data('/api/front/cities') ?? data('/api/admin/cities'))}`,
  '/api/admin/menu_items/linkables': () => '/api/admin/menu_items/linkables?type=page',
  '/api/admin/mini_orders/customer-search': () =>
    `/api/admin/mini_orders/customer-search?mobile=${customerMobile}`,
  '/api/admin/mini_orders/search': () =>
    `/api/admin/mini_orders/search?id=${firstId(data('/api/admin/varieties'))}`,
};
const firstGroup = () => data('/api/admin/recommendation-groups')?.recommendation_groups?.data?.[0]?.name;
function groupOf(path: string) {
  const groups = data(path);
  const list = Array.isArray(groups) ? groups : (Object.values(groups ?? {})[0] as unknown);
  const first = Array.isArray(list) ? list[0] : Object.keys((list as object) ?? {})[0];
  return typeof first === 'string' ? first : (first?.id ?? first?.name);
}

/** The URL of a documented GET path with its parameters filled from answers already seen. */
function urlOf(path: string): string | undefined {
  const special = SPECIAL[path];
  if (special) return special();
  if (!path.includes('{')) return path;
  // A stored file when an answer names one, else a missing one (its documented 404).
  const prefix = path.slice(0, path.indexOf('{'));
  if (path.startsWith('/api/media/')) return firstString(prefix) ?? `${prefix}missing.png`;
  return urlsOf(path)[0];
}

/** A path with one record id: the URLs of up to five records of the list above it. */
function urlsOf(path: string): string[] {
  if (SPECIAL[path] || path.startsWith('/api/media/') || !path.includes('{')) return [];
  const parent = path.slice(0, path.indexOf('/{'));
  const rest = path.slice(path.indexOf('}') + 1);
  return rowIds(answers.get(parent)).map((id) => `${parent}/${id}${rest}`);
}

/** The ids of the first five rows of a list answer (a page's or an `all=1` array's). */
function rowIds(body: unknown): number[] {
  const first = firstId(body);
  if (first === undefined) return [];
  const lists = Object.values((body as { data?: object })?.data ?? {});
  for (const list of lists) {
    const rows = Array.isArray(list) ? list : (list as { data?: unknown })?.data;
    if (Array.isArray(rows) && rows[0]?.id === first)
      return rows.slice(0, 5).map((row: { id: number }) => row.id);
  }
  return [first];
}

/** Paginators in an answer's data, by key (the `all=1` shape is asked for each). */
function paged(body: unknown): boolean {
  const inner = (body as { data?: unknown })?.data;
  return (
    !!inner &&
    typeof inner === 'object' &&
    Object.values(inner).some((v) => (v as { current_page?: unknown })?.current_page !== undefined)
  );
}

describe('the served OpenAPI document is the contract', () => {
  it('answers writes (create, update, delete) and refusals (401, 403, 404, 422) as documented', async () => {
    const brand = await call('POST', '/api/admin/brands', '/api/admin/brands', {
      payload: { name: 'برند قرارداد', status: true },
    });
    expect(brand.status).toBe(201);
    const id = brand.body.data.brand.id;
    expect(
      (
        await call('PUT', '/api/admin/brands/{id}', `/api/admin/brands/${id}`, {
          payload: { description: 'ویرایش' },
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', '/api/admin/brands', '/api/admin/brands', { payload: {} })).status).toBe(422);
    expect((await call('GET', '/api/admin/brands/{id}', '/api/admin/brands/99999999')).status).toBe(404);
    expect((await call('GET', '/api/admin/brands', '/api/admin/brands', { headers: {} })).status).toBe(401);
    const nobody = (await t.adminWith([])).headers;
    expect(
      (await call('DELETE', '/api/admin/brands/{id}', `/api/admin/brands/${id}`, { headers: nobody })).status,
    ).toBe(403);
    expect((await call('DELETE', '/api/admin/brands/{id}', `/api/admin/brands/${id}`)).status).toBe(200);
    const unit = await call('POST', '/api/admin/units', '/api/admin/units', {
      payload: { name: 'جین', precision: 1 },
    });
    expect(unit.status).toBe(201);
    expect(
      (
        await call('PUT', '/api/admin/units/{id}', `/api/admin/units/${unit.body.data.unit.id}`, {
          payload: { symbol: 'dz' },
        })
      ).status,
    ).toBe(200);
    // A bulk apply records a change set, so its own page has a record to answer.
    const product = (await call('GET', '/api/admin/products', '/api/admin/products')).body.data.products
      .data[0];
    const applied = await call('POST', '/api/admin/products/bulk', '/api/admin/products/bulk', {
      payload: { rows: [{ id: product.id, unit_price: Number(product.unit_price) + 1000 }] },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(wire).toEqual([]);
    expect(payloads.findings).toEqual([]);
  }, 120_000);

  it('answers every GET route of the document as documented, lists in both shapes', async () => {
    const gets = Object.keys(doc.paths).filter(
      (path) => doc.paths[path].get && !/\/stream$|\/events$/.test(path),
    );
    let pending = gets;
    // Paths whose parameters come from another answer wait for it (a few rounds at most).
    for (let round = 0; round < 4 && pending.length; round++) {
      const next: string[] = [];
      for (const path of pending) {
        const url = urlOf(path);
        if (!url) {
          next.push(path);
          continue;
        }
        const answer = await call('GET', path, url);
        visited.add(path);
        answers.set(path, answer.body);
        for (const other of urlsOf(path).slice(1)) await call('GET', path, other);
        if (paged(answer.body)) await call('GET', path, `${url}${url.includes('?') ? '&' : '?'}all=1`);
      }
      pending = next;
    }
    expect(pending, 'GET routes never visited (no id to fill in)').toEqual([]);
    expect(wire, 'answers on the wire against the document').toEqual([]);
    expect(payloads.findings, 'handler payloads against the route schema').toEqual([]);
    expect(
      [...payloads.unschemed].filter((answer) => answer.startsWith('GET ')),
      'GET answers without a schema',
    ).toEqual([]);
    expect(payloads.checkedCount()).toBeGreaterThan(gets.length);
  }, 600_000);

  it('documents a strict JSON answer for every GET route (files and the live stream aside) and an error answer for every route', () => {
    const json = (operation: OpenApiDoc, status: string) =>
      operation?.responses?.[status]?.content?.['application/json']?.schema;
    const bytes = (path: string) => path.startsWith('/api/media/') || /\/stream$/.test(path);
    const untyped: string[] = [];
    const noErrors: string[] = [];
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, OpenApiDoc>>,
    )) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'get' && !bytes(path) && json(operation, '200')?.type !== 'object') untyped.push(path);
        const errorOf = (range: string) => json(operation, range.toUpperCase()) ?? json(operation, range);
        if (!errorOf('4xx') || !errorOf('5xx')) noErrors.push(`${method} ${path}`);
      }
    }
    expect(untyped).toEqual([]);
    expect(noErrors).toEqual([]);
  });

  it('visits every GET route the document names', () => {
    const gets = Object.keys(doc.paths).filter((path) => doc.paths[path].get);
    const streams = gets.filter((path) => /\/stream$|\/events$/.test(path));
    expect(gets.filter((path) => !visited.has(path) && !streams.includes(path))).toEqual([]);
    expect(streams.length).toBeLessThanOrEqual(2);
  });
});
