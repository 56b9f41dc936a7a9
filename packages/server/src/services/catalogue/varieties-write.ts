import { toPersianDigits } from '@shop-admin/core';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  attributeValues,
  colors,
  products,
  stores,
  varieties,
  varietyAttributeValues,
} from '../../db/schema/index.ts';
import { type AppError, validationFailed } from '../../http/errors.ts';
import type { StockService } from './stock.ts';
import { writeVarietyImages } from './variety-images.ts';

/** A variety's writable values after core's rules (absent: unchanged on update). */
export interface VarietyValues {
  color_id?: number | null;
  attribute_value_ids?: number[] | null;
  name?: string | null;
  price?: number;
  purchase_price?: number | null;
  sku?: string | null;
  barcode?: string | null;
  discount_type?: string | null;
  discount?: number | null;
  discount_until?: Date | null;
  max_number_purchases?: number | null;
  weight?: number | null;
  /** Ids of the product's images that show this variety. */
  image_ids?: number[] | null;
  stock?: number | null;
}

/** Who writes and when, for the stock log and the timestamps. */
export interface WriteContext {
  stock: StockService;
  now: Date;
  adminId: number | null;
}

type Errors = Record<string, string[]>;

/** The discount rules on the values a row will have: a type for a discount, ≤ 100 %, flat ≤ price. */
export function discountErrors(
  after: { discount_type: string | null; discount: number | null; price: number },
  prefix = '',
): Errors {
  const errors: Errors = {};
  const discount = after.discount ?? 0;
  if (discount > 0 && !after.discount_type) errors[`${prefix}discount_type`] = ['نوع تخفیف را انتخاب کنید.'];
  else if (after.discount_type === 'percentage' && discount > 100)
    errors[`${prefix}discount`] = ['تخفیف درصدی بیشتر از ۱۰۰ نیست.'];
  else if (after.discount_type === 'flat' && discount > after.price)
    errors[`${prefix}discount`] = ['تخفیف از قیمت بیشتر است.'];
  return errors;
}

/**
 * SKUs and barcodes name one thing across products and live varieties (the bulk editor and the shop
 * till find rows by them): errors for values another product or variety already uses.
 */
export async function codeErrors(
  db: Db,
  codes: { sku?: string | null; barcode?: string | null },
  except: { productId?: number; varietyId?: number },
  prefix = '',
): Promise<Errors> {
  const errors: Errors = {};
  for (const [field, label] of [
    ['sku', 'کد انبار'],
    ['barcode', 'بارکد'],
  ] as const) {
    const value = codes[field];
    if (!value) continue;
    const productColumn = field === 'sku' ? products.sku : products.barcode;
    const varietyColumn = field === 'sku' ? varieties.sku : varieties.barcode;
    const [inProducts] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(productColumn, value), except.productId ? ne(products.id, except.productId) : undefined))
      .limit(1);
    const [inVarieties] = await db
      .select({ id: varieties.id })
      .from(varieties)
      .where(
        and(
          eq(varietyColumn, value),
          isNull(varieties.deletedAt),
          except.varietyId ? ne(varieties.id, except.varietyId) : undefined,
        ),
      )
      .limit(1);
    if (inProducts || inVarieties) errors[`${prefix}${field}`] = [`این ${label} قبلا ثبت شده است.`];
  }
  return errors;
}

/** Maps a unique violation of the catalogue's tables to a 422 naming the field. */
export function catalogueUniqueViolation(error: unknown, prefix = ''): AppError | null {
  if (!isUniqueViolation(error)) return null;
  const text =
    JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as { cause?: unknown }).cause);
  if (text.includes('combination'))
    return validationFailed({ [`${prefix}attribute_value_ids`]: [SAME_COMBINATION] });
  if (text.includes('slug')) return validationFailed({ slug: ['این نامک قبلا ثبت شده است.'] });
  if (text.includes('barcode'))
    return validationFailed({ [`${prefix}barcode`]: ['این بارکد قبلا ثبت شده است.'] });
  if (text.includes('sku')) return validationFailed({ [`${prefix}sku`]: ['این کد انبار قبلا ثبت شده است.'] });
  return null;
}

export const SAME_COMBINATION = 'تنوعی با همین رنگ و مقادیر ویژگی برای این محصول وجود دارد.';

/**
 * Checks a combination (colour and one value per attribute) and gives its key: `<colour id>:<sorted
 * value ids>`, `0:` for a variety without options.
 */
