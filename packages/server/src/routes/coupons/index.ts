import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { laravelPage } from '../../http/paginate.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { couponsService } from '../../services/coupons/coupons.ts';
import { listExport } from '../../services/export/list.ts';
import type { ResourceService } from '../../services/resource-service.ts';

/**
 * Coupons (shopit-contract.md c "Shipping, coupons"): `GET admin/coupon` answers
 * `{coupons (paginator with total_usage and customers_count), totals}` with the `coupon_type`, `type`,
 * search and Jalali date filters; show, create, update and delete are the resource macro's.
 */
export async function couponRoutes(app: FastifyInstance) {
  const resource = declared('coupons');
  const service = couponsService(app.ctx.db);
  app.get<{ Querystring: Record<string, unknown> }>(
    `/${resource.endpoint}`,
    { config: { permission: 'read_coupon' } },
    async (request, reply) => {
      const query = readListQuery(request.query, resource);
      // `Accept: x-xlsx` (or ?export=) downloads the whole filtered list, as every generic list does.
      const download = listExport(request, reply, {
        resource,
        query,
        now: app.ctx.clock(),
        list: (q) => service.list(q),
      });
      if (download) return download;
      const { items, total } = await service.list(query);
      const totals = await service.totals(app.ctx.clock());
      if (query.page.all) return ok({ coupons: items, totals });
      const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
      return ok({ coupons: laravelPage(items, total, query.page, { path, query: request.query }), totals });
    },
  );
  const crud: ResourceService<Record<string, unknown>> = service;
  registerResourceRoutes(app, resource, crud, { only: ['show', 'create', 'update', 'delete'] });
}
