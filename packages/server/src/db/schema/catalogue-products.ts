import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  colors,
  specifications,
  specificationValues,
  units,
} from './catalogue-reference.ts';
import { timestamps, toman } from './columns.ts';

/**
 * Products (Shopit `products`). `search` is the Persian-normalised text of title, SKU and barcode
 * (core's normalizePersian, plus the title without spaces), written by the service on every change and
 * indexed with pg_trgm so `LIKE '%…%'` stays an index scan at 100k products.
 */
export const products = pgTable(
  'products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique(),
    shortDescription: text('short_description'),
    description: text('description'),
    unitPrice: toman('unit_price').notNull().default(0),
    purchasePrice: toman('purchase_price'),
    /** `flat` (Toman) or `percentage`; null when there is no discount. */
    discountType: varchar('discount_type', { length: 20 }),
    discount: toman('discount'),
    /** The discount's start (null: already started). */
    discountFrom: timestamp('discount_from', { withTimezone: true }),
    discountUntil: timestamp('discount_until', { withTimezone: true }),
    sku: varchar('sku', { length: 64 }).unique(),
    barcode: varchar('barcode', { length: 64 }).unique(),
    brandId: bigint('brand_id', { mode: 'number' }).references(() => brands.id, { onDelete: 'set null' }),
    unitId: bigint('unit_id', { mode: 'number' }).references(() => units.id, { onDelete: 'set null' }),
    metaTitle: varchar('meta_title', { length: 191 }),
    metaDescription: text('meta_description'),
    /** Free-text tags (Shopit's spatie tags), trimmed and unique, in the order typed. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** draft | soon | available | out_of_stock | available_offline (core's PRODUCT_STATUSES). */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    /** Null: not approved, hidden from the storefront. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** A future time schedules the product. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Grams. */
    weight: integer('weight'),
    maxNumberPurchases: integer('max_number_purchases'),
    search: text('search').notNull().default(''),
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    updaterId: bigint('updater_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('products_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('products_status_id_idx').on(t.status, t.id),
    index('products_created_at_idx').on(t.createdAt),
    index('products_brand_id_idx').on(t.brandId),
    check(
      'products_status_check',
      sql`${t.status} in ('draft', 'soon', 'available', 'out_of_stock', 'available_offline')`,
    ),
    check(
      'products_discount_type_check',
      sql`${t.discountType} is null or ${t.discountType} in ('flat', 'percentage')`,
    ),
  ],
);

/** Categories of a product (Shopit `category_product`). */
export const categoryProduct = pgTable(
  'category_product',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('category_product_category_idx').on(t.categoryId, t.productId),
  ],
);

/** A product's specification with its typed value (Shopit `product_specification`), for text specs. */
export const productSpecifications = pgTable(
  'product_specification',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specificationId: bigint('specification_id', { mode: 'number' })
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.specificationId] })],
);

/** The chosen values of a select / multi-select specification of a product. */
export const productSpecificationValues = pgTable(
  'product_specification_values',
  {
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specificationId: bigint('specification_id', { mode: 'number' })
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    specificationValueId: bigint('specification_value_id', { mode: 'number' })
      .notNull()
      .references(() => specificationValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.specificationId, t.specificationValueId] })],
);

/**
 * Varieties (Shopit `varieties`): a combination of attribute values and/or a colour with its own
 * price, SKU and barcode. Soft-deleted (`deleted_at`) so order lines keep pointing at them. A product
 * without options has exactly one `is_default` variety that the editor hides. `combination_key` is
 * the sorted attribute value ids plus the colour, unique among a product's live varieties.
 */
