import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { activeAreas, citiesService, provincesService } from '../../services/geo/areas.ts';
import { availableShippings } from '../../services/shipping/quote.ts';

/**
 * Provinces and cities of Iran: the staff resources (`admin/provinces`, `admin/cities?province_id=`,
 * read by any signed-in admin, written with the permission stem `area`) and, for the storefront (public): `GET front/provinces` (the active
 * provinces with their active cities, for the address form) and `GET front/shippings?city_id=&items_amount=`
 * (the methods that ship to that city, with their amounts).
 */
export async function geoRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Every staff screen with an address filter (orders, customers) reads them: open to any signed-in
  // admin, as the storefront's front/provinces is to anyone; changing them keeps the area permissions.
  const openRead = 'the provinces and cities of the address filters on every staff screen; no personal data';
  registerResourceRoutes(app, declared('provinces'), provincesService(db), { openRead });
  registerResourceRoutes(app, declared('cities'), citiesService(db), { openRead });
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
