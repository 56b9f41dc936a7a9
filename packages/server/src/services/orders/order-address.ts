import { normalizePersian } from '@shop-admin/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, cities, type OrderAddressSnapshot, provinces } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

/** The address columns an order copies: the snapshot and the filter columns beside it. */
export interface OrderAddressColumns {
  addressId: number;
  address: OrderAddressSnapshot;
  provinceId: number;
  cityId: number;
  /** Persian-normalised "first last", for the name filters. */
  receiver: string;
}

/**
 * Copies one of the customer's live addresses into an order (so later edits don't rewrite history),
 * with its province and city names. Refused with a Persian 422 when the address is not theirs.
 */
export async function orderAddressOf(
  db: Db,
  customerId: number,
  addressId: number,
): Promise<OrderAddressColumns> {
  const [row] = await db
    .select({ address: addresses, city: cities, province: provinces })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(
      and(eq(addresses.id, addressId), eq(addresses.customerId, customerId), isNull(addresses.deletedAt)),
    )
    .limit(1);
  if (!row) throw refused('address_not_found', 'آدرس انتخاب‌شده متعلق به این مشتری نیست.', 'address_id');
  return orderAddressColumns(row);
}

/** An address row with its city and province, as the columns an order copies. */
export function orderAddressColumns(row: {
  address: typeof addresses.$inferSelect;
  city: typeof cities.$inferSelect;
  province: typeof provinces.$inferSelect;
}): OrderAddressColumns {
  const { address, city, province } = row;
  return {
    addressId: address.id,
    address: {
      first_name: address.firstName,
      last_name: address.lastName,
      mobile: address.mobile,
      province: { id: province.id, name: province.name },
      city: { id: city.id, name: city.name },
      postal_code: address.postalCode,
      address: address.address,
      telephone: address.telephone,
    },
    provinceId: province.id,
    cityId: city.id,
    receiver: normalizePersian(`${address.firstName} ${address.lastName}`),
  };
}
