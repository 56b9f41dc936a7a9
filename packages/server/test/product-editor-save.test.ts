import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, storeTransactions } from '../src/db/schema/index.ts';
import {
  type CatalogueReference,
  createProduct,
  type ProductJson,
  seedCatalogueReference,
} from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

// The clock stands at 1404/08/10 11:30 Tehran.
const NOW = new Date('2025-11-01T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const get = async (id: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: boss.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.product as ProductJson;
};
const put = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api${url}`, headers: boss.headers, payload: payload as never });

/** Image rows of a product, written straight in (the upload itself is images.test.ts's). */
async function imagesOf(productId: number, n: number) {
  const rows = await t.db
    .insert(productImages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        productId,
        key: `products/${productId}/${String(i).padStart(32, 'a')}.png`,
        mime: 'image/png',
        size: 10,
        order: i,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

/** A product with red-M (stock 3) and blue-M (stock 5). */
const twoVarieties = (title: string, sku: string) =>
  createProduct(t.app, boss.headers, {
    title,
    unit_price: 450000,
    varieties: [
      {
        color_id: ref.colors.red.id,
        attribute_value_ids: [ref.sizes.M.id],
        price: 450000,
        sku: `${sku}-R`,
        stock: 3,
      },
      {
        color_id: ref.colors.blue.id,
        attribute_value_ids: [ref.sizes.M.id],
        price: 460000,
        sku: `${sku}-B`,
        stock: 5,
      },
    ],
  });

describe('product tags', () => {
  it('takes tags as text or a list, trims and drops repeats, and refuses more than 20', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'شال ابریشمی',
      unit_price: 200000,
      tags: 'هدیه، ابریشم, هدیه ',
    });
    expect((await get(product.id)).tags).toEqual(['هدیه', 'ابریشم']);
    const edited = await put(`/admin/products/${product.id}`, { tags: ['زمستانه', ' گرم '] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.product.tags).toEqual(['زمستانه', 'گرم']);
    const many = await put(`/admin/products/${product.id}`, {
      tags: Array.from({ length: 21 }, (_, i) => `برچسب ${i}`),
    });
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().errors)).toEqual(['tags']);
    expect((await get(product.id)).tags).toEqual(['زمستانه', 'گرم']);
  });
});

describe('discount start', () => {
  it('stores the start, applies the discount only from it, and refuses a start after the end', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'کلاه بافتنی',
      unit_price: 100000,
      discount_type: 'percentage',
      discount: 10,
      discount_from: '2025-11-05T08:00:00Z',
      discount_until: '2025-11-20T08:00:00Z',
    });
    const later = await get(product.id);
    expect(later.discount_from).toBe('2025-11-05T08:00:00.000Z');
    expect((later.varieties[0] as unknown as { final_price: { amount: number } }).final_price.amount).toBe(
      100000,
    );
    const started = await put(`/admin/products/${product.id}`, { discount_from: '2025-10-30T08:00:00Z' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.product.varieties[0].final_price.amount).toBe(90000);
    const wrong = await put(`/admin/products/${product.id}`, { discount_from: '2025-11-21T08:00:00Z' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty('discount_from');
  });
});

describe('image alt text', () => {
  it('sets and clears an image’s alt text; another product’s image is a 404', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'گلدان سفالی', unit_price: 90000 });
    const other = await createProduct(t.app, boss.headers, { title: 'کاسه سفالی', unit_price: 80000 });
    const [first] = await imagesOf(product.id, 2);
    const [foreign] = await imagesOf(other.id, 1);
    const set = await put(`/admin/products/${product.id}/images/${first}`, { alt: ' گلدان آبی از روبه‌رو ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.images[0]).toMatchObject({ id: first, alt: 'گلدان آبی از روبه‌رو' });
    expect(((await get(product.id)).images as { alt: string | null }[]).map((i) => i.alt)).toEqual([
      'گلدان آبی از روبه‌رو',
      null,
    ]);
    expect((await put(`/admin/products/${product.id}/images/${foreign}`, { alt: 'x' })).statusCode).toBe(404);
    const long = await put(`/admin/products/${product.id}/images/${first}`, { alt: 'ا'.repeat(192) });
    expect(long.statusCode).toBe(422);
    const cleared = await put(`/admin/products/${product.id}/images/${first}`, { alt: '' });
    expect(cleared.json().data.images[0].alt).toBeNull();
  });
});

describe('PUT admin/products/{id} with its varieties (one transaction)', () => {
  it('removes, updates, restocks and adds varieties in one save, with the variety images', async () => {
    const product = await twoVarieties('تیشرت یقه گرد', 'TEE-1');
    const [red, blue] = product.varieties as ProductJson['varieties'];
    const [img1, img2] = await imagesOf(product.id, 2);
    const res = await put(`/admin/products/${product.id}`, {
      title: 'تیشرت یقه گرد نخی',
      varieties: [
        { id: red?.id, price: 470000, stock: 7, balance: 3, image_ids: [img2, img1] },
        {
          color_id: ref.colors.red.id,
          attribute_value_ids: [ref.sizes.L.id],
          price: 480000,
          sku: 'TEE-1-RL',
          stock: 2,
          image_ids: [img1],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(product.id);
    expect(saved.title).toBe('تیشرت یقه گرد نخی');
    const byId = new Map(saved.varieties.map((v) => [v.id, v]));
    expect(byId.has(blue?.id as number)).toBe(false);
    expect(byId.get(red?.id as number)).toMatchObject({ price: 470000, balance: 7, image_ids: [img1, img2] });
    const added = saved.varieties.find((v) => v.sku === 'TEE-1-RL');
    expect(added).toMatchObject({ price: 480000, balance: 2, image_ids: [img1] });
    const moves = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.varietyId, red?.id as number));
    expect(moves.map((m) => [m.type, m.quantity])).toEqual([
      ['increment', 3],
      ['increment', 4],
    ]);
  });

  it('a refusal on the third row writes nothing, and names varieties.2.<field>', async () => {
    const product = await twoVarieties('پیراهن کتان', 'SHIRT-1');
    const taken = await twoVarieties('پیراهن لینن', 'LINEN-1');
    const [red, blue] = product.varieties as ProductJson['varieties'];
    const before = await get(product.id);
    const body = (third: Record<string, unknown>) => ({
      title: 'پیراهن کتان تغییرکرده',
      tags: ['تابستانه'],
      varieties: [
        { id: red?.id, price: 999000, stock: 30, balance: 3 },
        { id: blue?.id, sku: 'SHIRT-1-B2' },
        { color_id: ref.colors.red.id, attribute_value_ids: [ref.sizes.S.id], price: 1000, ...third },
      ],
    });
    // Refused by the database-facing rules after the first two rows were written: all rolled back.
    const clash = await put(`/admin/products/${product.id}`, body({ sku: taken.varieties[0]?.sku }));
    expect(clash.statusCode).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['varieties.2.sku']);
    // Refused by core's rules before anything is written.
    const price = await put(`/admin/products/${product.id}`, body({ price: -5 }));
    expect(price.statusCode).toBe(422);
    expect(Object.keys(price.json().errors)).toEqual(['varieties.2.price']);
    const after = await get(product.id);
    expect(after.title).toBe(before.title);
    expect(after.tags).toEqual([]);
    expect(after.varieties.map((v) => [v.id, v.price, v.sku, v.balance])).toEqual(
      before.varieties.map((v) => [v.id, v.price, v.sku, v.balance]),
    );
    const moves = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.varietyId, red?.id as number));
    expect(moves).toHaveLength(1);
  });

  it('refuses a stock typed over a balance that changed since loading, and another product’s image', async () => {
    const product = await twoVarieties('جوراب ساق بلند', 'SOCK-1');
    const other = await createProduct(t.app, boss.headers, { title: 'دستکش', unit_price: 1000 });
    const [foreign] = await imagesOf(other.id, 1);
    const [red, blue] = product.varieties as ProductJson['varieties'];
    const stale = await put(`/admin/products/${product.id}`, {
      varieties: [
        { id: red?.id, stock: 10, balance: 2 },
        { id: blue?.id, image_ids: [foreign] },
      ],
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors['varieties.0.stock'][0]).toContain('۳');
    const image = await put(`/admin/products/${product.id}`, {
      varieties: [{ id: red?.id }, { id: blue?.id, image_ids: [foreign] }],
    });
    expect(Object.keys(image.json().errors)).toEqual(['varieties.1.image_ids']);
    const unknown = await put(`/admin/products/${product.id}`, {
      varieties: [{ id: other.varieties[0]?.id }],
    });
    expect(Object.keys(unknown.json().errors)).toEqual(['varieties.0.id']);
    expect((await get(product.id)).varieties.map((v) => v.balance)).toEqual([3, 5]);
  });

  it('replaces the hidden default variety with a generated matrix', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'کوله پشتی', unit_price: 700000 });
    const res = await put(`/admin/products/${product.id}`, {
      varieties: [
        { color_id: ref.colors.red.id, attribute_value_ids: [ref.sizes.S.id], price: 700000, stock: 1 },
        { color_id: ref.colors.blue.id, attribute_value_ids: [ref.sizes.S.id], price: 700000, stock: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(product.id);
    expect(saved.varieties.map((v) => [v.is_default, v.balance])).toEqual([
      [false, 1],
      [false, 2],
    ]);
  });
});

describe('new varieties start from the product price', () => {
  it('a product created with varieties that name no price: each takes the product price and stock 0', async () => {
    const made = await createProduct(t.app, boss.headers, {
      title: 'کلاه بافتنی',
      unit_price: 350000,
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id] },
        { attribute_value_ids: [ref.sizes.M.id], price: 380000, stock: 2 },
      ],
    });
    expect(made.varieties.map((v) => [v.price, v.balance])).toEqual([
      [350000, 0],
      [380000, 2],
    ]);
  });

  it('a variety added in an edit without a price takes the product price, the new one when the same save changes it', async () => {
    const made = await createProduct(t.app, boss.headers, {
      title: 'دستکش چرمی',
      unit_price: 500000,
      varieties: [{ attribute_value_ids: [ref.sizes.S.id], price: 500000 }],
    });
    const kept = made.varieties[0]?.id;
    const res = await put(`/admin/products/${made.id}`, {
      unit_price: 540000,
      varieties: [{ id: kept }, { attribute_value_ids: [ref.sizes.M.id] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(made.id);
    expect(after.varieties.map((v) => [v.price, v.balance])).toEqual([
      [540000, 0],
      [540000, 0],
    ]);
  });
});
