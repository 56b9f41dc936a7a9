import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, brands, varieties, varietyAttributeValues } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await t.adminWith('super_admin')).headers;
});
afterAll(async () => t?.close());

const call = async (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  extra: Record<string, string> = {},
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers, ...extra },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, etag: res.headers.etag, body: res.json() };
};

describe('record versions: ETag and If-Match (issue 21)', () => {
  it('a generic record carries its version and ETag; a stale If-Match is a 412 with the current record', async () => {
    const api = apiAs(t, headers);
    const created = await api.post('/admin/brands', { name: 'نسخه', status: 1 });
    const id = created.body.data.brand.id;
    const first = await call('GET', `/admin/brands/${id}`);
    expect(first.body.data.brand.version).toMatch(/^[\w-]{16}$/);
    expect(first.etag).toBe(`"${first.body.data.brand.version}"`);

    // Another staff member saves first (with the version they read: accepted).
    const other = await call(
      'PUT',
      `/admin/brands/${id}`,
      { 'if-match': first.etag as string },
      { name: 'نسخه دوم' },
    );
    expect(other.status).toBe(200);
    expect(other.body.data.brand.version).not.toBe(first.body.data.brand.version);

    // The later save with the old version is refused, with what is there now.
    const late = await call(
      'PUT',
      `/admin/brands/${id}`,
      { 'if-match': first.etag as string },
      { description: 'دیر' },
    );
    expect(late.status).toBe(412);
    expect(late.body).toMatchObject({ success: false, code: 'version_conflict' });
    expect(late.body.data.current).toMatchObject({
      id,
      name: 'نسخه دوم',
      version: other.body.data.brand.version,
    });
    expect((await call('GET', `/admin/brands/${id}`)).body.data.brand.description ?? null).not.toBe('دیر');

    // The same for a delete; `*` and no header at all still write (the overwrite choice, old clients).
    expect((await call('DELETE', `/admin/brands/${id}`, { 'if-match': first.etag as string })).status).toBe(
      412,
    );
    expect(
      (await call('PUT', `/admin/brands/${id}`, { 'if-match': '*' }, { description: 'بازنویسی' })).status,
    ).toBe(200);
    const fresh = await call('GET', `/admin/brands/${id}`);
    expect((await call('DELETE', `/admin/brands/${id}`, { 'if-match': fresh.etag as string })).status).toBe(
      200,
    );
  });

  it('a custom route (the product editor) honours If-Match on update and delete', async () => {
    const product = await insertProduct(t, 'محصول نسخه‌دار');
    const read = await call('GET', `/admin/products/${product.id}`);
    expect(read.status).toBe(200);
    expect(read.etag).toBe(`"${read.body.data.product.version}"`);
    const saved = await call(
      'PUT',
      `/admin/products/${product.id}`,
      { 'if-match': read.etag as string },
      {
        product: { title: 'محصول نسخه‌دار ۲' },
      },
    );
    expect(saved.status).toBe(200);
    // The answer's version is the one the next read shows, so a second save from the same editor passes.
    expect((await call('GET', `/admin/products/${product.id}`)).etag).toBe(saved.etag);
    const stale = await call(
      'PUT',
      `/admin/products/${product.id}`,
      { 'if-match': read.etag as string },
      {
        product: { title: 'دیر رسید' },
      },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.data.current).toMatchObject({ id: product.id, title: 'محصول نسخه‌دار ۲' });
    expect(
      (await call('DELETE', `/admin/products/${product.id}`, { 'if-match': read.etag as string })).status,
    ).toBe(412);
  });
});

describe('bounded lists (issue 21)', () => {
  it('all=1 answers up to LIST_ALL_MAX rows and a 422 pointing at paging or the download above it', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => ({
      name: `برند انبوه ${i}`,
      slug: `bulk-brand-${i}`,
    }));
    await t.db.insert(brands).values(rows as never);
    const over = await call('GET', '/admin/brands?all=1');
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('too_many');
    expect(over.body.message).toContain('per_page');
    expect(over.body.message).toContain('export=csv');
    const under = await call('GET', `/admin/brands?all=1&search=${encodeURIComponent('برند انبوه 19')}`);
    expect(under.status).toBe(200);
    expect(Array.isArray(under.body.data.brands)).toBe(true);
    expect(under.body.data.brands.length).toBeGreaterThan(10);
    const page = await call('GET', '/admin/brands?per_page=100000');
    expect(page.body.data.brands.per_page).toBe(200);
  });
});

describe('in use (issue 21)', () => {
  it('deleting an attribute a variety uses answers 422 in_use on either database', async () => {
    const api = apiAs(t, headers);
    const made = await api.post('/admin/attributes', {
      name: 'inuse',
      label: 'به‌کاررفته',
      type: 'select',
      values: ['x'],
    });
    const attributeId = made.body.data.attribute.id;
    const [value] = await t.db.select().from(attributeValues).where(eqAttr(attributeId));
    const product = await insertProduct(t, 'محصول با ویژگی');
    const [variety] = await t.db
      .insert(varieties)
      .values({ productId: product.id, price: 1000 } as never)
      .returning();
    await t.db.insert(varietyAttributeValues).values({
      varietyId: variety?.id as number,
      attributeId,
      attributeValueId: value?.id as number,
    });
    const res = await api.del(`/admin/attributes/${attributeId}`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('in_use');
    // The refused delete left the server working (PGlite's one connection is not stuck in a failed transaction).
    expect((await api.get(`/admin/attributes/${attributeId}`)).status).toBe(200);
  });
});

const eqAttr = (id: number) => eq(attributeValues.attributeId, id);
