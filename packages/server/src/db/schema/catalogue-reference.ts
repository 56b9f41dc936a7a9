import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The product category tree (Shopit `categories`): `parent_id` links, `priority` orders siblings. */
export const categories = pgTable(
  'categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    /** Depth in the tree, 1 for a root (kept by the sort endpoint and every write). */
    level: smallint('level').notNull().default(1),
    priority: integer('priority').notNull().default(0),
    title: varchar('title', { length: 191 }).notNull(),
    enTitle: varchar('en_title', { length: 191 }),
    slug: varchar('slug', { length: 191 }).notNull().unique(),
    description: text('description'),
    status: boolean('status').notNull().default(true),
    special: boolean('special').notNull().default(false),
    showInHome: boolean('show_in_home').notNull().default(false),
    metaTitle: varchar('meta_title', { length: 191 }),
    metaDescription: text('meta_description'),
    bannerLink: varchar('banner_link', { length: 500 }),
    image: varchar('image', { length: 500 }),
    ...timestamps,
  },
  (t) => [index('categories_parent_priority_idx').on(t.parentId, t.priority)],
);

/** Product brands (Shopit `brands`). */
export const brands = pgTable('brands', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  status: boolean('status').notNull().default(true),
  showIndex: boolean('show_index').notNull().default(false),
  description: text('description'),
  image: varchar('image', { length: 500 }),
  ...timestamps,
});

/** Units of measure (Shopit `units`); `precision` is one of 1, 0.1, 0.01. */
export const units = pgTable('units', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  symbol: varchar('symbol', { length: 20 }),
  precision: numeric('precision', { precision: 4, scale: 2, mode: 'number' }).notNull().default(1),
  status: boolean('status').notNull().default(true),
  ...timestamps,
});

/** Colours a variety can carry (Shopit `colors`); `code` is a lower-case hex as core's parseColor gives it. */
export const colors = pgTable('colors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  code: varchar('code', { length: 9 }).notNull().unique(),
  status: boolean('status').notNull().default(true),
  ...timestamps,
});

/** Variety attributes such as size (Shopit `attributes`): `name` is a unique latin key. */
export const attributes = pgTable('attributes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }).notNull(),
  /** `select` (chosen from values) or `text` (typed per variety). */
  type: varchar('type', { length: 10 }).notNull().default('select'),
  /** How the storefront shows the choice: `select`, `box` or `image`. */
  style: varchar('style', { length: 10 }).notNull().default('select'),
  showFilter: boolean('show_filter').notNull().default(false),
  public: boolean('public').notNull().default(true),
  status: boolean('status').notNull().default(true),
  ...timestamps,
});

/** The values of a select attribute, in `position` order. */
export const attributeValues = pgTable(
  'attribute_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attributeId: bigint('attribute_id', { mode: 'number' })
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 191 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('attribute_values_attribute_value_unique').on(t.attributeId, t.value)],
);

/** Product specifications (Shopit `specifications`), grouped by `group` and ordered by `order`. */
export const specifications = pgTable('specifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }).notNull(),
  /** `text`, `select` or `multi_select`. */
  type: varchar('type', { length: 20 }).notNull().default('text'),
  group: varchar('group', { length: 100 }).notNull().default('public'),
  showFilter: boolean('show_filter').notNull().default(false),
  public: boolean('public').notNull().default(true),
  status: boolean('status').notNull().default(true),
  required: boolean('required').notNull().default(false),
  order: integer('order').notNull().default(0),
  ...timestamps,
});

/** The values of a select / multi-select specification, in `position` order. */
export const specificationValues = pgTable(
  'specification_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    specificationId: bigint('specification_id', { mode: 'number' })
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 191 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('specification_values_spec_value_unique').on(t.specificationId, t.value)],
);

/** Attributes offered for products of a category (Shopit `attribute_category`). */
export const attributeCategory = pgTable(
  'attribute_category',
  {
    attributeId: bigint('attribute_id', { mode: 'number' })
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId] })],
);

/** Brands shown for a category (Shopit `brand_category`). */
export const brandCategory = pgTable(
  'brand_category',
  {
    brandId: bigint('brand_id', { mode: 'number' })
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/** Specifications asked for products of a category (Shopit `category_specification`). */
export const categorySpecification = pgTable(
  'category_specification',
  {
    specificationId: bigint('specification_id', { mode: 'number' })
      .notNull()
      .references(() => specifications.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.specificationId] })],
);

/** Kinds of size chart (e.g. پیراهن مردانه) with their size names (Shopit `size_chart_types`). */
export const sizeChartTypes = pgTable('size_chart_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  ...timestamps,
});

/** The value names of a size chart type (Shopit `size_chart_type_values`), in `position` order. */
export const sizeChartTypeValues = pgTable(
  'size_chart_type_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    typeId: bigint('type_id', { mode: 'number' })
      .notNull()
      .references(() => sizeChartTypes.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 191 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('size_chart_type_values_type_name_unique').on(t.typeId, t.name)],
);

/** Size charts: a titled 2-D table of strings (`chart`, first row the header), optionally of a type. */
export const sizeCharts = pgTable('size_charts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: varchar('title', { length: 191 }).notNull().unique(),
  typeId: bigint('type_id', { mode: 'number' }).references(() => sizeChartTypes.id, {
    onDelete: 'set null',
  }),
  chart: jsonb('chart').$type<string[][]>().notNull(),
  ...timestamps,
});

/** Named product sets (Shopit `product_sets`); the members live in `product_set_product`. */
export const productSets = pgTable('product_sets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  ...timestamps,
});

/** Flash sales (Shopit `flashes`): a time window with a default discount; products in `flash_product`. */
export const flashes = pgTable(
  'flashes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: boolean('status').notNull().default(true),
    /** `flat` (Toman) or `percentage`; the default for products that name none. */
    discountType: varchar('discount_type', { length: 20 }),
    discount: integer('discount'),
    timer: boolean('timer').notNull().default(true),
    previewCount: integer('preview_count').notNull().default(0),
    order: integer('order').notNull().default(0),
    color: varchar('color', { length: 9 }),
    image: varchar('image', { length: 500 }),
    mobileImage: varchar('mobile_image', { length: 500 }),
    bgImage: varchar('bg_image', { length: 500 }),
    ...timestamps,
  },
  (t) => [index('flashes_window_idx').on(t.startDate, t.endDate)],
);

/** Gifts given with products during a time window (Shopit `gifts`). */
export const gifts = pgTable('gifts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  status: boolean('status').notNull().default(true),
  image: varchar('image', { length: 500 }),
  ...timestamps,
});

/** Recommendation groups (Shopit AB `recommendation_groups`): named product lists for the storefront. */
export const recommendationGroups = pgTable('recommendation_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  label: varchar('label', { length: 191 }).notNull(),
  showInHome: boolean('show_in_home').notNull().default(false),
  showInFilter: boolean('show_in_filter').notNull().default(false),
  ...timestamps,
});
