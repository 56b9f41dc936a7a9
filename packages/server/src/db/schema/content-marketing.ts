import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idRef, timestamps } from './columns.ts';

/**
 * Storefront menus (Shopit `menu_items`): a tree per group (`header`, `footer` … declared in core),
 * siblings ordered by `order`. A link is typed (`link`) or points at a record (`linkable_type/id`).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    group: varchar('group', { length: 50 }).notNull(),
    parentId: idRef('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 191 }).notNull(),
    link: varchar('link', { length: 500 }),
    linkableType: varchar('linkable_type', { length: 50 }),
    linkableId: idRef('linkable_id'),
    newTab: boolean('new_tab').notNull().default(false),
    icon: varchar('icon', { length: 500 }),
    status: boolean('status').notNull().default(true),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('menu_items_group_parent_idx').on(t.group, t.parentId, t.order)],
);

/** Banner slots of the storefront (Shopit `advertisement_positions`), found by their unique key. */
export const advertisementPositions = pgTable('advertisement_positions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: varchar('key', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }).notNull(),
  description: text('description'),
  width: integer('width'),
  height: integer('height'),
  status: boolean('status').notNull().default(true),
  ...timestamps,
});

/**
 * Banners (Shopit `advertisements`): shown in their position between `start` and `end` (open ends
 * allowed), picked at random by `possibility` (weights of one position total 100), listed in `order`.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    positionId: idRef('position_id')
      .notNull()
      .references(() => advertisementPositions.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 500 }).notNull(),
    link: varchar('link', { length: 500 }),
    linkableType: varchar('linkable_type', { length: 50 }),
    linkableId: idRef('linkable_id'),
    newTab: boolean('new_tab').notNull().default(false),
    start: timestamp('start', { withTimezone: true }),
    end: timestamp('end', { withTimezone: true }),
    possibility: smallint('possibility').notNull().default(0),
    /** The banner's place in its position's order (smallest first), set by `POST admin/positions/{id}/sort`. */
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('advertisements_position_idx').on(t.positionId, t.order)],
);

/** Newsletter subscribers (Shopit `users_newsletters`): an email, a mobile, or both. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 191 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_phone_number_unique').on(t.phoneNumber),
  ],
);

/**
 * Newsletters: sent by the newsletter job once `send_at` has come, to every subscriber (`send_all`)
 * or to the chosen ones (newsletter_recipients). status pending → success | fail.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    body: text('body').notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sendAll: boolean('send_all').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    creatorId: idRef('creator_id'),
    ...timestamps,
  },
  (t) => [index('newsletters_status_send_at_idx').on(t.status, t.sendAt)],
);

/** The subscribers a newsletter was addressed to when not sent to all. */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    newsletterId: idRef('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: idRef('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.subscriberId] })],
);

/**
 * What happened to each message of a sent newsletter: one row per subscriber it was sent to
 * (`sent`, or `failed` with the mailer's error), written by the newsletter job.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: idRef('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: idRef('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 191 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.subscriberId] })],
);

/** The cached social feed (Shopit `instagram_posts`), replaced as a whole by each good refresh. */
export const instagramPosts = pgTable('instagram_posts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  externalId: varchar('external_id', { length: 100 }),
  link: varchar('link', { length: 500 }).notNull(),
  image: varchar('image', { length: 1000 }).notNull(),
  caption: text('caption'),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  postedAt: timestamp('posted_at', { withTimezone: true }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Text files of the storefront edited from the admin (`htaccess`): the current text and the one
 * before the last save, so a bad save can be undone.
 */
export const storefrontFiles = pgTable('storefront_files', {
  name: varchar('name', { length: 50 }).primaryKey(),
  content: text('content').notNull().default(''),
  previous: text('previous'),
  updaterId: idRef('updater_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
