import {
  type ApiError,
  isApiError,
  type OrderAmount,
  type OrderAmountResult,
  orderAmount,
} from '@shop-admin/core';

/** A variety as the order form knows it (from GET admin/products/search). */
export interface CreateVariety {
  id: number;
  productTitle: string;
  /** The variety's own title (its colour and attribute values); empty for a single-variety product. */
  title: string;
  sku: string | null;
  /** Today's unit price after discounts. */
  price: number;
  /** Units in stock now. */
  balance: number;
  /** The product's status (a draft or «soon» product cannot be ordered). */
  productStatus: string;
}

export interface CreateLine {
  variety: CreateVariety;
  quantity: number;
}

export type LinesAction =
  | { type: 'add'; variety: CreateVariety }
  | { type: 'quantity'; id: number; quantity: number }
  | { type: 'remove'; id: number };

/** The order's lines: adding a variety already on the order adds one unit to its line. */
export function createLines(lines: readonly CreateLine[], action: LinesAction): CreateLine[] {
  switch (action.type) {
    case 'add': {
      const at = lines.findIndex((l) => l.variety.id === action.variety.id);
      if (at >= 0) return lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + 1 } : l));
      return [...lines, { variety: action.variety, quantity: 1 }];
    }
    case 'quantity':
      return lines.map((l) =>
        l.variety.id === action.id ? { ...l, quantity: Math.max(1, Math.trunc(action.quantity) || 1) } : l,
      );
    case 'remove':
      return lines.filter((l) => l.variety.id !== action.id);
  }
}

/** How the order is paid once placed. */
export type CreatePayment = 'wallet' | 'outside' | 'later';

/**
 * The order as POST admin/orders/quote prices it, the way placing it would: each line's unit price,
 * the shipping quote for the address and the customer's role, and the coupon's discount.
 */
export interface OrderQuote extends OrderAmount {
  lines: { variety_id: number; amount: number; discount_amount: number; quantity: number }[];
  shipping: { id: number; name: string; amount: number } | null;
  coupon: { id: number; code: string; discount: number } | null;
}

/** What the quote is asked for: the order as it stands, without staff's discount (core adds it here). */
export interface QuoteRequest {
  customerId: number | null;
  addressId: number | null;
  shippingId: number | null;
  lines: readonly CreateLine[];
  coupon: string;
}

/** The body of POST admin/orders/quote, or null while there is nothing to price (no customer or no line). */
export function quoteBody(input: QuoteRequest): Record<string, unknown> | null {
  if (input.customerId === null || input.lines.length === 0) return null;
  const body: Record<string, unknown> = {
    customer_id: input.customerId,
    varieties: input.lines.map((l) => ({ id: l.variety.id, quantity: l.quantity })),
  };
  if (input.addressId !== null && input.shippingId !== null) {
    body.address_id = input.addressId;
    body.shipping_id = input.shippingId;
  }
  if (input.coupon.trim()) body.coupon_code = input.coupon.trim();
  return body;
}

/** The amount the form shows, and how far it is the one the order will be saved with. */
export interface ShownAmount {
  amount: OrderAmountResult;
  /** Priced from the server's quote of the form as it stands (lines, coupon, shipping when chosen). */
  priced: boolean;
  /** Priced, with the shipping quote too: exactly what placing the order now saves. */
  exact: boolean;
}

/**
 * The amount the order will be saved with, by core's `orderAmount` (the rule the server places it by):
 * the quote's unit prices, shipping and coupon discount (a quote of the form as it stands now), plus
 * staff's discount as typed. Without one (no customer yet, or the quote on its way), the search's prices
 * and the chosen method's listed price, without a coupon: neither priced nor exact.
 */
export function shownAmount(input: {
  request: QuoteRequest;
  /** The quote of the form as it stands now; undefined while none fits it. */
  quote: OrderQuote | undefined;
  listedShipping: number;
  staffDiscount: number;
}): ShownAmount {
  const { quote, request } = input;
  if (quote) {
    return {
      priced: true,
      exact: quote.shipping !== null,
      amount: orderAmount({
        lines: quote.lines,
        shippingAmount: quote.shipping_amount,
        couponDiscount: quote.coupon_discount,
        staffDiscount: input.staffDiscount,
      }),
    };
  }
  return {
    priced: false,
    exact: false,
    amount: orderAmount({
      lines: request.lines.map((l) => ({ amount: l.variety.price, quantity: l.quantity })),
      shippingAmount: input.listedShipping,
      couponDiscount: 0,
      staffDiscount: input.staffDiscount,
    }),
  };
}

/** The body of POST admin/orders (core's orderCreateFields). */
export function createBody(input: {
  customerId: number | null;
  addressId: number | null;
  shippingId: number | null;
  lines: readonly CreateLine[];
  discount: number;
  coupon: string;
  description: string;
}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    customer_id: input.customerId,
    address_id: input.addressId,
    shipping_id: input.shippingId,
    varieties: input.lines.map((l) => ({ id: l.variety.id, quantity: l.quantity })),
    discount_amount: input.discount,
  };
  if (input.coupon.trim()) body.coupon_code = input.coupon.trim();
  if (input.description.trim()) body.description = input.description.trim();
  return body;
}

/** The form's parts an error can belong to. */
export type CreateField =
  | 'customer'
  | 'address'
  | 'shipping'
  | 'lines'
  | 'discount'
  | 'coupon'
  | 'description'
  | 'payment'
  | 'form';

const FIELD_OF: Record<string, CreateField> = {
  customer_id: 'customer',
  mobile: 'customer',
  address_id: 'address',
  city_id: 'address',
  shipping_id: 'shipping',
  varieties: 'lines',
  discount_amount: 'discount',
  coupon_code: 'coupon',
  description: 'description',
};

/** A form's errors: by part, and by line (the variety id) for `varieties.N.*`. */
export interface CreateErrors {
  fields: Partial<Record<CreateField, string>>;
  lines: Map<number, string>;
}

export const NO_ERRORS: CreateErrors = { fields: {}, lines: new Map() };

/** The server's 422 placed on the form: each field error on its part, a line's on that line. */
export function createErrorsOf(error: unknown, lines: readonly CreateLine[]): CreateErrors {
  if (!isApiError(error))
    return { fields: { form: 'ثبت سفارش ناموفق بود؛ دوباره تلاش کنید.' }, lines: new Map() };
  const out: CreateErrors = { fields: {}, lines: new Map() };
  const add = (field: CreateField, message: string) => {
    out.fields[field] = out.fields[field] ? `${out.fields[field]} ${message}` : message;
  };
  for (const [key, messages] of Object.entries((error as ApiError).fieldErrors)) {
    const message = messages.join(' ');
    const line = /^varieties\.(\d+)\./.exec(key);
    const variety = line ? lines[Number(line[1])]?.variety : undefined;
    if (variety) {
      out.lines.set(variety.id, message);
      continue;
    }
    add(FIELD_OF[key.split('.')[0] ?? ''] ?? 'form', message);
  }
  if (Object.keys(out.fields).length === 0 && out.lines.size === 0) add('form', error.message);
  return out;
}
