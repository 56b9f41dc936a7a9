import { slugify } from '@shop-admin/core';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/persian-sql.ts';
import {
  brands,
  categories,
  miniOrderItems,
  orderItems,
  productSpecifications,
  productSpecificationValues,
  products,
  specifications,
  specificationValues,
  stores,
  units,
  varieties,
} from '../../db/schema/index.ts';
import { refused, validationFailed } from '../../http/errors.ts';
import { productSearchText } from './products-query.ts';
import { varietyCodes } from './varieties-write.ts';

type Errors = Record<string, string[]>;

/** The refusal when a product would be `available` with nothing in stock. */
export const NO_STOCK_MESSAGE = 'محصولی که همه تنوع‌هایش موجودی صفر دارند نمی‌تواند «موجود» باشد.';

/** Errors for a brand, unit or categories that do not exist. */
export async function referenceErrors(
  db: Db,
  values: { brand_id?: number | null; unit_id?: number | null; categories?: number[] | null },
): Promise<Errors> {
  const errors: Errors = {};
  if (values.brand_id) {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, values.brand_id));
    if (!row) errors.brand_id = ['برند انتخاب‌شده وجود ندارد.'];
  }
  if (values.unit_id) {
    const [row] = await db.select({ id: units.id }).from(units).where(eq(units.id, values.unit_id));
    if (!row) errors.unit_id = ['واحد انتخاب‌شده وجود ندارد.'];
  }
  if (values.categories?.length) {
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, values.categories));
    if (rows.length !== values.categories.length) errors.categories = ['دسته‌بندی انتخاب‌شده وجود ندارد.'];
  }
  return errors;
}

/**
 * A free slug from a title or a typed slug: slugify, then `-2`, `-3` … when taken by another
 * product. A title with no letter or digit gives `product`.
 */
export async function uniqueSlug(db: Db, text: string, exceptId?: number): Promise<string> {
  const base = slugify(text, 180) || 'product';
  const taken = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${likeLiteral(base)}-%`)));
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Sum of the balances of a product's live varieties. */
export async function productBalance(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${stores.balance}), 0)` })
    .from(varieties)
    .leftJoin(stores, eq(stores.varietyId, varieties.id))
    .where(and(eq(varieties.productId, productId), isNull(varieties.deletedAt)));
  return Number(row?.total ?? 0);
}

/** Refuses `available` for a product whose live varieties all hold 0 (shopit-contract.md e). */
export async function assertSellable(db: Db, productId: number, status: string | undefined): Promise<void> {
  if (status === 'available' && (await productBalance(db, productId)) === 0) {
    throw refused('no_stock', NO_STOCK_MESSAGE, 'status');
  }
}

/** Rewrites a product's search key from its title, codes and its varieties' codes. */
export async function refreshProductSearch(db: Db, productId: number): Promise<void> {
  const [row] = await db
    .select({ title: products.title, sku: products.sku, barcode: products.barcode })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return;
  const search = productSearchText(row.title, [row.sku, row.barcode, ...(await varietyCodes(db, productId))]);
  await db.update(products).set({ search }).where(eq(products.id, productId));
}

/** One specification row of a product body, after core's rules. */
export interface SpecificationInput {
  specification_id: number;
  value?: string | null;
  value_ids?: number[] | null;
}

/**
 * Replaces a product's specification values: text specs keep `value`, select specs exactly one of
 * their own values, multi-select specs one or more. Errors under `specifications.<i>.<field>`.
 */
export async function writeSpecifications(db: Db, productId: number, rows: readonly SpecificationInput[]) {
  const errors: Errors = {};
  const specIds = [...new Set(rows.map((r) => r.specification_id))];
  const specs = specIds.length
    ? await db.select().from(specifications).where(inArray(specifications.id, specIds))
    : [];
  const allValueIds = rows.flatMap((r) => r.value_ids ?? []);
  const values = allValueIds.length
    ? await db.select().from(specificationValues).where(inArray(specificationValues.id, allValueIds))
    : [];
  const seen = new Set<number>();
  for (const [i, row] of rows.entries()) {
    const at = (field: string) => `specifications.${i}.${field}`;
    const spec = specs.find((s) => s.id === row.specification_id);
    if (!spec || seen.has(spec.id)) {
      errors[at('specification_id')] = [spec ? 'این مشخصه دو بار آمده است.' : 'مشخصه انتخاب‌شده وجود ندارد.'];
      continue;
    }
    seen.add(spec.id);
    const ids = row.value_ids ?? [];
    if (spec.type === 'text') {
      if (ids.length) errors[at('value_ids')] = [`${spec.label} مقدار انتخابی ندارد.`];
      else if (!row.value) errors[at('value')] = [`مقدار ${spec.label} را وارد کنید.`];
      continue;
    }
    const own = ids.every((id) => values.some((v) => v.id === id && v.specificationId === spec.id));
    if (!ids.length || !own) errors[at('value_ids')] = [`مقدار انتخاب‌شده برای ${spec.label} معتبر نیست.`];
    else if (spec.type === 'select' && ids.length > 1)
      errors[at('value_ids')] = [`${spec.label} یک مقدار دارد.`];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  await db.delete(productSpecificationValues).where(eq(productSpecificationValues.productId, productId));
  await db.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (!rows.length) return;
  await db.insert(productSpecifications).values(
    rows.map((row) => ({
      productId,
      specificationId: row.specification_id,
      value: row.value_ids?.length ? null : (row.value ?? null),
    })),
  );
  const chosen = rows.flatMap((row) =>
    (row.value_ids ?? []).map((valueId) => ({
      productId,
      specificationId: row.specification_id,
      specificationValueId: valueId,
    })),
  );
  if (chosen.length) await db.insert(productSpecificationValues).values(chosen);
}

/** Lines that keep a product from being deleted: online order lines, then in-person sale lines. */
const PRODUCT_DELETION_GUARDS = [
  { table: orderItems, message: 'این محصول در سفارش‌ها آمده است و حذف نمی‌شود.' },
  { table: miniOrderItems, message: 'این محصول در فروش‌های حضوری آمده است و حذف نمی‌شود.' },
] as const;

/** The reason a product may not be deleted, or null. */
export async function productDeletionRefusal(db: Db, productId: number): Promise<string | null> {
  for (const guard of PRODUCT_DELETION_GUARDS) {
    const found = await db
      .select({ id: guard.table.id })
      .from(guard.table)
      .where(eq(guard.table.productId, productId))
      .limit(1);
    if (found.length) return guard.message;
  }
  return null;
}
