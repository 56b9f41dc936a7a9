import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSetProducts, productSets, products } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService, uniqueViolation } from '../table-service.ts';
import { duplicatesOf, readIds } from './reference-common.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const fa = (n: number) => toPersianDigits(n);

/**
 * Refuses product ids that do not exist or repeat (a Persian 422 under `field`), and returns the
 * products by id for the caller's further checks.
 */
export async function requireProducts(
  db: Db | Tx,
  ids: readonly number[],
  field: string,
): Promise<Map<number, typeof products.$inferSelect>> {
  const errors: string[] = [];
  const twice = duplicatesOf(ids);
  if (twice.length) errors.push(`محصول ${twice.map(fa).join('، ')} بیش از یک بار آمده است.`);
  const found = ids.length
    ? await db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) errors.push(`محصولی با شناسه ${missing.map(fa).join('، ')} وجود ندارد.`);
  if (errors.length) throw validationFailed({ [field]: errors });
  return byId;
}

const serializeProductSet = (row: typeof productSets.$inferSelect) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** A product set as answered: its product count, and on show its products in order. */
export type ProductSetJson = ReturnType<typeof serializeProductSet> & {
  products_count: number;
  products?: { id: number; title: string; status: string }[];
};

/** Product sets (Shopit `product_sets`): a name and an ordered list of products. */
export function productSetsService(
  db: Db,
): ResourceService<ProductSetJson, FieldValues<'product_sets'>, 'product_sets'> {
  // A set's ordered product list lives in its own table (written here, not by the table service).
  const base = declaredTableService(db, 'product_sets', productSets, {
    notColumns: ['products'],
    serialize: serializeProductSet,
  });
  const get = async (id: number, tx?: Db) => {
    const row = await base.get(id, tx);
    if (!row) return null;
    const members = await (tx ?? db)
      .select({ id: products.id, title: products.title, status: products.status })
      .from(productSetProducts)
      .innerJoin(products, eq(products.id, productSetProducts.productId))
      .where(eq(productSetProducts.productSetId, id))
      .orderBy(asc(productSetProducts.order));
    return { ...row, products: members, products_count: members.length };
  };
  const write = async (db: Db, id: number | null, values: FieldValues<'product_sets'>, now: Date) => {
    const ids = Object.hasOwn(values, 'products') ? readIds(values.products, 'products', 'محصولات') : null;
    try {
      return await db.transaction(async (tx) => {
        if (ids) await requireProducts(tx, ids, 'products');
        let setId = id;
        if (id === null) {
          const [row] = await tx
            .insert(productSets)
            .values({ name: String(values.name), createdAt: now, updatedAt: now })
            .returning();
          setId = row?.id ?? null;
        } else {
          await tx
            .update(productSets)
            .set({ ...(Object.hasOwn(values, 'name') ? { name: String(values.name) } : {}), updatedAt: now })
            .where(eq(productSets.id, id));
        }
        if (setId === null) throw new Error('insert returned nothing');
        if (ids) {
          await tx.delete(productSetProducts).where(eq(productSetProducts.productSetId, setId));
          if (ids.length)
            await tx
              .insert(productSetProducts)
              .values(ids.map((productId, order) => ({ productSetId: setId as number, productId, order })));
        }
        return setId;
      });
    } catch (error) {
      throw uniqueViolation(error, { name: 'نام مجموعه' }) ?? error;
    }
  };
  return {
    resourceName: 'product_sets',
    async list(query) {
      const result = await base.list(query);
      const ids = result.items.map((row) => row.id);
      const counts = ids.length
        ? await db
            .select({ id: productSetProducts.productSetId, n: count() })
            .from(productSetProducts)
            .where(inArray(productSetProducts.productSetId, ids))
            .groupBy(productSetProducts.productSetId)
        : [];
      const bySet = new Map(counts.map((row) => [row.id, row.n]));
      return {
        ...result,
        items: result.items.map((row) => ({ ...row, products_count: bySet.get(row.id) ?? 0 })),
      };
    },
    get,
    async create(values, ctx) {
      return (await get(await write(ctx.db, null, values, ctx.now), ctx.db)) as ProductSetJson;
    },
    async update(id, values, ctx) {
      if (!(await base.get(id, ctx.db))) throw notFound();
      return (await get(await write(ctx.db, id, values, ctx.now), ctx.db)) as ProductSetJson;
    },
    remove: base.remove,
  };
}
