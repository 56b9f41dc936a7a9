import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, discountAmount, finalPrice, parseShopDateTime } from '../src/index.ts';

const none = { discountType: null, discount: null, discountUntil: null };
const NOW = new Date('2025-03-20T12:00:00Z');

describe('discountAmount', () => {
  it('takes a percentage to the nearest whole Toman, halves up, and never more than 100%', () => {
    expect(discountAmount(123_457, 'percentage', 15)).toBe(18_519); // 18,518.55
    expect(discountAmount(1_001, 'percentage', 10)).toBe(100); // 100.1
    expect(discountAmount(1_005, 'percentage', 10)).toBe(101); // 100.5
    expect(discountAmount(1_000, 'percentage', 150)).toBe(1_000);
  });

  it('takes a flat amount capped at the price', () => {
    expect(discountAmount(100_000, 'flat', 30_000)).toBe(30_000);
    expect(discountAmount(100_000, 'flat', 250_000)).toBe(100_000);
  });

  it('gives nothing without a type, a value, or with a negative value or price', () => {
    expect(discountAmount(100_000, null, 10)).toBe(0);
    expect(discountAmount(100_000, 'flat', null)).toBe(0);
    expect(discountAmount(100_000, 'percentage', -10)).toBe(0);
    expect(discountAmount(-5, 'flat', 10)).toBe(0);
  });

  it('is the coupon rule too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        (type, items, amount) => {
          const coupon = couponDiscount({ type, amount, itemsAmount: items });
          expect(coupon).toEqual({ ok: true, discount: discountAmount(items, type, amount) });
        },
      ),
    );
  });
});

describe('finalPrice', () => {
  it('prefers an active variety discount over the product one', () => {
    const variety = { discountType: 'flat', discount: 20_000, discountUntil: null };
    const product = { discountType: 'percentage', discount: 50, discountUntil: null };
    expect(finalPrice(100_000, variety, product, NOW)).toEqual({
      discount_model: 'variety',
      discount_type: 'flat',
      discount: 20_000,
      discount_price: 20_000,
      amount: 80_000,
    });
    expect(finalPrice(100_000, none, product, NOW)).toMatchObject({
      discount_model: 'product',
      discount_price: 50_000,
      amount: 50_000,
    });
    expect(finalPrice(100_000, none, none, NOW)).toEqual({
      discount_model: null,
      discount_type: null,
      discount: 0,
      discount_price: 0,
      amount: 100_000,
    });
  });

  it('ends a discount at its Tehran wall-clock end, not at UTC midnight', () => {
    // 1404/01/01 00:00 in Tehran is 2025-03-20 20:30 UTC.
    const until = parseShopDateTime('1404/01/01 00:00');
    expect(until?.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    const product = { discountType: 'percentage', discount: 10, discountUntil: until };
    const at = (iso: string) => finalPrice(100_000, none, product, new Date(iso)).amount;
    expect(at('2025-03-20T20:29:59Z')).toBe(90_000);
    expect(at('2025-03-20T20:30:00Z')).toBe(100_000);
    expect(at('2025-03-20T23:59:59Z')).toBe(100_000);
  });

  it('starts a discount at its start: none before it, the discount from that instant on', () => {
    const product = {
      discountType: 'percentage',
      discount: 10,
      discountFrom: new Date('2025-03-21T08:00:00Z'),
      discountUntil: null,
    };
    expect(finalPrice(100_000, none, product, NOW)).toMatchObject({ discount_model: null, amount: 100_000 });
    expect(finalPrice(100_000, none, product, new Date('2025-03-21T08:00:00Z'))).toMatchObject({
      discount_model: 'product',
      amount: 90_000,
    });
  });

  it('falls back to the product discount when the variety one has ended', () => {
    const variety = {
      discountType: 'flat',
      discount: 5_000,
      discountUntil: new Date('2025-03-20T11:00:00Z'),
    };
    const product = { discountType: 'flat', discount: 1_000, discountUntil: null };
    expect(finalPrice(10_000, variety, product, NOW)).toMatchObject({
      discount_model: 'product',
      amount: 9_000,
    });
  });

  it('never goes negative nor above the price, and the discount plus the amount is the price', () => {
    const source = fc.record({
      discountType: fc.constantFrom(null, 'flat', 'percentage'),
      discount: fc.option(fc.integer({ min: -100, max: 2_000_000 })),
      discountUntil: fc.option(fc.date({ min: new Date('2025-01-01'), max: new Date('2026-01-01') })),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), source, source, (price, variety, product) => {
        const result = finalPrice(price, variety, product, NOW);
        expect(result.amount).toBeGreaterThanOrEqual(0);
        expect(result.discount_price).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(result.amount)).toBe(true);
        expect(result.amount + result.discount_price).toBe(price);
      }),
    );
  });
});
