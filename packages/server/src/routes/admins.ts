import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { accessTokens, admins, roles } from '../db/schema/index.ts';
import { AppError, notFound, refused } from '../http/errors.ts';
import { registerResourceRoutes } from '../http/resource-routes.ts';
import { declared } from '../http/route-kit.ts';
import {
  ADMIN_UNIQUE_LABELS,
  permissionNamesOfRole,
  SUPER_ADMIN,
  serializeAdmin,
} from '../services/admins.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { assertMayAssignRole, assertMayManageAdmin } from '../services/auth/role-grants.ts';
import type { ActionContext, ResourceService, TxContext, WriteValues } from '../services/resource-service.ts';
import { type AdminJson, adminsList } from '../services/staff.ts';
import { lockRow, uniqueViolation } from '../services/table-service.ts';

const isSuper = (ctx: ActionContext) => ctx.admin.role?.name === SUPER_ADMIN;

/**
 * Admins CRUD with Shopit's rules: only a super admin touches a super admin; deleting revokes tokens.
 * Least privilege (services/role-grants.ts): nobody gives a role holding permissions they lack, changes
 * their own role, or edits or deletes an admin whose role holds more than theirs.
 */
export async function adminsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const resource = declared('admins');

  const get = async (id: number, tx?: Db): Promise<AdminJson | null> => {
    if (tx) await lockRow(tx, admins, admins.id, id);
    const [row] = await (tx ?? db)
      .select({ admin: admins, role: roles })
      .from(admins)
      .leftJoin(roles, eq(roles.id, admins.roleId))
      .where(eq(admins.id, id));
    return row ? serializeAdmin(row.admin, row.role) : null;
  };

  const roleFor = async (roleId: unknown, ctx: TxContext) => {
    const [role] = await ctx.db
      .select()
      .from(roles)
      .where(eq(roles.id, Number(roleId)))
      .limit(1);
    if (!role) throw refused('invalid_role', 'نقش انتخاب‌شده وجود ندارد.', 'role');
    if (role.name === SUPER_ADMIN && !isSuper(ctx)) {
      throw new AppError(403, 'forbidden', 'فقط مدیر کل می‌تواند نقش مدیر کل بدهد.');
    }
    assertMayAssignRole(ctx.admin, await permissionNamesOfRole(ctx.db, role));
    return role;
  };

  const guardTarget = async (id: number, ctx: TxContext) => {
    const target = await get(id, ctx.db);
    if (!target) throw notFound();
    if (target.role?.name === SUPER_ADMIN && !isSuper(ctx)) {
      throw new AppError(403, 'forbidden', 'فقط مدیر کل می‌تواند مدیر کل را تغییر دهد یا حذف کند.');
    }
    assertMayManageAdmin(ctx.admin, await permissionNamesOfRole(ctx.db, target.role));
    return target;
  };

  const write = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw uniqueViolation(error, ADMIN_UNIQUE_LABELS) ?? error;
    }
  };

  const service: ResourceService<AdminJson, WriteValues, 'admins'> = {
    resourceName: 'admins',
    list: adminsList(db),
    get,
    async create(values, ctx) {
      const role = await roleFor(values.role, ctx);
      // Hash first: one insert, so a failure never leaves an admin without a password.
      const password = await hashPassword(String(values.password));
      const [row] = await write(() =>
        ctx.db
          .insert(admins)
          .values({
            name: String(values.name),
            username: String(values.username),
            password,
            email: (values.email as string | null) ?? null,
            mobile: (values.mobile as string | null) ?? null,
            roleId: role.id,
          })
          .returning({ id: admins.id }),
      );
      if (!row) throw new Error('admin insert returned nothing');
      return (await get(row.id, ctx.db)) as AdminJson;
    },
    async update(id, values, ctx) {
      await guardTarget(id, ctx);
      const set: Partial<typeof admins.$inferInsert> = { updatedAt: ctx.now };
      for (const key of ['name', 'username', 'email', 'mobile'] as const) {
        if (Object.hasOwn(values, key)) set[key] = values[key] as never;
      }
      if (Object.hasOwn(values, 'role')) {
        if (id === ctx.admin.id && Number(values.role) !== ctx.admin.role?.id) {
          throw refused('own_role', 'نقش خودتان را نمی‌توانید تغییر دهید.', 'role');
        }
        set.roleId = (await roleFor(values.role, ctx)).id;
      }
      await write(() => ctx.db.update(admins).set(set).where(eq(admins.id, id)));
      return (await get(id, ctx.db)) as AdminJson;
    },
    async remove(id, ctx) {
      await guardTarget(id, ctx);
      if (id === ctx.admin.id) throw refused('self_delete', 'حساب خودتان را نمی‌توانید حذف کنید.');
      await ctx.db.transaction(async (tx) => {
        await tx.delete(accessTokens).where(eq(accessTokens.adminId, id));
        await tx.delete(admins).where(and(eq(admins.id, id), ne(admins.id, ctx.admin.id)));
      });
    },
  };

  registerResourceRoutes(app, resource, service);
}
