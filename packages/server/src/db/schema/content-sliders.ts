import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * The storefront's slides (Shopit `sliders`), in groups (core's SLIDER_GROUPS), shown in `order`
 * (smallest first). A slide opens either a typed `link` or a linked record (`linkable_type` + id).
 */
export const sliders = pgTable(
  'sliders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: varchar('title', { length: 191 }).notNull(),
    description: text('description'),
    group: varchar('group', { length: 50 }).notNull(),
    image: varchar('image', { length: 500 }).notNull(),
    link: varchar('link', { length: 500 }),
    linkableType: varchar('linkable_type', { length: 30 }),
    linkableId: bigint('linkable_id', { mode: 'number' }),
    status: boolean('status').notNull().default(true),
    order: integer('order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('sliders_group_order_idx').on(t.group, t.order, t.id),
    check(
      'sliders_linkable_check',
      // A linked id needs its type; a type alone is a storefront index page (the blog, all products).
      sql`(${t.linkableId} is null or ${t.linkableType} is not null) and (${t.link} is null or ${t.linkableType} is null)`,
    ),
  ],
);
