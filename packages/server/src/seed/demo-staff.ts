import { adminPermissions, type PermissionName, type PermissionStem, permissionsOf } from '@shop-admin/core';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index.ts';
import { SUPER_ADMIN } from '../services/admins.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { randomMobile, randomPerson } from './demo-names.ts';
import type { DemoContext, DemoStep } from './demo-step.ts';

/** Every demo admin signs in with this password; it is printed with their usernames. */
export const DEMO_PASSWORD = 'demo-shop-1404';

/** The permissions of these stems (read_/write_/modify_/delete_ as declared) and any extra named alike. */
function permissionsOfStems(stems: readonly PermissionStem[]): PermissionName[] {
  return adminPermissions
    .filter((p) =>
      stems.some((stem) => p.name === stem || Object.values(permissionsOf(stem)).includes(p.name)),
    )
    .map((p) => p.name);
}

/** The demo roles besides super_admin: who manages the catalogue, who handles orders. */
export const DEMO_ROLES = [
  {
    name: 'catalogue_manager',
    label: 'مدیر کاتالوگ',
    count: 2,
    permissions: [
      ...permissionsOfStems([
        'product',
        'category',
        'brand',
        'unit',
        'color',
        'attribute',
        'specification',
        'specification-value',
        'size_chart',
        'flash',
        'gift',
        'store',
        'productComment',
      ]),
      'approved_products',
    ],
  },
  {
    name: 'order_clerk',
    label: 'کارمند سفارش‌ها',
    count: 3,
    permissions: [
      ...permissionsOfStems(['order', 'mini_order', 'customer', 'transaction', 'withdraw', 'shipping']),
      'read_contact',
      'contact_modify',
    ],
  },
] as const;

/** Roles with their permissions, and staff with realistic Persian names for each role. */
export const staffStep: DemoStep = {
  name: 'staff',
  async run(ctx: DemoContext) {
    const { db, random } = ctx;
    const existing = await db
      .select({
        id: admins.id,
        name: admins.name,
        username: admins.username,
        mobile: admins.mobile,
        role: roles.name,
      })
      .from(admins)
      .leftJoin(roles, eq(roles.id, admins.roleId));
    const usernames = new Set(existing.map((a) => a.username));
    const mobiles = new Set(
      (await db.select({ mobile: admins.mobile }).from(admins).where(isNotNull(admins.mobile))).map(
        (a) => a.mobile ?? '',
      ),
    );
    for (const a of existing) {
      if (a.role === SUPER_ADMIN)
        ctx.made.admins.push({ id: a.id, name: a.name, username: a.username, role: SUPER_ADMIN });
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    let written = 0;
    for (const def of DEMO_ROLES) {
      await db
        .insert(roles)
        .values({ name: def.name, label: def.label })
        .onConflictDoNothing({ target: roles.name });
      const [role] = await db.select().from(roles).where(eq(roles.name, def.name));
      if (!role) throw new Error(`role ${def.name} missing after insert`);
      const perms = await db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...def.permissions]));
      await db
        .insert(rolePermissions)
        .values(perms.map((p) => ({ roleId: role.id, permissionId: p.id })))
        .onConflictDoNothing();
      for (let i = 0; i < def.count; i++) {
        let person = randomPerson(random);
        while (usernames.has(person.handle)) person = randomPerson(random);
        usernames.add(person.handle);
        const [admin] = await db
          .insert(admins)
          .values({
            name: person.name,
            username: person.handle,
            password: passwordHash,
            email: `${person.handle}@shop.example`,
            mobile: randomMobile(random, mobiles),
            roleId: role.id,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning({ id: admins.id });
        if (!admin) throw new Error('admin insert returned nothing');
        ctx.made.admins.push({ id: admin.id, name: person.name, username: person.handle, role: def.name });
        written += 1;
      }
    }
    ctx.counts.admins = written;
  },
};
