import { LINKABLE_TYPES, normalizePersian, toPersianDigits } from '@shop-admin/core';
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { categories, flashes, pages, posts, products } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';

/** The table and title column behind each linkable type that names a record. */
const TARGETS: Record<string, { table: PgTable; id: AnyPgColumn; title: AnyPgColumn }> = {
  product: { table: products, id: products.id, title: products.title },
  category: { table: categories, id: categories.id, title: categories.title },
  flash: { table: flashes, id: flashes.id, title: flashes.title },
  post: { table: posts, id: posts.id, title: posts.title },
  page: { table: pages, id: pages.id, title: pages.title },
};

/** A link as stored: typed, or a linked record (or a storefront index page), or nothing. */
export interface LinkValue {
  link: string | null;
  linkableType: string | null;
  linkableId: number | null;
}

/** The link fields of a validated body (banners, menu items, sliders), each maybe absent. */
export type LinkFields = { readonly [K in 'link' | 'linkable_type' | 'linkable_id']?: unknown };

/** The link fields of a body merged over the stored ones (a partial update changes only what it sends). */
export function mergeLink(values: LinkFields, stored?: LinkValue): LinkValue {
  const pickValue = <T>(name: keyof LinkFields, fallback: T | null): T | null =>
    Object.hasOwn(values, name) ? ((values[name] as T | null | undefined) ?? null) : fallback;
  const link = pickValue<string>('link', stored?.link ?? null);
  return {
    link: link === '' ? null : link,
    linkableType: pickValue<string>('linkable_type', stored?.linkableType ?? null) || null,
    linkableId: pickValue<number>('linkable_id', stored?.linkableId ?? null),
  };
}

/**
 * Checks a link: a typed link or a linked item, not both; a type that names a record needs the id of
 * an existing one; an index page takes no id. Persian 422s under the field at fault.
 */
export async function checkLink(db: Db, value: LinkValue): Promise<LinkValue> {
  if (!value.linkableType) {
    if (value.linkableId !== null)
      throw validationFailed({ linkable_type: ['نوع مورد پیوندی را انتخاب کنید.'] });
    return value;
  }
  if (value.link)
    throw validationFailed({ link: ['یا پیوند را بنویسید یا یک مورد پیوندی انتخاب کنید، نه هر دو.'] });
  const type = LINKABLE_TYPES.find((entry) => entry.type === value.linkableType);
  if (!type) throw validationFailed({ linkable_type: ['نوع مورد پیوندی معتبر نیست.'] });
  if (!type.needsId) return { ...value, linkableId: null };
  if (value.linkableId === null)
    throw validationFailed({ linkable_id: [`شناسه ${type.label} را وارد کنید.`] });
  const target = TARGETS[type.type];
  if (target) {
    const [row] = await db
      .select({ id: target.id })
      .from(target.table)
      .where(eq(target.id, value.linkableId));
    if (!row)
      throw validationFailed({
        linkable_id: [`${type.label} با شناسه ${toPersianDigits(value.linkableId)} وجود ندارد.`],
      });
  }
  return value;
}

/** One choice of the linkable-target picker. */
export interface LinkableTarget {
  id: number;
  title: string;
}

/**
 * Records of a linkable type for the picker: Persian-insensitive search on the title, newest first,
 * at most `limit`. Index pages (no id) and unknown types give an empty list.
 */
export async function findLinkables(
  db: Db,
  type: string,
  search: string,
  limit = 20,
): Promise<LinkableTarget[]> {
  const target = TARGETS[type];
  if (!target) return [];
  const needle = normalizePersian(search);
  const rows = await db
    .select({ id: target.id, title: target.title })
    .from(target.table)
    .where(needle ? like(foldedPersian(target.title), `%${likeLiteral(needle)}%`) : undefined)
    .orderBy(asc(target.title))
    .limit(limit);
  return rows as LinkableTarget[];
}

/**
 * What each link points at, in words, for lists that name a banner by its target: the linked record's
 * title (one query per linkable type, however many links), an index page's label, or null for a typed
 * link or a record that is gone.
 */
export async function linkableTitles(
  db: Db,
  links: readonly LinkValue[],
): Promise<(link: LinkValue) => string | null> {
  const titles = new Map<string, string>();
  const idsByType = new Map<string, Set<number>>();
  for (const link of links)
    if (link.linkableType && link.linkableId !== null && TARGETS[link.linkableType])
      idsByType.set(link.linkableType, (idsByType.get(link.linkableType) ?? new Set()).add(link.linkableId));
  for (const [type, ids] of idsByType) {
    const target = TARGETS[type];
    if (!target) continue;
    const rows = await db
      .select({ id: target.id, title: target.title })
      .from(target.table)
      .where(inArray(target.id, [...ids]));
    for (const row of rows) titles.set(`${type}:${row.id}`, String(row.title));
  }
  return (link) => {
    const type = LINKABLE_TYPES.find((entry) => entry.type === link.linkableType);
    if (!type) return null;
    if (!type.needsId) return type.label;
    return titles.get(`${type.type}:${link.linkableId}`) ?? null;
  };
}
