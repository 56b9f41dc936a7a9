import { type ApiError, isApiError } from '@shop-admin/core';

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

/** The form's estimate of the order (the server prices it again; a coupon shows only after placing). */
export function createEstimate(lines: readonly CreateLine[], shipping: number, discount: number) {
  const items = lines.reduce((sum, l) => sum + l.variety.price * l.quantity, 0);
  return { items, shipping, discount, total: Math.max(items + shipping - discount, 0) };
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
