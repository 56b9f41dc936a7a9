import {
  type ProductCommentStatus,
  permissionsOf,
  productCommentAnswerFields,
  productCommentStatusFields,
  recommendationFields,
  sortIdsFields,
} from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { flashesService } from '../../services/catalogue/flashes.ts';
import { productCommentsService } from '../../services/catalogue/product-comments.ts';
import { productSetsService } from '../../services/catalogue/product-sets.ts';
import { recommendationsService } from '../../services/catalogue/recommendations.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';

const groupParams = {
  type: 'object',
  required: ['group'],
  properties: { group: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
} as const;

/**
 * Product sets, flash sales, the products of recommendation groups and product comments
 * (shopit-contract.md c: `product_sets`, `flashes`, `recommendations/…`, `product-comment…`).
 */
export async function merchandisingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const now = () => app.ctx.clock();
  registerResourceRoutes(app, declared('product_sets'), productSetsService(db));
  registerResourceRoutes(app, declared('flashes'), flashesService(db, app.ctx.clock));

  // Recommendations: a group's products in order; add, remove and re-order them.
  const recommendations = recommendationsService(db);
  const recommendationPerms = permissionsOf('recommendation');
  for (const base of ['/admin/recommendations/groups/:group', '/admin/recommendation/:group']) {
    app.get<{ Params: { group: string } }>(
      base,
      { schema: { params: groupParams }, config: { permission: recommendationPerms.read } },
      async (request) => ok(await recommendations.group(request.params.group)),
    );
    app.post<{ Params: { group: string } }>(
      `${base}/sort`,
      {
        schema: { params: groupParams },
        config: { permission: recommendationPerms.modify, docsBody: fieldsToJsonSchema(sortIdsFields) },
      },
      async (request) => {
        const { ids } = validateBody(request.body, sortIdsFields);
        const before = await recommendations.group(request.params.group);
        const group = await recommendations.sort(request.params.group, readIds(ids, 'ids', 'ترتیب'), now());
        const entry = { entityId: request.params.group, action: 'sort', before, after: group };
        await recordAudit(db, { entity: 'recommendation_groups', ...entry });
        return ok(group, 'ترتیب محصولات پیشنهادی ذخیره شد');
      },
    );
  }
  app.post(
    '/admin/recommendations',
    { config: { permission: recommendationPerms.write, docsBody: fieldsToJsonSchema(recommendationFields) } },
    async (request, reply) => {
      const { group_id, product_id } = validateBody(request.body, recommendationFields);
      const row = await recommendations.add(Number(group_id), Number(product_id), now());
      await recordAudit(db, {
        entity: 'recommendations',
        entityId: row?.id ?? '',
        action: 'create',
        after: row,
      });
      return reply.status(201).send(ok({ recommendation: row }, 'محصول به گروه پیشنهادی افزوده شد'));
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/admin/recommendations/:id',
    { schema: { params: idParams }, config: { permission: recommendationPerms.delete } },
    async (request) => {
      await recommendations.remove(Number(request.params.id));
      await recordAudit(db, { entity: 'recommendations', entityId: request.params.id, action: 'delete' });
      return ok(null, 'محصول از گروه پیشنهادی برداشته شد');
    },
  );

  // Product comments: list, show and delete from the declaration; status change and staff answer.
  const comments = productCommentsService(db);
  const commentResource = declared('product_comments');
  const commentPerms = permissionsOf(commentResource.permissionStem);
  registerResourceRoutes(app, commentResource, comments.resource);
  app.post(
    '/admin/product-comment',
    {
      config: { permission: commentPerms.write, docsBody: fieldsToJsonSchema(productCommentStatusFields) },
    },
    async (request) => {
      const { id, status } = validateBody(request.body, productCommentStatusFields);
      const before = await comments.resource.get(Number(id));
      const comment = await comments.setStatus(Number(id), status as ProductCommentStatus, now());
      const entry = { entityId: Number(id), action: 'status', before, after: comment };
      await recordAudit(db, { entity: 'product_comments', ...entry });
      return ok({ comment }, 'وضعیت دیدگاه تغییر کرد');
    },
  );
  app.post(
    '/admin/product-comment-answer',
    {
      config: { permission: commentPerms.write, docsBody: fieldsToJsonSchema(productCommentAnswerFields) },
    },
    async (request, reply) => {
      const { comment_id, body } = validateBody(request.body, productCommentAnswerFields);
      const admin = request.admin as NonNullable<typeof request.admin>;
      const comment = await comments.answer(Number(comment_id), String(body), admin, now());
      const entry = { entityId: Number(comment_id), action: 'answer', after: comment };
      await recordAudit(db, { entity: 'product_comments', ...entry });
      return reply.status(201).send(ok({ comment }, 'پاسخ با موفقیت ثبت شد'));
    },
  );
}
