import {
  adminResources,
  type FieldDef,
  permissionsOf,
  type ResourceDef,
  type ResourceOperation,
  validate,
  writableFields,
} from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions } from '../src/db/schema/index.ts';
import { genericResources, openReadResources } from '../src/http/resource-routes.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { checkPayloadsBeforeSerialisation } from './support/payload-check.ts';
import { type Answer, apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * One walk over every resource core declares, whether the server serves it through the generic routes
 * (http/resource-routes.ts) or with the area's own (products, orders, stores): each operation's permission answers 403 when it alone is missing, every
 * sort key orders the list as an independent sort of the same rows does, every declared filter is
 * applied, and every writable field with a plain value comes back as it was sent. Runs on the demo
 * shop, so lists have rows to sort and filter.
 */

const NOW = new Date('2025-11-01T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let served: [ResourceDef, readonly ResourceOperation[]][] = [];
/** Every answer of the walk, checked against its route's response schema before serialisation. */
let payloads: ReturnType<typeof checkPayloadsBeforeSerialisation>;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    beforeReady: (app) => {
      payloads = checkPayloadsBeforeSerialisation(app);
    },
  });
  await seedDemo(t.db, { now: NOW });
  api = apiAs(t, (await t.adminWith('super_admin')).headers);
  // Every declaration: the generic routes' operations where they serve it, else the operations it
  // declares (answered by the area's own routes: products, orders, stores …), which must behave alike.
  const generic = genericResources(t.app);
  served = adminResources.map((resource) => [
    resource,
    generic.get(resource.name) ?? resource.operations ?? ALL_OPERATIONS,
  ]);
}, 300_000);
afterAll(async () => {
  await t?.close();
  // A filtered list, a created record: rows the demo's plain lists never show still match their schema.
  expect(payloads.findings).toEqual([]);
});

type Row = Record<string, unknown>;

const ALL_OPERATIONS: readonly ResourceOperation[] = ['list', 'get', 'create', 'update', 'delete'];

/** The rows of a list answer: the whole array with `all=1`, or a paginator's `data`. */
const rowsOf = (answer: Answer, resource: ResourceDef): Row[] => {
  const list = answer.body?.data?.[resource.responseKey.list];
  return (Array.isArray(list) ? list : (list?.data ?? [])) as Row[];
};

const listUrl = (resource: ResourceDef, query: string) => `/${resource.endpoint}?${query}`;

/**
 * The whole list (`all=1`), or its first 200 rows where the list is above the `all=1` cap (a 422
 * `too_many`, as the demo's stock movements are): the first page of an order is in that order too.
 */
async function listAll(resource: ResourceDef, query = ''): Promise<Answer> {
  const answer = await api.get(listUrl(resource, `all=1${query ? `&${query}` : ''}`));
  if (answer.status !== 422 || answer.body?.code !== 'too_many') return answer;
  return api.get(listUrl(resource, `per_page=200${query ? `&${query}` : ''}`));
}
const itemUrl = (resource: ResourceDef, id: number | string) => `/${resource.endpoint}/${id}`;

const NEEDED: Record<ResourceOperation, keyof ReturnType<typeof permissionsOf>> = {
  list: 'read',
  get: 'read',
  create: 'write',
  update: 'modify',
  delete: 'delete',
};

