import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { activeAreas, citiesService, provincesService } from '../../services/geo/areas.ts';
import { availableShippings } from '../../services/shipping/quote.ts';

/**
 * Provinces and cities of Iran: the staff resources (`admin/provinces`, `admin/cities?province_id=`,
 * permission stem `area`) and, for the storefront (public): `GET front/provinces` (the active
 * provinces with their active cities, for the address form) and `GET front/shippings?city_id=&items_amount=`
 * (the methods that ship to that city, with their amounts).
 */
export async function geoRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerResourceRoutes(app, declared('provinces'), provincesService(db));
  registerResourceRoutes(app, declared('cities'), citiesService(db));
  app.get('/front/provinces', { config: { public: true } }, async () =>
    ok({ provinces: await activeAreas(db) }),
  );
  app.get<{ Querystring: { city_id?: string; items_amount?: string } }>(
    '/front/shippings',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['city_id'],
          properties: {
            city_id: { type: 'string', pattern: '^[0-9]{1,15}$' },
            items_amount: { type: 'string', pattern: '^[0-9]{1,15}$' },
          },
        },
      },
      config: { public: true },
    },
    async (request) => {
      const offers = await availableShippings(db, {
        cityId: Number(request.query.city_id),
        itemsAmount: Number(request.query.items_amount ?? 0),
      });
      return ok({
        shippings: offers.map(({ amount, shipping }) => ({
          id: shipping.id,
          name: shipping.name,
          description: shipping.description,
          logo: shipping.logo,
          minimum_delay: shipping.minimumDelay,
          free_threshold: shipping.freeThreshold,
          amount,
        })),
      });
    },
  );
}
