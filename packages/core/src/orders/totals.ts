/** One order line as the totals need it (`order_items`: unit price after discount, status 1 active / 0 removed). */
export interface OrderTotalsLine {
  amount: number;
  quantity: number;
  status: number | boolean;
  discount_amount?: number;
}

/** The cached totals of an order (`orders` columns of the same names). */
export interface OrderTotals {
  /** Active lines. */
  items_count: number;
  /** Units over active lines. */
  items_quantity: number;
  /** Σ active amount × quantity. */
  items_amount: number;
  /** Σ active unit discount × quantity (what the products' own discounts saved). */
  items_discount: number;
  /** items_amount + shipping_amount − discount_amount, never below 0. */
  total_amount: number;
}

/**
 * The order totals rule (shopit-contract.md e, "Order totals"): removed lines don't count; the total is
 * the items plus shipping minus the order-level discount, and never negative.
 */
export function orderTotals(
  lines: readonly OrderTotalsLine[],
  shippingAmount: number,
  discountAmount: number,
): OrderTotals {
  let itemsCount = 0;
  let itemsQuantity = 0;
  let itemsAmount = 0;
  let itemsDiscount = 0;
  for (const line of lines) {
    if (line.status !== 1 && line.status !== true) continue;
    itemsCount += 1;
    itemsQuantity += line.quantity;
    itemsAmount += line.amount * line.quantity;
    itemsDiscount += (line.discount_amount ?? 0) * line.quantity;
  }
  return {
    items_count: itemsCount,
    items_quantity: itemsQuantity,
    items_amount: itemsAmount,
    items_discount: itemsDiscount,
    total_amount: Math.max(0, itemsAmount + shippingAmount - discountAmount),
  };
}