describe('resource conformance', () => {
  it('walks every resource core declares, most of them served through the generic routes', () => {
    expect(served.map(([resource]) => resource.name)).toEqual(
      adminResources.map((resource) => resource.name),
    );
    for (const [resource] of served) expect(resource.endpoint).toMatch(/^admin\//);
    // Every generic resource is one of core's declarations (genericResources names them).
    const generic = [...genericResources(t.app).keys()];
    expect(generic.length).toBeGreaterThan(30);
    expect(generic.filter((name) => !adminResources.some((resource) => resource.name === name))).toEqual([]);
  });

  it('answers 403 for each operation when the admin lacks that one permission, and not without it', async () => {
    const missing: string[] = [];
    const existing = new Set(
      (await t.db.select({ name: permissions.name }).from(permissions)).map((p) => p.name),
    );
    for (const [resource, operations] of served) {
      const perms = permissionsOf(resource.permissionStem);
      const stem = Object.values(perms).filter((name) => existing.has(name));
      for (const operation of operations) {
        const lacking = perms[NEEDED[operation]];
        const others = stem.filter((name) => name !== lacking);
        const without = apiAs(t, (await t.adminWith(others)).headers);
        const withAll = apiAs(t, (await t.adminWith(stem)).headers);
        const call = (client: typeof api) =>
          operation === 'list'
            ? client.get(`/${resource.endpoint}`)
            : operation === 'get'
              ? client.get(itemUrl(resource, 999_999_999))
              : operation === 'create'
                ? client.post(`/${resource.endpoint}`, {})
                : operation === 'update'
                  ? client.put(itemUrl(resource, 999_999_999), {})
                  : client.del(itemUrl(resource, 999_999_999));
        const refused = await call(without);
        const allowed = await call(withAll);
        // Reads open to any signed-in admin (provinces, cities) answer without the read permission too.
        const open = NEEDED[operation] === 'read' && openReadResources(t.app).has(resource.name);
        if (open) {
          if (refused.status === 403 || allowed.status === 403)
            missing.push(`${resource.name} ${operation}: open read answered ${refused.status}`);
          continue;
        }
        if (refused.status !== 403 || allowed.status === 403)
          missing.push(
            `${resource.name} ${operation}: ${refused.status} without ${lacking}, ${allowed.status} with it`,
          );
      }
    }
    expect(missing).toEqual([]);
  }, 300_000);

  it('sorts by every declared sort key, both ways, as an independent sort of the same rows', async () => {
    const problems: string[] = [];
    const unchecked: string[] = [];
    let checked = 0;
    for (const [resource, operations] of served) {
      if (!operations.includes('list')) continue;
      for (const key of resource.sortKeys) {
        for (const desc of [false, true]) {
          const answer = await listAll(resource, `sort_by=${key}&sort_desc=${desc ? 1 : 0}`);
          if (answer.status !== 200) {
            problems.push(`${resource.name} sort_by=${key}: ${answer.status}`);
            continue;
          }
          const rows = rowsOf(answer, resource);
          if (rows.length < 2 || !rows.every((row) => Object.hasOwn(row, key) && Object.hasOwn(row, 'id'))) {
            if (!desc) unchecked.push(`${resource.name}.${key}`);
            continue;
          }
          checked += 1;
          // Rows with equal values follow each other by id, oldest or newest first (lists break ties newest first).
          const got = JSON.stringify(rows.map((row) => row.id));
          const inOrder =
            got === JSON.stringify(await sortedIndependently(rows, key, desc, 'oldest')) ||
            got === JSON.stringify(await sortedIndependently(rows, key, desc, 'newest'));
          if (!inOrder && !KNOWN_SORT_DIFFERENCES.has(resource.name))
            problems.push(`${resource.name} sort_by=${key}${desc ? ' desc' : ''} is not in order`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most sort keys are checked on demo rows; the rest have fewer than two rows or are not in the answer.
    expect(checked, `unchecked: ${unchecked.join(', ')}`).toBeGreaterThan(unchecked.length * 2);
  }, 300_000);

  it('applies every declared filter', async () => {
    const problems: string[] = [];
    for (const [resource, operations] of served) {
      if (!operations.includes('list')) continue;
      const all = rowsOf(await listAll(resource), resource);
      for (const filter of resource.filters) {
        if (filter.type === 'jalali-date-range') {
          const inRange = await api.get(listUrl(resource, 'start_date=1300/01/01&end_date=1500/01/01'));
          const none = await api.get(listUrl(resource, 'all=1&start_date=1500/01/01'));
          if (inRange.status !== 200 || none.status !== 200 || rowsOf(none, resource).length !== 0)
            problems.push(`${resource.name} ${filter.name}: ${inRange.status}/${none.status}`);
          continue;
        }
        const sample = all.find((row) => row[filter.name] !== undefined && row[filter.name] !== null);
        const field =
          filter.type === 'search'
            ? filter.name === 'search' || filter.name === 'q'
              ? resource.searchField
              : filter.name
            : filter.name;
        const searched = all.find((row) => field && typeof row[field] === 'string' && row[field] !== '');
        if (filter.type === 'search') {
          if (!field || !searched) {
            const answer = await api.get(listUrl(resource, `${filter.name}=x`));
            if (answer.status !== 200) problems.push(`${resource.name} ${filter.name}: ${answer.status}`);
            continue;
          }
          // The list's search finds a row by part of its text; a named search box (a tracking code) by the whole of it.
          const text = String(searched[field]);
          const needle = filter.name === 'search' || filter.name === 'q' ? text.slice(0, 6) : text;
          const found = rowsOf(
            await listAll(resource, `${filter.name}=${encodeURIComponent(needle)}`),
            resource,
          );
          if (!found.some((row) => row.id === searched.id))
            problems.push(`${resource.name} ${filter.name}=${needle} misses row ${searched.id}`);
          continue;
        }
        const value = sample ? sample[filter.name] : filter.options?.[0]?.value;
        if (value === undefined) {
          const answer = await api.get(listUrl(resource, `${filter.name}=1`));
          if (answer.status !== 200) problems.push(`${resource.name} ${filter.name}: ${answer.status}`);
          continue;
        }
        const sent = value === true ? '1' : value === false ? '0' : String(value);
        const answer = await listAll(resource, `${filter.name}=${encodeURIComponent(sent)}`);
        if (answer.status !== 200) {
          problems.push(`${resource.name} ${filter.name}=${sent}: ${answer.status}`);
          continue;
        }
        const rows = rowsOf(answer, resource);
        if (sample && !rows.some((row) => row.id === sample.id))
          problems.push(`${resource.name} ${filter.name}=${sent} misses row ${sample.id}`);
        const wrong = rows.filter(
          (row) => Object.hasOwn(row, filter.name) && !sameValue(row[filter.name], value),
        );
        if (wrong.length)
          problems.push(`${resource.name} ${filter.name}=${sent} keeps ${wrong.length} other rows`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('creates each resource from its declared fields and reads every plain writable field back', async () => {
    const problems: string[] = [];
    const notCreated: string[] = [];
    let made = 0;
    for (const [resource, operations] of served) {
      if (!operations.includes('create') || !operations.includes('get')) continue;
      made += 1;
      const values: Row = {};
      for (const [index, field] of writableFields(resource, 'create').entries()) {
        const value = await valueFor(field, field.type === 'datetime' ? index : made);
        if (value !== undefined) values[field.name] = value;
        if (field.rules?.confirmed === true) values[`${field.name}_confirmation`] = value;
      }
      const created = await api.post(`/${resource.endpoint}`, values);
      if (created.status !== 201) {
        notCreated.push(resource.name);
        continue;
      }
      const id = created.body.data[resource.responseKey.item]?.id;
      const read = (await api.get(itemUrl(resource, id))).body.data?.[resource.responseKey.item] as Row;
      for (const field of writableFields(resource, 'create')) {
        if (!ROUND_TRIP.has(field.type) || values[field.name] === undefined) continue;
        if (!read || !Object.hasOwn(read, field.name)) continue;
        const stored = STORED_AS[`${resource.name}.${field.name}`] ?? ((value: unknown) => value);
        if (!sameValue(read[field.name], stored(values[field.name])))
          problems.push(
            `${resource.name}.${field.name}: sent ${JSON.stringify(values[field.name])}, read ${JSON.stringify(read[field.name])}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(notCreated.sort()).toEqual([...NOT_CREATED.keys()].sort());
  }, 300_000);
});

/** Field types whose value comes back as sent (not sanitised HTML, a stored path or a formatted date). */
const ROUND_TRIP = new Set([
  'text',
  'textarea',
  'number',
  'price',
  'boolean',
  'select',
  'email',
  'mobile',
  'reference',
]);

/**
 * Lists whose order is not "the key, then id" (one way or the other), each with its reason. Every
 * other list sorts as declared; ties run oldest or newest first.
 */
const KNOWN_SORT_DIFFERENCES = new Map([
  ['categories', 'answers its tree in the tree order (position), whatever sort_by says'],
  ['menu_items', 'answers a group as its tree in the staff-dragged order, whatever sort_by says'],
]);

/**
 * Resources the walk cannot make from declared fields alone, each with its reason. The rest are made
 * here from each field's type, rules, options and references.
 */
const NOT_CREATED = new Map([
  ['advertisements', 'a banner needs an uploaded image'],
  ['menu_items', 'a parent must be an item of the same group'],
  ['product_sets', 'needs rows of products'],
  ['size_charts', 'needs a size table (rows of columns)'],
  ['sliders', 'a slide needs an uploaded image'],
  ['withdraws', "needs a wallet balance above the shop's minimum (a setting)"],
]);

/** Values the server stores in a normal form, each with its reason. */
const STORED_AS: Record<string, (value: unknown) => unknown> = {
  // Case does not matter in a coupon code (the field's hint); it is kept in upper case.
  'coupons.code': (value) => String(value).toUpperCase(),
};

function sameValue(read: unknown, sent: unknown): boolean {
  // A reference may be answered as the record it names.
  if (read !== null && typeof read === 'object' && 'id' in read) return sameValue(read.id, sent);
  if (typeof read === 'boolean') return read === (sent === true || sent === 1 || sent === '1');
  if (typeof read === 'number' || typeof sent === 'number') return Number(read) === Number(sent);
  return String(read) === String(sent);
}

/** The ids of rows in the order a separate sort gives: strings ranked by the database's collation, ties by id. */
async function sortedIndependently(
  rows: Row[],
  key: string,
  desc: boolean,
  ties: 'oldest' | 'newest',
): Promise<unknown[]> {
  const byId = (a: Row, b: Row) => (Number(a.id) - Number(b.id)) * (ties === 'oldest' ? 1 : -1);
  const values = rows.map((row) => row[key]);
  const numeric = values.every(
    (value) =>
      value === null ||
      typeof value === 'number' ||
      (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)),
  );
  const booleans = values.every((value) => value === null || typeof value === 'boolean');
  let rank = new Map<string, number>();
  if (!numeric && !booleans) {
    const texts = [...new Set(values.filter((value) => value !== null).map(String))];
    const answer = (await t.db.execute(
      sql`select v, rank() over (order by v) as r from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) as v`,
    )) as unknown as { rows: { v: string; r: number | string }[] };
    rank = new Map(answer.rows.map((row) => [row.v, Number(row.r)]));
  }
  const score = (value: unknown): number =>
    numeric ? Number(value) : booleans ? (value ? 1 : 0) : (rank.get(String(value)) ?? 0);
  return [...rows]
    .sort((a, b) => {
      const x = a[key];
      const y = b[key];
      // PostgreSQL puts nulls last ascending and first descending.
      if (x === null || y === null) {
        if (x === y) return byId(a, b);
        return (x === null ? 1 : -1) * (desc ? -1 : 1);
      }
      const order = (score(x) - score(y)) * (desc ? -1 : 1);
      return order || byId(a, b);
    })
    .map((row) => row.id);
}

/** An existing record's id of a resource, for reference fields. */
async function idOf(name: string | undefined): Promise<number | undefined> {
  const resource = adminResources.find((candidate) => candidate.name === name);
  if (!resource) return undefined;
  const rows = rowsOf(await api.get(listUrl(resource, 'per_page=1')), resource);
  return rows[0]?.id as number | undefined;
}

/** A valid value for a field from its type, rules, options and reference; undefined leaves it out. */
async function valueFor(field: FieldDef, n: number): Promise<unknown> {
  const required = field.rules?.required === true;
  const fits = (value: unknown) => validate({ [field.name]: value }, [field]).valid;
  const first = (candidates: unknown[]) => candidates.find(fits);
  if (field.rules?.in?.length) return field.rules.in[0];
  if (field.options?.length)
    return field.type === 'multiselect' ? [field.options[0]?.value] : field.options[0]?.value;
  switch (field.type) {
    case 'boolean':
      return true;
    case 'number':
    case 'price': {
      const low = field.rules?.min_value ?? 1;
      return first([Math.max(low, 1) + n, low, field.rules?.max_value]);
    }
    case 'email':
      return `walk${n}-${Date.now()}@example.com`;
    case 'mobile':
      return `0912${String(1_000_000 + n).slice(-7)}`;
    case 'color':
      return `#${(0x100000 + n * 7919).toString(16).slice(-6)}`;
    case 'reference':
      return required ? idOf(field.reference) : undefined;
    case 'password':
      return 'Walk-password-123';
    case 'text':
    case 'textarea':
    case undefined: {
      const stamp = `${n}${Date.now() % 100_000}`;
      if (field.rules?.national_code) return first(['0012345679', '1234567891', '0499370899']);
      if (field.rules?.digits) return '1'.repeat(field.rules.digits);
      return first([`walk${stamp}`, `نمونه${stamp}`, `w${stamp}`.slice(0, field.rules?.max ?? 50), stamp]);
    }
    case 'html':
      return required ? `<p>متن ${n}</p>` : undefined;
    case 'date':
      return required ? '1404/08/01' : undefined;
    case 'datetime':
      // A window's fields are declared start then end: each later than the one before.
      return required ? `1404/08/${String(10 + n).slice(-2)} 10:00` : undefined;
    default:
      return undefined;
  }
}
