import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../http/errors.ts';
import { customerOfToken } from '../services/customers-auth/customer-tokens.ts';
import type { CustomerRow } from '../services/people/customer-by-mobile.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A storefront route that reads a customer token when one is sent (e.g. checkout for the wallet). */
    customer?: 'optional';
  }
  interface FastifyRequest {
    /** The customer of the request's customer token (customer API, and front routes that opt in). */
    customer: CustomerRow | null;
    customerTokenId: number | null;
  }
}

/** Every route under it needs a customer token, except those declaring `config.public` (login). */
const CUSTOMER_PREFIX = '/api/customer/';

async function authenticateCustomer(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  const found = match?.[1] ? await customerOfToken(app.ctx.db, match[1].trim(), app.ctx.clock()) : null;
  if (!found) throw unauthenticated();
  request.customer = found.customer;
  request.customerTokenId = found.tokenId;
}

/**
 * The customer guard: `/api/customer/*` needs a valid customer token (401 otherwise); a storefront
 * route with `config.customer: 'optional'` reads one when an Authorization header is sent (a bad or
 * expired one is a 401, never silently a guest). Admin tokens are plugins/auth.ts's business.
 */
export const customerAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('customer', null);
  app.decorateRequest('customerTokenId', null);
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    const config = request.routeOptions.config;
    if (url.startsWith(CUSTOMER_PREFIX) && !config.public) {
      await authenticateCustomer(app, request);
    } else if (config.customer === 'optional' && request.headers.authorization) {
      await authenticateCustomer(app, request);
    }
  });
});
