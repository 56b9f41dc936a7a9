import { visitFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { fieldsToJsonSchema } from '../http/json-schema.ts';
import { validateBody } from '../http/validate-body.ts';
import { visitsService } from '../services/visits/record.ts';

/** A storefront browser may report this many page views per IP in the window. */
const VISIT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * POST /api/front/visits {path}: the (unshown) storefront reports a page view. Public and rate-limited
 * per IP; the visitor is stored as a keyed hash of IP and user agent, never the address.
 */
export async function frontVisitsRoutes(app: FastifyInstance) {
  const visits = visitsService(app.ctx.db);
  app.post(
    '/front/visits',
    { config: { public: true, rateLimit: VISIT_RATE_LIMIT, docsBody: fieldsToJsonSchema(visitFields) } },
    async (request, reply) => {
      const { path } = validateBody(request.body, visitFields);
      await visits.record({
        path: String(path),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        now: app.ctx.clock(),
      });
      return reply.status(201).send(ok(null, 'بازدید ثبت شد'));
    },
  );
}
