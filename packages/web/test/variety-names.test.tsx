import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { varietyName } from '../src/screens/orders/create/create-lines.tsx';
import type { OrderLine } from '../src/screens/orders/order-api.ts';
import { lineTitle } from '../src/screens/orders/order-lines.tsx';
import { Receipt } from '../src/screens/till/receipt.tsx';
import type { Sale } from '../src/screens/till/sale-types.ts';

const FULL = 'صندل زنانه مدل ۸ - سبز - ۴۶';

describe('a variety is named with every attribute (issue 34, item 9)', () => {
  it("on the till's receipt: «… - سبز - ۴۶», not «… - سبز»", () => {
    const sale = {
      id: 12,
      created_at: '2026-11-20T08:00:00Z',
      total: 950_000,
      sell_amount: 950_000,
      refund_amount: 0,
      discount_amount: 0,
      cash_amount: 950_000,
      card_amount: 0,
      from_wallet_amount: 0,
      items: [
        {
          id: 1,
          variety_id: 5,
          type: 'sell',
          quantity: 1,
          amount: 950_000,
          line_total: 950_000,
          variety: {
            id: 5,
            sku: 'SNDL-8-G46',
            barcode: null,
            name: null,
            color: { name: 'سبز' },
            attributes: [{ name: 'shoe_size', value: '46' }],
            product: { id: 2, title: 'صندل زنانه مدل 8' },
          },
        },
      ],
    } as unknown as Sale;
    render(<Receipt sale={sale} />);
    expect(screen.getByRole('article').textContent).toContain(FULL);
  });

  it('on order pages and invoices (the snapshot), and in the order form picker', () => {
    const line = {
      variety_id: 5,
      extra: {
        product_title: 'صندل زنانه مدل 8',
        title: 'سبز - 46',
        color: { name: 'سبز', code: '#0a0' },
        attributes: [{ name: 'shoe_size', label: 'سایز', value: '46' }],
      },
    } as unknown as OrderLine;
    expect(lineTitle(line)).toEqual({ title: FULL, details: 'رنگ: سبز، سایز: ۴۶' });
    // A snapshot without its title (older lines) is named from its colour and attributes all the same.
    expect(lineTitle({ ...line, extra: { ...line.extra, title: '' } }).title).toBe(FULL);
    expect(
      varietyName({
        id: 5,
        productTitle: 'صندل زنانه مدل 8',
        title: 'سبز - 46',
        sku: null,
        price: 1,
        balance: 1,
        productStatus: 'available',
      }),
    ).toBe(FULL);
  });
});
