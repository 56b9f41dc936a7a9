import { describe, expect, it } from 'vitest';
import { createCatalogueIndex } from '../src/screens/till/offline/catalogue-index.ts';
import { offlineReceiptSale, offlineSaleEntry } from '../src/screens/till/offline/offline-sale.ts';

const shirt = {
  id: 1,
  title: 'پیراهن کتان - مشکی',
  sku: 'TS-1',
  barcode: '6260001',
  price: 120_000,
  balance: 3,
};
const scarf = { id: 2, title: 'شال نخی', sku: 'TS-2', barcode: null, price: 80_000, balance: 0 };

describe("the till's device catalogue", () => {
  it('finds a variety by SKU in any case or by barcode in any digits, barcodes first', () => {
    const index = createCatalogueIndex([shirt, scarf, { ...scarf, id: 3, sku: '6260001', barcode: null }]);
    expect(index.byCode('ts-2')?.id).toBe(2);
    expect(index.byCode(' TS-1 ')?.id).toBe(1);
    expect(index.byCode('۶۲۶۰۰۰۱')?.id).toBe(1);
    expect(index.byCode('nope')).toBeNull();
    expect(index.size).toBe(3);
  });

  it('searches Persian names whatever Arabic letters are typed, and follows changes and removals', () => {
    const index = createCatalogueIndex([shirt, scarf]);
    expect(index.search('پيراهن').map((v) => v.id)).toEqual([1]);
    index.update([{ ...scarf, title: 'شال ابریشمی', sku: 'TS-22' }], [1]);
    expect(index.search('پیراهن')).toEqual([]);
    expect(index.byCode('TS-1')).toBeNull();
    expect(index.byCode('TS-2')).toBeNull();
    expect(index.byCode('TS-22')?.title).toBe('شال ابریشمی');
    expect(index.search('ابریشمی').map((v) => v.id)).toEqual([2]);
  });
});

describe('an offline sale on the device', () => {
  it('carries its client id, the offline flag and time in the body, and its receipt says so', () => {
    const entry = offlineSaleEntry({
      clientId: '0f0e0d0c-0000-4000-8000-000000000001',
      lines: [{ variety: shirt, quantity: 2, amount: 120_000, returned: false }],
      body: { varieties: [{ id: 1, quantity: 2, amount: 120_000 }], cash_amount: 240_000, card_amount: 0 },
      discount: 0,
      cash: 240_000,
      card: 0,
      cardReference: '',
      mobile: '',
      customerName: ' ',
      description: '',
      now: new Date('2026-11-28T08:30:00.000Z'),
    });
    expect(entry.body).toMatchObject({
      client_id: '0f0e0d0c-0000-4000-8000-000000000001',
      offline: true,
      offline_at: '2026-11-28T08:30:00.000Z',
      cash_amount: 240_000,
    });
    const sale = offlineReceiptSale(entry, { name: 'فروشگاه', telephone: null, address: null });
    expect(sale).toMatchObject({ id: 0, total: 240_000, offline_at: entry.createdAt, customer_name: null });
    expect(sale.items?.[0]).toMatchObject({ quantity: 2, line_total: 240_000 });
  });
});
