import { permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams } from '../../http/route-kit.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';
import { bannersService, positionsService } from '../../services/content/banners.ts';

const weightsBody = {
  type: 'object',
  properties: {
    banner_ids: { type: 'array', title: 'شناسه بنرها', items: { type: 'integer' } },
    banner_possibility: {
      type: 'array',
      title: 'ضریب نمایش هر بنر (درصد، جمع ۱۰۰)',
      items: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
  required: ['banner_ids', 'banner_possibility'],
} as const;

const sortBody = {
  type: 'object',
  properties: {
    ids: { type: 'array', title: 'شناسه همه بنرهای جایگاه به ترتیب تازه', items: { type: 'integer' } },
  },
  required: ['ids'],
} as const;

/**
 * Banner positions (`admin/positions`, show includes the banners) and banners (`admin/advertise`)
 * from core's declarations, and `POST admin/positions/{id}/update_possibility` that sets the
 * rotation weights of a position's banners at once, and `POST admin/positions/{id}/sort` that puts
 * them in order (every id of the position, first shown first), both modify_advertise.
 */
export async function bannersRoutes(app: FastifyInstance) {
  const banners = bannersService(app.ctx.db);
  registerResourceRoutes(app, declared('positions'), positionsService(app.ctx.db));
  registerResourceRoutes(app, declared('advertisements'), banners.resource);
  app.post<{ Params: { id: string } }>(
    '/admin/positions/:id/update_possibility',
    {
      schema: { params: idParams },
      config: { permission: permissionsOf('advertise').modify, docsBody: weightsBody },
    },
    async (request) => {
      const advertisements = await banners.setWeights(
        Number(request.params.id),
        request.body,
        app.ctx.clock(),
      );
      return ok({ advertisements }, 'ضریب نمایش بنرها ذخیره شد');
    },
  );
  app.post<{ Params: { id: string } }>(
    '/admin/positions/:id/sort',
    {
      schema: { params: idParams },
      config: { permission: permissionsOf('advertise').modify, docsBody: sortBody },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Like the sliders' sort, Shopit-style `orders` is read as `ids`.
      const ids = readIds(Object.hasOwn(body, 'ids') ? body.ids : body.orders, 'ids', 'ترتیب');
      const advertisements = await banners.sort(Number(request.params.id), ids, app.ctx.clock());
      return ok({ advertisements }, 'ترتیب بنرها ذخیره شد');
    },
  );
}
