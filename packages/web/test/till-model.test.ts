import { describe, expect, it } from 'vitest';
import type { Sale } from '../src/screens/till/sale-types.ts';
import { dayFigures } from '../src/screens/till/shop-home-screen.tsx';
import {
  saleBody,
  stockProblem,
  type TillLine,
  tillLines,
  tillTotals,
} from '../src/screens/till/till-model.ts';

const shirt = { id: 1, title: 'پیراهن', sku: 'S-1', barcode: null, price: 100_000, balance: 2 };
const sock = { id: 2, title: 'جوراب', sku: 'K-1', barcode: '626', price: 30_000, balance: 0 };

const ring = (...actions: Parameters<typeof tillLines>[1][]) =>
  actions.reduce<TillLine[]>((lines, action) => tillLines(lines, action), []);

describe('the till lines', () => {
  it('adds one more on a second scan of the same code, and keeps a returned line apart', () => {
    const lines = ring(
      { type: 'add', variety: shirt },
      { type: 'add', variety: shirt },
      { type: 'returned', index: 0, returned: true },
      { type: 'add', variety: shirt },
    );
    expect(lines.map((l) => [l.variety.id, l.quantity, l.returned])).toEqual([
      [1, 2, true],
      [1, 1, false],
    ]);
  });

  it('names a stock problem on a sold line asking more than the shelf, never on a returned one', () => {
    const lines = ring(
      { type: 'add', variety: shirt },
      { type: 'quantity', index: 0, quantity: 3 },
      { type: 'add', variety: sock },
    );
    expect(stockProblem(lines, 0)).toBe('short');
    expect(stockProblem(lines, 1)).toBe('short');
    const returned = tillLines(lines, { type: 'returned', index: 1, returned: true });
    expect(stockProblem(returned, 1)).toBeNull();
    expect(stockProblem(tillLines(lines, { type: 'quantity', index: 0, quantity: 2 }), 0)).toBeNull();
  });

  it('totals sold minus returned minus discount, and what goes back when returns exceed sales', () => {
    const lines = ring(
      { type: 'add', variety: shirt },
      { type: 'add', variety: sock },
      { type: 'returned', index: 1, returned: true },
    );
    expect(tillTotals(lines, 10_000)).toMatchObject({
      sell: 100_000,
      refund: 30_000,
      total: 60_000,
      due: 60_000,
    });
    const back = tillLines(lines, { type: 'remove', index: 0 });
    expect(tillTotals(back, 0)).toMatchObject({ total: -30_000, due: 0, payBack: 30_000 });
  });

  it('builds the POST body with sold and returned lines, the tender and only the customer fields typed', () => {
    const lines = ring({ type: 'add', variety: shirt }, { type: 'add', variety: sock });
    const body = saleBody({
      lines: tillLines(lines, { type: 'returned', index: 1, returned: true }),
      mobile: ' 09121234567 ',
      firstName: '',
      lastName: 'کریمی',
      discount: 0,
      wallet: 20_000,
      card: 30_000,
      cash: 20_000,
      description: '',
    });
    expect(body).toEqual({
      varieties: [{ id: 1, quantity: 1, amount: 100_000 }],
      refund_varieties: [{ id: 2, quantity: 1, amount: 30_000 }],
      discount_amount: 0,
      from_wallet_amount: 20_000,
      card_amount: 30_000,
      cash_amount: 20_000,
      mobile: '09121234567',
      last_name: 'کریمی',
    });
  });
});

describe("the shop's day", () => {
  it('sums each payment kind and the refunds paid back', () => {
    const sale = (over: Partial<Sale>) =>
      ({ total: 0, cash_amount: 0, card_amount: 0, from_wallet_amount: 0, ...over }) as Sale;
    expect(
      dayFigures([
        sale({ total: 300_000, cash_amount: 100_000, card_amount: 150_000, from_wallet_amount: 50_000 }),
        sale({ total: -40_000 }),
      ]),
    ).toEqual({ count: 2, total: 260_000, cash: 100_000, card: 150_000, wallet: 50_000, refunds: 40_000 });
  });
});
