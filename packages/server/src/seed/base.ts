import { randomBytes } from 'node:crypto';
import { adminPermissions } from '@shop-admin/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, permissions, roles } from '../db/schema/index.ts';
import { SUPER_ADMIN } from '../services/admins.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { seedSettings } from '../services/settings.ts';
import { seedGeo } from './base-geo.ts';

export interface SeedBaseResult {
  /**
   * Set only when this call created the super admin. `generated` says the password was made here (so
   * it is shown once); a password given by the operator (SHOP_ADMIN_PASSWORD) is never printed.
   */
  createdAdmin: { username: string; password: string; generated: boolean } | null;
}

/**
 * What every database needs, run on every start: the permission table synchronised with core's
 * registry (so a new screen brings its permission), the super_admin role, the settings core declares
 * (missing keys only; saved values are kept), and a first super admin when there is no admin at all.
 */
export async function seedBase(
  db: Db,
  credentials: { username?: string | undefined; password?: string | undefined } = {},
): Promise<SeedBaseResult> {
  await db
    .insert(permissions)
    .values(adminPermissions.map((p) => ({ name: p.name, label: p.label })))
    .onConflictDoUpdate({ target: permissions.name, set: { label: sql`excluded.label` } });
  await db
    .insert(roles)
    .values({ name: SUPER_ADMIN, label: 'مدیر کل' })
    .onConflictDoNothing({ target: roles.name });
  await seedSettings(db);
  await seedGeo(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  if (count > 0) return { createdAdmin: null };
  const [superRole] = await db.select().from(roles).where(eq(roles.name, SUPER_ADMIN)).limit(1);
  const username = credentials.username ?? 'admin';
  const password = credentials.password ?? randomBytes(12).toString('base64url');
  await db.insert(admins).values({
    name: 'مدیر کل',
    username,
    password: await hashPassword(password),
    roleId: superRole?.id ?? null,
  });
  return { createdAdmin: { username, password, generated: credentials.password === undefined } };
}
