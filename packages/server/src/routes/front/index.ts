import type { FastifyInstance } from 'fastify';
import { createPaymentGateway } from '../../services/payments/gateway.ts';
import { virtualGatewayRoutes } from './gateway.ts';
import { frontOrderRoutes } from './orders.ts';

/** Each payment driver's callback routes, registered only when it is the configured gateway. */
const GATEWAY_ROUTES: Record<string, (app: FastifyInstance) => Promise<void>> = {
  virtual: virtualGatewayRoutes,
};

/**
 * The storefront's public API for checkout (no admin auth): orders, and the configured payment
 * gateway's routes (`SHOP_PAYMENT_GATEWAY`; none by default, so no gateway route exists).
 */
export async function frontRoutes(app: FastifyInstance) {
  const gateway = createPaymentGateway(app.ctx);
  await app.register(frontOrderRoutes, { gateway });
  const routes = gateway ? GATEWAY_ROUTES[gateway.name] : undefined;
  if (routes) await app.register(routes);
}
