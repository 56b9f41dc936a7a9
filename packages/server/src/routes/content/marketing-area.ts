import type { FastifyInstance } from 'fastify';
import { bannersRoutes } from './banners.ts';
import { htaccessRoutes } from './htaccess.ts';
import { instagramRoutes } from './instagram.ts';
import { menusRoutes } from './menus.ts';
import { newslettersRoutes } from './newsletters.ts';

/** Menus, banner positions and banners, newsletters, the social feed and the storefront's .htaccess. */
export async function contentMarketingRoutes(app: FastifyInstance) {
  await app.register(menusRoutes);
  await app.register(bannersRoutes);
  await app.register(newslettersRoutes);
  await app.register(instagramRoutes);
  await app.register(htaccessRoutes);
}
