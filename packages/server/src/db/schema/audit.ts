import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { idRef } from './columns.ts';

/**
 * The admin audit log: one row per admin write in any area (who, when, entity, before → after, IP).
 * Append-only: a trigger (migration `audit_append_only`) refuses UPDATE, DELETE and TRUNCATE.
 * `admin_id` has no foreign key on purpose: an `ON DELETE SET NULL` would have to update logged rows,
 * and a deleted admin's history must stay readable.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The acting admin; null for writes outside an admin request (jobs, storefront). */
    adminId: idRef('admin_id'),
    /** The table name, e.g. `orders`. */
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    /** `create`, `update`, `delete` or a named action such as `status`. */
    action: varchar('action', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_logs_admin_idx').on(t.adminId, t.id),
    index('audit_logs_created_at_idx').on(t.createdAt),
  ],
);
