import { toAsciiDigits } from '../persian/digits.ts';
import { persianLetters } from '../persian/folds.ts';
import { discountAmount } from './final-price.ts';

/**
 * A coupon code as stored and looked up: Latin digits, Persian ی/ک, no surrounding or inner spaces,
 * Latin letters upper-cased (codes are case-insensitive: `summer` finds `SUMMER`).
 */
export function normalizeCouponCode(code: string): string {
  return persianLetters(toAsciiDigits(code)).replace(/\s+/g, '').toUpperCase();
}

/** flat: Toman off; percentage: percent off (1–100). */
export type CouponKind = 'flat' | 'percentage';

/** Coupon kinds with their Persian labels. */
export const COUPON_KINDS: readonly { value: CouponKind; label: string }[] = [
  { value: 'flat', label: 'مبلغ ثابت' },
  { value: 'percentage', label: 'درصدی' },
];

/** Where a coupon came from: issued by staff, or given automatically after a successful order. */
export const COUPON_ORIGINS: readonly { value: 'admin' | 'order_gift'; label: string }[] = [
  { value: 'admin', label: 'ساخته مدیر' },
  { value: 'order_gift', label: 'هدیه سفارش' },
];

/** The smallest minimum order amount a coupon may ask for (Shopit: min_order_amount ≥ 1000). */
export const COUPON_MIN_ORDER_FLOOR = 1000;

/** Why a coupon cannot be used, as stable codes; COUPON_REFUSALS holds their Persian messages. */
export type CouponRefusal =
  | 'unknown_code'
  | 'not_started'
  | 'expired'
  | 'usage_limit_reached'
  | 'per_customer_limit_reached'
  | 'below_minimum'
  | 'no_eligible_items';

/** The Persian message staff and customers see for each refusal. */
export const COUPON_REFUSALS: Readonly<Record<CouponRefusal, string>> = {
  unknown_code: 'کد تخفیف وارد شده معتبر نیست.',
  not_started: 'زمان استفاده از این کد تخفیف هنوز فرا نرسیده است.',
  expired: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  usage_limit_reached: 'ظرفیت استفاده از این کد تخفیف تمام شده است.',
  per_customer_limit_reached: 'شما بیش از حد مجاز از این کد تخفیف استفاده کرده‌اید.',
  below_minimum: 'مبلغ سفارش برای استفاده از این کد تخفیف کمتر از حداقل لازم است.',
  no_eligible_items: 'هیچ کالایی از دسته‌بندی‌های این کد تخفیف در سبد نیست.',
};

/** A category of a category-scoped coupon: its own amount (or the coupon's) and the basket's items in it. */
export interface CouponCategoryAmount {
  /** Toman or percent for this category; null uses the coupon's amount. */
  amount: number | null;
  /** The basket's items amount that belongs to this category (each line counted in one category only). */
  itemsAmount: number;
}

export interface CouponDiscountInput {
  type: CouponKind;
  amount: number;
  minOrderAmount?: number | null;
  /** The basket's items amount, in Toman. */
  itemsAmount: number;
  /** Present (even empty) when the coupon is limited to categories. */
  categoryAmounts?: readonly CouponCategoryAmount[] | null;
}

export type CouponDiscount =
  | { ok: true; discount: number }
  | { ok: false; reason: 'below_minimum' | 'no_eligible_items' };

/** The discount of one amount on one base: the products' rule (`discountAmount`, nearest whole Toman). */
const off = (type: CouponKind, amount: number, base: number): number => discountAmount(base, type, amount);

/**
 * The coupon discount rule: refused below the minimum order amount (on the whole basket); a coupon
 * limited to categories discounts only their items, each category with its own amount (percentage of
 * those items, or a flat amount capped at them), and is refused when the basket has none. The
 * discount is whole Toman, never negative and never more than the items amount.
 */
export function couponDiscount(input: CouponDiscountInput): CouponDiscount {
  const items = Math.max(0, Math.round(input.itemsAmount));
  if (input.minOrderAmount != null && items < input.minOrderAmount)
    return { ok: false, reason: 'below_minimum' };
  let discount: number;
  if (input.categoryAmounts) {
    const eligible = input.categoryAmounts.filter((category) => category.itemsAmount > 0);
    if (!eligible.length) return { ok: false, reason: 'no_eligible_items' };
    discount = 0;
    for (const category of eligible)
      discount += off(input.type, category.amount ?? input.amount, Math.round(category.itemsAmount));
  } else {
    discount = off(input.type, input.amount, items);
  }
  return { ok: true, discount: Math.min(items, Math.max(0, discount)) };
}

/** What decides whether a coupon may be used now by this customer, before its amount is priced. */
export interface CouponUseInput {
  startDate: Date | null;
  endDate: Date | null;
  usageLimit: number | null;
  usagePerUserLimit: number | null;
  /** Uses so far, by everyone and by this customer. */
  totalUses: number;
  customerUses: number;
  now: Date;
}

/** The first reason the coupon cannot be used now (time window, then the usage limits), or null. */
export function couponUseRefusal(input: CouponUseInput): CouponRefusal | null {
  const now = input.now.getTime();
  if (input.startDate && now < input.startDate.getTime()) return 'not_started';
  if (input.endDate && now > input.endDate.getTime()) return 'expired';
  if (input.usageLimit != null && input.totalUses >= input.usageLimit) return 'usage_limit_reached';
  if (input.usagePerUserLimit != null && input.customerUses >= input.usagePerUserLimit)
    return 'per_customer_limit_reached';
  return null;
}
