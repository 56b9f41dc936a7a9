import { permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { readListQuery, registerResourceRoutes } from '../http/resource-routes.ts';
import { declared, pagedList } from '../http/route-kit.ts';
import { auditLogService, auditModels } from '../services/audit/logs.ts';

const historyParams = {
  type: 'object',
  required: ['entity', 'id'],
  properties: {
    entity: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  },
} as const;

/**
 * The admin audit log (permission read_log): `GET admin/logs` with filters (admin, entity, entity_id,
 * action, Jalali date range; CSV/Excel downloads), `GET admin/logs/{id}`, one record's history at
 * `GET admin/logs/{entity}/{id}`, and the logged entities at `GET admin/logs/models` (Shopit's).
 */
export async function logsRoutes(app: FastifyInstance) {
  const resource = declared('logs');
  const perms = permissionsOf(resource.permissionStem);
  const service = auditLogService(app.ctx.db);
  app.get('/admin/logs/models', { config: { permission: perms.read } }, async () =>
    ok(await auditModels(app.ctx.db)),
  );
  registerResourceRoutes(app, resource, service);

  app.get<{ Params: { entity: string; id: string }; Querystring: Record<string, unknown> }>(
    '/admin/logs/:entity/:id',
    { schema: { params: historyParams }, config: { permission: perms.read } },
    async (request) => {
      const query = readListQuery(request.query, resource);
      query.filters = { ...query.filters, entity: request.params.entity, entity_id: request.params.id };
      const { items, total } = await service.list(query);
      return ok({ logs: pagedList(request, query, items, total) });
    },
  );
}
