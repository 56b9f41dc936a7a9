import { orderTotals } from '../orders/totals.ts';
import { toPersianDigits } from '../persian/digits.ts';

/** One priced line of a new order: the unit price after product discounts, and how many. */
export interface OrderAmountLine {
  amount: number;
  quantity: number;
}

/** What a new order's amount is made of: its priced lines, the shipping quote and the two discounts. */
export interface OrderAmountInput {
  lines: readonly OrderAmountLine[];
  /** The shipping quote for the address and customer (0 while none is chosen). */
  shippingAmount: number;
  /** The coupon's discount on these lines (0 without a coupon). */
  couponDiscount: number;
  /** Staff's order-level discount in Toman. */
  staffDiscount: number;
}

/** The amounts an order is saved with (`orders` columns of the same names, and the discount's two parts). */
export interface OrderAmount {
  items_amount: number;
  shipping_amount: number;
  coupon_discount: number;
  staff_discount: number;
  /** coupon_discount + staff_discount: the order's `discount_amount`. */
  discount_amount: number;
  /** What the customer pays: items + shipping − discount (core's orderTotals). */
  total_amount: number;
}

/** Why an order's amount is refused, with its Persian message. */
export type OrderAmountRefusal =
  | { reason: 'invalid_discount'; message: string }
  | { reason: 'discount_too_large'; message: string };

export type OrderAmountResult = ({ ok: true } & OrderAmount) | ({ ok: false } & OrderAmountRefusal);

/** The items amount of priced lines: Σ unit price × quantity. */
export function itemsAmountOf(lines: readonly OrderAmountLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount * line.quantity, 0);
}

/**
 * The amount a new order is saved with, the one rule for the server that places it and the staff form
 * that shows it before it is placed: the order's discount is the coupon's plus staff's, never more than
 * the items and shipping together; the total is core's orderTotals over the lines, shipping and that
 * discount. Staff's discount must be a whole, non-negative Toman amount.
 */
export function orderAmount(input: OrderAmountInput): OrderAmountResult {
  const staff = input.staffDiscount;
  if (!Number.isSafeInteger(staff) || staff < 0) {
    return { ok: false, reason: 'invalid_discount', message: 'مبلغ تخفیف باید عدد صحیح نامنفی باشد.' };
  }
  const discount = staff + input.couponDiscount;
  const totals = orderTotals(
    input.lines.map((line) => ({ ...line, status: 1 })),
    input.shippingAmount,
    discount,
  );
  if (discount > totals.items_amount + input.shippingAmount) {
    return {
      ok: false,
      reason: 'discount_too_large',
      message: `تخفیف (${toPersianDigits(discount)} تومان) از مبلغ سفارش بیشتر است.`,
    };
  }
  return {
    ok: true,
    items_amount: totals.items_amount,
    shipping_amount: input.shippingAmount,
    coupon_discount: input.couponDiscount,
    staff_discount: staff,
    discount_amount: discount,
    total_amount: totals.total_amount,
  };
}
