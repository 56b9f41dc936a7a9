import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { unauthenticated } from '../http/errors.ts';
import { adminHome } from '../services/home.ts';

/**
 * GET admin/home: what the web admin loads after login (shopit-contract.md f). Any signed-in admin
 * may call it; the service leaves out each section whose permission the admin lacks (contacts).
 */
export async function homeRoutes(app: FastifyInstance) {
  app.get('/admin/home', { config: { permission: null } }, async (request) => {
    if (!request.admin) throw unauthenticated();
    return ok(await adminHome(app.ctx.db, request.admin));
  });
}
