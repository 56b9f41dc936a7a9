import { normalizePersian, POST_COMMENT_STATUSES, type PostCommentStatus } from '@shop-admin/core';
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { admins, postComments, posts } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import type { AuthAdmin } from '../admins.ts';
import { recordAudit } from '../audit/record.ts';
import { idFilter } from '../catalogue/reference-common.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService, WriteValues } from '../resource-service.ts';
import { declaredTableService, lockRow } from '../table-service.ts';

type CommentRow = typeof postComments.$inferSelect;

const STATUSES = new Set<string>(POST_COMMENT_STATUSES.map((status) => status.value));

function serializeComment(row: CommentRow, postTitle: string | null, adminName: string | null) {
  return {
    id: row.id,
    post_id: row.postId,
    post_title: postTitle,
    parent_id: row.parentId,
    name: row.name,
    email: row.email,
    body: row.body,
    status: row.status,
    admin_id: row.adminId,
    admin_name: adminName,
    /** Who wrote it: a staff reply carries its admin (Shopit's creator morph). */
    creator: row.adminId === null ? null : { type: 'admin', id: row.adminId, name: adminName },
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

type CommentJson = ReturnType<typeof serializeComment>;
export type PostCommentJson = CommentJson & { replies_count: number; replies?: CommentJson[] };

/**
 * Comments on blog posts: the staff list of top-level comments (every post, or one post), one
 * comment with its replies, edits (name, email, body, status), delete (replies go with it), and a
 * staff reply stored as a child comment signed by the admin.
 */
export function postCommentsService(db: Db) {
  // The declared search (the body, and the API's name and email), filters and created_at range; the
  // list (top-level comments with their post's title and replies) and the writes are this service's own.
  const declared = declaredTableService(db, 'post_comments', postComments, {
    alsoSearch: ['name', 'email'],
    tieBreak: 'desc',
    defaultOrder: [desc(postComments.createdAt), desc(postComments.id)],
  });
  /** The search also reads the post's title, a column of the joined table (outside the declared where). */
  const titleSearch = (needle: string): SQL =>
    like(foldedPersian(posts.title), `%${likeLiteral(normalizePersian(needle))}%`);
  /** Top-level comments; a bad status or post id is a Persian 422 before the declared filters are read. */
  const where = (query: ListQuery): SQL | undefined => {
    const { status } = query.filters;
    if (status && !STATUSES.has(status))
      throw validationFailed({ status: ['وضعیت باید pending، approved یا unapproved باشد.'] });
    const postId = idFilter(query, 'post_id');
    const { search, q, ...filters } = query.filters;
    const needle = search ?? q;
    return and(
      isNull(postComments.parentId),
      declared.where({ ...query, filters: { ...filters, post_id: postId === null ? '' : String(postId) } }),
      needle ? or(declared.where({ ...query, filters: { search: needle } }), titleSearch(needle)) : undefined,
    );
  };

  const repliesOf = async (ids: number[], tx: Db = db) => {
    const rows = ids.length
      ? await tx
          .select({ comment: postComments, adminName: admins.name })
          .from(postComments)
          .leftJoin(admins, eq(admins.id, postComments.adminId))
          .where(inArray(postComments.parentId, ids))
          .orderBy(asc(postComments.createdAt), asc(postComments.id))
      : [];
    const out = new Map<number, CommentJson[]>();
    for (const { comment, adminName } of rows) {
      const parent = comment.parentId as number;
      out.set(parent, [...(out.get(parent) ?? []), serializeComment(comment, null, adminName)]);
    }
    return out;
  };

  const select = (tx: Db = db) =>
    tx
      .select({ comment: postComments, title: posts.title, adminName: admins.name })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .leftJoin(admins, eq(admins.id, postComments.adminId));

  const get = async (id: number, tx?: Db): Promise<PostCommentJson | null> => {
    if (tx) await lockRow(tx, postComments, postComments.id, id);
    const [row] = await select(tx).where(eq(postComments.id, id));
    if (!row) return null;
    const replies = (await repliesOf([id], tx)).get(id) ?? [];
    return {
      ...serializeComment(row.comment, row.title, row.adminName),
      replies,
      replies_count: replies.length,
    };
  };

  /** Top-level comments, paged; `withReplies` nests each one's replies (the one-post screen). */
  const list = async (query: ListQuery, withReplies = false) => {
    const condition = where(query);
    const order = declared.order(query);
    const base = select()
      .where(condition)
      .orderBy(...order);
    const rows = await onePage(base.$dynamic(), query.page);
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId))
      .where(condition);
    const replies = await repliesOf(rows.map((row) => row.comment.id));
    const items: PostCommentJson[] = rows.map((row) => {
      const own = replies.get(row.comment.id) ?? [];
      return {
        ...serializeComment(row.comment, row.title, row.adminName),
        replies_count: own.length,
        ...(withReplies ? { replies: own } : {}),
      };
    });
    return { items, total };
  };

  const resource: ResourceService<PostCommentJson, WriteValues, 'post_comments'> = {
    resourceName: 'post_comments',
    list: (query) => list(query),
    get,
    create() {
      throw new Error('readers write comments on the storefront; staff reply through answer');
    },
    async update(id, values, ctx) {
      const set: Partial<typeof postComments.$inferInsert> = { updatedAt: ctx.now };
      if (Object.hasOwn(values, 'name')) set.name = String(values.name);
      if (Object.hasOwn(values, 'email')) set.email = (values.email as string | null) ?? null;
      if (Object.hasOwn(values, 'body')) set.body = String(values.body);
      if (Object.hasOwn(values, 'status') && values.status) set.status = String(values.status);
      await ctx.db.update(postComments).set(set).where(eq(postComments.id, id));
      const row = await get(id, ctx.db);
      if (!row) throw notFound();
      return row;
    },
    async remove(id, ctx) {
      await ctx.db.delete(postComments).where(eq(postComments.id, id));
    },
  };

  return {
    resource,
    /** The comments of one post, each with its replies (Shopit `posts/{id}/comments`). */
    async ofPost(postId: number, query: ListQuery) {
      const [post] = await db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(eq(posts.id, postId));
      if (!post) throw notFound();
      return {
        post,
        ...(await list({ ...query, filters: { ...query.filters, post_id: String(postId) } }, true)),
      };
    },
    /**
     * A staff reply: a child comment signed by the admin (status approved unless given). Replying
     * publicly to a pending comment approves it too: an answer on the site to a hidden question
     * would make no sense. Runs in one transaction; returns the parent with its replies.
     */
    async answer(
      commentId: number,
      input: { body: string; status: PostCommentStatus | null },
      admin: AuthAdmin,
      now: Date,
    ) {
      const status = input.status ?? 'approved';
      const created = await db.transaction(async (tx) => {
        const [parent] = await tx
          .select()
          .from(postComments)
          .where(eq(postComments.id, commentId))
          .for('update');
        if (!parent) throw notFound();
        if (parent.parentId !== null)
          throw refused(
            'answer_to_answer',
            'به پاسخ نمی‌توان پاسخ داد؛ به خود دیدگاه پاسخ دهید.',
            'comment_id',
          );
        const [reply] = await tx
          .insert(postComments)
          .values({
            postId: parent.postId,
            parentId: parent.id,
            adminId: admin.id,
            name: admin.name,
            email: admin.email ?? null,
            body: input.body,
            status,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordAudit(tx as unknown as Db, {
          entity: 'post_comments',
          entityId: reply?.id as number,
          action: 'answer',
          after: reply,
        });
        let approvedParent = false;
        if (status === 'approved' && parent.status === 'pending') {
          await recordAudit(tx as unknown as Db, {
            entity: 'post_comments',
            entityId: parent.id,
            action: 'status',
            before: { status: parent.status },
            after: { status: 'approved' },
          });
          await tx
            .update(postComments)
            .set({ status: 'approved', updatedAt: now })
            .where(eq(postComments.id, parent.id));
          approvedParent = true;
        }
        return { reply: reply as CommentRow, parent, approvedParent };
      });
      return { comment: await get(commentId), ...created };
    },
  };
}
