import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { products } from './catalogue-products.ts';
import { timestamps } from './columns.ts';

/** Blog categories (Shopit `post_categories`): a unique name and its slug. */
export const postCategories = pgTable('post_categories', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  slug: varchar('slug', { length: 191 }).notNull().unique(),
  status: boolean('status').notNull().default(true),
  ...timestamps,
});

/**
 * Blog posts (Shopit `posts`). `body` is stored sanitised; `read_time` is computed from it on every
 * write. A category with posts cannot be deleted (`restrict`); the creator may leave (`set null`).
 */
export const posts = pgTable(
  'posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postCategoryId: bigint('post_category_id', { mode: 'number' })
      .notNull()
      .references(() => postCategories.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 191 }).notNull().unique(),
    summary: text('summary'),
    body: text('body').notNull(),
    image: varchar('image', { length: 500 }),
    metaDescription: varchar('meta_description', { length: 500 }),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    special: boolean('special').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    readTime: integer('read_time').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('posts_category_idx').on(t.postCategoryId),
    index('posts_status_published_idx').on(t.status, t.publishedAt),
    check('posts_status_check', sql`${t.status} in ('draft', 'pending', 'published', 'unpublished')`),
  ],
);

/** A post's related products, in the order chosen. */
export const postProducts = pgTable(
  'post_product',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index('post_product_product_idx').on(t.productId),
  ],
);

/**
 * Comments on posts (Shopit blog `comments`). A staff reply is a child row (`parent_id`) whose
 * `admin_id` is the admin who wrote it; replies go with their comment.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => postComments.id, {
      onDelete: 'cascade',
    }),
    name: varchar('name', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }),
    body: text('body').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    index('post_comments_parent_idx').on(t.parentId),
    index('post_comments_status_idx').on(t.status, t.createdAt),
    check('post_comments_status_check', sql`${t.status} in ('pending', 'approved', 'unapproved')`),
  ],
);

/** The storefront's static pages (Shopit `pages`): about us, terms … `text` is stored sanitised. */
export const pages = pgTable('pages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: varchar('title', { length: 191 }).notNull(),
  slug: varchar('slug', { length: 191 }).notNull().unique(),
  text: text('text').notNull(),
  ...timestamps,
});

/** Frequently asked questions (Shopit `f_a_qs`), shown in `order` (smallest first). */
export const faqs = pgTable(
  'f_a_qs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    question: varchar('question', { length: 500 }).notNull(),
    answer: text('answer').notNull(),
    status: boolean('status').notNull().default(true),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('f_a_qs_order_idx').on(t.order, t.id)],
);
