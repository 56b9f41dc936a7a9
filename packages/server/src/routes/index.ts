import type { FastifyInstance } from 'fastify';
import { adminsRoutes } from './admins.ts';
import { authRoutes } from './auth.ts';
import { rolesRoutes } from './roles.ts';

/** Every API route plugin, one per area, registered under /api. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(adminsRoutes);
  await app.register(rolesRoutes);
}
