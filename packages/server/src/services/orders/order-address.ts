import { normalizePersian } from '@shop-admin/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, cities, type OrderAddressSnapshot, provinces } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

/** The address columns an order copies: the snapshot and the filter columns beside it. */
export interface OrderAddressColumns {
  /** The saved address it was copied from; null for an address given at a guest checkout and not saved. */
  addressId: number | null;
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
  return addressColumnsOf(
    address.id,
    {
      first_name: address.firstName,
      last_name: address.lastName,
      mobile: address.mobile,
      postal_code: address.postalCode,
      address: address.address,
      telephone: address.telephone,
    },
    city,
    province,
  );
}

/** An address as a checkout gives it (core's checkoutAddressFields, validated). */
export interface GivenAddress {
  first_name: string;
  last_name: string;
  mobile: string;
  city_id: number;
  postal_code: string;
  address: string;
}

/**
 * The columns an order copies from an address given at checkout, as it was given (nothing saved), with
 * its city's and province's names; a Persian 422 on `address.city_id` when the city does not exist.
 */
export async function givenOrderAddress(db: Db, given: GivenAddress): Promise<OrderAddressColumns> {
  const [row] = await db
    .select({ city: cities, province: provinces })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, given.city_id))
    .limit(1);
  if (!row) throw refused('invalid_city', 'شهر انتخاب‌شده وجود ندارد.', 'address.city_id');
  const { city_id: _city, ...fields } = given;
  return addressColumnsOf(null, { ...fields, telephone: null }, row.city, row.province);
}

function addressColumnsOf(
  addressId: number | null,
  fields: Omit<OrderAddressSnapshot, 'province' | 'city'>,
  city: typeof cities.$inferSelect,
  province: typeof provinces.$inferSelect,
): OrderAddressColumns {
  return {
    addressId,
    address: {
      first_name: fields.first_name,
      last_name: fields.last_name,
      mobile: fields.mobile,
      province: { id: province.id, name: province.name },
      city: { id: city.id, name: city.name },
      postal_code: fields.postal_code,
      address: fields.address,
      telephone: fields.telephone,
    },
    provinceId: province.id,
    cityId: city.id,
    receiver: normalizePersian(`${fields.first_name} ${fields.last_name}`),
  };
}
