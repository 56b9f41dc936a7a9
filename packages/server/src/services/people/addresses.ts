import type { customerAddressFields } from '@shop-admin/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, cities, customers, provinces } from '../../db/schema/index.ts';
import { notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { lockRow } from '../table-service.ts';
import { requireIranMobile } from './customer-by-mobile.ts';

type AddressRow = typeof addresses.$inferSelect;

/** An address as the API shows it, with its city and province names. */
export function serializeAddress(
  row: AddressRow,
  place?: { cityName: string | null; provinceId: number | null; provinceName: string | null },
) {
  return {
    id: row.id,
    customer_id: row.customerId,
    city_id: row.cityId,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    address: row.address,
    postal_code: row.postalCode,
    telephone: row.telephone,
    latitude: row.latitude,
    longitude: row.longitude,
    city: place
      ? {
          id: row.cityId,
          name: place.cityName,
          province: place.provinceId ? { id: place.provinceId, name: place.provinceName } : null,
        }
      : undefined,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type AddressJson = ReturnType<typeof serializeAddress>;

/** The names of an address's fields (core's customerAddressFields). */
type AddressFieldName = (typeof customerAddressFields)[number]['name'];

/** What an address write receives: the validated body under core's customerAddressFields names. */
export type AddressValues = { readonly [K in AddressFieldName]?: unknown };

/** The columns of an address write from validated values (core's customerAddressFields). */
async function addressColumns(db: Db, values: AddressValues) {
  const out: Partial<typeof addresses.$inferInsert> = {};
  const text = (name: AddressFieldName) =>
    values[name] === null || values[name] === undefined ? null : String(values[name]);
  if (Object.hasOwn(values, 'city')) {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.id, Number(values.city)));
    if (!city) throw refused('invalid_city', 'شهر انتخاب‌شده وجود ندارد.', 'city');
    out.cityId = city.id;
  }
  if (Object.hasOwn(values, 'first_name')) out.firstName = String(values.first_name);
  if (Object.hasOwn(values, 'last_name')) out.lastName = String(values.last_name);
  if (Object.hasOwn(values, 'mobile')) out.mobile = requireIranMobile(values.mobile);
  if (Object.hasOwn(values, 'address')) out.address = String(values.address);
  if (Object.hasOwn(values, 'postal_code')) out.postalCode = text('postal_code');
  if (Object.hasOwn(values, 'telephone')) out.telephone = text('telephone');
  if (Object.hasOwn(values, 'latitude'))
    out.latitude = values.latitude === null ? null : Number(values.latitude);
  if (Object.hasOwn(values, 'longitude'))
    out.longitude = values.longitude === null ? null : Number(values.longitude);
  return out;
}

/** Customers' addresses (Shopit `customers/addresses`): soft-deleted so orders keep pointing at them. */
export function addressesService(db: Db) {
  const fetchOne = async (id: number, via: Db = db) => {
    const [row] = await via
      .select({
        address: addresses,
        cityName: cities.name,
        provinceId: provinces.id,
        provinceName: provinces.name,
      })
      .from(addresses)
      .leftJoin(cities, eq(cities.id, addresses.cityId))
      .leftJoin(provinces, eq(provinces.id, cities.provinceId))
      .where(and(eq(addresses.id, id), isNull(addresses.deletedAt)))
      .limit(1);
    return row ? serializeAddress(row.address, row) : null;
  };

  return {
    /**
     * One live address as its writes answer it; given a write's transaction, read through it under
     * the address's row lock.
     */
    async get(id: number, tx?: Db) {
      if (tx) await lockRow(tx, addresses, addresses.id, id);
      return fetchOne(id, tx);
    },
    /** A customer's live addresses, newest first. */
    async listOf(customerId: number) {
      const rows = await db
        .select({
          address: addresses,
          cityName: cities.name,
          provinceId: provinces.id,
          provinceName: provinces.name,
        })
        .from(addresses)
        .leftJoin(cities, eq(cities.id, addresses.cityId))
        .leftJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(and(eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
        .orderBy(desc(addresses.id));
      return rows.map((row) => serializeAddress(row.address, row));
    },
    async create(values: AddressValues, now: Date) {
      const customerId = Number(values.customer_id);
      const [customer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!customer) throw refused('customer_not_found', 'مشتری یافت نشد.', 'customer_id');
      const columns = await addressColumns(db, values);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(addresses)
          .values({ ...columns, customerId, createdAt: now, updatedAt: now } as typeof addresses.$inferInsert)
          .returning();
        if (!row) throw new Error('address was not written');
        await recordAudit(tx, {
          entity: 'addresses',
          entityId: row.id,
          action: 'create',
          after: serializeAddress(row),
        });
        return row.id;
      });
      return fetchOne(id);
    },
    /** Updates an address; given a route's transaction (`via`), inside it. */
    async update(id: number, values: AddressValues, now: Date, via: Db = db) {
      const { customer_id: _ignored, ...rest } = values;
      const columns = await addressColumns(via, rest);
      await via.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, id), isNull(addresses.deletedAt)))
          .for('update');
        if (!before) throw notFound();
        if (values.customer_id !== undefined && Number(values.customer_id) !== before.customerId) {
          throw refused('wrong_customer', 'این نشانی متعلق به مشتری دیگری است.', 'customer_id');
        }
        const [after] = await tx
          .update(addresses)
          .set({ ...columns, updatedAt: now })
          .where(eq(addresses.id, id))
          .returning();
        await recordAudit(tx, {
          entity: 'addresses',
          entityId: id,
          action: 'update',
          before: serializeAddress(before),
          after: after ? serializeAddress(after) : null,
        });
      });
      return fetchOne(id, via);
    },
    /** Soft delete: the row stays for the orders that point at it. */
    async remove(customerId: number, id: number, now: Date, via: Db = db) {
      await via.transaction(async (tx) => {
        const [before] = await tx
          .update(addresses)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
          .returning();
        if (!before) throw notFound();
        await recordAudit(tx, {
          entity: 'addresses',
          entityId: id,
          action: 'delete',
          before: serializeAddress(before),
        });
      });
    },
  };
}
