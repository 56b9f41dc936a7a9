/**
 * How a discount is given: `percentage` takes a percent (capped at 100) of the price; any other
 * non-empty type (`flat` on products and varieties, coupons) takes an amount in Toman.
 */
export type DiscountKind = 'flat' | 'percentage' | (string & {});

/**
 * The Toman taken off `price` by one discount: never negative and never more than the price.
 * A percentage is rounded to the nearest whole Toman (halves up), a flat amount likewise and capped
 * at the price; no type, a missing or a non-positive value gives 0.
 *
 * Rounding: the Shopit contract is silent (money is whole Toman). Products used `Math.floor` and
 * coupons `Math.round`; both now use this one rule, nearest Toman, as the coupon rule already
 * promised and tested (15% of 123,457 is 18,519). The difference is at most one Toman per unit.
 */
export function discountAmount(
  price: number,
  type: DiscountKind | null | undefined,
  value: number | null | undefined,
): number {
  const base = Math.max(0, price);
  if (!type || !value || !(value > 0)) return 0;
  const off = type === 'percentage' ? Math.round((base * Math.min(value, 100)) / 100) : Math.round(value);
  return Math.min(off, base);
}

/**
 * A discount as stored on a product or a variety; `discountUntil` null means no end, `discountFrom`
 * null or absent means it has started.
 */
export interface DiscountSource {
  discountType: string | null;
  discount: number | null;
  discountFrom?: Date | null;
  discountUntil: Date | null;
}

/** Shopit's `final_price`: which discount applies, its amount, and the price to pay. */
export interface FinalPrice {
  discount_model: 'variety' | 'product' | null;
  discount_type: string | null;
  discount: number;
  discount_price: number;
  amount: number;
}

/**
 * Whether a stored discount applies at `now`: it has a type, a positive value, its start (if any) has
 * come, and its end (an instant,
 * entered by staff as Tehran wall time) is still ahead; at the end instant itself it has ended.
 */
export function discountActive(source: DiscountSource, now: Date): boolean {
  return (
    !!source.discountType &&
    (source.discount ?? 0) > 0 &&
    (!source.discountFrom || source.discountFrom.getTime() <= now.getTime()) &&
    (!source.discountUntil || source.discountUntil.getTime() > now.getTime())
  );
}

/**
 * The price a customer pays for a variety at `now`: the variety's own discount when active, else the
 * product's, else none (Shopit's `final_price`, without flash sales). `amount` is never negative.
 */
export function finalPrice(
  price: number,
  variety: DiscountSource,
  product: DiscountSource,
  now: Date,
): FinalPrice {
  const model = discountActive(variety, now) ? 'variety' : discountActive(product, now) ? 'product' : null;
  const source = model === 'variety' ? variety : model === 'product' ? product : null;
  const off = source ? discountAmount(price, source.discountType, source.discount) : 0;
  return {
    discount_model: model,
    discount_type: source?.discountType ?? null,
    discount: source?.discount ?? 0,
    discount_price: off,
    amount: Math.max(0, price - off),
  };
}
