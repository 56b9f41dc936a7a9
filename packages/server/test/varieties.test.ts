import { fromJalali } from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueReference, createProduct, seedCatalogueReference } from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const get = (url: string, headers = boss.headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = boss.headers) =>
  t.app.inject({ method, url, headers, payload: payload as never });
const productOf = async (id: number) => (await get(`/api/admin/products/${id}`)).json().data.product;

describe('admin/varieties', () => {
  it('replaces the hidden default variety with the first real one', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'دامن پلیسه', unit_price: 700000 });
    const res = await send('POST', '/api/admin/varieties', {
      product_id: product.id,
      color_id: ref.colors.blue.id,
      attribute_value_ids: [String(ref.sizes.M.id)],
      price: '۷۲۰٬۰۰۰',
      sku: 'SK-B-M',
      stock: 6,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.variety).toMatchObject({
      title: 'آبی - M',
      price: 720000,
      balance: 6,
      is_default: false,
      product_title: 'دامن پلیسه',
      attributes: [{ name: 'size', label: 'سایز', value: 'M' }],
    });
    const after = await productOf(product.id);
    expect(after.varieties.map((v: { sku: string }) => v.sku)).toEqual(['SK-B-M']);
    // The variety's SKU finds its product in the quick search.
    const found = (await get('/api/admin/products/search?q=sk-b-m')).json().data.products;
    expect(found.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it('refuses a variety without options beside real ones, and replacing a default that holds stock', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'کفش رسمی',
      unit_price: 2_000_000,
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 2_000_000 },
        { attribute_value_ids: [ref.sizes.M.id], price: 2_000_000 },
      ],
    });
    const plain = await send('POST', '/api/admin/varieties', { product_id: product.id, price: 1 });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.attribute_value_ids).toEqual([
      'تنوع بدون رنگ و ویژگی فقط برای محصول تک‌تنوعی است.',
    ]);
    const stocked = await createProduct(t.app, boss.headers, { title: 'جوراب', unit_price: 90000, stock: 3 });
    const res = await send('POST', '/api/admin/varieties', {
      product_id: stocked.id,
      attribute_value_ids: [ref.sizes.L.id],
      price: 90000,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('default_has_stock');
  });

  it('updates prices, codes and the combination, with Persian errors for bad ones', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'هودی',
      unit_price: 1_200_000,
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 1_200_000, sku: 'HD-S' },
        { attribute_value_ids: [ref.sizes.M.id], price: 1_200_000, sku: 'HD-M' },
      ],
    });
    const [s, m] = product.varieties as unknown as [{ id: number }, { id: number }];
    const ok = await send('PUT', `/api/admin/varieties/${s.id}`, {
      price: 1_150_000,
      discount_type: 'flat',
      discount: 150_000,
      discount_until: '۱۴۱۰/۰۱/۱۵ ۲۳:۵۹',
      color_id: ref.colors.red.id,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.variety).toMatchObject({
      title: 'قرمز - S',
      price: 1_150_000,
      final_price: { discount_model: 'variety', discount_price: 150_000, amount: 1_000_000 },
    });
    expect(new Date(ok.json().data.variety.discount_until).toISOString()).toBe(
      fromJalali(1410, 1, 15, { hour: 23, minute: 59 }).toISOString(),
    );
    const tooMuch = await send('PUT', `/api/admin/varieties/${s.id}`, { discount: 2_000_000 });
    expect(tooMuch.json().errors).toEqual({ discount: ['تخفیف از قیمت بیشتر است.'] });
    const clash = await send('PUT', `/api/admin/varieties/${m.id}`, {
      attribute_value_ids: [ref.sizes.S.id],
      color_id: ref.colors.red.id,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.attribute_value_ids).toEqual([
      'تنوعی با همین رنگ و مقادیر ویژگی برای این محصول وجود دارد.',
    ]);
    const taken = await send('PUT', `/api/admin/varieties/${m.id}`, { sku: 'HD-S' });
    expect(taken.json().errors).toEqual({ sku: ['این کد انبار قبلا ثبت شده است.'] });
    const badDate = await send('PUT', `/api/admin/varieties/${m.id}`, { discount_until: '1404/12/30' });
    expect(badDate.json().errors).toEqual({
      discount_until: ['پایان تخفیف یک تاریخ و ساعت معتبر نیست (مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰).'],
    });
    const twoSizes = await send('PUT', `/api/admin/varieties/${m.id}`, {
      attribute_value_ids: [ref.sizes.S.id, ref.sizes.L.id],
    });
    expect(twoSizes.json().errors.attribute_value_ids).toEqual(['از هر ویژگی فقط یک مقدار انتخاب کنید.']);
  });

  it('lists with filters and sorts, and shows one variety', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'ساعت مچی',
      unit_price: 5_000_000,
      varieties: [
        { color_id: ref.colors.red.id, price: 5_500_000, sku: 'WT-R' },
        { color_id: ref.colors.blue.id, price: 4_900_000, sku: 'WT-B' },
      ],
    });
    const list = (await get(`/api/admin/varieties?product_id=${product.id}&sort_by=price`)).json().data
      .varieties;
    expect(list.data.map((v: { sku: string }) => v.sku)).toEqual(['WT-B', 'WT-R']);
    const byTitle = (await get(`/api/admin/varieties?search=${encodeURIComponent('ساعت مچي')}`)).json().data
      .varieties;
    expect(byTitle.total).toBe(2);
    const bySku = (await get('/api/admin/varieties?search=wt-r')).json().data.varieties.data;
    expect(bySku.map((v: { sku: string }) => v.sku)).toEqual(['WT-R']);
    const byColor = (
      await get(`/api/admin/varieties?product_id=${product.id}&color_id=${ref.colors.blue.id}`)
    ).json();
    expect(byColor.data.varieties.total).toBe(1);
    const one = (await get(`/api/admin/varieties/${list.data[0].id}`)).json().data.variety;
    expect(one).toMatchObject({ sku: 'WT-B', color: { name: 'آبی', code: '#1e88e5' } });
    expect((await get('/api/admin/varieties?product_id=abc')).statusCode).toBe(422);
  });

  it('soft-deletes: the variety leaves the product, its SKU is free again, the last one stays', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'عینک آفتابی',
      unit_price: 3_000_000,
      status: 'available',
      varieties: [
        { color_id: ref.colors.red.id, price: 3_000_000, sku: 'SG-R', stock: 2 },
        { color_id: ref.colors.blue.id, price: 3_000_000, sku: 'SG-B', stock: 0 },
      ],
    });
    const [red, blue] = product.varieties as unknown as [{ id: number }, { id: number }];
    expect((await send('DELETE', `/api/admin/varieties/${red.id}`)).statusCode).toBe(200);
    const after = await productOf(product.id);
    expect(after.varieties.map((v: { sku: string }) => v.sku)).toEqual(['SG-B']);
    // Only an empty variety is left: the product ran out.
    expect(after.status).toBe('out_of_stock');
    expect((await get(`/api/admin/varieties/${red.id}`)).json().data.variety.deleted_at).not.toBeNull();
    const reuse = await send('POST', '/api/admin/varieties', {
      product_id: product.id,
      color_id: ref.colors.red.id,
      price: 1,
      sku: 'SG-R',
    });
    expect(reuse.statusCode).toBe(201);
    await send('DELETE', `/api/admin/varieties/${reuse.json().data.variety.id}`);
    const last = await send('DELETE', `/api/admin/varieties/${blue.id}`);
    expect(last.statusCode).toBe(422);
    expect(last.json().message).toBe('محصول باید دست‌کم یک تنوع داشته باشد.');
  });

  it('is guarded by the product permissions', async () => {
    const reader = await t.adminWith(['read_product']);
    expect((await get('/api/admin/varieties', reader.headers)).statusCode).toBe(200);
    expect(
      (await send('POST', '/api/admin/varieties', { product_id: 1, price: 1 }, reader.headers)).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/api/admin/varieties/1', { price: 1 }, reader.headers)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/admin/varieties/1', undefined, reader.headers)).statusCode).toBe(403);
    const missing = await send('POST', '/api/admin/varieties', { price: 1 });
    expect(missing.json().errors).toEqual({ product_id: ['محصول الزامی است.'] });
  });
});
