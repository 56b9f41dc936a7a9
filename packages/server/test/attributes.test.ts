import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeValues, varieties, varietyAttributeValues } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_attribute', 'write_attribute', 'modify_attribute', 'delete_attribute']))
      .headers,
  );
});
afterAll(async () => t?.close());

interface Value {
  id: number;
  value: string;
  position: number;
}
const texts = (values: Value[]) => values.map((value) => value.value);

let made = 0;
/** A select attribute of one test's own (a fresh latin name), with the given values in order. */
async function selectAttribute(values: string[], extra: Record<string, unknown> = {}) {
  made += 1;
  const res = await api.post('/admin/attributes', {
    name: `size${made}`,
    label: `سایز ${made}`,
    type: 'select',
    values,
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body.data.attribute as { id: number; name: string; values: Value[] };
}

describe('attributes and their values', () => {
  it('creates a select attribute with its values in order', async () => {
    const res = await api.post('/admin/attributes', {
      name: 'size',
      label: 'سايز',
      type: 'select',
      style: 'box',
      show_filter: true,
      values: ['S', 'M', 'L', 'XL', ' XXL '],
    });
    expect(res.status).toBe(201);
    const size = res.body.data.attribute as { values: Value[] };
    expect(size).toMatchObject({
      name: 'size',
      label: 'سایز',
      type: 'select',
      style: 'box',
      show_filter: true,
    });
    expect(texts(size.values)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(size.values.map((value) => value.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('adds, renames and deletes values in one update (values, edited_values, deleted_values)', async () => {
    const size = await selectAttribute(['S', 'M', 'L', 'XL', 'XXL']);
    const [s, m] = size.values;
    const xxl = size.values[4] as Value;
    const res = await api.put(`/admin/attributes/${size.id}`, {
      values: ['۳XL', '38'],
      edited_values: [{ id: s?.id, value: 'Small' }],
      deleted_values: [xxl.id],
    });
    expect(res.status).toBe(200);
    const values = res.body.data.attribute.values as Value[];
    expect(texts(values)).toEqual(['Small', 'M', 'L', 'XL', '۳XL', '38']);
    expect(values.find((value) => value.value === 'M')?.id).toBe(m?.id);
    expect(values.find((value) => value.value === 'Small')?.id).toBe(s?.id);
  });

  it('swaps two value texts in one update', async () => {
    const size = await selectAttribute(['Small', 'M', 'L']);
    const shown = (await api.get(`/admin/attributes/${size.id}`)).body.data.attribute.values as Value[];
    const [first, second] = shown;
    const res = await api.put(`/admin/attributes/${size.id}`, {
      edited_values: [
        { id: first?.id, value: second?.value },
        { id: second?.id, value: first?.value },
      ],
    });
    expect(res.status).toBe(200);
    expect(texts(res.body.data.attribute.values).slice(0, 2)).toEqual(['M', 'Small']);
  });

  it('refuses duplicate values, foreign ids and bad rows with Persian errors, changing nothing', async () => {
    const size = await selectAttribute(['S', 'M', 'L']);
    const before = await t.db.select().from(attributeValues).where(eq(attributeValues.attributeId, size.id));
    const dup = await api.put(`/admin/attributes/${size.id}`, { values: ['M'] });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.values).toEqual(['مقدار «M» تکراری است.']);
    const twiceNew = await api.post('/admin/attributes', {
      name: 'tarh',
      label: 'طرح',
      type: 'select',
      values: ['ساده', 'ساده'],
    });
    expect(twiceNew.body.errors.values).toEqual(['مقدار «ساده» تکراری است.']);
    const foreign = await api.put(`/admin/attributes/${size.id}`, {
      edited_values: [{ id: 999999, value: 'X' }],
    });
    expect(foreign.body.errors['edited_values.0.id']).toEqual(['مقداری با شناسه ۹۹۹۹۹۹ در این فهرست نیست.']);
    const badRow = await api.put(`/admin/attributes/${size.id}`, { edited_values: [{ id: 'x' }, 5] });
    expect(badRow.status).toBe(422);
    expect(badRow.body.errors['edited_values.0.value']).toEqual(['مقدار الزامی است.']);
    expect(badRow.body.errors['edited_values.1']).toEqual(['ردیف ۲ از ویرایش مقادیر معتبر نیست.']);
    const unknownKey = await api.put(`/admin/attributes/${size.id}`, {
      edited_values: [{ id: 1, value: 'a', hack: 1 }],
    });
    expect(unknownKey.body.errors['edited_values.0.hack']).toEqual(['فیلد hack پذیرفته نیست.']);
    const after = await t.db.select().from(attributeValues).where(eq(attributeValues.attributeId, size.id));
    expect(after).toEqual(before);
  });

  it('refuses deleting a value a variety uses', async () => {
    const size = await selectAttribute(['S', 'M', 'L']);
    const product = await insertProduct(t, 'تی‌شرت');
    const [variety] = await t.db
      .insert(varieties)
      .values({ productId: product.id, price: 100_000 })
      .returning();
    const m = ((await api.get(`/admin/attributes/${size.id}`)).body.data.attribute.values as Value[]).find(
      (value) => value.value === 'M',
    ) as Value;
    await t.db
      .insert(varietyAttributeValues)
      .values({ varietyId: variety?.id as number, attributeId: size.id, attributeValueId: m.id });
    const res = await api.put(`/admin/attributes/${size.id}`, { deleted_values: [m.id], values: ['XS'] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('مقدار حذف‌شده در تنوع‌های محصول به کار رفته و حذف نمی‌شود.');
    const values = (await api.get(`/admin/attributes/${size.id}`)).body.data.attribute.values as Value[];
    expect(texts(values)).not.toContain('XS');
    expect(texts(values)).toContain('M');
  });

  it('keeps text attributes free of values, and the latin name unique and latin', async () => {
    const text = await api.post('/admin/attributes', {
      name: 'engrave',
      label: 'حکاکی',
      type: 'text',
      values: ['x'],
    });
    expect(text.status).toBe(422);
    expect(text.body.errors.type).toEqual(['این نوع مقدار از پیش تعریف‌شده ندارد؛ ابتدا مقادیر را حذف کنید.']);
    const ok = await api.post('/admin/attributes', { name: 'engrave', label: 'حکاکی', type: 'text' });
    expect(ok.status).toBe(201);
    const { name } = await selectAttribute(['S']);
    const taken = await api.post('/admin/attributes', { name, label: 'اندازه', type: 'select' });
    expect(taken.body.errors.name).toEqual(['این نام لاتین ویژگی قبلا ثبت شده است.']);
    const persian = await api.post('/admin/attributes', {
      name: 'سایز',
      label: 'سایز',
      type: 'select',
      style: 'round',
    });
    expect(persian.body.errors).toEqual({
      name: ['قالب نام لاتین درست نیست.'],
      style: ['مقدار انتخاب‌شده برای نمایش معتبر نیست.'],
    });
  });

  it('lists with values, filtered by type and show_filter, searched by label or name', async () => {
    // Its own three, under a name prefix no other test uses; the search keeps other tests' rows out.
    await api.post('/admin/attributes', {
      name: 'lstjens',
      label: 'جنس',
      type: 'select',
      values: ['نخی', 'پلی‌استر'],
    });
    await api.post('/admin/attributes', {
      name: 'lstsize',
      label: 'اندازه',
      type: 'select',
      show_filter: true,
      values: ['S'],
    });
    await api.post('/admin/attributes', { name: 'lstnote', label: 'یادداشت', type: 'text' });
    const names = async (query: string) =>
      (await api.get(`/admin/attributes?search=lst&${query}`)).body.data.attributes.data.map(
        (a: { name: string }) => a.name,
      );
    expect(await names('sort_by=name')).toEqual(['lstjens', 'lstnote', 'lstsize']);
    expect(await names('type=select&sort_by=name')).toEqual(['lstjens', 'lstsize']);
    expect(await names('show_filter=1')).toEqual(['lstsize']);
    const search = await api.get(`/admin/attributes?search=${encodeURIComponent('جنس')}`);
    expect(search.body.data.attributes.data.map((a: { name: string }) => a.name)).toEqual(['lstjens']);
    expect(search.body.data.attributes.data[0].values.map((v: Value) => v.value)).toEqual(['نخی', 'پلی‌استر']);
    const byName = await api.get('/admin/attributes?search=LSTSIZE');
    expect(byName.body.data.attributes.data.map((a: { name: string }) => a.name)).toEqual(['lstsize']);
  });

  it('deletes an attribute with its values, and needs delete_attribute', async () => {
    const { body } = await api.post('/admin/attributes', {
      name: 'temp',
      label: 'موقت',
      type: 'select',
      values: ['a'],
    });
    const reader = apiAs(t, (await t.adminWith(['read_attribute', 'modify_attribute'])).headers);
    expect((await reader.del(`/admin/attributes/${body.data.attribute.id}`)).status).toBe(403);
    expect((await api.del(`/admin/attributes/${body.data.attribute.id}`)).status).toBe(200);
    const left = await t.db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, body.data.attribute.id));
    expect(left).toEqual([]);
  });
});
