import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';

/**
 * One applied bulk catalogue edit (`POST admin/products/bulk`, or the undo of one), written in the
 * apply's own transaction: who, when, from where, and every row's before and after (`rows`, the
 * apply's per-row diff) with the exact column values it wrote (`records`), which is what an undo
 * restores. An undo is a change set too (`undo_of`); the change set it reverted gets `undone_by`.
 */
export const changeSets = pgTable(
  'change_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    /** cli (the shop-admin CLI), web (a browser: the bulk sheet) or api (any other client). */
    source: varchar('source', { length: 16 }).notNull(),
    /** The number of rows that changed something. */
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').notNull(),
    records: jsonb('records').notNull(),
    /** Set on an undo: the change set it reverted (one undo per change set). */
    undoOf: bigint('undo_of', { mode: 'number' }).references((): AnyPgColumn => changeSets.id, {
      onDelete: 'set null',
    }),
    /** Set on a reverted change set: its undo. */
    undoneBy: bigint('undone_by', { mode: 'number' }).references((): AnyPgColumn => changeSets.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('change_sets_undo_of_unique').on(t.undoOf),
    index('change_sets_created_idx').on(t.createdAt),
  ],
);
