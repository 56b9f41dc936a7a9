import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizeCharts, sizeChartTypes, sizeChartTypeValues } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService, uniqueViolation } from '../table-service.ts';
import { duplicatesOf, idFilter } from './reference-common.ts';

type SizeChartTypeRow = typeof sizeChartTypes.$inferSelect;

const serializeSizeChart = (row: typeof sizeCharts.$inferSelect) => ({
  id: row.id,
  title: row.title,
  type_id: row.typeId,
  chart: row.chart,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** A size chart as answered, with its type's name. */
export type SizeChartJson = ReturnType<typeof serializeSizeChart> & { type_name: string | null };

const serializeSizeChartType = (
  row: SizeChartTypeRow,
  values: { id: number; name: string; position: number }[],
) => ({
  id: row.id,
  name: row.name,
  values,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** A size chart type as answered, with its value names in order. */
export type SizeChartTypeJson = ReturnType<typeof serializeSizeChartType>;

/** Limits of a size chart's table. */
export const SIZE_CHART_LIMITS = { rows: 50, columns: 30, cell: 100 } as const;

const fa = (n: number) => toPersianDigits(n);

/**
 * Checks a size chart's table: at least one row (the header) and one column, every row as wide as
 * the header, header cells named, within the size limits. Returns the Persian errors.
 */
export function chartErrors(chart: string[][]): string[] {
  const errors: string[] = [];
  const header = chart[0];
  if (!header || header.length === 0) return ['جدول باید دست‌کم یک سطر و یک ستون داشته باشد.'];
  if (chart.length > SIZE_CHART_LIMITS.rows)
    errors.push(`جدول حداکثر ${fa(SIZE_CHART_LIMITS.rows)} سطر دارد.`);
  if (header.length > SIZE_CHART_LIMITS.columns)
    errors.push(`جدول حداکثر ${fa(SIZE_CHART_LIMITS.columns)} ستون دارد.`);
  if (header.some((cell) => !cell)) errors.push('همه سرستون‌های جدول (سطر اول) باید نام داشته باشند.');
  chart.forEach((row, index) => {
    if (row.length !== header.length)
      errors.push(
        `سطر ${fa(index + 1)} جدول ${fa(row.length)} خانه دارد؛ باید ${fa(header.length)} خانه باشد.`,
      );
  });
  if (chart.some((row) => row.some((cell) => [...cell].length > SIZE_CHART_LIMITS.cell)))
    errors.push(`هر خانه جدول حداکثر ${fa(SIZE_CHART_LIMITS.cell)} نویسه است.`);
  return errors;
}

/** Size charts: a titled table of strings, optionally of a size chart type. */
export function sizeChartsService(
  db: Db,
): ResourceService<SizeChartJson, FieldValues<'size_charts'>, 'size_charts'> {
  // The chart is a checked table of strings stored as JSON; rows carry their type's name.
  const base = declaredTableService(db, 'size_charts', sizeCharts, {
    uniqueLabels: { title: 'عنوان جدول سایز' },
    serialize: serializeSizeChart,
  });
  const withTypeNames = async (
    rows: ReturnType<typeof serializeSizeChart>[],
    tx: Db = db,
  ): Promise<SizeChartJson[]> => {
    const typeIds = [
      ...new Set(rows.map((row) => row.type_id).filter((id): id is number => typeof id === 'number')),
    ];
    const types = typeIds.length
      ? await tx.select().from(sizeChartTypes).where(inArray(sizeChartTypes.id, typeIds))
      : [];
    const names = new Map(types.map((type) => [type.id, type.name]));
    return rows.map((row) => ({
      ...row,
      type_name: row.type_id === null ? null : (names.get(row.type_id) ?? null),
    }));
  };
  const check = async (values: FieldValues<'size_charts'>, tx: Db) => {
    const errors: Record<string, string[]> = {};
    if (Object.hasOwn(values, 'chart')) {
      const problems = chartErrors((values.chart as string[][] | null) ?? []);
      if (problems.length) errors.chart = problems;
    }
    const typeId = values.type_id as number | null | undefined;
    if (typeId) {
      const [type] = await tx.select().from(sizeChartTypes).where(eq(sizeChartTypes.id, typeId));
      if (!type) errors.type_id = [`نوع جدول سایز با شناسه ${fa(typeId)} وجود ندارد.`];
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
  };
  const decorate = async (row: ReturnType<typeof serializeSizeChart>, tx?: Db) =>
    (await withTypeNames([row], tx))[0] as SizeChartJson;
  return {
    resourceName: 'size_charts',
    async list(query) {
      const typeId = idFilter(query, 'type_id');
      const filters = { ...query.filters, ...(typeId === null ? {} : { type_id: String(typeId) }) };
      const result = await base.list({ ...query, filters });
      return { ...result, items: await withTypeNames(result.items) };
    },
    async get(id, tx) {
      const row = await base.get(id, tx);
      return row ? decorate(row, tx) : null;
    },
    async create(values, ctx) {
      await check(values, ctx.db);
      return decorate(await base.create(values, ctx), ctx.db);
    },
    async update(id, values, ctx) {
      await check(values, ctx.db);
      return decorate(await base.update(id, values, ctx), ctx.db);
    },
    remove: base.remove,
  };
}

/** Size chart types (e.g. پیراهن مردانه) and their value names; an update's list replaces the old one. */
export function sizeChartTypesService(
  db: Db,
): ResourceService<SizeChartTypeJson, FieldValues<'size_chart_types'>, 'size_chart_types'> {
  const serialize = serializeSizeChartType;
  const valuesOf = async (ids: number[], tx: Db = db) => {
    const rows = ids.length
      ? await tx
          .select()
          .from(sizeChartTypeValues)
          .where(inArray(sizeChartTypeValues.typeId, ids))
          .orderBy(asc(sizeChartTypeValues.position), asc(sizeChartTypeValues.id))
      : [];
    const out = new Map<number, { id: number; name: string; position: number }[]>();
    for (const row of rows)
      out.set(row.typeId, [
        ...(out.get(row.typeId) ?? []),
        { id: row.id, name: row.name, position: row.position },
      ]);
    return out;
  };
  // A type's list of value names is replaced as a whole on update (written here, not by the table service).
  const base = declaredTableService(db, 'size_chart_types', sizeChartTypes, {
    notColumns: ['values'],
    defaultSort: { field: 'id', desc: false },
    serialize: (row) => row,
  });
  const get = async (id: number, tx?: Db) => {
    const select = (tx ?? db).select().from(sizeChartTypes).where(eq(sizeChartTypes.id, id));
    const [row] = tx ? await select.for('update') : await select;
    return row ? serialize(row, (await valuesOf([id], tx)).get(id) ?? []) : null;
  };
  const write = async (db: Db, id: number | null, values: FieldValues<'size_chart_types'>, now: Date) => {
    const names = Object.hasOwn(values, 'values')
      ? ((values.values as unknown[] | null) ?? []).map((name) => String(name).trim())
      : null;
    if (names) {
      const errors: string[] = [];
      if (names.some((name) => !name)) errors.push('مقدار خالی پذیرفته نیست.');
      if (names.some((name) => [...name].length > 191)) errors.push('هر مقدار حداکثر ۱۹۱ نویسه است.');
      const twice = duplicatesOf(names);
      if (twice.length) errors.push(`مقدار «${twice.join('، ')}» تکراری است.`);
      if (errors.length) throw validationFailed({ values: errors });
    }
    try {
      return await db.transaction(async (tx) => {
        let typeId = id;
        if (id === null) {
          const [row] = await tx
            .insert(sizeChartTypes)
            .values({ name: String(values.name), createdAt: now, updatedAt: now })
            .returning();
          typeId = row?.id ?? null;
        } else {
          const set = Object.hasOwn(values, 'name')
            ? { name: String(values.name), updatedAt: now }
            : { updatedAt: now };
          await tx.update(sizeChartTypes).set(set).where(eq(sizeChartTypes.id, id));
        }
        if (typeId === null) throw new Error('insert returned nothing');
        if (names) {
          // Keep the rows whose name stays (their ids), drop the others, add the new, in the given order.
          const existing = await tx
            .select()
            .from(sizeChartTypeValues)
            .where(eq(sizeChartTypeValues.typeId, typeId));
          const keep = existing.filter((row) => names.includes(row.name));
          await tx.delete(sizeChartTypeValues).where(
            keep.length
              ? and(
                  eq(sizeChartTypeValues.typeId, typeId),
                  notInArray(
                    sizeChartTypeValues.id,
                    keep.map((row) => row.id),
                  ),
                )
              : eq(sizeChartTypeValues.typeId, typeId),
          );
          for (const [position, name] of names.entries()) {
            const kept = keep.find((row) => row.name === name);
            if (kept)
              await tx
                .update(sizeChartTypeValues)
                .set({ position, updatedAt: now })
                .where(eq(sizeChartTypeValues.id, kept.id));
            else
              await tx
                .insert(sizeChartTypeValues)
                .values({ typeId, name, position, createdAt: now, updatedAt: now });
          }
        }
        return typeId;
      });
    } catch (error) {
      throw uniqueViolation(error, { name: 'نام نوع جدول سایز' }) ?? error;
    }
  };
  return {
    resourceName: 'size_chart_types',
    async list(query) {
      const result = await base.list(query);
      const byType = await valuesOf(result.items.map((row) => row.id));
      return {
        ...result,
        items: result.items.map((row) => serialize(row, byType.get(row.id) ?? [])),
      };
    },
    get,
    async create(values, ctx) {
      const id = await write(ctx.db, null, values, ctx.now);
      return (await get(id, ctx.db)) as SizeChartTypeJson;
    },
    async update(id, values, ctx) {
      const found = await get(id, ctx.db);
      if (!found) throw notFound();
      await write(ctx.db, id, values, ctx.now);
      return (await get(id, ctx.db)) as SizeChartTypeJson;
    },
    remove: base.remove,
  };
}
