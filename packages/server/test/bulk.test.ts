import { formatJalali } from '@shop-admin/core';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryProduct,
  notifications,
  products,
  stores,
  storeTransactions,
  varieties,
} from '../src/db/schema/index.ts';
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

const bulk = (payload: unknown, headers: Record<string, string> = boss.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers, payload: payload as never });

/** Everything a bulk edit may touch, to prove a request wrote nothing. */
async function snapshot() {
  const [p, v, s, log, links] = await Promise.all([
    t.db.select().from(products).orderBy(products.id),
    t.db.select().from(varieties).orderBy(varieties.id),
    t.db.select().from(stores).orderBy(stores.id),
    t.db.select({ n: sql<number>`count(*)::int` }).from(storeTransactions),
    t.db.select().from(categoryProduct).orderBy(categoryProduct.productId, categoryProduct.categoryId),
  ]);
  return JSON.stringify({ p, v, s, log, links });
}

describe('POST admin/products/bulk', () => {
  let shirt: ProductJson;
  let mug: ProductJson;
  beforeAll(async () => {
    shirt = await createProduct(t.app, boss.headers, {
      title: 'پیراهن مردانه',
      unit_price: 1_000_000,
      sku: 'SHIRT',
      categories: [ref.categories.root.id],
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 1_000_000, sku: 'SHIRT-S', stock: 4 },
        { attribute_value_ids: [ref.sizes.M.id], price: 1_000_000, sku: 'SHIRT-M', stock: 2 },
      ],
    });
    mug = await createProduct(t.app, boss.headers, {
      title: 'ماگ',
      unit_price: 200_000,
      sku: 'MUG',
      stock: 10,
    });
  });

  it('dry-runs: returns the exact diff per row and writes nothing', async () => {
    const before = await snapshot();
    const res = await bulk({
      dry_run: true,
      rows: [
        { sku: 'SHIRT-S', unit_price: '۹۵۰٬۰۰۰', stock_adjust: -1 },
        {
          id: shirt.id,
          discount_type: 'percentage',
          discount: 10,
          discount_until: '1410/01/01',
          categories_add: `${ref.categories.home.id}`,
          categories_remove: [ref.categories.root.id],
        },
        { sku: 'MUG', stock: '7', status: 'available', purchase_price: null },
        { variety_id: shirt.varieties[1]?.id, unit_price: 1_000_000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { bulk: result } = res.json().data;
    expect(result).toMatchObject({ dry_run: true, applied: false, valid: true, replayed: false });
    expect(result.summary).toEqual({ rows: 4, changed: 3, unchanged: 1, failed: 0, conflicts: 0 });
    expect(result.results[0]).toEqual({
      row: 0,
      status: 'changed',
      product_id: shirt.id,
      variety_id: shirt.varieties[0]?.id,
      sku: 'SHIRT-S',
      changes: { unit_price: { before: 1_000_000, after: 950_000 }, stock: { before: 4, after: 3 } },
    });
    expect(result.results[1].changes).toEqual({
      discount_type: { before: null, after: 'percentage' },
      discount: { before: null, after: 10 },
      discount_until: { before: null, after: expect.stringMatching(/^2031-03-20T20:30:00.000Z$/) },
      categories: { before: [ref.categories.root.id], after: [ref.categories.home.id] },
    });
    expect(result.results[2].changes).toEqual({
      stock: { before: 10, after: 7 },
      status: { before: 'draft', after: 'available' },
    });
    expect(result.results[3]).toMatchObject({ status: 'unchanged', changes: {} });
    expect(await snapshot()).toBe(before);
  });

  it('takes a discount end equal to the second as unchanged (an export read back), and a later second as a change', async () => {
    await t.db
      .update(products)
      .set({ discountUntil: new Date('2031-03-20T20:30:15.678Z') })
      .where(eq(products.id, mug.id));
    const asExported = formatJalali('2031-03-20T20:30:15.678Z', 'YYYY/MM/DD HH:mm:ss', { digits: 'latin' });
    const dry = async (discount_until: string) =>
      (await bulk({ dry_run: true, rows: [{ id: mug.id, discount_until }] })).json().data.bulk.results[0];
    expect(await dry(asExported)).toMatchObject({ status: 'unchanged', changes: {} });
    expect((await dry(asExported.replace(/15$/, '16'))).changes.discount_until).toEqual({
      before: '2031-03-20T20:30:15.678Z',
      after: '2031-03-20T20:30:16.000Z',
    });
    await t.db.update(products).set({ discountUntil: null }).where(eq(products.id, mug.id));
  });

  it('applies every row in one go, logging stock movements and linking categories', async () => {
    const res = await bulk({
      rows: [
        { sku: 'SHIRT-S', unit_price: 950_000, stock_adjust: -1 },
        { id: shirt.id, categories_add: [ref.categories.home.id], approved: false },
        { sku: 'MUG', stock: 7, status: 'available', unit_price: '210,000' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { bulk: { applied: true, valid: true, summary: { changed: 3 } } },
    });
    const [s] = await t.db.select().from(varieties).where(eq(varieties.sku, 'SHIRT-S'));
    expect(s?.price).toBe(950_000);
    const [m] = await t.db.select().from(products).where(eq(products.id, mug.id));
    expect(m).toMatchObject({ status: 'available', unitPrice: 210_000 });
    // The mug's hidden default variety follows its product's price.
    const [mugVariety] = await t.db.select().from(varieties).where(eq(varieties.productId, mug.id));
    expect(mugVariety?.price).toBe(210_000);
    const [shirtRow] = await t.db.select().from(products).where(eq(products.id, shirt.id));
    expect(shirtRow?.approvedAt).toBeNull();
    const links = await t.db.select().from(categoryProduct).where(eq(categoryProduct.productId, shirt.id));
    expect(links.map((l) => l.categoryId).sort()).toEqual(
      [ref.categories.root.id, ref.categories.home.id].sort(),
    );
    const log = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.description, 'ویرایش گروهی کاتالوگ'));
    expect(log.map((r) => [r.varietyId, r.type, r.quantity, r.balance])).toEqual([
      [s?.id, 'decrement', 1, 3],
      [mugVariety?.id, 'decrement', 3, 7],
    ]);
  });

  it('rolls back every row when one fails, and says which and why, in Persian', async () => {
    const before = await snapshot();
    const res = await bulk({
      rows: [
        { sku: 'SHIRT-S', unit_price: 1 },
        { id: mug.id, stock: 0 },
        { sku: 'NOPE', unit_price: 5 },
        { id: shirt.id, variety_id: shirt.varieties[1]?.id, status: 'sold' },
        { id: shirt.id, stock: 3 },
        { variety_id: shirt.varieties[1]?.id, discount_type: 'percentage', discount: 120 },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      code: 'bulk_rejected',
      message: '۴ ردیف خطا دارد؛ هیچ تغییری ذخیره نشد.',
    });
    expect(body.errors).toMatchObject({
      'rows.2.sku': ['کالایی با این کد انبار یافت نشد.'],
      'rows.3.id': ['هر ردیف دقیقا یکی از شناسه محصول، شناسه تنوع یا کد انبار را لازم دارد.'],
      'rows.3.status': ['مقدار انتخاب‌شده برای وضعیت معتبر نیست.'],
      'rows.4.stock': ['این محصول چند تنوع دارد؛ موجودی هر تنوع را با شناسه تنوع یا کد انبار آن بفرستید.'],
      'rows.5.discount': ['تخفیف درصدی بیشتر از ۱۰۰ نیست.'],
    });
    expect(body.data.bulk).toMatchObject({ applied: false, valid: false, summary: { rows: 6, failed: 4 } });
    expect(body.data.bulk.results[1]).toMatchObject({
      status: 'changed',
      changes: { stock: { before: 7, after: 0 } },
    });
    expect(await snapshot()).toBe(before);
  });

  it('makes an emptied product out_of_stock and notifies, and refuses `available` that ends with no stock', async () => {
    const lamp = await createProduct(t.app, boss.headers, {
      title: 'چراغ مطالعه',
      unit_price: 1,
      sku: 'LAMP',
      stock: 2,
      status: 'available',
    });
    const empty = await bulk({ rows: [{ sku: 'LAMP', stock_adjust: -2 }] });
    expect(empty.json().data.bulk.results[0].changes).toEqual({
      stock: { before: 2, after: 0 },
      status: { before: 'available', after: 'out_of_stock' },
    });
    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'ProductUnavailableNotification'));
    expect(
      sent.filter((n) => (n.data as { product_id: number }).product_id === lamp.id).length,
    ).toBeGreaterThan(0);
    const refused = await bulk({ rows: [{ sku: 'LAMP', status: 'available' }] });
    expect(refused.json().errors).toEqual({
      'rows.0.status': ['محصولی که همه تنوع‌هایش موجودی صفر دارند نمی‌تواند «موجود» باشد.'],
    });
    const together = await bulk({ rows: [{ sku: 'LAMP', status: 'available', stock: 5 }] });
    expect(together.statusCode).toBe(200);
  });

  it('needs modify_product, and approved_products or write_store for those columns', async () => {
    const reader = await t.adminWith(['read_product']);
    expect((await bulk({ rows: [{ sku: 'MUG', unit_price: 1 }] }, reader.headers)).statusCode).toBe(403);
    const editor = await t.adminWith(['modify_product']);
    const res = await bulk(
      {
        rows: [
          { sku: 'MUG', approved: true, stock: 1 },
          { sku: 'SHIRT-M', unit_price: 300_000 },
        ],
      },
      editor.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'rows.0.approved': ['شما مجوز لازم را ندارید.'],
      'rows.0.stock': ['شما مجوز لازم را ندارید.'],
    });
    const price = await bulk({ rows: [{ sku: 'MUG', unit_price: 300_000 }] }, editor.headers);
    expect(price.statusCode).toBe(200);
  });

  it('documents the request and the answer in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const op = doc.paths['/api/admin/products/bulk'].post;
    const body = op.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['rows']);
    expect(Object.keys(body.properties.rows.items.properties)).toEqual([
      'id',
      'variety_id',
      'title',
      'sku',
      'unit_price',
      'base_unit_price',
      'purchase_price',
      'discount',
      'discount_type',
      'discount_until',
      'status',
      'stock',
      'base_stock',
      'stock_adjust',
      'categories_add',
      'categories_remove',
      'approved',
    ]);
    expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    const answer = op.responses['200'].content['application/json'].schema;
    expect(answer.properties.data.properties.bulk.properties.results.items.properties.changes).toBeDefined();
    expect(op.description).toContain('permission: `modify_product`');
  });

  it('refuses a body without rows and unknown columns', async () => {
    expect((await bulk({ rows: [] })).json().errors).toEqual({ rows: ['دست‌کم یک ردیف لازم است.'] });
    expect((await bulk({ rows: [{}], extra: 1 })).json().errors).toMatchObject({
      extra: ['فیلد extra پذیرفته نیست.'],
    });
    const unknown = await bulk({ rows: [{ sku: 'MUG', price: 5 }] });
    expect(unknown.json().errors).toEqual({ 'rows.0.price': ['فیلد price پذیرفته نیست.'] });
  });
});

