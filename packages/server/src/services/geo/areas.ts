import { toPersianDigits } from '@shop-admin/core';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, cities, provinces } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { idFilter } from '../catalogue/reference-common.ts';
import type { ResourceService, WriteValues } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { statusValue, withStatusFilter } from './status-filter.ts';

type Row = Record<string, unknown>;

const PERSIAN_ORDER = new Intl.Collator('fa');

const stamps = (row: Row) => ({ created_at: row.createdAt, updated_at: row.updatedAt });

/** Provinces (permission stem `area`): name unique, Persian-folded search, status 1/0 shown as a boolean. */
export function provincesService(db: Db): ResourceService<Row, WriteValues, 'provinces'> {
  // The declaration's fields, filters and sort keys; status is stored 1/0 and answered as a boolean.
  const base = declaredTableService(db, 'provinces', provinces, {
    defaultSort: { field: 'id', desc: false },
    beforeDelete: async (id, tx) => {
      const [row] = await tx.select({ n: count() }).from(cities).where(eq(cities.provinceId, id));
      const n = row?.n ?? 0;
      return n > 0 ? `این استان ${toPersianDigits(n)} شهر دارد؛ نخست شهرهای آن را حذف کنید.` : null;
    },
    serialize: (row) => ({ id: row.id, name: row.name, status: row.status === 1, ...stamps(row) }),
  });
  return {
    ...base,
    list: (query) => base.list(withStatusFilter(query)),
    create: (values, ctx) => base.create(statusValue(values), ctx),
    update: (id, values, ctx) => base.update(id, statusValue(values), ctx),
  };
}

/**
 * Cities (permission stem `area`): `?province_id=` filters by province; each row carries its
 * province's name. A city used by an address is not deleted (deactivate it instead).
 */
export function citiesService(db: Db): ResourceService<Row, WriteValues, 'cities'> {
  // The declaration's fields, filters and sort keys; status is stored 1/0 and answered as a boolean,
  // and rows carry their province's name.
  const base = declaredTableService(db, 'cities', cities, {
    defaultSort: { field: 'id', desc: false },
    beforeDelete: async (id, tx) => {
      const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.cityId, id));
      const n = row?.n ?? 0;
      return n > 0 ? `این شهر در ${toPersianDigits(n)} نشانی به کار رفته و حذف نمی‌شود؛ غیرفعالش کنید.` : null;
    },
    serialize: (row) => ({
      id: row.id,
      name: row.name,
      province_id: row.provinceId,
      status: row.status === 1,
      ...stamps(row),
    }),
  });
  const withProvince = async (items: Row[], tx: Db = db): Promise<Row[]> => {
    const ids = [...new Set(items.map((item) => Number(item.province_id)))];
    if (!ids.length) return items;
    const rows = await tx
      .select({ id: provinces.id, name: provinces.name })
      .from(provinces)
      .where(inArray(provinces.id, ids));
    const byId = new Map(rows.map((p) => [p.id, p]));
    return items.map((item) => ({ ...item, province: byId.get(Number(item.province_id)) ?? null }));
  };
  const checkProvince = async (values: Row, tx: Db): Promise<Row> => {
    if (!Object.hasOwn(values, 'province_id')) return statusValue(values);
    const [province] = await tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, Number(values.province_id)));
    if (!province) throw validationFailed({ province_id: ['استان انتخاب شده وجود ندارد.'] });
    return statusValue(values);
  };
  return {
    resourceName: 'cities',
    async list(query) {
      idFilter(query, 'province_id');
      const result = await base.list(withStatusFilter(query));
      return { ...result, items: await withProvince(result.items) };
    },
    async get(id, tx) {
      const row = await base.get(id, tx);
      return row ? ((await withProvince([row], tx))[0] ?? row) : null;
    },
    async create(values, ctx) {
      const row = await base.create(await checkProvince(values, ctx.db), ctx);
      return (await withProvince([row], ctx.db))[0] ?? row;
    },
    async update(id, values, ctx) {
      const row = await base.update(id, await checkProvince(values, ctx.db), ctx);
      return (await withProvince([row], ctx.db))[0] ?? row;
    },
    remove: base.remove,
  };
}

/** Active provinces, each with its active cities by name: what a checkout's address form offers. */
export async function activeAreas(db: Db) {
  const provinceRows = await db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .where(eq(provinces.status, 1));
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, provinceId: cities.provinceId })
    .from(cities)
    .where(eq(cities.status, 1));
  // Persian alphabetical order (پ، چ، ژ، گ sit outside Unicode order), which SQL's C collation lacks.
  const byName = (a: { name: string }, b: { name: string }) => PERSIAN_ORDER.compare(a.name, b.name);
  return provinceRows.sort(byName).map((province) => ({
    ...province,
    cities: cityRows
      .filter((c) => c.provinceId === province.id)
      .sort(byName)
      .map((c) => ({ id: c.id, name: c.name })),
  }));
}
