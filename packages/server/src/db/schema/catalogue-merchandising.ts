import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
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
import { admins } from './auth.ts';
import { products } from './catalogue-products.ts';
import { flashes, productSets, recommendationGroups } from './catalogue-reference.ts';

/** The products of a product set (Shopit `product_set_product`), in `order`. */
export const productSetProducts = pgTable(
  'product_set_product',
  {
    productSetId: bigint('product_set_id', { mode: 'number' })
      .notNull()
      .references(() => productSets.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productSetId, t.productId] }),
    index('product_set_product_product_idx').on(t.productId),
  ],
);

/**
 * The products of a flash sale (Shopit `flash_product`) with their own discount, the most that may
 * be sold at the flash price (`salable_max`, null = no cap) and how many were (`sales_count`).
 */
export const flashProducts = pgTable(
  'flash_product',
  {
    flashId: bigint('flash_id', { mode: 'number' })
      .notNull()
      .references(() => flashes.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountType: varchar('discount_type', { length: 20 }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    salableMax: integer('salable_max'),
    salesCount: integer('sales_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.flashId, t.productId] }),
    index('flash_product_product_idx').on(t.productId),
    check('flash_product_discount_type_check', sql`${t.discountType} in ('flat', 'percentage')`),
  ],
);

/**
 * The ordered products of a recommendation group (Shopit AB `recommendations`). A product in a
 * recommendation cannot be deleted (contract c: products destroy refuses), hence `restrict`.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => recommendationGroups.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendations_group_product_unique').on(t.groupId, t.productId),
    index('recommendations_group_order_idx').on(t.groupId, t.order),
    index('recommendations_product_idx').on(t.productId),
  ],
);

/**
 * Customers' comments on products (Shopit `product_comments`): rating 1–5, status pending | approved |
 * reject. A staff answer is a child row (`parent_id`) written by an admin (`admin_id`).
 * `customer_id` has no foreign key yet: the customers table belongs to the people area.
 */
export const productComments = pgTable(
  'product_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => productComments.id, {
      onDelete: 'cascade',
    }),
    customerId: bigint('customer_id', { mode: 'number' }),
    adminId: bigint('admin_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 191 }),
    title: varchar('title', { length: 191 }),
    body: text('body').notNull(),
    rate: smallint('rate'),
    showCustomerName: boolean('show_customer_name').notNull().default(true),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_comments_status_created_idx').on(t.status, t.createdAt),
    index('product_comments_product_idx').on(t.productId, t.createdAt),
    index('product_comments_parent_idx').on(t.parentId),
    check('product_comments_status_check', sql`${t.status} in ('pending', 'approved', 'reject')`),
    check('product_comments_rate_check', sql`${t.rate} is null or ${t.rate} between 1 and 5`),
  ],
);
