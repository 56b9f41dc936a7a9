import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared } from '../../http/route-kit.ts';
import { newslettersService, subscribersService } from '../../services/content/newsletters.ts';

/**
 * Newsletters (`admin/newsletters`: list, show, create, delete; *_newsletters) and their subscribers
 * (`admin/newsletters/users`: list, show, create, delete). Sending is the newsletter job's
 * (services/content/newsletter-job.ts), started by main.ts.
 */
export async function newslettersRoutes(app: FastifyInstance) {
  // The subscribers first: `newsletters/users` is a static path, never read as a newsletter id.
  registerResourceRoutes(app, declared('subscribers'), subscribersService(app.ctx.db));
  registerResourceRoutes(app, declared('newsletters'), newslettersService(app.ctx.db));
}
