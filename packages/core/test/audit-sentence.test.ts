import { describe, expect, it } from 'vitest';
import { auditFieldChanges, auditSentence, auditSortMoves } from '../src/audit/index.ts';

const row = (over: Partial<Parameters<typeof auditSentence>[0]>) => ({
  admin_name: 'سارا احمدی',
  entity: 'products',
  entity_id: '12',
  action: 'update',
  before: null,
  after: null,
  ...over,
});

describe('auditSentence: an audit row as a Persian sentence', () => {
  it('names who, the record by its title, and only the fields that changed, by label, with their values in words', () => {
    const text = auditSentence(
      row({
        before: {
          id: 12,
          title: 'کیف چرمی',
          unit_price: 120000,
          status: 'draft',
          updated_at: '2025-01-01T00:00:00Z',
        },
        after: {
          id: 12,
          title: 'کیف چرمی',
          unit_price: 150000,
          status: 'available',
          updated_at: '2025-02-01T00:00:00Z',
        },
      }),
    );
    expect(text).toMatch(/^سارا احمدی محصول «کیف چرمی» را ویرایش کرد: /);
    expect(text).toContain('قیمت از ۱۲۰,۰۰۰ به ۱۵۰,۰۰۰؛ وضعیت از پیش‌نویس به موجود.');
    expect(text).not.toContain('draft');
    expect(text).not.toContain('unit_price');
    expect(text).not.toMatch(/updated_at|2025|عنوان/);
  });

  it('says a status move as one', () => {
    expect(
      auditSentence(
        row({
          entity: 'orders',
          entity_id: '7',
          action: 'status',
          before: { status: 'new' },
          after: { status: 'canceled' },
        }),
      ),
    ).toMatch(/^سارا احمدی وضعیت سفارش شماره ۷ را تغییر داد: وضعیت از .+ به .+\.$/);
  });

  it('says a create and a delete without listing fields, and a system write as «سامانه»', () => {
    expect(auditSentence(row({ action: 'create', after: { id: 3, name: 'اپل' }, entity: 'brands' }))).toBe(
      'سارا احمدی برند «اپل» را ایجاد کرد.',
    );
    expect(
      auditSentence(
        row({ action: 'delete', admin_name: null, entity: 'orders', entity_id: '905', before: { id: 905 } }),
      ),
    ).toBe('سامانه سفارش شماره ۹۰۵ را حذف کرد.');
  });

  it('counts what it does not spell out, so no entry grows without end', () => {
    const keys = [
      'status',
      'title',
      'order',
      'unit_price',
      'discount',
      'quantity',
      'amount',
      'description',
      'body',
      'reason',
    ];
    const before = Object.fromEntries(keys.map((key, i) => [key, i]));
    const after = Object.fromEntries(keys.map((key, i) => [key, i + 1]));
    expect(auditSentence(row({ entity: 'settings', before, after }))).toContain('و ۶ مورد دیگر');
  });

  it('says a wallet move by what it is, amounts in Toman, and leaves unlabelled bookkeeping to the detail', () => {
    expect(
      auditSentence(
        row({
          entity: 'wallet_transactions',
          entity_id: '3',
          action: 'deposit',
          after: { amount: 30000, balance: 110000, customer_id: 1, meta: { reason: 'x' }, wallet_id: 4 },
        }),
      ),
    ).toBe('سارا احمدی واریز به کیف پول ثبت کرد: مبلغ: ۳۰,۰۰۰؛ موجودی: ۱۱۰,۰۰۰؛ مشتری: ۱.');
  });

  it('says what a reorder moved where, and nothing of what stayed', () => {
    const tree = (shoesUnder: 'clothes' | 'sport') => [
      {
        id: 1,
        title: 'پوشاک',
        children: shoesUnder === 'clothes' ? [{ id: 3, title: 'کفش', children: [] }] : [],
      },
      {
        id: 2,
        title: 'ورزشی',
        children: shoesUnder === 'sport' ? [{ id: 3, title: 'کفش', children: [] }] : [],
      },
      ...Array.from({ length: 300 }, (_, i) => ({ id: 100 + i, title: `دسته ${i}`, children: [] })),
    ];
    const text = auditSentence(
      row({
        entity: 'categories',
        entity_id: 'tree',
        action: 'sort',
        before: tree('clothes'),
        after: tree('sport'),
      }),
    );
    expect(text).toBe('سارا احمدی ترتیب دسته‌بندی محصولات را تغییر داد: «کفش» از زیر «پوشاک» به زیر «ورزشی».');
    expect(auditSortMoves([5, 6, 7], [6, 5, 7])).toEqual([
      'شماره ۶ از جایگاه ۲ به ۱',
      'شماره ۵ از جایگاه ۱ به ۲',
    ]);
    expect(
      auditSortMoves([{ id: 9, parent_id: null, order: 0 }], [{ id: 9, parent_id: 4, order: 2 }]),
    ).toEqual(['شماره ۹ از بالاترین سطح به زیر شماره ۴']);
  });
});

describe('auditFieldChanges', () => {
  it('labels a select by its option and a boolean in words; bookkeeping is left out', () => {
    const changes = auditFieldChanges(
      'brands',
      { status: true, version: 1, name: 'Apple 15' },
      { status: false, version: 2, name: 'Apple 16' },
    );
    expect(changes.map((c) => c.name).sort()).toEqual(['name', 'status']);
    // A name keeps the digits it was written with.
    expect(changes.find((c) => c.name === 'name')).toMatchObject({ before: 'Apple 15', after: 'Apple 16' });
  });
});
