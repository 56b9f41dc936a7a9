import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, couponDiscount, couponUseRefusal, shippingPrice } from '../src/index.ts';

const base = {
  defaultPrice: 50_000,
  freeThreshold: 2_000_000,
  itemsAmount: 500_000,
  restrictedToAreas: false,
};

describe('shippingPrice', () => {
  it('charges the default price, then the province, city and role prices in rising priority', () => {
    expect(shippingPrice(base)).toEqual({ available: true, amount: 50_000, source: 'default' });
    expect(shippingPrice({ ...base, provincePrice: 40_000 })).toEqual({
      available: true,
      amount: 40_000,
      source: 'province',
    });
    expect(shippingPrice({ ...base, provincePrice: 40_000, cityPrice: 30_000 })).toMatchObject({
      amount: 30_000,
      source: 'city',
    });
    expect(
      shippingPrice({ ...base, provincePrice: 40_000, cityPrice: 30_000, rolePrice: 10_000 }),
    ).toMatchObject({ amount: 10_000, source: 'role' });
    expect(shippingPrice({ ...base, cityPrice: 0 })).toMatchObject({ amount: 0, source: 'city' });
  });

  it('is free from the threshold on, and never free without one', () => {
    expect(shippingPrice({ ...base, itemsAmount: 2_000_000, rolePrice: 10_000 })).toEqual({
      available: true,
      amount: 0,
      source: 'free',
    });
    expect(shippingPrice({ ...base, itemsAmount: 1_999_999 })).toMatchObject({ amount: 50_000 });
    expect(shippingPrice({ ...base, freeThreshold: null, itemsAmount: 10 ** 12 })).toMatchObject({
      amount: 50_000,
    });
  });

  it('is not available outside the areas of a method limited to areas', () => {
    expect(shippingPrice({ ...base, restrictedToAreas: true })).toEqual({
      available: false,
      reason: 'not_available_here',
    });
    expect(shippingPrice({ ...base, restrictedToAreas: true, rolePrice: 1 })).toMatchObject({
      available: false,
    });
    expect(shippingPrice({ ...base, restrictedToAreas: true, provincePrice: 70_000 })).toMatchObject({
      available: true,
      amount: 70_000,
    });
  });

  it('always gives whole, non-negative Toman', () => {
    const price = fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          defaultPrice: fc.integer({ min: 0, max: 10 ** 9 }),
          freeThreshold: fc.option(fc.integer({ min: 0, max: 10 ** 9 }), { nil: null }),
          provincePrice: price,
          cityPrice: price,
          rolePrice: price,
          itemsAmount: fc.integer({ min: 0, max: 10 ** 10 }),
          restrictedToAreas: fc.boolean(),
        }),
        (input) => {
          const quote = shippingPrice(input);
          if (!quote.available) return;
          expect(Number.isInteger(quote.amount)).toBe(true);
          expect(quote.amount).toBeGreaterThanOrEqual(0);
          if (input.freeThreshold !== null && input.itemsAmount >= input.freeThreshold)
            expect(quote.amount).toBe(0);
        },
      ),
    );
  });
});

