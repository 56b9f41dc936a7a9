import { DASHBOARD_LIMITS } from '@shop-admin/core';
import { count, desc, eq } from 'drizzle-orm';
import { accessTokens, admins, contacts as contactRows, customers, roles } from '../../db/schema/index.ts';
import { serializeAdmin } from '../admins.ts';
import { type ContactJson, serializeContact } from '../contacts.ts';
import { type DashboardInput, num } from './shared.ts';

/** `gender_statistics`: customers by gender (unknown when not given). */
export async function genderStatistics({ db }: DashboardInput) {
  const rows = await db
    .select({ gender: customers.gender, n: count() })
    .from(customers)
    .groupBy(customers.gender);
  const of = (gender: string | null) => num(rows.find((r) => r.gender === gender)?.n);
  return { males_count: of('male'), females_count: of('female'), unknowns_count: of(null) };
}

/**
 * `last_logins`: the newest staff sign-ins (access tokens) with the admin who signed in, in Sanctum's
 * shape; the token's hash never leaves the server.
 */
export async function lastLogins({ db }: DashboardInput) {
  const rows = await db
    .select({ token: accessTokens, admin: admins, role: roles })
    .from(accessTokens)
    .innerJoin(admins, eq(admins.id, accessTokens.adminId))
    .leftJoin(roles, eq(roles.id, admins.roleId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id))
    .limit(DASHBOARD_LIMITS.lastLogins);
  return rows.map(({ token, admin, role }) => ({
    id: token.id,
    tokenable_id: token.adminId,
    tokenable_type: 'admin',
    name: token.name,
    created_at: token.createdAt,
    last_used_at: token.lastUsedAt,
    tokenable: serializeAdmin(admin, role),
  }));
}

/** `contacts`: the newest contact messages, read or not. */
export async function latestContacts({ db }: DashboardInput): Promise<ContactJson[]> {
  const rows = await db
    .select()
    .from(contactRows)
    .orderBy(desc(contactRows.createdAt), desc(contactRows.id))
    .limit(DASHBOARD_LIMITS.contacts);
  return rows.map(serializeContact);
}
