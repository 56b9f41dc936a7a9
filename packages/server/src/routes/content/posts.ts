import { type PostCommentStatus, permissionsOf, postCommentAnswerFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams, pagedList } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { postCategoriesService } from '../../services/content/post-categories.ts';
import { postCommentsService } from '../../services/content/post-comments.ts';
import { postsService } from '../../services/content/posts.ts';

const POST_URLS = new Set(['/api/admin/posts', '/api/admin/posts/:id']);

/**
 * The blog (shopit-contract.md c "Content"): `posts`, `post-categories`, `comments` from core's
 * declarations, plus the comments of one post (`posts/{id}/comments`) and the staff reply
 * (`comments/{id}/answer`).
 */
export async function contentPostsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // Shopit's editor sends `tags[]`; core declares tags as one comma-separated text (what a form and a
  // CLI row type), so a list is joined here before validation and split again by the service.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | null;
    if (
      POST_URLS.has(request.routeOptions.url ?? '') &&
      body &&
      typeof body === 'object' &&
      Array.isArray(body.tags) &&
      body.tags.every((tag) => typeof tag === 'string')
    )
      body.tags = body.tags.join('،');
  });

  registerResourceRoutes(app, declared('posts'), postsService(db));
  registerResourceRoutes(app, declared('post_categories'), postCategoriesService(db));

  const comments = postCommentsService(db);
  const commentResource = declared('post_comments');
  const commentPerms = permissionsOf(commentResource.permissionStem);
  registerResourceRoutes(app, commentResource, comments.resource);

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/admin/posts/:id/comments',
    { schema: { params: idParams }, config: { permission: commentPerms.read } },
    async (request) => {
      const query = readListQuery(request.query, commentResource);
      const { post, items, total } = await comments.ofPost(Number(request.params.id), query);
      return ok({ post, comments: pagedList(request, query, items, total) });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/comments/:id/answer',
    {
      schema: { params: idParams },
      config: { permission: commentPerms.write, docsBody: fieldsToJsonSchema(postCommentAnswerFields) },
    },
    async (request, reply) => {
      const { body, status } = validateBody(request.body, postCommentAnswerFields);
      const admin = request.admin as NonNullable<typeof request.admin>;
      const result = await comments.answer(
        Number(request.params.id),
        { body: String(body), status: (status as PostCommentStatus | null) ?? null },
        admin,
        app.ctx.clock(),
      );
      return reply.status(201).send(ok({ comment: result.comment }, 'پاسخ با موفقیت ثبت شد'));
    },
  );
}