export async function resolveCombination(
  db: Db,
  colorId: number | null,
  valueIds: readonly number[],
  prefix = '',
): Promise<{ key: string; values: { attributeId: number; valueId: number }[] }> {
  const errors: Errors = {};
  if (colorId !== null) {
    const [color] = await db.select({ id: colors.id }).from(colors).where(eq(colors.id, colorId)).limit(1);
    if (!color) errors[`${prefix}color_id`] = ['رنگ انتخاب‌شده وجود ندارد.'];
  }
  const rows = valueIds.length
    ? await db
        .select({ valueId: attributeValues.id, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .where(inArray(attributeValues.id, [...valueIds]))
    : [];
  if (rows.length !== new Set(valueIds).size)
    errors[`${prefix}attribute_value_ids`] = ['مقدار ویژگی انتخاب‌شده وجود ندارد.'];
  else if (new Set(rows.map((r) => r.attributeId)).size !== rows.length)
    errors[`${prefix}attribute_value_ids`] = ['از هر ویژگی فقط یک مقدار انتخاب کنید.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const sorted = rows.map((r) => r.valueId).sort((a, b) => a - b);
  return { key: `${colorId ?? 0}:${sorted.join(',')}`, values: rows };
}

/** Whether a combination key is the one of a variety without options (the default variety). */
export const isDefaultKey = (key: string): boolean => key === '0:';

/**
 * Inserts one variety with its combination, its store (balance 0) and, for an initial stock, an
 * increment logged as «موجودی اولیه». Unique clashes become 422s naming the field under `prefix`.
 */
export async function insertVariety(
  tx: Db,
  ctx: WriteContext,
  productId: number,
  values: VarietyValues,
  options: { order?: number; prefix?: string } = {},
): Promise<number> {
  const prefix = options.prefix ?? '';
  const combination = await resolveCombination(
    tx,
    values.color_id ?? null,
    values.attribute_value_ids ?? [],
    prefix,
  );
  const price = values.price ?? 0;
  const errors = {
    ...discountErrors(
      { discount_type: values.discount_type ?? null, discount: values.discount ?? null, price },
      prefix,
    ),
    ...(await codeErrors(tx, values, {}, prefix)),
  };
  if (Object.keys(errors).length) throw validationFailed(errors);
  let id: number;
  try {
    const [row] = await tx
      .insert(varieties)
      .values({
        productId,
        colorId: values.color_id ?? null,
        name: values.name ?? null,
        price,
        purchasePrice: values.purchase_price ?? null,
        sku: values.sku ?? null,
        barcode: values.barcode ?? null,
        discountType: values.discount_type ?? null,
        discount: values.discount ?? null,
        discountUntil: values.discount_until ?? null,
        maxNumberPurchases: values.max_number_purchases ?? null,
        weight: values.weight ?? null,
        isDefault: isDefaultKey(combination.key),
        combinationKey: combination.key,
        order: options.order ?? 0,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: varieties.id });
    if (!row) throw new Error('variety insert returned nothing');
    id = row.id;
  } catch (error) {
    throw catalogueUniqueViolation(error, prefix) ?? error;
  }
  if (combination.values.length) {
    await tx.insert(varietyAttributeValues).values(
      combination.values.map((v) => ({
        varietyId: id,
        attributeId: v.attributeId,
        attributeValueId: v.valueId,
      })),
    );
  }
  await tx.insert(stores).values({ varietyId: id, balance: 0, createdAt: ctx.now, updatedAt: ctx.now });
  if (values.image_ids?.length) await writeVarietyImages(tx, productId, id, values.image_ids, prefix);
  if (values.stock) {
    await ctx.stock.move(tx, {
      varietyId: id,
      type: 'increment',
      quantity: values.stock,
      description: 'موجودی اولیه',
      creatorId: ctx.adminId,
    });
  }
  return id;
}

/** A refusal when a product's variety rows mix the default (no options) with real varieties. */
export function mixedDefaultError(index: number, prefix = 'varieties.'): AppError {
  return validationFailed({
    [`${prefix}${index}.attribute_value_ids`]: [
      `تنوع ${toPersianDigits(index + 1)} رنگ یا مقدار ویژگی ندارد؛ تنوع بدون ویژگی فقط برای محصول تک‌تنوعی است.`,
    ],
  });
}

/** Live varieties of a product other than `exceptId`, default or not. */
export async function otherLiveVarieties(db: Db, productId: number, exceptId?: number) {
  return db
    .select({ id: varieties.id, isDefault: varieties.isDefault, balance: stores.balance })
    .from(varieties)
    .leftJoin(stores, eq(stores.varietyId, varieties.id))
    .where(
      and(
        eq(varieties.productId, productId),
        isNull(varieties.deletedAt),
        exceptId !== undefined ? ne(varieties.id, exceptId) : undefined,
      ),
    );
}

/** SKUs and barcodes of a product's live varieties, for its search key. */
export async function varietyCodes(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ sku: varieties.sku, barcode: varieties.barcode })
    .from(varieties)
    .where(and(eq(varieties.productId, productId), isNull(varieties.deletedAt)));
  return rows.flatMap((r) => [r.sku, r.barcode]).filter((c): c is string => !!c);
}
