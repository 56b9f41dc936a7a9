import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.ts';
import { categories } from './catalogue-reference.ts';
import { idRef, timestamps, toman } from './columns.ts';
import { cities, customerRoles, customers, provinces } from './people.ts';

/** Shipping methods (Shopit `shippings`). */
export const shippings = pgTable('shippings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  description: text('description'),
  defaultPrice: toman('default_price').notNull().default(0),
  /** Free shipping when the items total reaches this; null = never free. */
  freeThreshold: toman('free_threshold'),
  /** Days before the parcel can leave. */
  minimumDelay: integer('minimum_delay').notNull().default(0),
  packetSize: integer('packet_size'),
  firstPacketSize: integer('first_packet_size'),
  morePacketPrice: toman('more_packet_price'),
  logo: varchar('logo', { length: 500 }),
  order: integer('order').notNull().default(0),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

/** A method's price in one province (Shopit `shippables` of Province); any row limits the method to its areas. */
export const shippingProvinces = pgTable(
  'shipping_provinces',
  {
    shippingId: idRef('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    provinceId: idRef('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    price: toman('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.provinceId] })],
);

/** A method's price in one city (Shopit `shippables` of City); a city price wins over its province's. */
export const shippingCities = pgTable(
  'shipping_cities',
  {
    shippingId: idRef('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    cityId: idRef('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    price: toman('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.cityId] })],
);

/** A method's price for a customer role (Shopit `customer_role_shipping`); wins over the area prices. */
export const customerRoleShipping = pgTable(
  'customer_role_shipping',
  {
    shippingId: idRef('shipping_id')
      .notNull()
      .references(() => shippings.id, { onDelete: 'cascade' }),
    customerRoleId: idRef('customer_role_id')
      .notNull()
      .references(() => customerRoles.id, { onDelete: 'cascade' }),
    amount: toman('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shippingId, t.customerRoleId] })],
);

/** Parcel barcodes imported from the post office's Excel sheet (Shopit `shipping_excels`). */
export const shippingExcels = pgTable(
  'shipping_excels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }),
    barcode: varchar('barcode', { length: 64 }).notNull(),
    repository: varchar('repository', { length: 191 }),
    registerDate: varchar('register_date', { length: 32 }),
    specialServices: varchar('special_services', { length: 191 }),
    destination: varchar('destination', { length: 191 }),
    referenceNumber: varchar('reference_number', { length: 64 }),
    receiverName: varchar('receiver_name', { length: 191 }),
    senderName: varchar('sender_name', { length: 191 }),
    price: toman('price'),
    ...timestamps,
  },
  (t) => [
    index('shipping_excels_barcode_idx').on(t.barcode),
    index('shipping_excels_created_idx').on(t.createdAt),
  ],
);

/** Discount codes (Shopit `coupons`). */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** flat (Toman) | percentage. */
    type: varchar('type', { length: 20 }).notNull(),
    /** admin | order_gift. */
    couponType: varchar('coupon_type', { length: 20 }).notNull().default('admin'),
    amount: toman('amount').notNull(),
    usageLimit: integer('usage_limit'),
    usagePerUserLimit: integer('usage_per_user_limit'),
    minOrderAmount: toman('min_order_amount'),
    creatorId: idRef('creator_id').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('coupons_type_check', sql`${t.type} in ('flat', 'percentage')`),
    check('coupons_coupon_type_check', sql`${t.couponType} in ('admin', 'order_gift')`),
    check('coupons_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The categories a coupon is limited to, each with its own amount (Shopit `coupon_categories`). */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: idRef('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    amount: toman('amount'),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] })],
);

/** One use of a coupon by a customer on an order (Shopit `coupon_customer`), counted at checkout. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: idRef('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: idRef('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: idRef('order_id'),
    ...timestamps,
  },
  (t) => [index('coupon_usages_coupon_customer_idx').on(t.couponId, t.customerId)],
);
