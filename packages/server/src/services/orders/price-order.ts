import { itemsAmountOf, type OrderAmount, orderAmount } from '@shop-admin/core';
import type { Db } from '../../db/client.ts';
import { refused } from '../../http/errors.ts';
import { type CouponRow, priceCoupon } from '../coupons/apply.ts';
import { quoteShipping, type ShippingRow } from '../shipping/quote.ts';
import { type PricedLine, priceLines, type WantedLine } from './order-lines.ts';

/** What pricing a new order needs: its lines, where it goes, how it ships, and its discounts. */
export interface PriceOrderInput {
  varieties: readonly WantedLine[];
  /** The customer's role (role shipping prices); null for none. */
  customerRoleId: number | null;
  /** The destination city and the shipping method; either null prices the order without shipping. */
  cityId: number | null;
  shippingId: number | null;
  /** Whose coupon uses count (null: no coupon can be priced, the code is refused as needing a customer). */
  couponHolderId: number | null;
  /** A checkout without the customer's login (a per-customer coupon is refused). */
  guest?: boolean;
  couponCode?: string | null;
  /** Staff's order-level discount in Toman. */
  staffDiscount?: number;
  now: Date;
}

/** A new order priced: its lines, the shipping quote (when it has one), the coupon, and its amount. */
export interface PricedOrder {
  lines: PricedLine[];
  shipping: { amount: number; shipping: ShippingRow } | null;
  coupon: { coupon: CouponRow; discount: number } | null;
  amount: OrderAmount;
}

/**
 * Prices a new order the one way both placing it (placeOrder) and the staff form's quote (POST
 * admin/orders/quote) do: each line at today's price with stock checked, shipping quoted for the city
 * and the customer's role on the items amount, the coupon priced on the lines, and the amount by core's
 * `orderAmount` (coupon + staff discount, total). Reads only; Persian 422s as placing answers them.
 */
export async function priceOrder(db: Db, input: PriceOrderInput): Promise<PricedOrder> {
  const { now } = input;
  const lines = await priceLines(db, input.varieties, now, { checkStock: true });
  const itemsAmount = itemsAmountOf(lines);
  const shipping =
    input.cityId !== null && input.shippingId !== null
      ? await quoteShipping(db, {
          shippingId: input.shippingId,
          cityId: input.cityId,
          customerRoleId: input.customerRoleId,
          itemsAmount,
        })
      : null;
  let coupon: PricedOrder['coupon'] = null;
  if (input.couponCode?.trim()) {
    if (input.couponHolderId === null) {
      throw refused('coupon_needs_customer', 'برای کد تخفیف، نخست مشتری را انتخاب کنید.', 'coupon_code');
    }
    coupon = await priceCoupon(db, {
      code: input.couponCode,
      customerId: input.couponHolderId,
      guest: input.guest ?? false,
      itemsAmount,
      lines,
      now,
    });
  }
  const amount = orderAmount({
    lines,
    shippingAmount: shipping?.amount ?? 0,
    couponDiscount: coupon?.discount ?? 0,
    staffDiscount: input.staffDiscount ?? 0,
  });
  if (!amount.ok) throw refused(amount.reason, amount.message, 'discount_amount');
  const { ok: _ok, ...saved } = amount;
  return { lines, shipping, coupon, amount: saved };
}