export const varieties = pgTable(
  'varieties',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: bigint('color_id', { mode: 'number' }).references(() => colors.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 191 }),
    price: toman('price').notNull(),
    purchasePrice: toman('purchase_price'),
    sku: varchar('sku', { length: 64 }),
    barcode: varchar('barcode', { length: 64 }),
    discountType: varchar('discount_type', { length: 20 }),
    discount: toman('discount'),
    discountUntil: timestamp('discount_until', { withTimezone: true }),
    maxNumberPurchases: integer('max_number_purchases'),
    weight: integer('weight'),
    isDefault: boolean('is_default').notNull().default(false),
    combinationKey: varchar('combination_key', { length: 500 }).notNull().default(''),
    order: integer('order').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('varieties_product_idx').on(t.productId),
    uniqueIndex('varieties_sku_live_unique').on(t.sku).where(sql`${t.deletedAt} is null`),
    uniqueIndex('varieties_barcode_live_unique').on(t.barcode).where(sql`${t.deletedAt} is null`),
    uniqueIndex('varieties_combination_live_unique')
      .on(t.productId, t.combinationKey)
      .where(sql`${t.deletedAt} is null`),
    check(
      'varieties_discount_type_check',
      sql`${t.discountType} is null or ${t.discountType} in ('flat', 'percentage')`,
    ),
  ],
);

/** The attribute values a variety is made of (Shopit `attribute_variety`), one per attribute. */
export const varietyAttributeValues = pgTable(
  'attribute_variety',
  {
    varietyId: bigint('variety_id', { mode: 'number' })
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    attributeId: bigint('attribute_id', { mode: 'number' })
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    attributeValueId: bigint('attribute_value_id', { mode: 'number' })
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.varietyId, t.attributeId] }),
    index('attribute_variety_value_idx').on(t.attributeValueId),
  ],
);

/**
 * The warehouse (Shopit `stores`): one balance per variety. The stock service's conditional UPDATE
 * refuses a decrement below zero; only an offline sale the till already handed over (issue 33) may
 * take a balance negative, and that movement names the shortfall.
 */
export const stores = pgTable('stores', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  varietyId: bigint('variety_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => varieties.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  ...timestamps,
});

/**
 * Every stock movement (Shopit `store_transactions`): increment | decrement, quantity, the balance it
 * left, and what caused it (an order, an in-person sale, or staff with a description). `variety_id`
 * and `product_id` are copied from the store for the list filters.
 */
export const storeTransactions = pgTable(
  'store_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: bigint('store_id', { mode: 'number' })
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    varietyId: bigint('variety_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 10 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The balance right after this movement. */
    balance: integer('balance').notNull(),
    description: text('description'),
    orderId: bigint('order_id', { mode: 'number' }),
    miniOrderId: bigint('mini_order_id', { mode: 'number' }),
    creatorId: bigint('creator_id', { mode: 'number' }).references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('store_transactions_variety_idx').on(t.varietyId, t.id),
    index('store_transactions_product_idx').on(t.productId, t.id),
    index('store_transactions_order_idx').on(t.orderId),
    index('store_transactions_mini_order_idx').on(t.miniOrderId),
    index('store_transactions_created_at_idx').on(t.createdAt),
    check('store_transactions_type_check', sql`${t.type} in ('increment', 'decrement')`),
    check('store_transactions_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Uploaded product images: `key` names the file in the storage (never a client-chosen path). */
export const productImages = pgTable(
  'product_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: bigint('product_id', { mode: 'number' })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull().unique(),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    order: integer('order').notNull().default(0),
    /** The image's alternative text (what it shows, for screen readers and search engines). */
    alt: varchar('alt', { length: 191 }),
    ...timestamps,
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.order)],
);

/** Which of the product's images show a variety (a colour's photos); none: the product's images. */
export const varietyImages = pgTable(
  'variety_images',
  {
    varietyId: bigint('variety_id', { mode: 'number' })
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    productImageId: bigint('product_image_id', { mode: 'number' })
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.varietyId, t.productImageId] }),
    index('variety_images_image_idx').on(t.productImageId),
  ],
);

/**
 * Idempotency keys of the bulk catalogue endpoint: per admin, the SHA-256 of the request body and the
 * answer first given, so a retried request gets the same answer instead of applying twice.
 */
export const bulkEditRequests = pgTable(
  'bulk_edit_requests',
  {
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    bodyHash: varchar('body_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.key] }),
    index('bulk_edit_requests_created_idx').on(t.createdAt),
  ],
);
