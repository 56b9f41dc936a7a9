import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { idRef, timestamps } from './columns.ts';

/** Iran's provinces (Shopit `provinces`); shipping prices and order filters point at them. */
export const provinces = pgTable('provinces', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

/** Cities of a province (Shopit `cities`). */
export const cities = pgTable(
  'cities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provinceId: idRef('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

/** Customer tiers such as VIP (Shopit `customer_roles`): role prices for shipping, seeing expired items. */
export const customerRoles = pgTable('customer_roles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  seeExpired: boolean('see_expired').notNull().default(false),
  ...timestamps,
});

/**
 * The shop's customers (Shopit `customers`). `mobile` is stored as 11 Latin digits (09…), whatever
 * digits were typed. `search` is the Persian-normalised names and mobile, written by the service and
 * indexed with pg_trgm (as products.search).
 */
export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    email: varchar('email', { length: 191 }),
    nationalCode: varchar('national_code', { length: 10 }),
    /** male | female | null. */
    gender: varchar('gender', { length: 10 }),
    birthDate: date('birth_date', { mode: 'string' }),
    cardNumber: varchar('card_number', { length: 16 }),
    newsletter: boolean('newsletter').notNull().default(false),
    foreignNational: boolean('foreign_national').notNull().default(false),
    status: smallint('status').notNull().default(1),
    roleId: idRef('role_id').references(() => customerRoles.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    search: text('search').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('customers_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('customers_created_at_idx').on(t.createdAt),
    check('customers_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
);

/** A customer's saved addresses (Shopit `addresses`, soft-deleted so orders' address ids still resolve). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: idRef('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cityId: idRef('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    address: text('address').notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    telephone: varchar('telephone', { length: 20 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** In-person sellers (Shopit `sellers`). */
export const sellers = pgTable('sellers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fullName: varchar('full_name', { length: 191 }).notNull(),
  nationalCode: varchar('national_code', { length: 10 }),
  description: text('description'),
  ...timestamps,
});