describe('couponDiscount', () => {
  it('takes a flat amount, capped at the items amount', () => {
    expect(couponDiscount({ type: 'flat', amount: 50_000, itemsAmount: 300_000 })).toEqual({
      ok: true,
      discount: 50_000,
    });
    expect(couponDiscount({ type: 'flat', amount: 500_000, itemsAmount: 300_000 })).toEqual({
      ok: true,
      discount: 300_000,
    });
  });

  it('takes a percentage rounded to whole Toman, never above 100%', () => {
    expect(couponDiscount({ type: 'percentage', amount: 15, itemsAmount: 123_457 })).toEqual({
      ok: true,
      discount: 18_519,
    });
    expect(couponDiscount({ type: 'percentage', amount: 150, itemsAmount: 1000 })).toEqual({
      ok: true,
      discount: 1000,
    });
  });

  it('refuses a basket below the minimum order amount', () => {
    expect(
      couponDiscount({ type: 'flat', amount: 1000, minOrderAmount: 100_000, itemsAmount: 99_999 }),
    ).toEqual({
      ok: false,
      reason: 'below_minimum',
    });
    expect(
      couponDiscount({ type: 'flat', amount: 1000, minOrderAmount: 100_000, itemsAmount: 100_000 }),
    ).toMatchObject({ ok: true });
  });

  it('discounts only the items of its categories, each with its own amount, and refuses a basket without them', () => {
    expect(
      couponDiscount({
        type: 'percentage',
        amount: 10,
        itemsAmount: 1_000_000,
        categoryAmounts: [
          { amount: null, itemsAmount: 200_000 },
          { amount: 50, itemsAmount: 100_000 },
          { amount: 20, itemsAmount: 0 },
        ],
      }),
    ).toEqual({ ok: true, discount: 70_000 });
    expect(
      couponDiscount({
        type: 'flat',
        amount: 80_000,
        itemsAmount: 1_000_000,
        categoryAmounts: [{ amount: null, itemsAmount: 30_000 }],
      }),
    ).toEqual({ ok: true, discount: 30_000 });
    expect(
      couponDiscount({
        type: 'flat',
        amount: 80_000,
        itemsAmount: 1_000_000,
        categoryAmounts: [{ amount: null, itemsAmount: 0 }],
      }),
    ).toEqual({ ok: false, reason: 'no_eligible_items' });
    expect(couponDiscount({ type: 'flat', amount: 1, itemsAmount: 10, categoryAmounts: [] })).toMatchObject({
      ok: false,
      reason: 'no_eligible_items',
    });
  });

  it('never gives a discount above the items amount, below zero or in fractions of a Toman', () => {
    const categories = fc.option(
      fc.array(
        fc.record({
          amount: fc.option(fc.integer({ min: 0, max: 10 ** 8 }), { nil: null }),
          itemsAmount: fc.integer({ min: 0, max: 10 ** 9 }),
        }),
        { maxLength: 6 },
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom('flat' as const, 'percentage' as const),
        fc.integer({ min: 1, max: 10 ** 8 }),
        fc.option(fc.integer({ min: 1000, max: 10 ** 7 }), { nil: null }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        categories,
        (type, amount, minOrderAmount, itemsAmount, categoryAmounts) => {
          const result = couponDiscount({ type, amount, minOrderAmount, itemsAmount, categoryAmounts });
          if (!result.ok) return;
          expect(Number.isInteger(result.discount)).toBe(true);
          expect(result.discount).toBeGreaterThanOrEqual(0);
          expect(result.discount).toBeLessThanOrEqual(itemsAmount);
        },
      ),
    );
  });
});

describe('couponUseRefusal', () => {
  const now = new Date('2025-06-01T10:00:00Z');
  const open = {
    startDate: new Date('2025-05-01T00:00:00Z'),
    endDate: new Date('2025-07-01T00:00:00Z'),
    usageLimit: 10,
    usagePerUserLimit: 2,
    totalUses: 0,
    customerUses: 0,
    now,
  };

  it('refuses before the start, after the end and at either usage limit, with Persian messages', () => {
    expect(couponUseRefusal(open)).toBeNull();
    expect(couponUseRefusal({ ...open, startDate: new Date('2025-06-02T00:00:00Z') })).toBe('not_started');
    expect(couponUseRefusal({ ...open, endDate: new Date('2025-06-01T09:59:59Z') })).toBe('expired');
    expect(couponUseRefusal({ ...open, totalUses: 10 })).toBe('usage_limit_reached');
    expect(couponUseRefusal({ ...open, customerUses: 2 })).toBe('per_customer_limit_reached');
    expect(
      couponUseRefusal({ ...open, usageLimit: null, usagePerUserLimit: null, totalUses: 99 }),
    ).toBeNull();
    for (const message of Object.values(COUPON_REFUSALS)) expect(message).toMatch(/[\u0600-\u06FF]/);
  });
});
