import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditActor } from './actor.ts';

/**
 * Carries the acting admin and IP through the request's async chain (AsyncLocalStorage through
 * @fastify/request-context), so `recordAudit` needs only the database handle. Registered after the
 * auth plugin: its onRequest hook runs once the admin is known. Requests without an admin (storefront,
 * login) carry `adminId: null`.
 */
export const auditContextPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => {
      const auditActor: AuditActor = {
        adminId: request.admin?.id ?? null,
        ip: request.ip ?? null,
        now: app.ctx.clock,
      };
      return { auditActor };
    },
  });
});
