import { toPersianDigits } from '@shop-admin/core';
import { count, eq, max } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  productSpecificationValues,
  specifications,
  specificationValues,
  varietyAttributeValues,
} from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import type { ResourceService } from '../resource-service.ts';
import { tableService, uniqueViolation } from '../table-service.ts';
import {
  applyValueChanges,
  type OptionValue,
  touchesValues,
  type ValuesTable,
  valuesByOwner,
} from './option-values.ts';
import { duplicatesOf, pick, readIds, withBooleanFilters } from './reference-common.ts';

type Row = Record<string, unknown> & { id: number };

interface OptionListConfig {
  table: PgTable;
  id: AnyPgColumn;
  values: ValuesTable;
  /** API field → drizzle property of the owner's own columns. */
  columns: Record<string, string>;
  /** API field → column, for the list's search, filters and sorts. */
  searchColumns: AnyPgColumn[];
  filterColumns: Record<string, AnyPgColumn>;
  booleanFilters: string[];
  sortColumns: Record<string, AnyPgColumn>;
  defaultSort?: { column: AnyPgColumn; desc: boolean };
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  uniqueLabels: Record<string, string>;
  serialize: (row: Record<string, unknown>) => Row;
  /** Types whose values are chosen from the list; other types carry no values. */
  listTypes: readonly string[];
}

/**
 * Attributes and specifications: a row with a list of values edited Shopit's way (`values[]` adds,
 * `edited_values[{id, value}]` renames, `deleted_values[]` removes), all in one transaction.
 */
function optionListService(db: Db, config: OptionListConfig): ResourceService<Row> {
  // Hand-mapped: the values list is edited Shopit's way (add, rename, remove) in the same transaction.
  const base = tableService<Row>(db, {
    table: config.table,
    id: config.id,
    columns: {},
    searchColumns: config.searchColumns,
    filterColumns: config.filterColumns,
    sortColumns: config.sortColumns,
    defaultSort: config.defaultSort,
    createdAt: config.createdAt,
    serialize: config.serialize,
  });
  const withValues = async (rows: Row[], tx: Db = db): Promise<Row[]> => {
    const byOwner = await valuesByOwner(
      tx,
      config.values,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, values: byOwner.get(row.id) ?? ([] as OptionValue[]) }));
  };
  const get = async (id: number, tx?: Db) => {
    const row = await base.get(id, tx);
    return row ? ((await withValues([row], tx))[0] ?? null) : null;
  };
  const write = async (
    db: Db,
    id: number | null,
    values: Record<string, unknown>,
    now: Date,
  ): Promise<number> => {
    const added = ((values.values as unknown[] | null) ?? []).map((value) => String(value).trim());
    const twice = duplicatesOf(added);
    if (twice.length) throw validationFailed({ values: [`مقدار «${twice.join('، ')}» تکراری است.`] });
    readIds(values.deleted_values, 'deleted_values', 'مقادیر حذفی');
    try {
      return await db.transaction(async (tx) => {
        let ownerId = id;
        let type: unknown;
        const set = { ...pick(values, config.columns), updatedAt: now };
        if (id === null) {
          const [row] = await tx
            .insert(config.table)
            .values({ ...set, createdAt: now } as never)
            .returning();
          ownerId = (row as Row | undefined)?.id ?? null;
          type = (row as Record<string, unknown> | undefined)?.type;
        } else {
          const [row] = await tx
            .update(config.table)
            .set(set as never)
            .where(eq(config.id, id))
            .returning();
          if (!row) throw notFound();
          type = (row as Record<string, unknown>).type;
        }
        if (ownerId === null) throw new Error('insert returned nothing');
        if (touchesValues(values)) await applyValueChanges(tx, config.values, ownerId, values, now);
        if (!config.listTypes.includes(String(type))) {
          const left = (await valuesByOwner(tx, config.values, [ownerId])).get(ownerId) ?? [];
          if (left.length)
            throw validationFailed({
              type: ['این نوع مقدار از پیش تعریف‌شده ندارد؛ ابتدا مقادیر را حذف کنید.'],
            });
        }
        return ownerId;
      });
    } catch (error) {
      throw uniqueViolation(error, config.uniqueLabels) ?? error;
    }
  };
  return {
    async list(query) {
      const result = await base.list(withBooleanFilters(query, config.booleanFilters));
      return { ...result, items: await withValues(result.items) };
    },
    get,
    async create(values, ctx) {
      const id = await write(ctx.db, null, values, ctx.now);
      return (await get(id, ctx.db)) as Row;
    },
    async update(id, values, ctx) {
      await write(ctx.db, id, values, ctx.now);
      return (await get(id, ctx.db)) as Row;
    },
    remove: base.remove,
  };
}

const stamps = (row: Record<string, unknown>) => ({ created_at: row.createdAt, updated_at: row.updatedAt });

