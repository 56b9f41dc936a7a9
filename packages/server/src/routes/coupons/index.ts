import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { couponsService } from '../../services/coupons/coupons.ts';

/**
 * Coupons (shopit-contract.md c "Shipping, coupons"): `GET admin/coupon` answers
 * `{coupons (paginator with total_usage and customers_count), totals}` with the `coupon_type`, `type`,
 * search and Jalali date filters; show, create, update and delete are the resource macro's.
 */
export async function couponRoutes(app: FastifyInstance) {
  const resource = declared('coupons');
  const service = couponsService(app.ctx.db);
  registerResourceRoutes(app, resource, service, {
    list: { extras: async () => ({ totals: await service.totals(app.ctx.clock()) }) },
  });
}
