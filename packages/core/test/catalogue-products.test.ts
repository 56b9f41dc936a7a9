import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  BULK_EDIT_COLUMNS,
  bulkEditRowFields,
  bulkRowAddressedBySku,
  fromJalali,
  getResource,
  PRODUCT_STATUSES,
  parseShopDateTime,
  productStatusLabel,
  readBulkEditRow,
  slugify,
  validate,
} from '../src/index.ts';

describe('product resources', () => {
  it('declares products, varieties, stores and store transactions with Shopit endpoints, keys and stems', () => {
    expect(getResource('products')).toMatchObject({
      endpoint: 'admin/products',
      responseKey: { list: 'products', item: 'product' },
      permissionStem: 'product',
    });
    expect(getResource('varieties')).toMatchObject({
      endpoint: 'admin/varieties',
      permissionStem: 'product',
    });
    expect(getResource('stores')).toMatchObject({
      endpoint: 'admin/stores',
      permissionStem: 'store',
      operations: ['list', 'get', 'create'],
    });
    expect(getResource('store_transactions')).toMatchObject({
      responseKey: { list: 'storeTransactions', item: 'storeTransaction' },
      operations: ['list'],
    });
    const byName = new Map(adminRoutes.map((route) => [route.name, route]));
    expect(byName.get('products.index')?.resource).toBe('products');
    expect(byName.get('store.index')?.resource).toBe('stores');
  });

  it('labels the five statuses in Persian', () => {
    expect(PRODUCT_STATUSES.map((s) => s.value)).toEqual([
      'draft',
      'soon',
      'available',
      'out_of_stock',
      'available_offline',
    ]);
    expect(productStatusLabel('out_of_stock')).toBe('ناموجود');
    expect(productStatusLabel('unknown')).toBe('unknown');
  });

  it('validates a product with the rules the server and the forms share', () => {
    const fields = getResource('products')?.fields ?? [];
    const writable = fields.filter((f) => !f.readOnly && f.type !== 'rows');
    expect(validate({ title: 'کیف', unit_price: '۱۲۰۰۰۰' }, writable).valid).toBe(true);
    const bad = validate({ unit_price: -1, sku: 'a b', barcode: 'x y', status: 'gone' }, writable);
    expect(Object.keys(bad.errors).sort()).toEqual(['barcode', 'sku', 'status', 'title', 'unit_price']);
    expect(bad.errors.title).toEqual(['عنوان الزامی است.']);
  });
});

describe('slugify', () => {
  it('keeps Persian letters, joins words with dashes and folds Arabic letters and digits', () => {
    expect(slugify('كيف چرمي  مردانه!')).toBe('کیف-چرمی-مردانه');
    expect(slugify('گوشی‌ همراه Galaxy S24 — ۲۵۶ گیگ')).toBe('گوشی-همراه-galaxy-s24-256-گیگ');
    expect(slugify('?!')).toBe('');
    expect([...slugify('کلمه '.repeat(100))].length).toBeLessThanOrEqual(191);
  });

  it('is idempotent and never starts or ends with a dash', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slugify(slug)).toBe(slug);
        expect(slug).not.toMatch(/^-|-$|--/);
      }),
    );
  });
});

describe('parseShopDateTime', () => {
  it('reads Jalali and Gregorian text in Tehran time, ISO with a zone, and Unix seconds', () => {
    expect(parseShopDateTime('۱۴۰۴/۰۸/۰۱ ۱۴:۳۰')?.toISOString()).toBe(
      fromJalali(1404, 8, 1, { hour: 14, minute: 30 }).toISOString(),
    );
    expect(parseShopDateTime('1404-8-1')?.toISOString()).toBe(fromJalali(1404, 8, 1).toISOString());
    expect(parseShopDateTime('2025-10-23 14:30')?.toISOString()).toBe('2025-10-23T11:00:00.000Z');
    expect(parseShopDateTime('2025-10-23T14:30:00Z')?.toISOString()).toBe('2025-10-23T14:30:00.000Z');
    expect(parseShopDateTime('2025-10-23T14:30:00+03:30')?.toISOString()).toBe('2025-10-23T11:00:00.000Z');
    expect(parseShopDateTime('1761215400')?.toISOString()).toBe('2025-10-23T10:30:00.000Z');
  });

  it('refuses dates that do not exist and anything else', () => {
    for (const text of [
      '1404/12/30',
      '2025-02-30',
      '1404/13/01',
      '1404/01/01 24:00',
      'tomorrow',
      '',
      '1404/01/01Z',
    ])
      expect(parseShopDateTime(text), text).toBeNull();
  });
});

