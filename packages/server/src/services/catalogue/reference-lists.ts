import { type FieldValues, parseColor, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
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
import { declaredTableService } from '../table-service.ts';
import { readWindow } from './reference-common.ts';

/** Wraps a service so its writes go through `prepare` first and its rows through `decorate`. */
function adapt<T, V, N extends string>(
  service: ResourceService<T, V, N>,
  options: {
    /** Reads through the write's transaction `db`. */
    prepare?: (values: V, id: number | null, db: Db) => Promise<V> | V;
    decorate?: (items: T[], db?: Db) => Promise<T[]>;
  },
): ResourceService<T, V, N> {
  const prepare = options.prepare ?? ((values: V) => values);
  return {
    ...service,
    async list(query) {
      const result = await service.list(query);
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
  return declaredTableService(db, 'brands', brands, {
    beforeDelete: refuseWhenUsed(products.brandId, 'این برند'),
  });
}

/** Units of measure; precision is one of 1, 0.1, 0.01 (core's rule), stored as numeric(4,2). */
export function unitsService(db: Db) {
  return adapt(
    declaredTableService(db, 'units', units, {
      alsoSearch: ['symbol'],
      beforeDelete: refuseWhenUsed(products.unitId, 'این واحد'),
    }),
    {
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
    declaredTableService(db, 'colors', colors, {
      alsoSearch: ['code'],
      beforeDelete: refuseWhenUsed(varieties.colorId, 'این رنگ', 'تنوع محصول'),
    }),
    {
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
  return adapt(declaredTableService(db, 'gifts', gifts), {
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
  });
}

const serializeRecommendationGroup = (row: typeof recommendationGroups.$inferSelect) => ({
  id: row.id,
  name: row.name,
  label: row.label,
  show_in_home: row.showInHome,
  show_in_filter: row.showInFilter,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** A recommendation group as answered; listed and shown with how many products it holds. */
export type RecommendationGroupJson = ReturnType<typeof serializeRecommendationGroup> & {
  products_count?: number;
};

/** Recommendation groups, each listed with how many products it holds. */
export function recommendationGroupsService(db: Db) {
  return adapt<RecommendationGroupJson, FieldValues<'recommendation_groups'>, 'recommendation_groups'>(
    declaredTableService(db, 'recommendation_groups', recommendationGroups, {
      // The API searches the latin name too and filters on both switches, which the list screen does not offer.
      alsoSearch: ['name'],
      alsoFilter: ['show_in_home', 'show_in_filter'],
      defaultSort: { field: 'id', desc: false },
      uniqueLabels: { name: 'نام لاتین گروه' },
      serialize: serializeRecommendationGroup,
    }),
    {
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
