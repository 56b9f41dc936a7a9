import { toPersianDigits } from '@shop-admin/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productSetProducts, productSets } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_product', 'write_product', 'modify_product', 'delete_product'])).headers,
  );
  ids = [];
  for (const title of ['کت', 'شلوار', 'کراوات', 'کفش']) ids.push((await insertProduct(t, title)).id);
});
afterAll(async () => t?.close());

// Each test starts from no sets; those that read sets add the two below themselves.
beforeEach(async () => {
  await t.db.delete(productSets);
});

/** «ست رسمی» (tie, jacket, trousers) and «ست ورزشی» (shoes); returns the first one's id. */
async function twoSets(): Promise<number> {
  const formal = await api.post('/admin/product_sets', {
    name: 'ست رسمی',
    products: [ids[2], ids[0], ids[1]],
  });
  await api.post('/admin/product_sets', { name: 'ست ورزشی', products: [ids[3]] });
  return formal.body.data.product_set.id;
}

describe('product sets', () => {
  it('creates a set with its products in the given order', async () => {
    const res = await api.post('/admin/product_sets', {
      name: 'ست رسمي',
      products: [ids[2], ids[0], ids[1]],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.product_set).toMatchObject({ name: 'ست رسمی', products_count: 3 });
    expect(res.body.data.product_set.products.map((p: { title: string }) => p.title)).toEqual([
      'کراوات',
      'کت',
      'شلوار',
    ]);
  });

  it('lists with counts, searched with Arabic letters, sorted by name', async () => {
    await twoSets();
    const list = await api.get(`/admin/product_sets?search=${encodeURIComponent('رسمي')}`);
    expect(list.body.data.product_sets.data).toEqual([
      expect.objectContaining({ name: 'ست رسمی', products_count: 3 }),
    ]);
    const sorted = await api.get('/admin/product_sets?sort_by=name&sort_desc=1');
    const names = sorted.body.data.product_sets.data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(2);
    expect(
      (await api.get('/admin/product_sets?sort_by=name')).body.data.product_sets.data.map(
        (s: { name: string }) => s.name,
      ),
    ).toEqual([...names].reverse());
  });

  it('replaces the products on update and keeps them when only the name changes', async () => {
    const setId = await twoSets();
    const renamed = await api.put(`/admin/product_sets/${setId}`, { name: 'ست مجلسی' });
    expect(renamed.body.data.product_set.products_count).toBe(3);
    const replaced = await api.put(`/admin/product_sets/${setId}`, { products: [ids[3], ids[0]] });
    expect(replaced.body.data.product_set.products.map((p: { id: number }) => p.id)).toEqual([
      ids[3],
      ids[0],
    ]);
  });

  it('refuses unknown and repeated products, a missing name and an empty list, writing nothing', async () => {
    const setId = await twoSets();
    const before = await t.db.select().from(productSetProducts);
    const unknown = await api.put(`/admin/product_sets/${setId}`, { products: [ids[0], 777777] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.products).toEqual(['محصولی با شناسه ۷۷۷۷۷۷ وجود ندارد.']);
    const twice = await api.post('/admin/product_sets', { name: 'تکراری', products: [ids[0], ids[0]] });
    expect(twice.body.errors.products).toEqual([
      `محصول ${toPersianDigits(ids[0] as number)} بیش از یک بار آمده است.`,
    ]);
    const bad = await api.post('/admin/product_sets', { name: '', products: [] });
    expect(bad.body.errors).toEqual({ name: ['نام مجموعه الزامی است.'], products: ['محصولات الزامی است.'] });
    const taken = await api.post('/admin/product_sets', { name: 'ست ورزشی', products: [ids[1]] });
    expect(taken.body.errors.name).toEqual(['این نام مجموعه قبلا ثبت شده است.']);
    expect(await t.db.select().from(productSetProducts)).toEqual(before);
  });

  it('deletes a set (not its products) and needs delete_product', async () => {
    const setId = await twoSets();
    const reader = apiAs(t, (await t.adminWith(['read_product'])).headers);
    expect((await reader.del(`/admin/product_sets/${setId}`)).status).toBe(403);
    expect((await reader.get(`/admin/product_sets/${setId}`)).status).toBe(200);
    expect((await api.del(`/admin/product_sets/${setId}`)).status).toBe(200);
    expect((await api.get(`/admin/product_sets/${setId}`)).status).toBe(404);
  });
});
