import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSpecificationValues, specificationValues } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (
      await t.adminWith([
        'read_specification',
        'write_specification',
        'modify_specification',
        'delete_specification',
        'modify_specification-value',
        'delete_specification-value',
      ])
    ).headers,
  );
});
afterAll(async () => t?.close());

interface Spec {
  id: number;
  name: string;
  order: number;
  values: { id: number; value: string }[];
}

const names = async (query = '') =>
  (await api.get(`/admin/specifications?${query}`)).body.data.specifications.data.map((s: Spec) => s.name);

describe('specifications', () => {
  const made: Record<string, Spec> = {};

  it('creates text, select and multi-select specifications, each at the end of the order', async () => {
    const material = await api.post('/admin/specifications', {
      name: 'material',
      label: 'جنس پارچه',
      type: 'select',
      group: 'پارچه',
      show_filter: true,
      required: true,
      values: ['نخي', 'كتان'],
    });
    expect(material.status).toBe(201);
    made.material = material.body.data.specification;
    expect(made.material).toMatchObject({ label: 'جنس پارچه', group: 'پارچه', required: true, order: 0 });
    expect(made.material?.values.map((v) => v.value)).toEqual(['نخی', 'کتان']);
    made.warranty = (
      await api.post('/admin/specifications', { name: 'warranty', label: 'گارانتی', type: 'text' })
    ).body.data.specification;
    expect(made.warranty).toMatchObject({ group: 'public', order: 1, values: [] });
    made.uses = (
      await api.post('/admin/specifications', {
        name: 'uses',
        label: 'کاربرد',
        type: 'multi_select',
        values: ['مهمانی', 'روزمره', 'ورزشی'],
      })
    ).body.data.specification;
    expect(made.uses?.order).toBe(2);
    expect(await names()).toEqual(['material', 'warranty', 'uses']);
  });

  it('refuses a bad type, a text spec with values and a taken name, in Persian', async () => {
    const bad = await api.post('/admin/specifications', { name: 'x', label: '', type: 'checkbox' });
    expect(bad.body.errors).toEqual({
      label: ['عنوان الزامی است.'],
      type: ['مقدار انتخاب‌شده برای نوع معتبر نیست.'],
    });
    const textWithValues = await api.post('/admin/specifications', {
      name: 'y',
      label: 'ی',
      type: 'text',
      values: ['a'],
    });
    expect(textWithValues.status).toBe(422);
    const taken = await api.post('/admin/specifications', { name: 'material', label: 'ج', type: 'text' });
    expect(taken.body.errors.name).toEqual(['این نام مشخصه قبلا ثبت شده است.']);
  });

  it('sorts with POST specifications/sort (ids or Shopit’s `specifications`), all or nothing', async () => {
    const ids = [made.uses?.id, made.material?.id, made.warranty?.id];
    const res = await api.post('/admin/specifications/sort', { ids });
    expect(res.status).toBe(200);
    expect(await names()).toEqual(['uses', 'material', 'warranty']);
    const shopit = await api.post('/admin/specifications/sort', { specifications: [...ids].reverse() });
    expect(shopit.status).toBe(200);
    expect(await names()).toEqual(['warranty', 'material', 'uses']);
    const partial = await api.post('/admin/specifications/sort', { ids: [made.uses?.id] });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.ids).toEqual(['ترتیب باید همه مشخصات فنی را دربر بگیرد.']);
    const dup = await api.post('/admin/specifications/sort', { ids: [ids[0], ids[0], ids[1]] });
    expect(dup.status).toBe(422);
    expect(await names()).toEqual(['warranty', 'material', 'uses']);
  });

  it('lists filtered by type, group and required, searched with Arabic letters', async () => {
    expect(await names('type=multi_select')).toEqual(['uses']);
    expect(await names(`group=${encodeURIComponent('پارچه')}`)).toEqual(['material']);
    expect(await names('required=1')).toEqual(['material']);
    expect(await names(`search=${encodeURIComponent('جنس پارچة')}`)).toEqual(['material']);
    expect(await names('sort_by=name')).toEqual(['material', 'uses', 'warranty']);
  });

  it('edits values through the specification and through specification-values', async () => {
    const uses = made.uses as Spec;
    const [party] = uses.values;
    const updated = await api.put(`/admin/specifications/${uses.id}`, {
      edited_values: [{ id: party?.id, value: 'مجلسی' }],
      values: ['اداری'],
    });
    expect(updated.body.data.specification.values.map((v: { value: string }) => v.value)).toEqual([
      'مجلسی',
      'روزمره',
      'ورزشی',
      'اداری',
    ]);
    const renamed = await api.put(`/admin/specification-values/${party?.id}`, { value: 'رسمي' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.specification_value).toMatchObject({ id: party?.id, value: 'رسمی' });
    const clash = await api.put(`/admin/specification-values/${party?.id}`, { value: 'اداری' });
    expect(clash.body.errors.value).toEqual(['این مقدار برای این مشخصه قبلا ثبت شده است.']);
    expect((await api.put('/admin/specification-values/999999', { value: 'x' })).status).toBe(404);
  });

  it('deletes an unused value and refuses one a product has chosen', async () => {
    const uses = (await api.get(`/admin/specifications/${made.uses?.id}`)).body.data.specification as Spec;
    const sport = uses.values.find((v) => v.value === 'ورزشی');
    expect((await api.del(`/admin/specification-values/${sport?.id}`)).status).toBe(200);
    const product = await insertProduct(t, 'کت و شلوار');
    const formal = uses.values.find((v) => v.value === 'رسمی');
    await t.db.insert(productSpecificationValues).values({
      productId: product.id,
      specificationId: uses.id,
      specificationValueId: formal?.id as number,
    });
    const refused = await api.del(`/admin/specification-values/${formal?.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('این مقدار برای ۱ محصول انتخاب شده و حذف نمی‌شود.');
    const throughSpec = await api.put(`/admin/specifications/${uses.id}`, { deleted_values: [formal?.id] });
    expect(throughSpec.body.message).toBe('مقدار حذف‌شده در محصولات به کار رفته و حذف نمی‌شود.');
    expect((await t.db.select().from(specificationValues)).some((v) => v.id === formal?.id)).toBe(true);
  });

  it('guards values with the specification-value permissions and deletes a specification', async () => {
    const other = apiAs(t, (await t.adminWith(['read_specification', 'modify_specification'])).headers);
    const value = (made.material as Spec).values[0];
    expect((await other.put(`/admin/specification-values/${value?.id}`, { value: 'x' })).status).toBe(403);
    expect((await other.post('/admin/specifications/sort', { ids: [] })).status).toBe(422);
    expect((await api.del(`/admin/specifications/${made.warranty?.id}`)).status).toBe(200);
    expect(await names()).toEqual(['material', 'uses']);
  });
});
