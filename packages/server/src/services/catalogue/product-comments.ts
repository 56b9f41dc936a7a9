import { normalizePersian, PRODUCT_COMMENT_STATUSES, type ProductCommentStatus } from '@shop-admin/core';
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { admins, productComments, products } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import type { AuthAdmin } from '../admins.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService, WriteValues } from '../resource-service.ts';
import { declaredTableService, lockRow } from '../table-service.ts';
import { idFilter } from './reference-common.ts';

type CommentRow = typeof productComments.$inferSelect;

const STATUSES = new Set<string>(PRODUCT_COMMENT_STATUSES.map((status) => status.value));
/** The declared sort keys (each has a column: the declared service checks it at start-up). */

function serializeComment(row: CommentRow, productTitle: string | null) {
  return {
    id: row.id,
    product_id: row.productId,
    product_title: productTitle,
    parent_id: row.parentId,
    customer_id: row.customerId,
    admin_id: row.adminId,
    author_name: row.authorName,
    title: row.title,
    body: row.body,
    rate: row.rate,
    show_customer_name: row.showCustomerName,
    status: row.status,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * Customers' product comments (Shopit `product-comment`): the staff list of top-level comments with
 * filters, one comment with its staff answers, the status change, the answer (an approved child
 * comment by the admin) and delete (answers go with their comment).
 */
export function productCommentsService(db: Db) {
  // The declaration's filters (status, rate, product), created_at range and search (the body, plus the
  // title and author's name as Shopit searches them); the customer's page filters by customer_id, which
  // the list screen does not offer. The list itself joins the product for its title (searched too).
  const declared = declaredTableService(db, 'product_comments', productComments, {
    alsoSearch: ['title', 'author_name'],
    alsoFilter: ['customer_id'],
    tieBreak: 'desc',
    defaultOrder: [desc(productComments.createdAt), desc(productComments.id)],
  });
  const where = (query: ListQuery): SQL | undefined => {
    const errors: Record<string, string[]> = {};
    const { status, rate } = query.filters;
    if (status && !STATUSES.has(status)) errors.status = ['وضعیت باید pending، approved یا reject باشد.'];
    if (rate && !/^[1-5]$/.test(rate)) errors.rate = ['امتیاز باید عددی از ۱ تا ۵ باشد.'];
    const customer = query.filters.customer_id;
    if (customer && !/^\d{1,15}$/.test(customer)) errors.customer_id = ['شناسه مشتری معتبر نیست.'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    const productId = idFilter(query, 'product_id');
    const { search, q, ...filters } = query.filters;
    filters.product_id = productId === null ? '' : String(productId);
    // The search term matches the comment's declared search columns or its product's title.
    const term = search ?? q;
    const searched = term
      ? or(
          declared.where({ ...query, filters: { search: term } }),
          like(foldedPersian(products.title), `%${likeLiteral(normalizePersian(term))}%`),
        )
      : undefined;
    return and(isNull(productComments.parentId), declared.where({ ...query, filters }), searched);
  };

  const answersOf = async (ids: number[], tx: Db = db) => {
    const rows = ids.length
      ? await tx
          .select({ comment: productComments, adminName: admins.name })
          .from(productComments)
          .leftJoin(admins, eq(admins.id, productComments.adminId))
          .where(inArray(productComments.parentId, ids))
          .orderBy(asc(productComments.createdAt), asc(productComments.id))
      : [];
    const out = new Map<number, (ReturnType<typeof serializeComment> & { admin_name: string | null })[]>();
    for (const { comment, adminName } of rows) {
      const parent = comment.parentId as number;
      out.set(parent, [
        ...(out.get(parent) ?? []),
        { ...serializeComment(comment, null), admin_name: adminName },
      ]);
    }
    return out;
  };

  const get = async (id: number, tx?: Db) => {
    if (tx) await lockRow(tx, productComments, productComments.id, id);
    const [row] = await (tx ?? db)
      .select({ comment: productComments, title: products.title })
      .from(productComments)
      .innerJoin(products, eq(products.id, productComments.productId))
      .where(eq(productComments.id, id));
    if (!row) return null;
    const answers = (await answersOf([id], tx)).get(id) ?? [];
    return {
      ...serializeComment(row.comment, row.title),
      product: { id: row.comment.productId, title: row.title },
      answers,
      answers_count: answers.length,
    };
  };

  const resource: ResourceService<unknown, WriteValues, 'product_comments'> = {
    resourceName: 'product_comments',
    async list(query) {
      const condition = where(query);
      const base = db
        .select({ comment: productComments, title: products.title })
        .from(productComments)
        .innerJoin(products, eq(products.id, productComments.productId))
        .where(condition)
        .orderBy(...declared.order(query));
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(productComments)
        .innerJoin(products, eq(products.id, productComments.productId))
        .where(condition);
      const ids = rows.map((row) => row.comment.id);
      const counts = ids.length
        ? await db
            .select({ id: productComments.parentId, n: count() })
            .from(productComments)
            .where(inArray(productComments.parentId, ids))
            .groupBy(productComments.parentId)
        : [];
      const answers = new Map(counts.map((row) => [row.id, row.n]));
      return {
        items: rows.map((row) => ({
          ...serializeComment(row.comment, row.title),
          answers_count: answers.get(row.comment.id) ?? 0,
        })),
        total,
      };
    },
    get,
    create() {
      throw new Error('customers write comments on the storefront');
    },
    update() {
      throw new Error('comments change through their status and answers');
    },
    async remove(id, ctx) {
      await ctx.db.delete(productComments).where(eq(productComments.id, id));
    },
  };

  return {
    resource,
    /** Shopit's `POST product-comment {id, status}`. */
    async setStatus(id: number, status: ProductCommentStatus, now: Date) {
      const [row] = await db
        .update(productComments)
        .set({ status, updatedAt: now })
        .where(eq(productComments.id, id))
        .returning({ id: productComments.id });
      if (!row) throw notFound();
      return get(id);
    },
    /** A staff answer: an approved child of a customer's comment, signed by the admin. */
    async answer(commentId: number, body: string, admin: AuthAdmin, now: Date) {
      const [parent] = await db.select().from(productComments).where(eq(productComments.id, commentId));
      if (!parent) throw notFound();
      if (parent.parentId !== null)
        throw refused('answer_to_answer', 'به پاسخ نمی‌توان پاسخ داد؛ به خود دیدگاه پاسخ دهید.', 'comment_id');
      await db.insert(productComments).values({
        productId: parent.productId,
        parentId: parent.id,
        adminId: admin.id,
        authorName: admin.name,
        body,
        status: 'approved',
        createdAt: now,
        updatedAt: now,
      });
      return get(commentId);
    },
  };
}
