import { type FieldValues, permissionsOf } from '@shop-admin/core';
import { and, asc, eq, inArray, notExists, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index.ts';
import { ok } from '../http/envelope.ts';
import { AppError, forbidden, refused } from '../http/errors.ts';
import { registerResourceRoutes } from '../http/resource-routes.ts';
import { declared } from '../http/route-kit.ts';
import { SUPER_ADMIN } from '../services/admins.ts';
import { assertMayChangeRole, assertMayGrant } from '../services/auth/role-grants.ts';
import type { ActionContext, ResourceService, TxContext } from '../services/resource-service.ts';
import { type RoleJson, rolesReader, serializePermission } from '../services/staff.ts';
import { uniqueViolation } from '../services/table-service.ts';

type PermissionRow = typeof permissions.$inferSelect;

/** Reads permission names or ids into permission rows; unknown entries are a 422. */
async function resolvePermissions(db: Db, entries: unknown): Promise<PermissionRow[]> {
  const list = Array.isArray(entries) ? entries : [];
  const names = list.filter((e): e is string => typeof e === 'string' && !/^\d+$/.test(e));
  // Only ids a bigint column can hold; anything else (1.5, 1e20, -1) stays unmatched and gives the 422.
  const ids = list
    .filter((e) => typeof e === 'number' || (typeof e === 'string' && /^\d+$/.test(e)))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const conditions = [
    ...(names.length ? [inArray(permissions.name, names)] : []),
    ...(ids.length ? [inArray(permissions.id, ids)] : []),
  ];
  const rows = conditions.length
    ? await db
        .select()
        .from(permissions)
        .where(or(...conditions))
    : [];
  if (rows.length < new Set(list.map(String)).size) {
    throw refused('unknown_permission', 'برخی دسترسی‌های انتخاب‌شده وجود ندارند.', 'permissions');
  }
  return rows;
}

/**
 * Roles CRUD with their permissions, and the permission list (shopit-contract.md b "Roles & permissions").
 * Nobody gives a permission they lack or touches their own role; a role holding more than the editor
 * is left to a super admin (services/role-grants.ts).
 */
export async function rolesRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const resource = declared('roles');

  const { get, list } = rolesReader(db);

  const guardSuper = (role: { name: string }, ctx: ActionContext) => {
    if (role.name === SUPER_ADMIN)
      throw new AppError(403, 'forbidden', 'نقش مدیر کل همه دسترسی‌ها را دارد و تغییر نمی‌کند.');
    if (!ctx.admin) throw forbidden();
  };

  /** Editing or deleting: never super_admin, never one's own role, nothing bigger than the editor's. */
  const guardRole = (role: RoleJson, ctx: ActionContext) => {
    guardSuper(role, ctx);
    assertMayChangeRole(ctx.admin, role);
  };

  const save = async (id: number | null, values: FieldValues<'roles'>, ctx: TxContext): Promise<RoleJson> => {
    if (values.name === SUPER_ADMIN) guardSuper({ name: SUPER_ADMIN }, ctx);
    const perms = Object.hasOwn(values, 'permissions')
      ? await resolvePermissions(ctx.db, values.permissions)
      : null;
    if (perms)
      assertMayGrant(
        ctx.admin,
        perms.map((p) => p.name),
      );
    try {
      const roleId = await ctx.db.transaction(async (tx) => {
        const fields = {
          ...(values.name !== undefined ? { name: String(values.name) } : {}),
          ...(values.label !== undefined ? { label: values.label as string | null } : {}),
          updatedAt: ctx.now,
        };
        const [row] =
          id === null
            ? await tx
                .insert(roles)
                .values({ name: String(values.name), label: (values.label as string) ?? null })
                .returning({ id: roles.id })
            : await tx.update(roles).set(fields).where(eq(roles.id, id)).returning({ id: roles.id });
        if (!row) throw new Error('role write returned nothing');
        if (perms) {
          await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, row.id));
          if (perms.length)
            await tx
              .insert(rolePermissions)
              .values(perms.map((p) => ({ roleId: row.id, permissionId: p.id })));
        }
        return row.id;
      });
      return (await get(roleId, ctx.db)) as RoleJson;
    } catch (error) {
      const duplicate = uniqueViolation(error, { name: 'نام' });
      if (duplicate) throw refused('duplicate', 'این نقش موجود است', 'name');
      throw error;
    }
  };

  const service: ResourceService<RoleJson, FieldValues<'roles'>, 'roles'> = {
    resourceName: 'roles',
    list,
    get,
    create: (values, ctx) => save(null, values, ctx),
    async update(id, values, ctx) {
      const current = await get(id, ctx.db);
      if (current) guardRole(current, ctx);
      return save(id, values, ctx);
    },
    async remove(id, ctx) {
      const { db } = ctx;
      const current = await get(id, db);
      if (current) guardRole(current, ctx);
      // One statement: an admin given the role meanwhile keeps it (the foreign key would set it to null).
      const deleted = await db
        .delete(roles)
        .where(
          and(
            eq(roles.id, id),
            notExists(db.select({ id: admins.id }).from(admins).where(eq(admins.roleId, id))),
          ),
        )
        .returning({ id: roles.id });
      if (!deleted.length) throw refused('role_in_use', 'این نقش به مدیرانی داده شده و حذف نمی‌شود.');
    },
  };

  registerResourceRoutes(app, resource, service);

  app.get(
    '/admin/permissions',
    { config: { permission: permissionsOf(resource.permissionStem).read } },
    async () => {
      const rows = await db.select().from(permissions).orderBy(asc(permissions.id));
      const grouped: Record<string, ReturnType<typeof serializePermission>[]> = {};
      for (const row of rows) {
        const group = grouped[row.guardName] ?? [];
        group.push(serializePermission(row));
        grouped[row.guardName] = group;
      }
      return ok({ permissions: grouped });
    },
  );
}
