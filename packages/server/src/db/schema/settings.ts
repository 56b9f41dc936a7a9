import { bigserial, boolean, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Shop settings, grouped (general, site, social …) and typed (text, number, price, boolean, image …). */
export const settings = pgTable('settings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  group: varchar('group', { length: 50 }).notNull(),
  label: varchar('label', { length: 191 }).notNull(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  type: varchar('type', { length: 20 }).notNull(),
  value: text('value'),
  options: jsonb('options'),
  private: boolean('private').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-generated secrets kept across restarts (VAPID keys). Never sent to clients. */
export const serverKeys = pgTable('server_keys', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
