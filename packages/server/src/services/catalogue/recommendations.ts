import { toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { and, asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, recommendationGroups, recommendations } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { duplicatesOf } from './reference-common.ts';

const fa = (n: number) => toPersianDigits(n);

/**
 * The ordered products of recommendation groups (Shopit AB `recommendations` with `group_id`). A group
 * is addressed by id or by its latin name (`/recommendation/top_sales`).
 */
export function recommendationsService(db: Db) {
  const findGroup = async (ref: string) => {
    const text = toAsciiDigits(ref).trim();
    const [group] = await db
      .select()
      .from(recommendationGroups)
      .where(
        /^\d{1,15}$/.test(text)
          ? eq(recommendationGroups.id, Number(text))
          : eq(recommendationGroups.name, text),
      )
      .limit(1);
    if (!group) throw notFound();
    return group;
  };

  const items = async (groupId: number) =>
    (
      await db
        .select({
          id: recommendations.id,
          product_id: recommendations.productId,
          order: recommendations.order,
          title: products.title,
          status: products.status,
        })
        .from(recommendations)
        .innerJoin(products, eq(products.id, recommendations.productId))
        .where(eq(recommendations.groupId, groupId))
        .orderBy(asc(recommendations.order), asc(recommendations.id))
    ).map(({ title, status, ...row }) => ({ ...row, product: { id: row.product_id, title, status } }));

  const group = async (ref: string) => {
    const found = await findGroup(ref);
    return {
      recommendation_group: {
        id: found.id,
        name: found.name,
        label: found.label,
        show_in_home: found.showInHome,
        show_in_filter: found.showInFilter,
      },
      recommendations: await items(found.id),
    };
  };

  return {
    /** A group and its products in order. */
    group,
    /** Adds a product at the end of a group; a product is in a group once. */
    async add(groupId: number, productId: number, now: Date) {
      const errors: Record<string, string[]> = {};
      const [found] = await db
        .select()
        .from(recommendationGroups)
        .where(eq(recommendationGroups.id, groupId));
      if (!found) errors.group_id = [`گروه پیشنهادی با شناسه ${fa(groupId)} وجود ندارد.`];
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) errors.product_id = [`محصولی با شناسه ${fa(productId)} وجود ندارد.`];
      if (Object.keys(errors).length) throw validationFailed(errors);
      return db.transaction(async (tx) => {
        const [already] = await tx
          .select({ id: recommendations.id })
          .from(recommendations)
          .where(and(eq(recommendations.groupId, groupId), eq(recommendations.productId, productId)));
        if (already) throw refused('duplicate', 'این محصول در این گروه هست.', 'product_id');
        const [top] = await tx
          .select({ n: max(recommendations.order) })
          .from(recommendations)
          .where(eq(recommendations.groupId, groupId));
        const order = top?.n === null || top?.n === undefined ? 0 : top.n + 1;
        const [row] = await tx
          .insert(recommendations)
          .values({ groupId, productId, order, createdAt: now, updatedAt: now })
          .returning();
        return row;
      });
    },
    /** Takes a product out of its group. */
    async remove(id: number) {
      const [row] = await db.delete(recommendations).where(eq(recommendations.id, id)).returning();
      if (!row) throw notFound();
    },
    /**
     * Re-orders a group: `ids` are its recommendation ids, every one exactly once, in the new order.
     * All or nothing.
     */
    async sort(ref: string, ids: number[], now: Date) {
      const found = await findGroup(ref);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: recommendations.id })
          .from(recommendations)
          .where(eq(recommendations.groupId, found.id))
          .for('update');
        const own = new Set(rows.map((row) => row.id));
        const problems: string[] = [];
        const foreign = ids.filter((id) => !own.has(id));
        if (foreign.length) problems.push(`شناسه ${foreign.map(fa).join('، ')} در این گروه نیست.`);
        const twice = duplicatesOf(ids);
        if (twice.length) problems.push(`شناسه ${twice.map(fa).join('، ')} بیش از یک بار آمده است.`);
        if (!problems.length && ids.length !== own.size)
          problems.push('ترتیب باید همه محصولات این گروه را دربر بگیرد.');
        if (problems.length) throw validationFailed({ ids: problems });
        for (const [order, id] of ids.entries())
          await tx.update(recommendations).set({ order, updatedAt: now }).where(eq(recommendations.id, id));
      });
      return group(String(found.id));
    },
  };
}
