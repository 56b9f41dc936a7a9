import { REPORTS } from '@shop-admin/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../src/screens/generic/format-value.tsx';
import { varietyName } from '../src/screens/orders/create/create-lines.tsx';
import type { CreateVariety } from '../src/screens/orders/create/create-model.ts';
import type { OrderLine } from '../src/screens/orders/order-api.ts';
import { Code, personName } from '../src/screens/orders/order-format.tsx';
import { lineTitle } from '../src/screens/orders/order-lines.tsx';
import { varietyLabel } from '../src/screens/product-editor/editor-model.ts';
import { ReportTable } from '../src/screens/reports/report-table.tsx';
import { itemTitle, type SaleItem } from '../src/screens/till/sale-types.ts';

const LATIN_DIGIT = /[0-9]/;

/** What a formatted value reads as on screen. */
const shown = (node: React.ReactNode) => render(<p>{node}</p>).container.textContent ?? '';

describe('Persian digits in the Persian text the admin shows', () => {
  it('generic lists and details: a national code and a variety title read in Persian digits', () => {
    expect(shown(formatValue('0012345678', { type: 'text', name: 'national_code' }))).toBe('۰۰۱۲۳۴۵۶۷۸');
    expect(shown(formatValue('سایز 42', { type: 'text', name: 'title' }))).toBe('سایز ۴۲');
    expect(shown(formatValue('کاغذ A4 بسته 500 برگی', { name: 'title' }))).toBe('کاغذ A4 بسته ۵۰۰ برگی');
  });

  it('keeps SKUs, barcodes and slugs as typed or scanned', () => {
    expect(shown(formatValue('100245', { type: 'text', name: 'sku' }))).toBe('100245');
    expect(shown(formatValue('6260001234567', { name: 'barcode' }))).toBe('6260001234567');
    expect(shown(formatValue('summer-2024', { name: 'slug' }))).toBe('summer-2024');
  });

  it('order lines, new-order lines, till receipts and the product editor name varieties in Persian digits', () => {
    const line = {
      variety_id: 7,
      extra: {
        product_title: 'کفش 2024',
        title: 'سایز 42',
        attributes: [{ name: 'size', label: 'سایز', value: '42' }],
      },
    } as unknown as OrderLine;
    const { title, details } = lineTitle(line);
    const created = { productTitle: 'کفش', title: 'سایز 43' } as CreateVariety;
    const sold = {
      variety: { name: 'سایز 44', color: { name: 'مشکی' }, product: { id: 1, title: 'کفش مدل 3' } },
    } as unknown as SaleItem;
    const drafted = varietyLabel(
      { is_default: false, color_id: null, attribute_value_ids: [5] } as never,
      { colors: [], attributes: [{ values: [{ id: 5, value: '45' }] }] } as never,
    );
    for (const text of [title, details, varietyName(created), itemTitle(sold), drafted]) {
      expect(text).not.toMatch(LATIN_DIGIT);
    }
    expect(title).toBe('کفش ۲۰۲۴ - سایز ۴۲');
    expect(itemTitle(sold)).toBe('کفش مدل ۳ - سایز ۴۴ - مشکی');
    expect(drafted).toBe('۴۵');
  });

  it("the order screen's customer: a name with a digit, or the mobile when there is no name", () => {
    expect(personName({ first_name: 'نرگس', last_name: 'مشتری2' })).toBe('نرگس مشتری۲');
    expect(personName({ first_name: null, last_name: null, mobile: '09121234567' })).toBe('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('codes keep the digits they were written with: a coupon code on the order page and in lists', () => {
    expect(shown(<Code value="YALDA1404" name="code" />)).toBe('YALDA1404');
    expect(shown(<Code value="1404771" name="tracking_code" />)).toBe('1404771');
    expect(shown(<Code value="09121234567" />)).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(shown(formatValue('YALDA1404', { name: 'code' }))).toBe('YALDA1404');
    expect(shown(formatValue('1404', { type: 'text', name: 'code' }))).toBe('1404');
  });

  it('report tables keep the numbers of Latin product names («iPhone 15»), as the downloads do', () => {
    const report = REPORTS.find((r) => r.name === 'products');
    if (!report) throw new Error('no products report');
    const rows = [
      { product_id: 12, title: 'گوشی موبایل iPhone 15', sku: '100245' },
      { product_id: 13, title: 'لپ‌تاپ IdeaPad Slim 3', sku: '100246' },
      { product_id: 14, title: 'تلویزیون 43 اینچ', sku: '100247' },
    ];
    const { container } = render(
      <ReportTable report={report} rows={rows} sort={{ by: null, desc: false }} onSort={() => {}} />,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('گوشی موبایل iPhone 15');
    expect(text).toContain('لپ‌تاپ IdeaPad Slim 3');
    expect(text).toContain('تلویزیون ۴۳ اینچ');
    expect(text).toContain('100245');
  });
});