describe('readBulkEditRow', () => {
  it('declares the columns the CLI reads', () => {
    expect(bulkEditRowFields.map((f) => f.name)).toEqual([...BULK_EDIT_COLUMNS]);
  });

  it('types CSV cells and JSON values the same way', () => {
    const fromCsv = readBulkEditRow({
      sku: 'KT-۲۰۲۴',
      unit_price: '۱٬۲۵۰٬۰۰۰',
      stock_adjust: '-3',
      categories_add: '4; 7,9',
      approved: 'بله',
      discount_until: '1404/08/01',
      purchase_price: '',
    });
    const fromJson = readBulkEditRow({
      sku: 'KT-2024',
      unit_price: 1_250_000,
      stock_adjust: -3,
      categories_add: [4, 7, 9],
      approved: true,
      discount_until: fromJalali(1404, 8, 1).toISOString(),
    });
    expect(fromCsv.errors).toEqual({});
    expect(fromCsv.row).toEqual(fromJson.row);
    expect(fromCsv.row).toEqual({
      sku: 'KT-2024',
      unit_price: 1_250_000,
      stock_adjust: -3,
      categories_add: [4, 7, 9],
      approved: true,
      discount_until: fromJalali(1404, 8, 1).toISOString(),
    });
  });

  it("reads a title in the server's normal form: digits as typed, Persian Yeh and Kaf; a SKU in ASCII digits", () => {
    expect(readBulkEditRow({ id: 1, title: ' كتاب ديني ۳ جلدی 2 ', sku: 'KT-۲' }).row).toEqual({
      id: 1,
      title: 'کتاب دینی ۳ جلدی 2',
      sku: 'KT-2',
    });
  });

  it('clears with null only what may be cleared', () => {
    expect(readBulkEditRow({ id: 1, discount: null, discount_type: null }).row).toEqual({
      id: 1,
      discount: null,
      discount_type: null,
    });
    expect(readBulkEditRow({ id: 1, unit_price: null }).errors).toEqual({
      unit_price: ['مقدار قیمت معتبر نیست.'],
    });
  });

  it('checks the row’s own rules, in Persian or in English for machine output', () => {
    const { errors } = readBulkEditRow({
      id: 1,
      variety_id: 4,
      sku: 'X',
      stock: 3,
      stock_adjust: 2,
      discount_type: 'percentage',
      discount: 150,
      categories_add: [2],
      categories_remove: '2',
      status: 'sold',
      colour: 'red',
    });
    expect(errors).toEqual({
      id: ['هر ردیف دقیقا یکی از شناسه محصول، شناسه تنوع یا کد انبار را لازم دارد.'],
      stock: ['موجودی و تغییر موجودی را با هم نفرستید.'],
      discount: ['تخفیف درصدی بیشتر از ۱۰۰ نیست.'],
      categories_add: ['یک دسته‌بندی را هم افزوده و هم حذف کرده‌اید.'],
      status: ['مقدار انتخاب‌شده برای وضعیت معتبر نیست.'],
      colour: ['فیلد colour پذیرفته نیست.'],
    });
    const english = readBulkEditRow({ stock_adjust: '0', unit_price: 'ten' }, { messages: 'en' }).errors;
    expect(english).toEqual({
      id: ['Each row needs exactly one of id, variety_id or sku.'],
      stock_adjust: ['stock_adjust must not be 0.'],
      unit_price: ['unit_price is not valid.'],
    });
  });

  it('reads sku as the address alone and as a value beside id or variety_id, with title and base values', () => {
    expect(readBulkEditRow({ sku: 'TS-S', stock: '3' })).toEqual({
      row: { sku: 'TS-S', stock: 3 },
      errors: {},
    });
    const { row, errors } = readBulkEditRow({
      id: '7',
      title: ' کیف چرمی ',
      sku: 'BAG-2',
      unit_price: '۱٬۳۰۰٬۰۰۰',
      base_unit_price: '1250000',
      stock: '4',
      base_stock: '5',
    });
    expect(errors).toEqual({});
    expect(row).toEqual({
      id: 7,
      title: 'کیف چرمی',
      sku: 'BAG-2',
      unit_price: 1_300_000,
      base_unit_price: 1_250_000,
      stock: 4,
      base_stock: 5,
    });
    expect(bulkRowAddressedBySku(row)).toBe(false);
    expect(bulkRowAddressedBySku({ sku: 'X' })).toBe(true);
  });

  it('refuses product columns on a variety row: a variety never changes its product silently', () => {
    const { errors } = readBulkEditRow(
      { variety_id: 3, status: 'draft', title: 'x y', categories_add: '2' },
      { messages: 'en' },
    );
    expect(Object.keys(errors).sort()).toEqual(['categories_add', 'status', 'title']);
    expect(errors.status).toEqual([
      "This column sets the product; put it on the product's row, not a variety's.",
    ]);
  });

  it('never throws, whatever a cell holds', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer()),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...BULK_EDIT_COLUMNS, 'x'), cell), (raw) => {
        const { row, errors } = readBulkEditRow(raw);
        expect(typeof row).toBe('object');
        expect(typeof errors).toBe('object');
      }),
    );
  });
});