/** Variety attributes (size, pattern …) with their values. */
export function attributesService(db: Db): ResourceService<Row> {
  return optionListService(db, {
    table: attributes,
    id: attributes.id,
    values: {
      table: attributeValues,
      id: attributeValues.id,
      owner: attributeValues.attributeId,
      value: attributeValues.value,
      position: attributeValues.position,
      ownerKey: 'attributeId',
      usedBy: 'تنوع‌های محصول',
      usedIn: varietyAttributeValues.attributeValueId,
    },
    columns: {
      name: 'name',
      label: 'label',
      type: 'type',
      style: 'style',
      show_filter: 'showFilter',
      public: 'public',
      status: 'status',
    },
    searchColumns: [attributes.name, attributes.label],
    filterColumns: {
      type: attributes.type,
      status: attributes.status,
      show_filter: attributes.showFilter,
      public: attributes.public,
    },
    booleanFilters: ['status', 'show_filter', 'public'],
    sortColumns: {
      id: attributes.id,
      name: attributes.name,
      label: attributes.label,
      created_at: attributes.createdAt,
    },
    createdAt: attributes.createdAt,
    updatedAt: attributes.updatedAt,
    uniqueLabels: { name: 'نام لاتین ویژگی' },
    listTypes: ['select'],
    serialize: (row) => ({
      id: row.id as number,
      name: row.name,
      label: row.label,
      type: row.type,
      style: row.style,
      show_filter: row.showFilter,
      public: row.public,
      status: row.status,
      ...stamps(row),
    }),
  });
}

/** Product specifications with their values; listed in their manual `order`. */
export function specificationsService(db: Db) {
  const service = optionListService(db, {
    table: specifications,
    id: specifications.id,
    values: {
      table: specificationValues,
      id: specificationValues.id,
      owner: specificationValues.specificationId,
      value: specificationValues.value,
      position: specificationValues.position,
      ownerKey: 'specificationId',
      usedBy: 'محصولات',
      usedIn: productSpecificationValues.specificationValueId,
    },
    columns: {
      name: 'name',
      label: 'label',
      type: 'type',
      group: 'group',
      show_filter: 'showFilter',
      public: 'public',
      status: 'status',
      required: 'required',
      // Set by create (end of the list) and by sort; never a client field.
      order: 'order',
    },
    searchColumns: [specifications.name, specifications.label, specifications.group],
    filterColumns: {
      type: specifications.type,
      group: specifications.group,
      status: specifications.status,
      required: specifications.required,
      show_filter: specifications.showFilter,
      public: specifications.public,
    },
    booleanFilters: ['status', 'required', 'show_filter', 'public'],
    sortColumns: {
      order: specifications.order,
      id: specifications.id,
      name: specifications.name,
      label: specifications.label,
    },
    defaultSort: { column: specifications.order, desc: false },
    createdAt: specifications.createdAt,
    updatedAt: specifications.updatedAt,
    uniqueLabels: { name: 'نام مشخصه' },
    listTypes: ['select', 'multi_select'],
    serialize: (row) => ({
      id: row.id as number,
      name: row.name,
      label: row.label,
      type: row.type,
      group: row.group,
      show_filter: row.showFilter,
      public: row.public,
      status: row.status,
      required: row.required,
      order: row.order,
      ...stamps(row),
    }),
  });
  return {
    resource: {
      ...service,
      async create(values, ctx) {
        // A new specification goes to the end of the manual order.
        const [last] = await ctx.db.select({ n: max(specifications.order) }).from(specifications);
        const order = last?.n === null || last?.n === undefined ? 0 : Number(last.n) + 1;
        return service.create({ ...values, order }, ctx);
      },
    } satisfies ResourceService<Row>,
    /** Sets the manual order: `ids` must name every specification exactly once. */
    async sort(ids: number[], now: Date) {
      await db.transaction(async (tx) => {
        const all = await tx.select({ id: specifications.id }).from(specifications).for('update');
        const known = new Set(all.map((row) => row.id));
        const errors: string[] = [];
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) errors.push(`مشخصه‌ای با شناسه ${unknown.join('، ')} وجود ندارد.`);
        const twice = duplicatesOf(ids);
        if (twice.length) errors.push(`شناسه ${twice.join('، ')} بیش از یک بار آمده است.`);
        if (!errors.length && ids.length !== known.size)
          errors.push('ترتیب باید همه مشخصات فنی را دربر بگیرد.');
        if (errors.length) throw validationFailed({ ids: errors });
        for (const [index, id] of ids.entries())
          await tx
            .update(specifications)
            .set({ order: index, updatedAt: now })
            .where(eq(specifications.id, id));
      });
    },
    /** Renames one specification value (the `specification-values` resource of Shopit). */
    async updateValue(id: number, value: string, now: Date) {
      try {
        const [row] = await db
          .update(specificationValues)
          .set({ value, updatedAt: now })
          .where(eq(specificationValues.id, id))
          .returning();
        if (!row) throw notFound();
        return {
          id: row.id,
          specification_id: row.specificationId,
          value: row.value,
          position: row.position,
        };
      } catch (error) {
        if (uniqueViolation(error))
          throw validationFailed({ value: ['این مقدار برای این مشخصه قبلا ثبت شده است.'] });
        throw error;
      }
    },
    /** Deletes one specification value; one chosen by a product is refused. */
    async removeValue(id: number) {
      const [row] = await db.select().from(specificationValues).where(eq(specificationValues.id, id));
      if (!row) throw notFound();
      const [used] = await db
        .select({ n: count() })
        .from(productSpecificationValues)
        .where(eq(productSpecificationValues.specificationValueId, id));
      if ((used?.n ?? 0) > 0)
        throw refused(
          'in_use',
          `این مقدار برای ${toPersianDigits(used?.n ?? 0)} محصول انتخاب شده و حذف نمی‌شود.`,
        );
      await db.delete(specificationValues).where(eq(specificationValues.id, id));
    },
  };
}
