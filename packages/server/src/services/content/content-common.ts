import { htmlWords, slugify, toPersianDigits } from '@shop-admin/core';
import { and, eq, like, max, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/persian-sql.ts';
import { validationFailed } from '../../http/errors.ts';
import { duplicatesOf } from '../catalogue/reference-common.ts';

/** The slug column of a table and its id, for the slug helpers. */
export interface SlugTable {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
}

/**
 * A free slug made from a title with core's Persian `slugify`: the slug itself, or `-2`, `-3` … when
 * another row has it. A title with no letter or digit gives `fallback`.
 */
export async function freeSlug(
  db: Db,
  target: SlugTable,
  title: string,
  fallback: string,
  exceptId?: number,
): Promise<string> {
  const base = slugify(title, 180) || fallback;
  const rows = (await db
    .select({ id: target.id, slug: target.slug })
    .from(target.table)
    .where(or(eq(target.slug, base), like(target.slug, `${likeLiteral(base)}-%`)))) as {
    id: number;
    slug: string;
  }[];
  const used = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug the admin typed: slugified, and a 422 when it is empty or another row has it. */
export async function typedSlug(db: Db, target: SlugTable, text: string, exceptId?: number): Promise<string> {
  const slug = slugify(text, 191);
  if (!slug) throw validationFailed({ slug: ['نامک باید دست‌کم یک حرف یا رقم داشته باشد.'] });
  const clash: SQL | undefined =
    exceptId === undefined ? eq(target.slug, slug) : and(eq(target.slug, slug), ne(target.id, exceptId));
  const [taken] = await db.select({ id: target.id }).from(target.table).where(clash).limit(1);
  if (taken) throw validationFailed({ slug: ['این نامک قبلا ثبت شده است.'] });
  return slug;
}

/**
 * Editor HTML that validateBody already sanitised (an `html` field); a 422 naming the field when
 * nothing readable is left (`<script>…</script>` alone, or empty markup).
 */
export function cleanHtml(clean: string, field: string, label: string): string {
  if (htmlWords(clean).length === 0 && !/<img\b/i.test(clean))
    throw validationFailed({ [field]: [`${label} پس از پاک‌سازی خالی است.`] });
  return clean;
}

/** The next position at the end of an ordered list (optionally within one group). */
export async function nextOrder(db: Db, table: PgTable, order: AnyPgColumn, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ top: max(order) })
    .from(table)
    .where(where);
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

/**
 * Checks a sort request: every id of the list exactly once, nothing else. Persian 422s name what is
 * wrong (repeated, unknown or missing ids), so a stale screen cannot half-reorder a list.
 */
export function checkFullOrder(ids: readonly number[], existing: readonly number[], label: string): void {
  const twice = duplicatesOf(ids);
  if (twice.length)
    throw validationFailed({ ids: [`شناسه‌های تکراری در ترتیب: ${toPersianDigits(twice.join('، '))}`] });
  const known = new Set(existing);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw validationFailed({
      ids: [`این شناسه‌ها در ${label} نیستند: ${toPersianDigits(unknown.join('، '))}`],
    });
  const sent = new Set(ids);
  const missing = existing.filter((id) => !sent.has(id));
  if (missing.length)
    throw validationFailed({
      ids: [`ترتیب باید همه‌ی ${label} را داشته باشد؛ جا افتاده: ${toPersianDigits(missing.join('، '))}`],
    });
}
