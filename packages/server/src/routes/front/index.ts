import type { FastifyInstance } from 'fastify';
import { gatewayRoutes } from './gateway.ts';
import { frontOrderRoutes } from './orders.ts';

/** The storefront's public API for checkout (no admin auth): orders and the virtual payment gateway. */
export async function frontRoutes(app: FastifyInstance) {
  await app.register(frontOrderRoutes);
  await app.register(gatewayRoutes);
}
