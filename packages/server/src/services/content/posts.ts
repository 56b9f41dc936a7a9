import { type FieldValues, POST_STATUSES, readingMinutes } from '@shop-admin/core';
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, postCategories, postProducts, posts, products } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { idFilter, readIds } from '../catalogue/reference-common.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { declaredTableService, lockRow, uniqueViolation } from '../table-service.ts';
import { readTags } from '../tags.ts';
import { cleanHtml, freeSlug, type SlugTable, typedSlug } from './content-common.ts';

type PostRow = typeof posts.$inferSelect;
type Values = FieldValues<'posts'>;

const STATUSES = new Set<string>(POST_STATUSES.map((status) => status.value));
const SLUGS: SlugTable = { table: posts, id: posts.id, slug: posts.slug };

function serializePost(row: PostRow, categoryName: string | null, creatorName: string | null) {
  return {
    id: row.id,
    post_category_id: row.postCategoryId,
    category_name: categoryName,
    post_category: { id: row.postCategoryId, name: categoryName },
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    image: row.image,
    meta_description: row.metaDescription,
    status: row.status,
    special: row.special,
    published_at: row.publishedAt,
    read_time: row.readTime,
    tags: row.tags,
    creator_id: row.creatorId,
    creator_name: creatorName,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type PostJson = ReturnType<typeof serializePost> & {
  product_ids?: number[];
  products?: { id: number; title: string }[];
};

/** The publishing time validateBody read (a Date), or null. */
const readPublishedAt = (value: unknown): Date | null => (value instanceof Date ? value : null);

/**
 * Blog posts (Shopit `posts`): body sanitised with the server's HTML allow-list, reading time
 * computed from it, slug from the title (Persian kept) and unique, tags as a list, related products
 * in a pivot. Publishing without a time stamps the moment of publishing.
 */
export function postsService(db: Db): ResourceService<PostJson, Values, 'posts'> {
  // The declared search (title, and the API's summary and slug), filters and created_at range; the
  // list (with the category and the author), the writes and their slugs are this service's own.
  const declared = declaredTableService(db, 'posts', posts, {
    alsoSearch: ['summary', 'slug'],
    notColumns: ['product_ids'],
    tieBreak: 'desc',
  });
  /** A bad status or category id is a Persian 422 before the declared filters are read. */
  const where = (query: ListQuery): SQL | undefined => {
    const { status } = query.filters;
    if (status && !STATUSES.has(status))
      throw validationFailed({ status: ['وضعیت باید draft، pending، published یا unpublished باشد.'] });
    const categoryId = idFilter(query, 'post_category_id');
    return declared.where({
      ...query,
      filters: { ...query.filters, post_category_id: categoryId === null ? '' : String(categoryId) },
    });
  };

  const relatedOf = async (postId: number, tx: Db) =>
    tx
      .select({ id: products.id, title: products.title })
      .from(postProducts)
      .innerJoin(products, eq(products.id, postProducts.productId))
      .where(eq(postProducts.postId, postId))
      .orderBy(asc(postProducts.order));

  const get = async (id: number, tx?: Db): Promise<PostJson | null> => {
    if (tx) await lockRow(tx, posts, posts.id, id);
    const [row] = await (tx ?? db)
      .select({ post: posts, category: postCategories.name, creator: admins.name })
      .from(posts)
      .innerJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
      .leftJoin(admins, eq(admins.id, posts.creatorId))
      .where(eq(posts.id, id));
    if (!row) return null;
    const related = await relatedOf(id, tx ?? db);
    return {
      ...serializePost(row.post, row.category, row.creator),
      product_ids: related.map((product) => product.id),
      products: related,
    };
  };

  /** Checks the references and turns validated values into columns (only the present ones). */
  const toColumns = async (tx: Db, values: Values, stored: PostRow | null) => {
    const set: Partial<typeof posts.$inferInsert> = {};
    const errors: Record<string, string[]> = {};
    if (Object.hasOwn(values, 'post_category_id')) {
      const id = Number(values.post_category_id);
      const [found] = await tx
        .select({ id: postCategories.id })
        .from(postCategories)
        .where(eq(postCategories.id, id));
      if (!found) errors.post_category_id = ['دسته‌بندی انتخاب‌شده وجود ندارد.'];
      set.postCategoryId = id;
    }
    if (Object.hasOwn(values, 'title')) set.title = String(values.title);
    if (Object.hasOwn(values, 'summary')) set.summary = (values.summary as string | null) ?? null;
    if (Object.hasOwn(values, 'image')) set.image = (values.image as string | null) ?? null;
    if (Object.hasOwn(values, 'meta_description'))
      set.metaDescription = (values.meta_description as string | null) ?? null;
    if (Object.hasOwn(values, 'special')) set.special = values.special === true;
    if (Object.hasOwn(values, 'tags')) set.tags = readTags(values.tags);
    if (Object.hasOwn(values, 'published_at')) set.publishedAt = readPublishedAt(values.published_at);
    if (Object.hasOwn(values, 'status')) set.status = String(values.status ?? 'draft');
    if (Object.hasOwn(values, 'body')) {
      set.body = cleanHtml(String(values.body ?? ''), 'body', 'متن مطلب');
      set.readTime = readingMinutes(set.body);
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const title = set.title ?? stored?.title ?? '';
    if (Object.hasOwn(values, 'slug') && values.slug)
      set.slug = await typedSlug(tx, SLUGS, String(values.slug), stored?.id);
    else if (!stored || Object.hasOwn(values, 'slug'))
      set.slug = await freeSlug(tx, SLUGS, title, 'post', stored?.id);
    const status = set.status ?? stored?.status ?? 'draft';
    const publishedAt = Object.hasOwn(set, 'publishedAt') ? set.publishedAt : stored?.publishedAt;
    return { set, publishNow: status === 'published' && !publishedAt };
  };

  const relate = async (tx: Db, postId: number, value: unknown) => {
    const ids = readIds(value, 'product_ids', 'محصولات مرتبط');
    const unique = [...new Set(ids)];
    if (unique.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique));
      if (found.length !== unique.length)
        throw validationFailed({ product_ids: ['محصول مرتبط انتخاب‌شده وجود ندارد.'] });
    }
    await tx.delete(postProducts).where(eq(postProducts.postId, postId));
    if (unique.length)
      await tx.insert(postProducts).values(unique.map((productId, order) => ({ postId, productId, order })));
  };

  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw uniqueViolation(error, { slug: 'نامک' }) ?? error;
    }
  };

  return {
    resourceName: 'posts',
    async list(query) {
      const condition = where(query);
      const order = declared.order(query);
      const base = db
        .select({ post: posts, category: postCategories.name, creator: admins.name })
        .from(posts)
        .innerJoin(postCategories, eq(postCategories.id, posts.postCategoryId))
        .leftJoin(admins, eq(admins.id, posts.creatorId))
        .where(condition)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(posts).where(condition);
      return { items: rows.map((row) => serializePost(row.post, row.category, row.creator)), total };
    },
    get,
    async create(values, ctx) {
      const id = await writing(() =>
        ctx.db.transaction(async (tx) => {
          const { set, publishNow } = await toColumns(tx as unknown as Db, values, null);
          const [row] = await tx
            .insert(posts)
            .values({
              ...(set as typeof posts.$inferInsert),
              ...(publishNow ? { publishedAt: ctx.now } : {}),
              creatorId: ctx.admin.id,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .returning({ id: posts.id });
          if (!row) throw new Error('post not inserted');
          if (Object.hasOwn(values, 'product_ids'))
            await relate(tx as unknown as Db, row.id, values.product_ids);
          return row.id;
        }),
      );
      return (await get(id, ctx.db)) as PostJson;
    },
    async update(id, values, ctx) {
      await writing(() =>
        ctx.db.transaction(async (tx) => {
          const [stored] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
          if (!stored) throw notFound();
          const { set, publishNow } = await toColumns(tx as unknown as Db, values, stored);
          await tx
            .update(posts)
            .set({ ...set, ...(publishNow ? { publishedAt: ctx.now } : {}), updatedAt: ctx.now })
            .where(eq(posts.id, id));
          if (Object.hasOwn(values, 'product_ids')) await relate(tx as unknown as Db, id, values.product_ids);
        }),
      );
      const row = await get(id, ctx.db);
      if (!row) throw notFound();
      return row;
    },
    async remove(id, ctx) {
      await ctx.db.delete(posts).where(eq(posts.id, id));
    },
  };
}
