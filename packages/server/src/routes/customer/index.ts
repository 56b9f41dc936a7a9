import type { FastifyInstance } from 'fastify';
import { createSmsSender } from '../../services/sms/sms-sender.ts';
import { customerAccountRoutes } from './account.ts';
import { customerLoginRoutes } from './login.ts';

/**
 * The storefront customer's API under /api/customer (plugins/customer-auth.ts guards it): one-time-code
 * login through the configured SMS driver, logout, profile and the customer's own orders.
 */
export async function customerRoutes(app: FastifyInstance) {
  const sms = createSmsSender(app.ctx.config, app.ctx.clock);
  await app.register(customerLoginRoutes, { sms });
  await app.register(customerAccountRoutes);
}
