import { parseColor, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { count, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  brands,
  colors,
  gifts,
  products,
  recommendationGroups,
  recommendations,
  units,
  varieties,
} from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { ResourceService } from '../resource-service.ts';
import { tableService } from '../table-service.ts';
import { readWindow, withBooleanFilters } from './reference-common.ts';

type Row = Record<string, unknown>;

/** Wraps a service so its list reads boolean filters and its writes go through `prepare` first. */
function adapt<T>(
  service: ResourceService<T>,
  options: {
    booleanFilters?: readonly string[];
    /** Reads through the write's transaction `db`. */
    prepare?: (values: Row, id: number | null, db: Db) => Promise<Row> | Row;
    decorate?: (items: T[], db?: Db) => Promise<T[]>;
  },
): ResourceService<T> {
  const prepare = options.prepare ?? ((values: Row) => values);
  return {
    ...service,
    async list(query) {
      const result = await service.list(withBooleanFilters(query, options.booleanFilters ?? []));
      return options.decorate ? { ...result, items: await options.decorate(result.items) } : result;
    },
    async get(id, tx) {
      const row = await service.get(id, tx);
      if (!row || !options.decorate) return row;
      const [decorated] = await options.decorate([row], tx);
      return decorated ?? row;
    },
    async create(values, ctx) {
      const row = await service.create(await prepare(values, null, ctx.db), ctx);
      if (!options.decorate) return row;
      return (await options.decorate([row], ctx.db))[0] ?? row;
    },
    async update(id, values, ctx) {
      const row = await service.update(id, await prepare(values, id, ctx.db), ctx);
      if (!options.decorate) return row;
      return (await options.decorate([row], ctx.db))[0] ?? row;
    },
  };
}

const stamps = (row: Row) => ({ created_at: row.createdAt, updated_at: row.updatedAt });

/** A Persian refusal when rows still point at the record, before the database's foreign key speaks. */
function refuseWhenUsed(column: AnyPgColumn, what: string, where = 'محصول') {
  return async (id: number, db: Db): Promise<string | null> => {
    const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
    const n = row?.n ?? 0;
    return n > 0 ? `${what} در ${toPersianDigits(n)} ${where} به کار رفته و حذف نمی‌شود.` : null;
  };
}

/** Brands: name unique, Persian-folded search on the name. */
export function brandsService(db: Db) {
  return adapt(
    tableService(db, {
      table: brands,
      id: brands.id,
      columns: {
        name: brands.name,
        status: brands.status,
        show_index: brands.showIndex,
        description: brands.description,
        image: brands.image,
      },
      searchColumns: [brands.name],
      filterColumns: { status: brands.status, show_index: brands.showIndex },
      sortColumns: { id: brands.id, name: brands.name, created_at: brands.createdAt },
      createdAt: brands.createdAt,
      updatedAt: brands.updatedAt,
      uniqueLabels: { name: 'نام برند' },
      beforeDelete: refuseWhenUsed(products.brandId, 'این برند'),
      serialize: (row) => ({
        id: row.id,
        name: row.name,
        status: row.status,
        show_index: row.showIndex,
        description: row.description,
        image: row.image,
        ...stamps(row),
      }),
    }),
    { booleanFilters: ['status', 'show_index'] },
  );
}

/** Units of measure; precision is one of 1, 0.1, 0.01 (core's rule), stored as numeric(4,2). */
export function unitsService(db: Db) {
  return adapt(
    tableService(db, {
      table: units,
      id: units.id,
      columns: { name: units.name, symbol: units.symbol, precision: units.precision, status: units.status },
      searchColumns: [units.name, units.symbol],
      filterColumns: { status: units.status },
      sortColumns: { id: units.id, name: units.name },
      createdAt: units.createdAt,
      updatedAt: units.updatedAt,
      uniqueLabels: { name: 'نام واحد' },
      beforeDelete: refuseWhenUsed(products.unitId, 'این واحد'),
      serialize: (row) => ({
        id: row.id,
        name: row.name,
        symbol: row.symbol,
        precision: Number(row.precision),
        status: row.status,
        ...stamps(row),
      }),
    }),
    {
      booleanFilters: ['status'],
      prepare: (values) =>
        Object.hasOwn(values, 'precision')
          ? { ...values, precision: Number(toAsciiDigits(String(values.precision))) }
          : values,
    },
  );
}

/**
 * Colours: the code goes through core's parseColor, so `#FFF`, `#ffffff` and `#ffffffff` are the same
 * colour (`#ffffff`) and the unique index sees them as one; alpha below 1 is kept as `#rrggbbaa`.
 */
export function colorsService(db: Db) {
  return adapt(
    tableService(db, {
      table: colors,
      id: colors.id,
      columns: { name: colors.name, code: colors.code, status: colors.status },
      searchColumns: [colors.name, colors.code],
      filterColumns: { status: colors.status },
      sortColumns: { id: colors.id, name: colors.name, code: colors.code },
      createdAt: colors.createdAt,
      updatedAt: colors.updatedAt,
      uniqueLabels: { name: 'نام رنگ', code: 'کد رنگ' },
      beforeDelete: refuseWhenUsed(varieties.colorId, 'این رنگ', 'تنوع محصول'),
      serialize: (row) => ({
        id: row.id,
        name: row.name,
        code: row.code,
        status: row.status,
        ...stamps(row),
      }),
    }),
    {
      booleanFilters: ['status'],
      prepare: (values) => {
        if (!Object.hasOwn(values, 'code')) return values;
        const parsed = parseColor(String(values.code ?? ''));
        if (!parsed) throw validationFailed({ code: ['قالب کد رنگ درست نیست.'] });
        return { ...values, code: parsed.hex };
      },
    },
  );
}

/** Gifts: a time window (end after start) with a status and an image path. */
export function giftsService(db: Db) {
  return adapt(
    tableService(db, {
      table: gifts,
      id: gifts.id,
      columns: {
        name: gifts.name,
        status: gifts.status,
        image: gifts.image,
        start_date: gifts.startDate,
        end_date: gifts.endDate,
      },
      searchColumns: [gifts.name],
      filterColumns: { status: gifts.status },
      sortColumns: {
        id: gifts.id,
        name: gifts.name,
        start_date: gifts.startDate,
        end_date: gifts.endDate,
        created_at: gifts.createdAt,
      },
      createdAt: gifts.createdAt,
      updatedAt: gifts.updatedAt,
      serialize: (row) => ({
        id: row.id,
        name: row.name,
        start_date: row.startDate,
        end_date: row.endDate,
        status: row.status,
        image: row.image,
        ...stamps(row),
      }),
    }),
    {
      booleanFilters: ['status'],
      async prepare(values, id, tx) {
        let stored: { startDate: Date; endDate: Date } | undefined;
        if (id !== null) {
          const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).limit(1);
          if (!row) throw notFound();
          stored = row;
        }
        const window = readWindow(values, stored);
        return window ? { ...values, start_date: window.startDate, end_date: window.endDate } : values;
      },
    },
  );
}

