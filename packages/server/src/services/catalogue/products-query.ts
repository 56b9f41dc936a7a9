import {
  compactPersian,
  normalizePersian,
  PRODUCT_STATUSES,
  toAsciiDigits,
  toPersianDigits,
} from '@shop-admin/core';
import { and, eq, gte, inArray, isNotNull, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { products, varieties } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { readDateFilter } from '../table-service.ts';

const STATUS_VALUES = new Set<string>(PRODUCT_STATUSES.map((s) => s.value));
const ID = /^\d{1,15}$/;
/** The most ids one `ids` filter names (a product set holds at most 500). */
const MAX_IDS = 500;

/**
 * The search key of a product (the `search` column): core's normalizePersian of the title, the title
 * without spaces (so سفارش‌ها, سفارشها and سفارش ها all match), then SKU and barcode of the product and
 * of its live varieties. Written on every change of any of them.
 */
export function productSearchText(title: string, codes: readonly (string | null | undefined)[]): string {
  const parts = [normalizePersian(title), compactPersian(title)];
  for (const code of codes) if (code) parts.push(normalizePersian(code));
  return parts.join(' | ');
}

/** The where-clause for a search term: the normalised term, or its spaceless form, inside `search`. */
export function productSearchCondition(term: string): SQL | undefined {
  const normal = normalizePersian(term);
  if (!normal) return undefined;
  const compact = normal.replace(/ /g, '');
  const needles = [...new Set([normal, compact])].map((n) => `%${likeLiteral(n)}%`);
  return needles.length === 1
    ? like(products.search, needles[0] as string)
    : or(...needles.map((needle) => like(products.search, needle)));
}

/** The product ids of a category and every category below it. */
export const inCategoryTree = (categoryId: number): SQL =>
  sql`${products.id} in (select cp.product_id from category_product cp where cp.category_id in (
    with recursive tree(id) as (
      select id from categories where id = ${categoryId}
      union all select c.id from categories c join tree t on c.parent_id = t.id
    ) select id from tree))`;

/** What the product list filters on, read and checked from the query string. */
export interface ProductFilters {
  search?: string;
  id?: number;
  /** Several products at once (`ids=1,50,158`): a form naming the products it holds in one read. */
  ids?: number[];
  status?: string;
  approved?: boolean;
  categoryId?: number;
  brandId?: number;
  start?: Date;
  end?: Date;
}

/**
 * Reads Shopit's product filters: `search` (or `q`, `title`), `id`, `ids` (comma-separated), `status`, `approved` (or
 * `approved_at`) 1|0, `category_id` (with its sub-categories), `brand_id`, `start_date`/`end_date`
 * (Jalali, ISO or Unix). Digits in any script. A bad value is a 422 naming the filter.
 */
export function readProductFilters(raw: Record<string, string>): ProductFilters {
  const value = (key: string) => {
    const v = raw[key];
    return v === undefined ? undefined : toAsciiDigits(v).trim() || undefined;
  };
  const errors: Record<string, string[]> = {};
  const idOf = (key: string, label: string): number | undefined => {
    const v = value(key);
    if (v === undefined) return undefined;
    if (!ID.test(v)) errors[key] = [`مقدار ${label} معتبر نیست.`];
    return Number(v);
  };
  const filters: ProductFilters = {};
  filters.search = raw.search ?? raw.q ?? raw.title;
  filters.id = idOf('id', 'شناسه');
  const ids = value('ids');
  if (ids !== undefined) {
    const list = ids.split(/[\s,،]+/).filter(Boolean);
    if (list.length > MAX_IDS || !list.every((id) => ID.test(id)))
      errors.ids = [`شناسه‌ها باید حداکثر ${toPersianDigits(MAX_IDS)} عدد جداشده با ویرگول باشند.`];
    else filters.ids = list.map(Number);
  }
  filters.categoryId = idOf('category_id', 'دسته‌بندی');
  filters.brandId = idOf('brand_id', 'برند');
  const status = value('status');
  if (status !== undefined) {
    if (STATUS_VALUES.has(status)) filters.status = status;
    else errors.status = ['مقدار انتخاب‌شده برای وضعیت معتبر نیست.'];
  }
  const approved = value('approved') ?? value('approved_at');
  if (approved !== undefined) {
    if (approved === '1' || approved === '0') filters.approved = approved === '1';
    else errors.approved = ['مقدار انتخاب‌شده برای تأیید معتبر نیست.'];
  }
  for (const [key, edge] of [
    ['start_date', 'start'],
    ['end_date', 'end'],
  ] as const) {
    const v = raw[key];
    if (!v) continue;
    const date = readDateFilter(v, edge);
    if (date) filters[edge] = date;
    else errors[key] = ['تاریخ معتبر نیست.'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return filters;
}

/** The where-clause of the product list, with or without the status filter (status tabs count without it). */
export function productConditions(filters: ProductFilters, withStatus: boolean): SQL | undefined {
  return and(
    filters.search ? productSearchCondition(filters.search) : undefined,
    filters.id !== undefined ? eq(products.id, filters.id) : undefined,
    filters.ids !== undefined ? productIdIn(filters.ids) : undefined,
    withStatus && filters.status ? eq(products.status, filters.status) : undefined,
    filters.approved === undefined
      ? undefined
      : filters.approved
        ? isNotNull(products.approvedAt)
        : isNull(products.approvedAt),
    filters.categoryId !== undefined ? inCategoryTree(filters.categoryId) : undefined,
    filters.brandId !== undefined ? eq(products.brandId, filters.brandId) : undefined,
    filters.start ? gte(products.createdAt, filters.start) : undefined,
    filters.end ? lt(products.createdAt, filters.end) : undefined,
  );
}

/** The list's sort columns by sort key. */
export const PRODUCT_SORTS = {
  id: products.id,
  title: products.title,
  unit_price: products.unitPrice,
  status: products.status,
  published_at: products.publishedAt,
  created_at: products.createdAt,
} as const;

/** Products by id, for loaders. */
export const productIdIn = (ids: readonly number[]) => inArray(products.id, [...ids]);

/**
 * A search over varieties (the variety and warehouse lists): the variety's own SKU or barcode, or its
 * product's title, Persian-folded. Not the product's whole search key, which holds every sibling's codes.
 */
export function varietySearchCondition(term: string): SQL | undefined {
  const normal = normalizePersian(term);
  if (!normal) return undefined;
  const needle = `%${likeLiteral(normal)}%`;
  return or(
    like(sql`lower(${varieties.sku})`, needle),
    like(sql`lower(${varieties.barcode})`, needle),
    like(foldedPersian(products.title), needle),
  );
}
