import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productsTable, recommendationGroups, recommendations } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let products: number[];
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (
      await t.adminWith([
        'read_recommendation',
        'write_recommendation',
        'modify_recommendation',
        'delete_recommendation',
      ])
    ).headers,
  );
  products = [];
  for (const title of ['هدفون بی‌سیم', 'ساعت هوشمند', 'پاوربانک'])
    products.push((await insertProduct(t, title)).id);
});
afterAll(async () => t?.close());

interface Item {
  id: number;
  product_id: number;
  order: number;
  product: { title: string };
}

/** A group of its own holding the three products in order, so no test depends on another's group. */
let groups = 0;
const groupWithThree = async () => {
  groups += 1;
  const name = `picks_${groups}`;
  const res = await api.post('/admin/recommendation-groups', { name, label: `گروه ${groups}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const group = res.body.data.recommendation_group as { id: number; name: string };
  for (const productId of products) {
    const added = await api.post('/admin/recommendations', { group_id: group.id, product_id: productId });
    expect(added.status).toBe(201);
  }
  return group;
};

const recommendationsOf = async (groupId: number) =>
  t.db.select().from(recommendations).where(eq(recommendations.groupId, groupId));

describe('recommendation groups', () => {
  it('creates, reads, lists, searches and updates groups', async () => {
    // The list starts from these two groups alone.
    await t.db.delete(recommendations);
    await t.db.delete(recommendationGroups);
    const res = await api.post('/admin/recommendation-groups', {
      name: 'top_sales',
      label: 'پرفروش‌ترين‌ها',
      show_in_home: true,
    });
    expect(res.status).toBe(201);
    const group = res.body.data.recommendation_group;
    expect(group).toMatchObject({
      name: 'top_sales',
      label: 'پرفروش‌ترین‌ها',
      show_in_home: true,
      show_in_filter: false,
    });
    await api.post('/admin/recommendation-groups', {
      name: 'newest',
      label: 'جدیدترین‌ها',
      show_in_filter: 1,
    });
    const list = await api.get('/admin/recommendation-groups');
    expect(list.body.data.recommendation_groups.data.map((g: { name: string }) => g.name)).toEqual([
      'top_sales',
      'newest',
    ]);
    const home = await api.get('/admin/recommendation-groups?show_in_home=1');
    expect(home.body.data.recommendation_groups.total).toBe(1);
    const search = await api.get(`/admin/recommendation-groups?search=${encodeURIComponent('پرفروش ترین')}`);
    expect(search.body.data.recommendation_groups.data.map((g: { name: string }) => g.name)).toEqual([
      'top_sales',
    ]);
    const updated = await api.put(`/admin/recommendation-groups/${group.id}`, { show_in_filter: true });
    expect(updated.body.data.recommendation_group).toMatchObject({
      show_in_home: true,
      show_in_filter: true,
    });
  });

  it('refuses a non-latin or taken name in Persian', async () => {
    const bad = await api.post('/admin/recommendation-groups', { name: 'پرفروش', label: '' });
    expect(bad.body.errors).toEqual({ name: ['قالب نام لاتین درست نیست.'], label: ['عنوان الزامی است.'] });
    expect((await api.post('/admin/recommendation-groups', { name: 'taken', label: 'x' })).status).toBe(201);
    const taken = await api.post('/admin/recommendation-groups', { name: 'taken', label: 'x' });
    expect(taken.body.errors.name).toEqual(['این نام لاتین گروه قبلا ثبت شده است.']);
  });

  it('adds products to a group in order and shows them by group id or name', async () => {
    const group = await groupWithThree();
    const byName = await api.get(`/admin/recommendation/${group.name}`);
    expect(byName.status).toBe(200);
    const items = byName.body.data.recommendations as Item[];
    expect(items.map((item) => item.product.title)).toEqual(['هدفون بی‌سیم', 'ساعت هوشمند', 'پاوربانک']);
    expect(items.map((item) => item.order)).toEqual([0, 1, 2]);
    const byId = await api.get(`/admin/recommendations/groups/${group.id}`);
    expect(byId.body.data.recommendation_group.name).toBe(group.name);
    expect((await api.get('/admin/recommendation/missing')).status).toBe(404);
    const counted = await api.get(`/admin/recommendation-groups?search=${group.name}`);
    expect(counted.body.data.recommendation_groups.data).toEqual([
      expect.objectContaining({ name: group.name, products_count: 3 }),
    ]);
  });

  it('refuses a product twice, an unknown product or group', async () => {
    const group = await groupWithThree();
    const twice = await api.post('/admin/recommendations', { group_id: group.id, product_id: products[0] });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('این محصول در این گروه هست.');
    const unknown = await api.post('/admin/recommendations', { group_id: 98765, product_id: 98765 });
    expect(unknown.body.errors).toEqual({
      group_id: ['گروه پیشنهادی با شناسه ۹۸۷۶۵ وجود ندارد.'],
      product_id: ['محصولی با شناسه ۹۸۷۶۵ وجود ندارد.'],
    });
  });

  it('sorts a group: every one of its items once, all or nothing', async () => {
    const group = await groupWithThree();
    const items = (await api.get(`/admin/recommendation/${group.name}`)).body.data.recommendations as Item[];
    const ids = items.map((item) => item.id);
    const res = await api.post(`/admin/recommendation/${group.name}/sort`, { ids: [ids[2], ids[0], ids[1]] });
    expect(res.status).toBe(200);
    expect(res.body.data.recommendations.map((item: Item) => item.product.title)).toEqual([
      'پاوربانک',
      'هدفون بی‌سیم',
      'ساعت هوشمند',
    ]);
    const before = await recommendationsOf(group.id);
    const partial = await api.post(`/admin/recommendations/groups/${group.id}/sort`, { ids: [ids[0]] });
    expect(partial.body.errors.ids).toEqual(['ترتیب باید همه محصولات این گروه را دربر بگیرد.']);
    const foreign = await api.post(`/admin/recommendations/groups/${group.id}/sort`, { ids: [...ids, 999] });
    expect(foreign.body.errors.ids).toEqual(['شناسه ۹۹۹ در این گروه نیست.']);
    expect(await recommendationsOf(group.id)).toEqual(before);
  });

  it('removes a product from a group, and a product in a group cannot be deleted', async () => {
    const group = await groupWithThree();
    const items = (await api.get(`/admin/recommendation/${group.name}`)).body.data.recommendations as Item[];
    expect((await api.del(`/admin/recommendations/${items[0]?.id}`)).status).toBe(200);
    expect((await api.get(`/admin/recommendation/${group.name}`)).body.data.recommendations).toHaveLength(2);
    expect((await api.del(`/admin/recommendations/${items[0]?.id}`)).status).toBe(404);
    // The foreign key keeps a recommended product from being deleted underneath its group.
    await expect(
      t.db.delete(productsTable).where(eq(productsTable.id, items[1]?.product_id as number)),
    ).rejects.toThrow();
  });

  it('guards each action by its recommendation permission', async () => {
    const group = await groupWithThree();
    const reader = apiAs(t, (await t.adminWith(['read_recommendation'])).headers);
    expect((await reader.get(`/admin/recommendation/${group.name}`)).status).toBe(200);
    expect(
      (await reader.post('/admin/recommendations', { group_id: group.id, product_id: products[0] })).status,
    ).toBe(403);
    expect((await reader.post(`/admin/recommendation/${group.name}/sort`, { ids: [] })).status).toBe(403);
    expect((await reader.del(`/admin/recommendation-groups/${group.id}`)).status).toBe(403);
    expect((await api.del(`/admin/recommendation-groups/${group.id}`)).status).toBe(200);
    expect(await recommendationsOf(group.id)).toEqual([]);
  });
});
