import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { actionOf, idParams, permissionsOfResource } from '../../http/route-kit.ts';
import { changeSetSource } from '../../services/catalogue/change-set-record.ts';
import { CHANGE_SETS_MAX, changeSetService } from '../../services/catalogue/change-sets.ts';

/**
 * Change sets of the bulk catalogue editor: `GET admin/products/change-sets` (recent first),
 * `GET admin/products/change-sets/{id}` (with every row's before and after) and
 * `POST admin/products/change-sets/{id}/undo` (dry run, then one transaction). Permission
 * modify_product, as apply; undoing approval or stock also needs what apply needs for them.
 */
export async function changeSetRoutes(app: FastifyInstance) {
  const service = changeSetService(app.ctx);
  const config = { permission: permissionsOfResource('products').modify };
  app.get(
    '/admin/products/change-sets',
    {
      schema: {
        summary: 'Recent bulk change sets (newest first)',
        querystring: {
          type: 'object',
          properties: {
            limit: {
              type: 'string',
              pattern: '^[0-9]{1,4}$',
              description: `1–${CHANGE_SETS_MAX}, 20 when absent`,
            },
          },
        },
      },
      config,
    },
    async (request) => {
      const { limit } = request.query as { limit?: string };
      return ok({ change_sets: await service.list(limit === undefined ? 20 : Number(limit)) });
    },
  );
  app.get(
    '/admin/products/change-sets/:id',
    { schema: { summary: 'One bulk change set with its rows', params: idParams }, config },
    async (request) => ok({ change_set: await service.get(Number((request.params as { id: string }).id)) }),
  );
  app.post(
    '/admin/products/change-sets/:id/undo',
    {
      schema: {
        summary: 'Undo a bulk change set (dry run, conflicts, one transaction)',
        description:
          'Puts every value the change set wrote back to its before value, in one transaction, or nothing. ' +
          '`dry_run: true` answers the diff. A row whose values changed since the change set (neither its after ' +
          'nor its before) is a `conflict`: 409 `bulk_conflict`, nothing written, unless `accept_conflicts` names ' +
          'it (the apply row numbers, from 0) or is true. An undo is recorded as a change set (`undo_of`); ' +
          'undoing a set twice is a 409 `change_set_undone`, undoing an undo a 422 `change_set_is_undo`.',
        params: idParams,
      },
      config,
    },
    async (request, reply) => {
      const answer = await service.undo({
        id: Number((request.params as { id: string }).id),
        body: request.body ?? {},
        admin: actionOf(request, app.ctx.clock()).admin,
        source: changeSetSource(request.headers['user-agent']),
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}
