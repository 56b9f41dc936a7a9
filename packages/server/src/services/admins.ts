import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index.ts';

export const SUPER_ADMIN = 'super_admin';

/** Persian labels of the admins table's unique columns, for a clear 422 when a value is taken. */
export const ADMIN_UNIQUE_LABELS = { username: 'نام کاربری', mobile: 'موبایل' };

export interface RoleSummary {
  id: number;
  name: string;
  label: string | null;
  guard_name: string;
}

/** The signed-in admin with the effective permission names of its role. */
export interface AuthAdmin {
  id: number;
  name: string;
  username: string;
  email: string | null;
  mobile: string | null;
  role: RoleSummary | null;
  permissions: string[];
  created_at: Date;
  updated_at: Date;
}

type AdminRow = typeof admins.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

export const serializeRole = (role: RoleRow): RoleSummary => ({
  id: role.id,
  name: role.name,
  label: role.label,
  guard_name: role.guardName,
});

/** The admin as the API shows it (Shopit appends `role`, hides the password). */
export function serializeAdmin(admin: AdminRow, role: RoleRow | null | undefined) {
  return {
    id: admin.id,
    name: admin.name,
    username: admin.username,
    email: admin.email,
    mobile: admin.mobile,
    role: role ? serializeRole(role) : null,
    created_at: admin.createdAt,
    updated_at: admin.updatedAt,
  };
}

/** Permission names of a role; every permission for super_admin. */
export async function permissionNamesOfRole(
  db: Db,
  role: Pick<RoleRow, 'id' | 'name'> | null | undefined,
): Promise<string[]> {
  if (!role) return [];
  if (role.name === SUPER_ADMIN) {
    return (await db.select({ name: permissions.name }).from(permissions)).map((p) => p.name);
  }
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, role.id));
  return rows.map((p) => p.name);
}

export async function loadAdminWithPermissions(db: Db, adminId: number): Promise<AuthAdmin | null> {
  const [row] = await db
    .select({ admin: admins, role: roles })
    .from(admins)
    .leftJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, adminId))
    .limit(1);
  if (!row) return null;
  return { ...serializeAdmin(row.admin, row.role), permissions: await permissionNamesOfRole(db, row.role) };
}

/** Ids of the admins whose role holds any of the permissions, super admins included. */
export async function adminIdsWithAnyPermission(db: Db, names: readonly string[]): Promise<number[]> {
  const superAdmins = await db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(roles.name, SUPER_ADMIN));
  const holders = names.length
    ? await db
        .selectDistinct({ id: admins.id })
        .from(admins)
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, admins.roleId))
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(permissions.name, [...names]))
    : [];
  return [...new Set([...superAdmins, ...holders].map((a) => a.id))].sort((a, b) => a - b);
}
