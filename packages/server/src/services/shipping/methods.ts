import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { asc, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  customerRoleShipping,
  customerRoles,
  orders,
  provinces,
  shippingCities,
  shippingProvinces,
  shippings,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { duplicatesOf } from '../catalogue/reference-common.ts';
import { statusValue, withStatusFilter } from '../geo/status-filter.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';

type Values = FieldValues<'shippings'>;
/** One area or role price as the API sends it: `{id, price}` or `{id, amount}`. */
type PriceRow = { id: number; price?: number; amount?: number };

const LABELS = { provinces: 'استان', cities: 'شهر', customer_roles: 'نقش مشتری' } as const;

function serialize(row: typeof shippings.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    default_price: row.defaultPrice,
    free_threshold: row.freeThreshold,
    minimum_delay: row.minimumDelay,
    packet_size: row.packetSize,
    first_packet_size: row.firstPacketSize,
    more_packet_price: row.morePacketPrice,
    logo: row.logo,
    order: row.order,
    status: row.status === 1,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Adds each method's province, city and role prices (with names), three queries for the whole page. */
async function withPrices(db: Db, items: ReturnType<typeof serialize>[]) {
  const ids = items.map((item) => item.id);
  // No methods, no prices to read (and none to add).
  if (!ids.length) return [];
  const provinceRows = await db
    .select({
      shippingId: shippingProvinces.shippingId,
      id: provinces.id,
      name: provinces.name,
      price: shippingProvinces.price,
    })
    .from(shippingProvinces)
    .innerJoin(provinces, eq(provinces.id, shippingProvinces.provinceId))
    .where(inArray(shippingProvinces.shippingId, ids))
    .orderBy(asc(provinces.id));
  const cityRows = await db
    .select({
      shippingId: shippingCities.shippingId,
      id: cities.id,
      name: cities.name,
      province_id: cities.provinceId,
      price: shippingCities.price,
    })
    .from(shippingCities)
    .innerJoin(cities, eq(cities.id, shippingCities.cityId))
    .where(inArray(shippingCities.shippingId, ids))
    .orderBy(asc(cities.id));
  const roleRows = await db
    .select({
      shippingId: customerRoleShipping.shippingId,
      id: customerRoles.id,
      name: customerRoles.name,
      amount: customerRoleShipping.amount,
    })
    .from(customerRoleShipping)
    .innerJoin(customerRoles, eq(customerRoles.id, customerRoleShipping.customerRoleId))
    .where(inArray(customerRoleShipping.shippingId, ids))
    .orderBy(asc(customerRoles.id));
  const of = <T extends { shippingId: number }>(rows: T[], id: number) =>
    rows.filter((row) => row.shippingId === id).map(({ shippingId: _, ...rest }) => rest);
  return items.map((item) => ({
    ...item,
    provinces: of(provinceRows, item.id),
    cities: of(cityRows, item.id),
    customer_roles: of(roleRows, item.id),
  }));
}

/** A shipping method as the API shows it, with its province, city and customer-role prices. */
export type ShippingJson = Awaited<ReturnType<typeof withPrices>>[number];

/** Checks a list of `{id, price}` rows: no id twice and every id exists; a Persian 422 naming the row. */
async function checkPriceRows(db: Db, field: keyof typeof LABELS, rows: readonly PriceRow[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  const errors: Record<string, string[]> = {};
  for (const id of duplicatesOf(ids)) {
    const index = ids.lastIndexOf(id);
    errors[`${field}.${index}.id`] = [`${LABELS[field]} ${toPersianDigits(id)} دو بار آمده است.`];
  }
  if (ids.length) {
    const table = field === 'provinces' ? provinces : field === 'cities' ? cities : customerRoles;
    const found = new Set(
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id),
    );
    ids.forEach((id, index) => {
      if (!found.has(id)) errors[`${field}.${index}.id`] = [`${LABELS[field]} انتخاب شده وجود ندارد.`];
    });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Replaces the rows of one price table of a method with the given list. */
async function replacePrices(
  db: Db,
  shippingId: number,
  field: keyof typeof LABELS,
  rows: readonly PriceRow[],
) {
  if (field === 'provinces') {
    await db.delete(shippingProvinces).where(eq(shippingProvinces.shippingId, shippingId));
    if (rows.length)
      await db
        .insert(shippingProvinces)
        .values(rows.map((row) => ({ shippingId, provinceId: row.id, price: row.price ?? 0 })));
  } else if (field === 'cities') {
    await db.delete(shippingCities).where(eq(shippingCities.shippingId, shippingId));
    if (rows.length)
      await db
        .insert(shippingCities)
        .values(rows.map((row) => ({ shippingId, cityId: row.id, price: row.price ?? 0 })));
  } else {
    await db.delete(customerRoleShipping).where(eq(customerRoleShipping.shippingId, shippingId));
    if (rows.length)
      await db
        .insert(customerRoleShipping)
        .values(rows.map((row) => ({ shippingId, customerRoleId: row.id, amount: row.amount ?? 0 })));
  }
}

const nestedOf = (values: Values) =>
  (Object.keys(LABELS) as (keyof typeof LABELS)[])
    .filter((field) => Object.hasOwn(values, field))
    .map((field) => ({ field, rows: ((values[field] as PriceRow[] | null) ?? []) as PriceRow[] }));

/**
 * Shipping methods (Shopit `shippings`): the plain columns plus the province, city and customer-role
 * prices, written in one transaction with the method (a body without a list leaves that list as it
 * is; an empty list clears it). Lists are in the staff's order (`order`, then id).
 */
export function shippingsService(db: Db) {
  // The area and role price tables are written with the method, in the same transaction.
  const base = declaredTableService(db, 'shippings', shippings, {
    notColumns: Object.keys(LABELS) as (keyof typeof LABELS)[],
    // The staff's order, ties by id.
    defaultOrder: [asc(shippings.order), asc(shippings.id)],
    serialize,
    beforeDelete: async (id, tx) => {
      const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.shippingId, id));
      const n = used?.n ?? 0;
      return n > 0
        ? `این روش ارسال در ${toPersianDigits(n)} سفارش به کار رفته و حذف نمی‌شود؛ غیرفعالش کنید.`
        : null;
    },
  });
  /** The method's own columns of a body: the price lists go to their tables, status is stored 1/0. */
  const ownValues = (values: Values): Values => {
    const own = statusValue(values);
    return Object.fromEntries(Object.entries(own).filter(([name]) => !Object.hasOwn(LABELS, name)));
  };
  const get = async (id: number, tx?: Db): Promise<ShippingJson | null> => {
    const row = await base.get(id, tx);
    return row ? ((await withPrices(tx ?? db, [row]))[0] ?? null) : null;
  };
  const resource: ResourceService<ShippingJson, Values, 'shippings'> = {
    resourceName: 'shippings',
    async list(query: ListQuery) {
      const result = await base.list(withStatusFilter(query));
      return { ...result, items: await withPrices(db, result.items) };
    },
    get,
    async create(values, ctx) {
      const nested = nestedOf(values);
      for (const { field, rows } of nested) await checkPriceRows(ctx.db, field, rows);
      const id = await ctx.db.transaction(async (tx) => {
        const [last] = await tx.select({ order: max(shippings.order) }).from(shippings);
        const row = await base.create(
          { ...ownValues(values), order: (last?.order ?? 0) + 1 },
          { ...ctx, db: tx as unknown as Db },
        );
        const rowId = row.id;
        for (const { field, rows } of nested) await replacePrices(tx as unknown as Db, rowId, field, rows);
        return rowId;
      });
      return (await get(id, ctx.db)) as ShippingJson;
    },
    async update(id, values, ctx) {
      const nested = nestedOf(values);
      for (const { field, rows } of nested) await checkPriceRows(ctx.db, field, rows);
      await ctx.db.transaction(async (tx) => {
        await base.update(id, ownValues(values), { ...ctx, db: tx as unknown as Db });
        for (const { field, rows } of nested) await replacePrices(tx as unknown as Db, id, field, rows);
      });
      const row = await get(id, ctx.db);
      if (!row) throw notFound();
      return row;
    },
    remove: base.remove,
  };

  return {
    resource,
    /**
     * `POST shippings/sort`: the given ids take orders 1, 2, 3 …; methods left out keep their
     * relative order after them. Unknown or repeated ids are refused and nothing changes.
     */
    async sort(ids: readonly number[], now: Date): Promise<void> {
      const errors: Record<string, string[]> = {};
      for (const id of duplicatesOf(ids)) errors.ids = [`روش ارسال ${toPersianDigits(id)} دو بار آمده است.`];
      if (Object.keys(errors).length) throw validationFailed(errors);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: shippings.id, order: shippings.order })
          .from(shippings)
          .orderBy(asc(shippings.order), asc(shippings.id))
          .for('update');
        const known = new Set(rows.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length)
          throw validationFailed({
            ids: [`روش ارسال ${unknown.map((id) => toPersianDigits(id)).join('، ')} وجود ندارد.`],
          });
        const rest = rows.map((row) => row.id).filter((id) => !ids.includes(id));
        const plan = [...ids, ...rest];
        const before = rows.map((row) => ({ id: row.id, order: row.order }));
        for (const [index, id] of plan.entries())
          await tx
            .update(shippings)
            .set({ order: index + 1, updatedAt: now })
            .where(eq(shippings.id, id));
        await recordAudit(tx as unknown as Db, {
          entity: 'shippings',
          entityId: 'sort',
          action: 'sort',
          before,
          after: plan.map((id, index) => ({ id, order: index + 1 })),
        });
      });
    },
    /** `POST shippings/{id}/assign-cities`: the method's whole list of city prices, replaced at once. */
    async assignCities(id: number, rows: readonly PriceRow[], now: Date): Promise<ShippingJson> {
      await checkPriceRows(db, 'cities', rows);
      await db.transaction(async (tx) => {
        const [method] = await tx
          .select({ id: shippings.id })
          .from(shippings)
          .where(eq(shippings.id, id))
          .for('update');
        if (!method) throw notFound();
        const before = await tx
          .select({ id: shippingCities.cityId, price: shippingCities.price })
          .from(shippingCities)
          .where(eq(shippingCities.shippingId, id));
        await replacePrices(tx as unknown as Db, id, 'cities', rows);
        await tx.update(shippings).set({ updatedAt: now }).where(eq(shippings.id, id));
        await recordAudit(tx as unknown as Db, {
          entity: 'shippings',
          entityId: id,
          action: 'assign_cities',
          before,
          after: rows.map((row) => ({ id: row.id, price: row.price })),
        });
      });
      const row = await get(id);
      if (!row) throw notFound();
      return row;
    },
  };
}
