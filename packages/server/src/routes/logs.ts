import { getResource } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { laravelPage } from '../http/paginate.ts';
import { readListQuery, registerResourceRoutes } from '../http/resource-routes.ts';
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
  const resource = getResource('logs');
  if (!resource) throw new Error('core declares no logs resource');
  const service = auditLogService(app.ctx.db);
  app.get('/admin/logs/models', { config: { permission: 'read_log' } }, async () =>
    ok(await auditModels(app.ctx.db)),
  );
  registerResourceRoutes(app, resource, service, { only: ['list', 'show'] });

  app.get<{ Params: { entity: string; id: string }; Querystring: Record<string, unknown> }>(
    '/admin/logs/:entity/:id',
    { schema: { params: historyParams }, config: { permission: 'read_log' } },
    async (request) => {
      const query = readListQuery(request.query, resource);
      query.filters = { ...query.filters, entity: request.params.entity, entity_id: request.params.id };
      const { items, total } = await service.list(query);
      if (query.page.all) return ok({ logs: items });
      const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
      return ok({ logs: laravelPage(items, total, query.page, { path, query: request.query }) });
    },
  );
}