/** Recommendation groups, each listed with how many products it holds. */
export function recommendationGroupsService(db: Db) {
  type Group = Record<string, unknown> & { id: number };
  return adapt<Group>(
    tableService(db, {
      table: recommendationGroups,
      id: recommendationGroups.id,
      columns: {
        name: recommendationGroups.name,
        label: recommendationGroups.label,
        show_in_home: recommendationGroups.showInHome,
        show_in_filter: recommendationGroups.showInFilter,
      },
      searchColumns: [recommendationGroups.name, recommendationGroups.label],
      filterColumns: {
        show_in_home: recommendationGroups.showInHome,
        show_in_filter: recommendationGroups.showInFilter,
      },
      sortColumns: {
        id: recommendationGroups.id,
        name: recommendationGroups.name,
        label: recommendationGroups.label,
      },
      defaultSort: { column: recommendationGroups.id, desc: false },
      createdAt: recommendationGroups.createdAt,
      updatedAt: recommendationGroups.updatedAt,
      uniqueLabels: { name: 'نام لاتین گروه' },
      serialize: (row) => ({
        id: row.id as number,
        name: row.name,
        label: row.label,
        show_in_home: row.showInHome,
        show_in_filter: row.showInFilter,
        ...stamps(row),
      }),
    }),
    {
      booleanFilters: ['show_in_home', 'show_in_filter'],
      async decorate(items, tx = db) {
        if (!items.length) return items;
        const counts = await tx
          .select({ groupId: recommendations.groupId, n: count() })
          .from(recommendations)
          .where(
            inArray(
              recommendations.groupId,
              items.map((item) => item.id),
            ),
          )
          .groupBy(recommendations.groupId);
        const byGroup = new Map(counts.map((row) => [row.groupId, row.n]));
        return items.map((item) => ({ ...item, products_count: byGroup.get(item.id) ?? 0 }));
      },
    },
  );
}