describe('Idempotency-Key', () => {
  it('applies a retried request once and answers it again, marked as replayed', async () => {
    const cup = await createProduct(t.app, boss.headers, {
      title: 'فنجان',
      unit_price: 1,
      sku: 'CUP',
      stock: 1,
    });
    const headers = { ...boss.headers, 'idempotency-key': 'run-7f3a' };
    const body = { rows: [{ sku: 'CUP', stock_adjust: 5 }] };
    const first = await bulk(body, headers);
    expect(first.statusCode).toBe(200);
    // Same body with its keys in another order is the same request.
    const second = await bulk({ rows: [{ stock_adjust: 5, sku: 'CUP' }] }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.json().data.bulk).toEqual({ ...first.json().data.bulk, replayed: true });
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.varietyId, cup.varieties[0]?.id as number));
    expect(store?.balance).toBe(6);
    const other = await bulk({ rows: [{ sku: 'CUP', stock_adjust: 1 }] }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    // Keys are per admin: another admin's same key is another request.
    const colleague = await t.adminWith('super_admin');
    const theirs = await bulk(body, { ...colleague.headers, 'idempotency-key': 'run-7f3a' });
    expect(theirs.json().data.bulk.replayed).toBe(false);
  });

  it('remembers nothing for a rejected request, so it can be fixed and sent with the same key', async () => {
    const headers = { ...boss.headers, 'idempotency-key': 'fix-me' };
    expect((await bulk({ rows: [{ sku: 'NOPE', unit_price: 1 }] }, headers)).statusCode).toBe(422);
    const fixed = await bulk({ rows: [{ sku: 'CUP', unit_price: 2 }] }, headers);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.bulk.replayed).toBe(false);
  });

  it('applies once when the same request races itself', async () => {
    const jar = await createProduct(t.app, boss.headers, {
      title: 'شیشه مربا',
      unit_price: 1,
      sku: 'JAR',
      stock: 0,
    });
    const headers = { ...boss.headers, 'idempotency-key': 'race-1' };
    const body = { rows: [{ sku: 'JAR', stock_adjust: 3 }] };
    const answers = await Promise.all([bulk(body, headers), bulk(body, headers), bulk(body, headers)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().data.bulk.replayed)).toHaveLength(2);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.varietyId, jar.varieties[0]?.id as number));
    expect(store?.balance).toBe(3);
  });
});

