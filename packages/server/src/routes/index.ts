import type { FastifyInstance } from 'fastify';
import { adminsRoutes } from './admins.ts';
import { authRoutes } from './auth.ts';
import { catalogueProductRoutes } from './catalogue/products-area.ts';
import { catalogueReferenceRoutes } from './catalogue/reference.ts';
import { contactsRoutes } from './contacts.ts';
import { deviceTokenRoutes } from './device-token.ts';
import { homeRoutes } from './home.ts';
import { notificationsRoutes } from './notifications.ts';
import { rolesRoutes } from './roles.ts';
import { settingsRoutes } from './settings.ts';

/** Every API route plugin, one per area, registered under /api. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(adminsRoutes);
  await app.register(rolesRoutes);
  await app.register(contactsRoutes);
  await app.register(settingsRoutes);
  await app.register(homeRoutes);
  await app.register(notificationsRoutes);
  await app.register(deviceTokenRoutes);
  await app.register(catalogueReferenceRoutes);
  await app.register(catalogueProductRoutes);
}
