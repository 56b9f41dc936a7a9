export {
  COUPON_KINDS,
  COUPON_MIN_ORDER_FLOOR,
  COUPON_ORIGINS,
  COUPON_REFUSALS,
  type CouponCategoryAmount,
  type CouponDiscount,
  type CouponDiscountInput,
  type CouponKind,
  type CouponRefusal,
  type CouponUseInput,
  couponDiscount,
  couponUseRefusal,
  normalizeCouponCode,
} from './coupon.ts';
export {
  type DiscountKind,
  type DiscountSource,
  discountActive,
  discountAmount,
  type FinalPrice,
  finalPrice,
} from './final-price.ts';
export {
  itemsAmountOf,
  type OrderAmount,
  type OrderAmountInput,
  type OrderAmountLine,
  type OrderAmountRefusal,
  type OrderAmountResult,
  orderAmount,
} from './order-amount.ts';
export {
  type ShippingPrice,
  type ShippingPriceInput,
  type ShippingPriceSource,
  shippingPrice,
} from './shipping.ts';
export { inheritsProductPrice, newVarietyPrice } from './variety-price.ts';
