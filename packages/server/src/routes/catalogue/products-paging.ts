import type { FastifyRequest } from 'fastify';
import { laravelPage } from '../../http/paginate.ts';
import type { ActionContext, ListQuery } from '../../http/resource-routes.ts';

/** A list under its key: the whole array with `all=1`, else a Laravel paginator keeping the query. */
export function pagedList<T>(request: FastifyRequest, query: ListQuery, items: T[], total: number) {
  if (query.page.all) return items;
  const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  return laravelPage(items, total, query.page, { path, query: request.query as Record<string, unknown> });
}

/** The acting admin and the time, for services that record who did what. */
export function actionOf(request: FastifyRequest, now: Date): ActionContext {
  if (!request.admin) throw new Error('an admin route reached without an admin');
  return { admin: request.admin, now };
}

/** The `:id` path parameter: digits only, anything else is a 404 like Laravel's model binding. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;
