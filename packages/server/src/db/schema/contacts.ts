import { bigserial, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { idRef } from './columns.ts';

/** Messages from the storefront's contact form. status 0 unread, 1 read (SPEC.md §3). */
export const contacts = pgTable(
  'contacts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }),
    phone: varchar('phone', { length: 20 }),
    subject: varchar('subject', { length: 191 }).notNull(),
    body: text('body').notNull(),
    status: smallint('status').notNull().default(0),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * Staff answers to a contact message, oldest first: the thread. Each was emailed to the sender
 * (`sent_to`, null when the message had no email). The contact's own `answer` / `answered_at` keep
 * the latest (Shopit's fields).
 */
export const contactAnswers = pgTable(
  'contact_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contactId: idRef('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    adminId: idRef('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentTo: varchar('sent_to', { length: 191 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_answers_contact_idx').on(t.contactId, t.id)],
);
