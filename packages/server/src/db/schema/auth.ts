import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Roles (spatie/laravel-permission with Shopit's Persian `label`). `super_admin` holds everything. */
export const roles = pgTable('roles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }),
  guardName: varchar('guard_name', { length: 50 }).notNull().default('admin-api'),
  ...timestamps,
});

/** Permission names come from core's registry (`adminPermissions`); seeded on every start. */
export const permissions = pgTable('permissions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }),
  guardName: varchar('guard_name', { length: 50 }).notNull().default('admin-api'),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_has_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: bigint('permission_id', { mode: 'number' })
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Staff accounts. Exactly one role each, as Shopit does in practice. */
export const admins = pgTable('admins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull(),
  username: varchar('username', { length: 50 }).notNull().unique(),
  password: text('password').notNull(),
  email: varchar('email', { length: 191 }),
  mobile: varchar('mobile', { length: 20 }).unique(),
  roleId: bigint('role_id', { mode: 'number' }).references(() => roles.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Sanctum-style personal access tokens: the client holds `<id>|<secret>`, we keep only a SHA-256 of the
 * secret. Deleting the row revokes the token. `push_subscription` is the Web Push endpoint of the
 * device that logged in with this token (Shopit's `device_token`).
 */
export const accessTokens = pgTable(
  'personal_access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: bigint('tokenable_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull().default('Admin Login'),
    tokenHash: varchar('token', { length: 64 }).notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    pushSubscription: jsonb('push_subscription'),
    ...timestamps,
  },
  (t) => [index('personal_access_tokens_tokenable_id_idx').on(t.adminId)],
);

/**
 * Counters shared by every server instance on this database: the rate limits of `@fastify/rate-limit`
 * (`rate:<route>:<address>`, a fixed window) and the login throttle (`login:pair:<account>|<address>`,
 * `login:account:<account>`). `hits` counts within the window; `blocked_until` holds a lock or a
 * delay; a row past `expires_at` counts as absent and is pruned.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_counters_expires_at_idx').on(t.expiresAt)],
);
