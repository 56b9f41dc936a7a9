/** A variety as the till knows it: from the barcode lookup or the product search. */
export interface TillVariety {
  id: number;
  title: string;
  sku: string | null;
  barcode: string | null;
  /** Today's price (after the variety's and product's discounts). */
  price: number;
  /** Units on the shelf now. */
  balance: number;
}

/** One line of the sale being rung up. */
export interface TillLine {
  variety: TillVariety;
  quantity: number;
  /** Unit amount charged (or refunded). */
  amount: number;
  /** A returned item: back into stock, its amount paid back. */
  returned: boolean;
}

export type TillAction =
  | { type: 'add'; variety: TillVariety }
  | { type: 'quantity'; index: number; quantity: number }
  | { type: 'amount'; index: number; amount: number }
  | { type: 'returned'; index: number; returned: boolean }
  | { type: 'remove'; index: number }
  | { type: 'clear' };

/**
 * The lines of a sale. Adding a variety already sold on a line adds one to that line (a second scan);
 * a returned line of the same variety stays a line of its own.
 */
export function tillLines(lines: readonly TillLine[], action: TillAction): TillLine[] {
  switch (action.type) {
    case 'add': {
      const index = lines.findIndex((l) => l.variety.id === action.variety.id && !l.returned);
      if (index >= 0) return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity + 1 } : l));
      return [
        ...lines,
        { variety: action.variety, quantity: 1, amount: action.variety.price, returned: false },
      ];
    }
    case 'quantity':
      return lines.map((l, i) => (i === action.index ? { ...l, quantity: Math.max(1, action.quantity) } : l));
    case 'amount':
      return lines.map((l, i) => (i === action.index ? { ...l, amount: Math.max(0, action.amount) } : l));
    case 'returned':
      return lines.map((l, i) => (i === action.index ? { ...l, returned: action.returned } : l));
    case 'remove':
      return lines.filter((_, i) => i !== action.index);
    case 'clear':
      return [];
  }
}

/** The stock problem of a line, or null: a sold line asking more units than the shelf holds (all its sold lines together). */
export function stockProblem(lines: readonly TillLine[], index: number): string | null {
  const line = lines[index];
  if (!line || line.returned) return null;
  const asked = lines
    .filter((l) => !l.returned && l.variety.id === line.variety.id)
    .reduce((sum, l) => sum + l.quantity, 0);
  return asked > line.variety.balance ? 'short' : null;
}

/** The sale's totals as the server computes them (sold − returned − discount), and what is left to pay. */
export function tillTotals(lines: readonly TillLine[], discount: number) {
  const sell = lines.filter((l) => !l.returned).reduce((s, l) => s + l.amount * l.quantity, 0);
  const refund = lines.filter((l) => l.returned).reduce((s, l) => s + l.amount * l.quantity, 0);
  const total = sell - refund - discount;
  return { sell, refund, discount, total, due: Math.max(total, 0), payBack: Math.max(-total, 0) };
}

/** The body of POST admin/mini_orders for these lines and payments. */
export function saleBody(input: {
  lines: readonly TillLine[];
  mobile: string;
  firstName: string;
  lastName: string;
  discount: number;
  wallet: number;
  card: number;
  cash: number;
  description: string;
}) {
  const rows = (returned: boolean) =>
    input.lines
      .filter((l) => l.returned === returned)
      .map((l) => ({ id: l.variety.id, quantity: l.quantity, amount: l.amount }));
  const body: Record<string, unknown> = {
    varieties: rows(false),
    refund_varieties: rows(true),
    discount_amount: input.discount,
    from_wallet_amount: input.wallet,
    card_amount: input.card,
    cash_amount: input.cash,
  };
  if (input.mobile.trim()) body.mobile = input.mobile.trim();
  if (input.firstName.trim()) body.first_name = input.firstName.trim();
  if (input.lastName.trim()) body.last_name = input.lastName.trim();
  if (input.description.trim()) body.description = input.description.trim();
  return body;
}

/** A till variety from the barcode lookup (`GET mini_orders/search`) or a product search's variety. */
export function tillVarietyOf(
  variety: {
    id: number;
    title?: string | null;
    sku: string | null;
    barcode: string | null;
    balance: number;
    final_price: { amount: number };
    product_title?: string;
  },
  productTitle?: string,
): TillVariety {
  const product = productTitle ?? variety.product_title ?? '';
  const title = [product, variety.title].filter(Boolean).join(' - ');
  return {
    id: variety.id,
    title,
    sku: variety.sku,
    barcode: variety.barcode,
    price: variety.final_price.amount,
    balance: variety.balance,
  };
}
