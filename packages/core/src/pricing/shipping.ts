/** What a shipping method's price depends on, for one destination, customer and basket. */
export interface ShippingPriceInput {
  /** The method's price where no area or role price applies. */
  defaultPrice: number;
  /** Free shipping when the items reach this amount; null = never free. */
  freeThreshold: number | null;
  /** The method's price in the destination's province, if it has one. */
  provincePrice?: number | null;
  /** The method's price in the destination city, if it has one (wins over the province's). */
  cityPrice?: number | null;
  /** The method's price for the customer's role (e.g. VIP), if it has one (wins over area prices). */
  rolePrice?: number | null;
  /** The basket's items amount (after product discounts), in Toman. */
  itemsAmount: number;
  /** True when the method has any province or city rows: it then ships only to those areas. */
  restrictedToAreas: boolean;
}

/** Which rule gave a shipping price. */
export type ShippingPriceSource = 'free' | 'role' | 'city' | 'province' | 'default';

/** A shipping quote: an amount (and the rule that gave it), or "this method does not ship there". */
export type ShippingPrice =
  | { available: true; amount: number; source: ShippingPriceSource }
  | { available: false; reason: 'not_available_here' };

const money = (value: number | null | undefined): number | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.max(0, Math.round(value));

/**
 * The shipping price rule (Shopit `shippings`, `shippables`, `customer_role_shipping`):
 * 1. a method limited to areas ships only where it has a city or province price;
 * 2. free when the items reach the free threshold;
 * 3. otherwise the role price, else the city price, else the province price, else the default.
 * Amounts are whole Toman, never negative.
 */
export function shippingPrice(input: ShippingPriceInput): ShippingPrice {
  const city = money(input.cityPrice);
  const province = money(input.provincePrice);
  if (input.restrictedToAreas && city === null && province === null)
    return { available: false, reason: 'not_available_here' };
  const threshold = money(input.freeThreshold);
  if (threshold !== null && input.itemsAmount >= threshold)
    return { available: true, amount: 0, source: 'free' };
  const role = money(input.rolePrice);
  if (role !== null) return { available: true, amount: role, source: 'role' };
  if (city !== null) return { available: true, amount: city, source: 'city' };
  if (province !== null) return { available: true, amount: province, source: 'province' };
  return { available: true, amount: money(input.defaultPrice) ?? 0, source: 'default' };
}
