import { describe, expect, it } from 'vitest';
import { isProductForSale, varietyDisplayName, varietySaleRefusal, varietyTitle } from '../src/index.ts';

describe('varietyTitle and varietyDisplayName', () => {
  it('name every attribute after the colour: «صندل… مدل ۸ - سبز - ۴۶», not «… - سبز»', () => {
    const title = varietyTitle(null, {
      color: { name: 'سبز' },
      attributes: [{ value: '۴۶' }],
    });
    expect(title).toBe('سبز - ۴۶');
    expect(varietyDisplayName('صندل زنانه مدل ۸', title)).toBe('صندل زنانه مدل ۸ - سبز - ۴۶');
    expect(
      varietyTitle(null, { color: null, attributes: [{ value: 'XL' }, { value: 'نخی' }, { value: ' ' }] }),
    ).toBe('XL - نخی');
  });

  it("put the variety's own name first and add only the parts it does not say; a plain variety adds nothing", () => {
    const extras = { color: { name: 'سبز' }, attributes: [{ value: '46' }] };
    expect(varietyTitle(' راحتی ', extras)).toBe('راحتی - سبز - 46');
    expect(varietyTitle('سبز ۴۶', extras)).toBe('سبز ۴۶');
    expect(varietyTitle('سایز 44', { color: { name: 'مشکی' }, attributes: [{ value: '4' }] })).toBe(
      'سایز 44 - مشکی - 4',
    );
    expect(varietyTitle('قهوه‌ای', {})).toBe('قهوه‌ای');
    expect(varietyTitle(null, {})).toBe('');
    expect(varietyDisplayName('کیف چرمی', '')).toBe('کیف چرمی');
    expect(varietyDisplayName('کیف چرمی', 'کیف چرمی')).toBe('کیف چرمی');
  });
});

describe('varietySaleRefusal', () => {
  it('refuses unpublished products and empty stock with the Persian reason, as placing an order does', () => {
    expect(varietySaleRefusal({ productStatus: 'available', balance: 3 })).toBeNull();
    expect(varietySaleRefusal({ productStatus: 'available_offline', balance: 1 })).toBeNull();
    expect(varietySaleRefusal({ productStatus: 'draft', balance: 9 })).toBe(
      'قابل فروش نیست: پیش‌نویس است و منتشر نشده',
    );
    expect(varietySaleRefusal({ productStatus: 'soon', balance: 9 })).toMatch(/^قابل فروش نیست/);
    expect(varietySaleRefusal({ productStatus: 'available', balance: 0 })).toBe('ناموجود');
    expect(isProductForSale('draft')).toBe(false);
    expect(isProductForSale('out_of_stock')).toBe(true);
  });
});
