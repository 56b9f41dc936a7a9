import { toPersianDigits } from '@shop-admin/core';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postCategories, posts } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { ResourceService, WriteValues } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { freeSlug } from './content-common.ts';

type CategoryRow = typeof postCategories.$inferSelect;

const serializeCategory = (row: CategoryRow) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  status: row.status,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export type PostCategoryJson = ReturnType<typeof serializeCategory> & { posts_count: number };

/**
 * Blog categories (Shopit `post-categories`): a unique name, a slug made from it once (kept when the
 * name changes, so links stay), an active switch and the number of posts. A category that still has
 * posts is not deleted: the staff move or delete its posts first.
 */
export function postCategoriesService(
  db: Db,
): ResourceService<PostCategoryJson, WriteValues, 'post_categories'> {
  const table = declaredTableService(db, 'post_categories', postCategories, {
    alsoSearch: ['slug'],
    serialize: (row) => serializeCategory(row as CategoryRow),
    async beforeDelete(id, tx) {
      const [row] = await tx.select({ n: count() }).from(posts).where(eq(posts.postCategoryId, id));
      const n = row?.n ?? 0;
      return n > 0
        ? `این دسته‌بندی ${toPersianDigits(n)} مطلب دارد و حذف نمی‌شود؛ ابتدا مطالب آن را به دسته‌بندی دیگری ببرید.`
        : null;
    },
  });
  const withCounts = async (
    rows: ReturnType<typeof serializeCategory>[],
    tx: Db = db,
  ): Promise<PostCategoryJson[]> => {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await tx
          .select({ id: posts.postCategoryId, n: count() })
          .from(posts)
          .where(inArray(posts.postCategoryId, ids))
          .groupBy(posts.postCategoryId)
      : [];
    const byId = new Map(counts.map((row) => [row.id, row.n]));
    return rows.map((row) => ({ ...row, posts_count: byId.get(row.id) ?? 0 }));
  };
  const slugs = { table: postCategories, id: postCategories.id, slug: postCategories.slug };
  return {
    resourceName: 'post_categories',
    async list(query) {
      const { items, total } = await table.list(query);
      return { items: await withCounts(items as ReturnType<typeof serializeCategory>[]), total };
    },
    async get(id, tx) {
      const row = await table.get(id, tx);
      return row ? ((await withCounts([row], tx))[0] ?? null) : null;
    },
    async create(values, ctx) {
      const slug = await freeSlug(ctx.db, slugs, String(values.name ?? ''), 'category');
      const row = await table.create({ ...values, slug }, ctx);
      return (await withCounts([row], ctx.db))[0] as PostCategoryJson;
    },
    async update(id, values, ctx) {
      const row = await table.update(id, values, ctx);
      const [counted] = await withCounts([row], ctx.db);
      if (!counted) throw notFound();
      return counted;
    },
    remove: (id, ctx) => table.remove(id, ctx),
  };
}
