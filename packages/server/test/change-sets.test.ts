import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryProduct, products, stores, storeTransactions, varieties } from '../src/db/schema/index.ts';
import {
  type CatalogueReference,
  createProduct,
  type ProductJson,
  seedCatalogueReference,
} from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: Awaited<ReturnType<typeof t.adminWith>>;

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as never });
const bulk = (payload: unknown, headers?: Record<string, string>) =>
  post('/admin/products/bulk', payload, headers);
const undo = (id: number, payload: unknown = {}, headers?: Record<string, string>) =>
  post(`/admin/products/change-sets/${id}/undo`, payload, headers);
const get = (url: string, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** Everything a bulk edit or its undo may touch, per product, to compare before and after. */
async function stateOf(ids: number[]) {
  const out: Record<number, unknown> = {};
  for (const id of ids) {
    const [p] = await t.db.select().from(products).where(eq(products.id, id));
    const v = await t.db
      .select({
        id: varieties.id,
        sku: varieties.sku,
        price: varieties.price,
        purchase: varieties.purchasePrice,
        balance: stores.balance,
      })
      .from(varieties)
      .leftJoin(stores, eq(stores.varietyId, varieties.id))
      .where(eq(varieties.productId, id))
      .orderBy(varieties.id);
    const links = await t.db.select().from(categoryProduct).where(eq(categoryProduct.productId, id));
    out[id] = {
      title: p?.title,
      sku: p?.sku,
      unit_price: p?.unitPrice,
      purchase_price: p?.purchasePrice,
      discount_type: p?.discountType,
      discount: p?.discount,
      discount_until: p?.discountUntil?.toISOString() ?? null,
      status: p?.status,
      approved: p?.approvedAt !== null,
      varieties: v,
      categories: links.map((l) => l.categoryId).sort((a, b) => a - b),
    };
  }
  return out;
}

let made = 0;
/** A product with three sizes (two inheriting its price, one of its own) and a one-variety product. */
async function shop() {
  made += 1;
  const coat = await createProduct(t.app, boss.headers, {
    title: `کت پشمی ${made}`,
    unit_price: 2_608_000,
    sku: `COAT${made}`,
    categories: [ref.categories.root.id],
    varieties: [
      { attribute_value_ids: [ref.sizes.S.id], price: 2_608_000, sku: `COAT${made}-S`, stock: 3 },
      { attribute_value_ids: [ref.sizes.M.id], price: 2_608_000, sku: `COAT${made}-M`, stock: 3 },
      { attribute_value_ids: [ref.sizes.L.id], price: 2_900_000, sku: `COAT${made}-L`, stock: 3 },
    ],
  });
  const mug = await createProduct(t.app, boss.headers, {
    title: `ماگ ${made}`,
    unit_price: 200_000,
    sku: `MUG${made}`,
    stock: 4,
    status: 'available',
  });
  return { coat, mug, n: made };
}

/** One apply touching every kind of record: titles, prices (inherited too), discount, stock, categories, status. */
async function applyAll(coat: ProductJson, mug: ProductJson, n: number) {
  const res = await bulk({
    rows: [
      {
        id: coat.id,
        title: `کت زمستانی ${n}`,
        unit_price: 2_700_000,
        discount_type: 'percentage',
        discount: 10,
        discount_until: '1410/01/01',
        categories_add: [ref.categories.home.id],
        categories_remove: [ref.categories.root.id],
      },
      { sku: `COAT${n}-L`, unit_price: 3_100_000, stock: 7, purchase_price: 1_000_000 },
      { id: mug.id, stock: 0, sku: `MUG${n}-NEW` },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bulk as { change_set_id: number; summary: { changed: number } };
}

describe('change sets of bulk applies', () => {
  it('records an apply (who, when, source, each row before and after) in its transaction; a no-op records none', async () => {
    const { coat, mug, n } = await shop();
    const applied = await applyAll(coat, mug, n);
    expect(applied.change_set_id).toEqual(expect.any(Number));
    const list = await get('/admin/products/change-sets?limit=5');
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().data.change_sets;
    expect(first).toMatchObject({
      id: applied.change_set_id,
      admin: { id: boss.admin.id, username: boss.admin.username },
      source: 'api',
      rows: 3,
      undone: false,
      undo_of: null,
    });
    expect(Date.parse(first.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const one = (await get(`/admin/products/change-sets/${applied.change_set_id}`)).json().data.change_set;
    expect(one.results[0].changes.unit_price).toEqual({ before: 2_608_000, after: 2_700_000 });
    expect(one.results[2].changes.status).toEqual({ before: 'available', after: 'out_of_stock' });
    // The CLI is told apart by its User-Agent.
    const cli = await bulk(
      { rows: [{ id: mug.id, title: `ماگ سفید ${n}` }] },
      { ...boss.headers, 'user-agent': 'shop-admin/1.2.3' },
    );
    const cliSet = cli.json().data.bulk.change_set_id;
    expect((await get(`/admin/products/change-sets/${cliSet}`)).json().data.change_set.source).toBe('cli');
    // The same file again changes nothing and records nothing.
    const again = await bulk({ rows: [{ id: mug.id, title: `ماگ سفید ${n}` }] });
    expect(again.json().data.bulk.change_set_id).toBeNull();
  });

  it('dry-runs an undo, then restores every before value (varieties, stock, categories, status) in one go', async () => {
    const { coat, mug, n } = await shop();
    const ids = [coat.id, mug.id];
    const before = await stateOf(ids);
    const { change_set_id: id } = await applyAll(coat, mug, n);
    const after = await stateOf(ids);
    expect(after).not.toEqual(before);

    const dry = await undo(id, { dry_run: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = dry.json().data.bulk;
    expect(plan).toMatchObject({
      dry_run: true,
      applied: false,
      undo_of: id,
      summary: { rows: 3, changed: 3 },
    });
    expect(plan.results[0].changes.unit_price).toEqual({ before: 2_700_000, after: 2_608_000 });
    expect(plan.results[1].changes.stock).toEqual({ before: 7, after: 3 });
    expect(await stateOf(ids)).toEqual(after);

    const moves = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(storeTransactions))[0]?.n;
    const movesBefore = await moves();
    const res = await undo(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bulk).toMatchObject({
      applied: true,
      undo_of: id,
      change_set_id: expect.any(Number),
    });
    expect(await stateOf(ids)).toEqual(before);
    expect(await moves()).toBe((movesBefore ?? 0) + 2);

    // The undo is itself a change set, listed, and the original is marked undone.
    const list = (await get('/admin/products/change-sets')).json().data.change_sets;
    const undoSet = list.find((s: { undo_of: number | null }) => s.undo_of === id);
    expect(undoSet).toMatchObject({ rows: 3, undone: false });
    expect(list.find((s: { id: number }) => s.id === id)).toMatchObject({
      undone: true,
      undone_by: undoSet.id,
    });
  });

  it('refuses a row changed since, naming it, writes nothing; accepted, it overwrites', async () => {
    const { coat, mug, n } = await shop();
    const { change_set_id: id } = await applyAll(coat, mug, n);
    // A colleague reprices the L size after the apply.
    const later = await bulk({ rows: [{ sku: `COAT${n}-L`, unit_price: 3_300_000 }] });
    expect(later.statusCode).toBe(200);
    const state = await stateOf([coat.id, mug.id]);

    const res = await undo(id);
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body.code).toBe('bulk_conflict');
    expect(body.message).toContain('۱ ردیف');
    expect(Object.keys(body.errors)).toEqual(['rows.1.unit_price']);
    expect(body.errors['rows.1.unit_price'][0]).toContain('۳۳۰۰۰۰۰');
    const row = body.data.bulk.results[1];
    expect(row).toMatchObject({ row: 1, status: 'conflict', sku: `COAT${n}-L` });
    expect(row.conflicts.unit_price).toEqual({ base: 3_100_000, current: 3_300_000, wanted: 2_900_000 });
    expect(await stateOf([coat.id, mug.id])).toEqual(state);

    const accepted = await undo(id, { accept_conflicts: [1] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.bulk.results[1]).toMatchObject({ status: 'changed', accepted: true });
    const [l] = await t.db
      .select()
      .from(varieties)
      .where(eq(varieties.sku, `COAT${n}-L`));
    expect(l?.price).toBe(2_900_000);
  });

  it('refuses a second undo (Persian, change_set_undone) and the undo of an undo', async () => {
    const { mug, n } = await shop();
    const id = (await bulk({ rows: [{ id: mug.id, unit_price: 250_000 }] })).json().data.bulk.change_set_id;
    const first = await undo(id);
    expect(first.statusCode, first.body).toBe(200);
    const twice = await undo(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'change_set_undone' });
    expect(twice.json().message).toMatch(/پیش‌تر .* بازگردانده شده است/);
    expect((await undo(id, { dry_run: true })).statusCode).toBe(409);
    const ofUndo = await undo(first.json().data.bulk.change_set_id);
    expect(ofUndo.statusCode).toBe(422);
    expect(ofUndo.json().code).toBe('change_set_is_undo');
    const [p] = await t.db.select().from(products).where(eq(products.id, mug.id));
    expect(p?.unitPrice).toBe(200_000);
    expect((await undo(99_999_999)).statusCode).toBe(404);
    expect(n).toBeGreaterThan(0);
  });

  it('gives approval back, and refuses to give back a SKU another product took since (a failing row, 422)', async () => {
    const { mug, n } = await shop();
    const approved = mug.approved_at !== null;
    const set = await bulk({ rows: [{ id: mug.id, approved: !approved, sku: `MUG${n}-B` }] });
    expect(set.statusCode, set.body).toBe(200);
    const id = set.json().data.bulk.change_set_id;
    await createProduct(t.app, boss.headers, { title: `ماگ دیگر ${n}`, unit_price: 1_000, sku: `MUG${n}` });
    const refused = await undo(id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'bulk_rejected' });
    expect(Object.keys(refused.json().errors)).toEqual(['rows.0.sku']);
    const [still] = await t.db.select().from(products).where(eq(products.id, mug.id));
    expect(still?.sku).toBe(`MUG${n}-B`);
    // Another SKU for the newcomer frees it: the undo goes through, approval back as it was.
    await t.db
      .update(products)
      .set({ sku: `OTHER${n}` })
      .where(eq(products.sku, `MUG${n}`));
    expect((await undo(id)).statusCode).toBe(200);
    const [back] = await t.db.select().from(products).where(eq(products.id, mug.id));
    expect({ sku: back?.sku, approved: back?.approvedAt !== null }).toEqual({ sku: `MUG${n}`, approved });
  });

  it('two undos of one set at once: one restores, the other is refused', async () => {
    const { mug } = await shop();
    const id = (await bulk({ rows: [{ id: mug.id, unit_price: 260_000, stock: 9 }] })).json().data.bulk
      .change_set_id;
    const answers = await Promise.all([undo(id), undo(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [store] = await t.db
      .select({ balance: stores.balance })
      .from(stores)
      .innerJoin(varieties, eq(varieties.id, stores.varietyId))
      .where(eq(varieties.productId, mug.id));
    expect(store?.balance).toBe(4);
  });

  it('needs modify_product, and write_store to undo stock, as apply does', async () => {
    const { mug } = await shop();
    const id = (await bulk({ rows: [{ id: mug.id, unit_price: 270_000, stock: 6 }] })).json().data.bulk
      .change_set_id;
    const reader = await t.adminWith(['read_product']);
    expect((await undo(id, { dry_run: true }, reader.headers)).statusCode).toBe(403);
    expect((await get('/admin/products/change-sets', reader.headers)).statusCode).toBe(403);
    const editor = await t.adminWith(['modify_product']);
    const refused = await undo(id, {}, editor.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'rows.0.stock': ['شما مجوز لازم را ندارید.'] });
    expect((await undo(id, {}, boss.headers)).statusCode).toBe(200);
  });
});
