/** Product statuses whose varieties cannot be ordered at all: not published yet. */
const NOT_FOR_SALE: Readonly<Record<string, string>> = {
  draft: 'پیش‌نویس است و منتشر نشده',
  soon: '«به‌زودی» است و هنوز فروخته نمی‌شود',
};

/** Whether a product of this status may be ordered (staff orders, the storefront checkout). */
export function isProductForSale(status: string): boolean {
  return !(status in NOT_FOR_SALE);
}

/**
 * Why a variety cannot go on an order now, as staff read it beside it in a picker, or null when it
 * can: its product is not published (draft, soon), or the warehouse has none of it. The server's
 * order rule is the same (refused as not_for_sale, insufficient_stock).
 */
export function varietySaleRefusal(variety: { productStatus: string; balance: number }): string | null {
  const status = NOT_FOR_SALE[variety.productStatus];
  if (status) return `قابل فروش نیست: ${status}`;
  if (variety.balance <= 0) return 'ناموجود';
  return null;
}