describe('10,000 rows', () => {
  const N = 10_000;
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into products (title, slug, unit_price, sku, search, status)
      select 'کالای انبوه ' || g, 'bulk-' || g, 1000, 'BULK-' || g, 'کالای انبوه ' || g, 'draft'
      from generate_series(1, ${N}) g`);
    await t.db.execute(sql`
      insert into varieties (product_id, price, is_default, combination_key)
      select id, 1000, true, '0:' from products where sku like 'BULK-%'`);
    await t.db.execute(sql`
      insert into stores (variety_id, balance)
      select v.id, 5 from varieties v join products p on p.id = v.product_id where p.sku like 'BULK-%'`);
  });
  const rows = (change: (i: number) => Record<string, unknown>): Record<string, unknown>[] =>
    Array.from({ length: N }, (_, i) => ({ sku: `BULK-${i + 1}`, ...change(i) }));
  const totals = async () => {
    const [row] = await t.db
      .select({
        price: sql<string>`sum(${products.unitPrice})`,
        stock: sql<string>`(select sum(s.balance) from stores s join varieties v on v.id = s.variety_id join products p on p.id = v.product_id where p.sku like 'BULK-%')`,
      })
      .from(products)
      .where(like(products.sku, 'BULK-%'));
    return { price: Number(row?.price), stock: Number(row?.stock) };
  };

  it('applies a 10,000-row update atomically', { timeout: 120_000 }, async () => {
    const res = await bulk({ rows: rows((i) => ({ unit_price: 2000 + i, stock_adjust: 1 })) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bulk.summary).toEqual({
      rows: N,
      changed: N,
      unchanged: 0,
      failed: 0,
      conflicts: 0,
    });
    expect(await totals()).toEqual({ price: N * 2000 + (N * (N - 1)) / 2, stock: N * 6 });
  });

  it('rolls back all 10,000 rows when the last one fails', { timeout: 120_000 }, async () => {
    const before = await totals();
    const all = rows(() => ({ unit_price: 1, stock_adjust: -1 }));
    all[N - 1] = { sku: `BULK-${N}`, stock_adjust: -100 };
    const res = await bulk({ rows: all });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([`rows.${N - 1}.stock_adjust`]);
    expect(await totals()).toEqual(before);
  });

  it('dry-runs 10,000 rows without writing', { timeout: 120_000 }, async () => {
    const before = await totals();
    const res = await bulk({ dry_run: true, rows: rows(() => ({ unit_price: 7 })) });
    expect(res.json().data.bulk).toMatchObject({ applied: false, valid: true, summary: { changed: N } });
    expect(await totals()).toEqual(before);
  });
});

describe('a product price change reaches the varieties that inherit it', () => {
  const pricesOf = async (productId: number) =>
    Object.fromEntries(
      (await t.db.select().from(varieties).where(eq(varieties.productId, productId))).map((v) => [
        v.sku,
        v.price,
      ]),
    );
  const twoAtOneOwn = (title: string, sku: string) =>
    createProduct(t.app, boss.headers, {
      title,
      unit_price: 2_608_000,
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 2_608_000, sku: `${sku}-S`, stock: 3 },
        { attribute_value_ids: [ref.sizes.M.id], price: 2_608_000, sku: `${sku}-M`, stock: 3 },
        { attribute_value_ids: [ref.sizes.L.id], price: 2_900_000, sku: `${sku}-L`, stock: 3 },
      ],
    });

  it('in the bulk sheet: a product row moves its inheriting varieties, an own-priced one keeps its price', async () => {
    const coat = await twoAtOneOwn('کت پشمی', 'COAT');
    const res = await bulk({ rows: [{ id: coat.id, unit_price: 2_700_000, base_unit_price: 2_608_000 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pricesOf(coat.id)).toEqual({
      'COAT-S': 2_700_000,
      'COAT-M': 2_700_000,
      'COAT-L': 2_900_000,
    });
    // A variety's own row sets that variety's price alone.
    const own = await bulk({ rows: [{ sku: 'COAT-L', unit_price: 3_100_000, base_unit_price: 2_900_000 }] });
    expect(own.statusCode, own.body).toBe(200);
    expect(await pricesOf(coat.id)).toEqual({
      'COAT-S': 2_700_000,
      'COAT-M': 2_700_000,
      'COAT-L': 3_100_000,
    });
  });

  it('in the product editor: a new product price moves the inheriting varieties too', async () => {
    const vest = await twoAtOneOwn('جلیقه', 'VEST');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${vest.id}`,
      headers: boss.headers,
      payload: { unit_price: 2_500_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pricesOf(vest.id)).toEqual({
      'VEST-S': 2_500_000,
      'VEST-M': 2_500_000,
      'VEST-L': 2_900_000,
    });
  });
});
