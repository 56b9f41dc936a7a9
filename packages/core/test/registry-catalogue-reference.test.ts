import { describe, expect, it } from 'vitest';
import {
  adminPermissions,
  type FieldDef,
  getResource,
  isValidHexColor,
  type PermissionStem,
  permissionsOf,
  productCommentStatusFields,
  type ResourceDef,
  validate,
} from '../src/index.ts';

function resource(name: string): ResourceDef {
  const found = getResource(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
}
const field = (def: ResourceDef, name: string) => def.fields.find((f) => f.name === name) as FieldDef;

describe('catalogue reference declarations', () => {
  it('declares every reference resource with its Shopit endpoint, keys and permission stem', () => {
    const expected: [string, string, string, string, PermissionStem][] = [
      ['categories', 'admin/categories', 'categories', 'category', 'category'],
      ['attributes', 'admin/attributes', 'attributes', 'attribute', 'attribute'],
      ['specifications', 'admin/specifications', 'specifications', 'specification', 'specification'],
      ['size_charts', 'admin/size_chart', 'sizeCharts', 'sizeChart', 'size_chart'],
      ['size_chart_types', 'admin/size_chart_types', 'size_chart_types', 'size_chart_type', 'size_chart'],
      ['product_sets', 'admin/product_sets', 'product_sets', 'product_set', 'product'],
      ['flashes', 'admin/flashes', 'flashes', 'flash', 'flash'],
      ['gifts', 'admin/gifts', 'gifts', 'gift', 'gift'],
      [
        'recommendation_groups',
        'admin/recommendation-groups',
        'recommendation_groups',
        'recommendation_group',
        'recommendation',
      ],
      ['product_comments', 'admin/product-comment', 'comments', 'comment', 'productComment'],
    ];
    const names = new Set(adminPermissions.map((p) => p.name));
    for (const [name, endpoint, list, item, stem] of expected) {
      expect(resource(name), name).toMatchObject({
        endpoint,
        responseKey: { list, item },
        permissionStem: stem,
      });
      for (const permission of Object.values(permissionsOf(stem)))
        expect(names.has(permission), permission).toBe(true);
    }
  });

  it('takes colour codes by core’s colour rule: #rgb, #rgba, #rrggbb and #rrggbbaa', () => {
    const colors = resource('colors');
    for (const code of ['#fff', '#ffff', '#1e88e5', '#1E88E580']) {
      expect(validate({ name: 'x', code }, colors.fields).valid, code).toBe(true);
      expect(isValidHexColor(code)).toBe(true);
    }
    for (const code of ['fff', '#ff', '#12345', '#ggg', 'red']) {
      expect(validate({ name: 'x', code }, colors.fields).errors.code, code).toEqual([
        'قالب کد رنگ درست نیست.',
      ]);
    }
  });

  it('accepts a unit precision typed in Persian digits', () => {
    expect(validate({ name: 'گرم', precision: '۰.۰۱' }, resource('units').fields).valid).toBe(true);
    expect(validate({ name: 'گرم', precision: '۰.۵' }, resource('units').fields).valid).toBe(false);
  });

  it('keeps attribute names latin keys and image fields paths or URLs', () => {
    const attributes = resource('attributes');
    expect(validate({ name: 'size', label: 'سایز', type: 'select' }, attributes.fields).valid).toBe(true);
    expect(
      validate({ name: 'سایز', label: 'سایز', type: 'select' }, attributes.fields).errors.name,
    ).toBeDefined();
    const image = field(resource('brands'), 'image');
    const upload = `/api/media/reference/brands/${'a1'.repeat(16)}.png`;
    for (const ok of [upload, 'https://cdn.example.com/a.png'])
      expect(validate({ image: ok }, [image]).valid, ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'a.png', '/a b.png', 'C:\\a.png', '/api/media/brands/a.png'])
      expect(validate({ image: bad }, [image]).valid, bad).toBe(false);
  });

  it('validates rows item by item, errors under name.index.field (a flash sale’s products)', () => {
    const flashes = resource('flashes');
    const products = field(flashes, 'products');
    expect(products.type).toBe('rows');
    const result = validate(
      {
        products: [
          { id: 1, discount_type: 'flat', discount: 1000, salable_max: 5 },
          { discount: -1 },
          7,
          { id: 2, x: 1 },
        ],
      },
      [products],
      { rejectUnknown: true },
    );
    expect(result.errors).toEqual({
      'products.1.id': ['محصول الزامی است.'],
      'products.1.discount': ['تخفیف باید ۰ یا بیشتر باشد.'],
      'products.2': ['ردیف ۳ از محصولات معتبر نیست.'],
      'products.3.x': ['فیلد x پذیرفته نیست.'],
    });
  });

  it('offers the comment statuses pending, approved and reject with Persian labels', () => {
    const status = productCommentStatusFields.find((f) => f.name === 'status');
    expect(status?.options?.map((o) => o.value)).toEqual(['pending', 'approved', 'reject']);
    expect(validate({ id: 1, status: 'spam' }, productCommentStatusFields).valid).toBe(false);
  });
});
