import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, itemsAmountOf, orderAmount, orderTotals } from '../src/index.ts';

describe('orderAmount', () => {
  it('adds the coupon to the staff discount and takes both off items and shipping (the issue 34 order)', () => {
    // 4,450,000 of items with YALDA1404 (10% from 500,000): the form showed 4,450,000, the order saved 4,005,000.
    const lines = [{ amount: 4_450_000, quantity: 1 }];
    const coupon = couponDiscount({
      type: 'percentage',
      amount: 10,
      minOrderAmount: 500_000,
      itemsAmount: 4_450_000,
    });
    expect(coupon).toEqual({ ok: true, discount: 445_000 });
    const amount = orderAmount({ lines, shippingAmount: 0, couponDiscount: 445_000, staffDiscount: 0 });
    expect(amount).toEqual({
      ok: true,
      items_amount: 4_450_000,
      shipping_amount: 0,
      coupon_discount: 445_000,
      staff_discount: 0,
      discount_amount: 445_000,
      total_amount: 4_005_000,
    });
    expect(
      orderAmount({
        lines: [
          { amount: 100_000, quantity: 3 },
          { amount: 180_000, quantity: 2 },
        ],
        shippingAmount: 30_000,
        couponDiscount: 66_000,
        staffDiscount: 5000,
      }),
    ).toMatchObject({ items_amount: 660_000, discount_amount: 71_000, total_amount: 619_000 });
  });

  it('refuses a discount above items and shipping, and a staff discount that is not whole Toman', () => {
    const lines = [{ amount: 100_000, quantity: 1 }];
    expect(
      orderAmount({ lines, shippingAmount: 30_000, couponDiscount: 0, staffDiscount: 130_000 }),
    ).toMatchObject({
      ok: true,
      total_amount: 0,
    });
    expect(
      orderAmount({ lines, shippingAmount: 30_000, couponDiscount: 10_000, staffDiscount: 120_001 }),
    ).toEqual({
      ok: false,
      reason: 'discount_too_large',
      message: 'تخفیف (۱۳۰۰۰۱ تومان) از مبلغ سفارش بیشتر است.',
    });
    for (const staffDiscount of [-1, 1.5, Number.NaN]) {
      expect(orderAmount({ lines, shippingAmount: 0, couponDiscount: 0, staffDiscount })).toMatchObject({
        ok: false,
        reason: 'invalid_discount',
      });
    }
  });

  it('totals as orderTotals does (the rule the saved order is cached by), for any basket', () => {
    const line = fc.record({ amount: fc.nat(5_000_000), quantity: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.nat(200_000),
        fc.nat(1_000_000),
        (lines, shipping, staff) => {
          const result = orderAmount({
            lines,
            shippingAmount: shipping,
            couponDiscount: 0,
            staffDiscount: staff,
          });
          const items = itemsAmountOf(lines);
          if (staff > items + shipping) {
            expect(result.ok).toBe(false);
            return;
          }
          const cached = orderTotals(
            lines.map((l) => ({ ...l, status: 1 })),
            shipping,
            staff,
          );
          expect(result).toMatchObject({
            ok: true,
            items_amount: cached.items_amount,
            total_amount: cached.total_amount,
          });
        },
      ),
    );
  });
});
