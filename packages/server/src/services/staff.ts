import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index.ts';
import { serializeAdmin, serializeRole } from './admins.ts';
import { onePage } from './list-page.ts';
import type { ListQuery } from './resource-service.ts';
import { declaredTableService } from './table-service.ts';

/*
 * The staff lists (admins, roles) read through their core declarations. The writes (a hashed password,
 * a role checked and stored as `role_id`, a role's permissions) stay in routes/admins.ts and routes/roles.ts.
 */

type RoleRow = typeof roles.$inferSelect;
type PermissionRow = typeof permissions.$inferSelect;

export type AdminJson = ReturnType<typeof serializeAdmin>;

export const serializePermission = (p: PermissionRow) => ({
  id: p.id,
  name: p.name,
  label: p.label,
  guard_name: p.guardName,
});

/** A role as the API shows it: its permissions, oldest first. */
export const serializeRoleWithPermissions = (role: RoleRow, held: PermissionRow[]) => ({
  ...serializeRole(role),
  permissions: held.map(serializePermission),
  created_at: role.createdAt,
  updated_at: role.updatedAt,
});

export type RoleJson = ReturnType<typeof serializeRoleWithPermissions>;

/**
 * The admins list: the declared search (also the username and mobile), sort keys and created_at range,
 * plus a `role_id` filter; ties newest first. Each admin answers its role.
 */
export function adminsList(db: Db) {
  // `role` is written as `role_id` and the password confirmation is only checked: the route's writes.
  const declared = declaredTableService(db, 'admins', admins, {
    notColumns: ['role', 'password_confirmation'],
    alsoSearch: ['username', 'mobile'],
    alsoFilter: ['role_id'],
    tieBreak: 'desc',
  });
  // One query with each admin's role (a left join), as before the declaration was read; its where-clause
  // and order are the declared service's.
  return async (query: ListQuery): Promise<{ items: AdminJson[]; total: number }> => {
    const where = declared.where(query);
    const page = db
      .select({ admin: admins, role: roles })
      .from(admins)
      .leftJoin(roles, eq(roles.id, admins.roleId))
      .where(where)
      .orderBy(...declared.order(query));
    const rows = await onePage(page.$dynamic(), query.page);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(admins).where(where);
    return { items: rows.map((row) => serializeAdmin(row.admin, row.role)), total };
  };
}

/**
 * Roles as the list and the show read them: the declared search (also the Latin name), sort keys and
 * created_at range; each role with its permissions.
 */
export function rolesReader(db: Db) {
  // A role's permissions are written to role_has_permissions by the route.
  const declared = declaredTableService(db, 'roles', roles, {
    notColumns: ['permissions'],
    alsoSearch: ['name'],
    serialize: (row) => row as RoleRow,
  });
  const withPermissions = async (rows: RoleRow[], tx: Db = db): Promise<RoleJson[]> => {
    const ids = rows.map((role) => role.id);
    const held = ids.length
      ? await tx
          .select({ roleId: rolePermissions.roleId, permission: permissions })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
          .where(inArray(rolePermissions.roleId, ids))
          .orderBy(asc(permissions.id))
      : [];
    return rows.map((role) =>
      serializeRoleWithPermissions(
        role,
        held.filter((entry) => entry.roleId === role.id).map((entry) => entry.permission),
      ),
    );
  };
  return {
    /** One role; given a write's transaction, read FOR UPDATE through it. */
    async get(id: number, tx?: Db): Promise<RoleJson | null> {
      const select = (tx ?? db).select().from(roles).where(eq(roles.id, id));
      const [role] = tx ? await select.for('update') : await select;
      return role ? ((await withPermissions([role], tx))[0] ?? null) : null;
    },
    async list(query: ListQuery): Promise<{ items: RoleJson[]; total: number }> {
      // Without sort_by, roles go by id in the asked direction (oldest first unless sort_desc).
      const { items, total } = await declared.list({ ...query, sortBy: query.sortBy ?? 'id' });
      return { items: await withPermissions(items), total };
    },
  };
}
