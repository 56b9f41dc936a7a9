import { shippingPrice } from '@shop-admin/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  customerRoleShipping,
  shippingCities,
  shippingProvinces,
  shippings,
} from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

export type ShippingRow = typeof shippings.$inferSelect;

/** What a shipping quote needs: the method, the destination city, the customer's role and the items amount. */
export interface ShippingQuoteInput {
  shippingId: number;
  cityId: number;
  customerRoleId?: number | null;
  /** The basket's items amount after product discounts, in Toman (decides free shipping). */
  itemsAmount: number;
}

/**
 * The shipping amount of one method for one destination and customer, by core's `shippingPrice` rule
 * (role price, else city, else province, else default; free from the threshold; a method with area
 * prices ships only to those areas). A Persian 422 (field `shipping_id`) when the method is missing or
 * inactive or does not ship to the city, and (field `city_id`) when the city is unknown. Reads only, so
 * it can run inside the caller's order transaction or outside it.
 */
export async function quoteShipping(
  db: Db,
  input: ShippingQuoteInput,
): Promise<{ amount: number; shipping: ShippingRow }> {
  const [shipping] = await db.select().from(shippings).where(eq(shippings.id, input.shippingId)).limit(1);
  if (shipping?.status !== 1)
    throw refused('shipping_inactive', 'روش ارسال انتخاب شده فعال نیست.', 'shipping_id');
  const [city] = await db
    .select({ id: cities.id, provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.id, input.cityId))
    .limit(1);
  if (!city) throw refused('city_not_found', 'شهر انتخاب شده وجود ندارد.', 'city_id');

  // One after another: inside the caller's transaction they share one connection anyway.
  const provinceRows = await db
    .select({ provinceId: shippingProvinces.provinceId, price: shippingProvinces.price })
    .from(shippingProvinces)
    .where(eq(shippingProvinces.shippingId, shipping.id));
  const cityRows = await db
    .select({ cityId: shippingCities.cityId, price: shippingCities.price })
    .from(shippingCities)
    .where(eq(shippingCities.shippingId, shipping.id));
  const roleRows = input.customerRoleId
    ? await db
        .select({ amount: customerRoleShipping.amount })
        .from(customerRoleShipping)
        .where(
          and(
            eq(customerRoleShipping.shippingId, shipping.id),
            eq(customerRoleShipping.customerRoleId, input.customerRoleId),
          ),
        )
    : [];
  const quote = shippingPrice({
    defaultPrice: shipping.defaultPrice,
    freeThreshold: shipping.freeThreshold,
    provincePrice: provinceRows.find((row) => row.provinceId === city.provinceId)?.price ?? null,
    cityPrice: cityRows.find((row) => row.cityId === city.id)?.price ?? null,
    rolePrice: roleRows[0]?.amount ?? null,
    itemsAmount: input.itemsAmount,
    restrictedToAreas: provinceRows.length > 0 || cityRows.length > 0,
  });
  if (!quote.available)
    throw refused(
      'shipping_not_available',
      `«${shipping.name}» به شهر انتخاب شده ارسال نمی‌کند.`,
      'shipping_id',
    );
  return { amount: quote.amount, shipping };
}

/**
 * The active methods that ship to a city, each with its amount for this basket and customer role, in
 * the staff's order: what a checkout offers. Methods that don't ship there are left out.
 */
export async function availableShippings(
  db: Db,
  input: Omit<ShippingQuoteInput, 'shippingId'>,
): Promise<{ amount: number; shipping: ShippingRow }[]> {
  const methods = await db
    .select({ id: shippings.id })
    .from(shippings)
    .where(eq(shippings.status, 1))
    .orderBy(asc(shippings.order), asc(shippings.id));
  const offers: { amount: number; shipping: ShippingRow }[] = [];
  for (const method of methods) {
    try {
      offers.push(await quoteShipping(db, { ...input, shippingId: method.id }));
    } catch (error) {
      // A method that does not ship there is simply not offered; anything else (an unknown city) is.
      if ((error as { code?: string }).code !== 'shipping_not_available') throw error;
    }
  }
  return offers;
}
