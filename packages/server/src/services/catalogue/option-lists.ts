import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { count, eq, max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
import type { ResourceService, TxContext } from '../resource-service.ts';
import { declaredTableService, uniqueViolation } from '../table-service.ts';
import {
  applyValueChanges,
  type OptionValue,
  touchesValues,
  VALUE_FIELDS,
  type ValuesTable,
  valuesByOwner,
} from './option-values.ts';
import { duplicatesOf, readIds } from './reference-common.ts';

/**
 * An attribute or a specification as answered: every column of its table under its SQL name (the two
 * tables differ), with its values.
 */
type Row = Record<string, unknown> & { id: number };

type OptionListResource = 'attributes' | 'specifications';
/** A write's values: the declared fields, and a new specification's `order` (a column the service sets). */
type OptionListValues = FieldValues<OptionListResource> & { readonly order?: number };

interface OptionListConfig {
  resource: OptionListResource;
  table: PgTable;
  values: ValuesTable;
  /** Where the table's list and search part from the declaration (each with its reason at the call site). */
  alsoSearch: readonly string[];
  alsoFilter: readonly string[];
  defaultSort?: { field: string; desc: boolean };
  /** The name's 422 says which name (the declaration's label is shorter). */
  uniqueLabels: Record<string, string>;
  /** Types whose values are chosen from the list; other types carry no values. */
  listTypes: readonly string[];
}

/**
 * Attributes and specifications: a row with a list of values edited Shopit's way (`values[]` adds,
 * `edited_values[{id, value}]` renames, `deleted_values[]` removes), all in one transaction.
 */
function optionListService<R extends OptionListResource>(
  db: Db,
  config: OptionListConfig & { resource: R },
): ResourceService<Row, OptionListValues, R> {
  // The declaration's fields, filters, sort keys and search; the values list is edited here, in the
  // row's own transaction. Answers are every column under its SQL name.
  const base = declaredTableService<OptionListResource, PgTable, Row>(db, config.resource, config.table, {
    alsoSearch: config.alsoSearch,
    alsoFilter: config.alsoFilter,
    notColumns: VALUE_FIELDS,
    ...(config.defaultSort ? { defaultSort: config.defaultSort } : {}),
    uniqueLabels: config.uniqueLabels,
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
  const write = async (ctx: TxContext, id: number | null, values: OptionListValues): Promise<number> => {
    const added = ((values.values as unknown[] | null) ?? []).map((value) => String(value).trim());
    const twice = duplicatesOf(added);
    if (twice.length) throw validationFailed({ values: [`مقدار «${twice.join('، ')}» تکراری است.`] });
    readIds(values.deleted_values, 'deleted_values', 'مقادیر حذفی');
    const own = Object.fromEntries(
      Object.entries(values).filter(([name]) => !(VALUE_FIELDS as readonly string[]).includes(name)),
    );
    try {
      return await ctx.db.transaction(async (tx) => {
        const txCtx = { ...ctx, db: tx as unknown as Db };
        // An update of a missing row is base.update's 404.
        const row = id === null ? await base.create(own, txCtx) : await base.update(id, own, txCtx);
        const ownerId = row.id;
        if (touchesValues(values)) await applyValueChanges(tx, config.values, ownerId, values, ctx.now);
        if (!config.listTypes.includes(String(row.type))) {
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
    resourceName: config.resource,
    async list(query) {
      const result = await base.list(query);
      return { ...result, items: await withValues(result.items) };
    },
    get,
    async create(values, ctx) {
      const id = await write(ctx, null, values);
      return (await get(id, ctx.db)) as Row;
    },
    async update(id, values, ctx) {
      await write(ctx, id, values);
      return (await get(id, ctx.db)) as Row;
    },
    remove: base.remove,
  };
}

/** Variety attributes (size, pattern …) with their values. */
export function attributesService(db: Db): ResourceService<Row, FieldValues<'attributes'>, 'attributes'> {
  return optionListService(db, {
    resource: 'attributes',
    table: attributes,
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
    // Shopit's list searches the Latin name too, and filters by `public`, which the screen does not offer.
    alsoSearch: ['name'],
    alsoFilter: ['public'],
    uniqueLabels: { name: 'نام لاتین ویژگی' },
    listTypes: ['select'],
  });
}

/** A specification value as its routes answer it. */
const serializeValue = (row: typeof specificationValues.$inferSelect) => ({
  id: row.id,
  specification_id: row.specificationId,
  value: row.value,
  position: row.position,
});

/** Product specifications with their values; listed in their manual `order`. */
export function specificationsService(db: Db) {
  const service = optionListService(db, {
    resource: 'specifications',
    table: specifications,
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
    // Shopit's list searches the name and group too; `group` is an exact filter (the screen's box
    // offers the groups), and `required`, `show_filter` and `public` filter as well.
    alsoSearch: ['name', 'group'],
    alsoFilter: ['group', 'required', 'show_filter', 'public'],
    defaultSort: { field: 'order', desc: false },
    uniqueLabels: { name: 'نام مشخصه' },
    listTypes: ['select', 'multi_select'],
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
    } satisfies ResourceService<Row, FieldValues<'specifications'>, 'specifications'>,
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
    /**
     * One specification value as its writes answer it; given a write's transaction, read through it
     * under the value's row lock.
     */
    async value(id: number, tx?: Db) {
      const [row] = tx
        ? await tx.select().from(specificationValues).where(eq(specificationValues.id, id)).for('update')
        : await db.select().from(specificationValues).where(eq(specificationValues.id, id));
      return row ? serializeValue(row) : null;
    },
    /** Renames one specification value (the `specification-values` resource of Shopit). */
    async updateValue(id: number, value: string, now: Date, via: Db = db) {
      try {
        const [row] = await via
          .update(specificationValues)
          .set({ value, updatedAt: now })
          .where(eq(specificationValues.id, id))
          .returning();
        if (!row) throw notFound();
        return serializeValue(row);
      } catch (error) {
        if (uniqueViolation(error))
          throw validationFailed({ value: ['این مقدار برای این مشخصه قبلا ثبت شده است.'] });
        throw error;
      }
    },
    /** Deletes one specification value; one chosen by a product is refused. */
    async removeValue(id: number, via: Db = db) {
      const [row] = await via.select().from(specificationValues).where(eq(specificationValues.id, id));
      if (!row) throw notFound();
      const [used] = await via
        .select({ n: count() })
        .from(productSpecificationValues)
        .where(eq(productSpecificationValues.specificationValueId, id));
      if ((used?.n ?? 0) > 0)
        throw refused(
          'in_use',
          `این مقدار برای ${toPersianDigits(used?.n ?? 0)} محصول انتخاب شده و حذف نمی‌شود.`,
        );
      await via.delete(specificationValues).where(eq(specificationValues.id, id));
    },
  };
}
