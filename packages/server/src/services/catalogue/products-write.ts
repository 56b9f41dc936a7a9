import { can, extraPermission, type FieldName, type FieldValues, newVarietyPrice } from '@shop-admin/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { categoryProduct, productImages, products, varieties } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import type { ActionContext, TxContext } from '../resource-service.ts';
import { readTags } from '../tags.ts';
import type { ProductImagesService } from './images.ts';
import {
  assertSellable,
  productDeletionRefusal,
  referenceErrors,
  refreshProductSearch,
  type SpecificationInput,
  uniqueSlug,
  writeSpecifications,
} from './products-rules.ts';
import {
  catalogueUniqueViolation,
  codeErrors,
  discountErrors,
  insertVariety,
  mixedDefaultError,
  type VarietyValues,
  type WriteContext,
} from './varieties-write.ts';

type ProductInsert = typeof products.$inferInsert;
/** A product write's values (readInput over the products declaration). */
type ProductValues = FieldValues<'products'>;

/** Body field → column, for the product columns written as they are. */
const COLUMNS: readonly (readonly [FieldName<'products'>, keyof ProductInsert])[] = [
  ['title', 'title'],
  ['short_description', 'shortDescription'],
  ['description', 'description'],
  ['unit_price', 'unitPrice'],
  ['purchase_price', 'purchasePrice'],
  ['discount_type', 'discountType'],
  ['discount', 'discount'],
  ['discount_from', 'discountFrom'],
  ['discount_until', 'discountUntil'],
  ['sku', 'sku'],
  ['barcode', 'barcode'],
  ['brand_id', 'brandId'],
  ['unit_id', 'unitId'],
  ['status', 'status'],
  ['published_at', 'publishedAt'],
  ['weight', 'weight'],
  ['max_number_purchases', 'maxNumberPurchases'],
  ['meta_title', 'metaTitle'],
  ['meta_description', 'metaDescription'],
];

function columnsOf(values: ProductValues): Partial<ProductInsert> {
  const out: Partial<Record<keyof ProductInsert, unknown>> = {};
  for (const [field, column] of COLUMNS) if (Object.hasOwn(values, field)) out[column] = values[field];
  if (Object.hasOwn(values, 'tags')) out.tags = readTags(values.tags);
  return out as Partial<ProductInsert>;
}

/** The references and codes as readInput leaves them: ids as numbers, SKU and barcode as text. */
const referencesOf = (values: ProductValues) => ({
  brand_id: values.brand_id as number | null | undefined,
  unit_id: values.unit_id as number | null | undefined,
  categories: values.categories as number[] | null | undefined,
});
const codesOf = (values: ProductValues) => ({
  sku: values.sku as string | null | undefined,
  barcode: values.barcode as string | null | undefined,
});

/** A discount's start must come before its end (both as they will be after the write). */
function discountWindowErrors(
  from: Date | null | undefined,
  until: Date | null | undefined,
): Record<string, string[]> {
  return from && until && from.getTime() >= until.getTime()
    ? { discount_from: ['شروع تخفیف باید پیش از پایان آن باشد.'] }
    : {};
}

const hasAll = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length) throw validationFailed(errors);
};

async function writeCategories(db: Db, productId: number, ids: readonly number[]) {
  await db.delete(categoryProduct).where(eq(categoryProduct.productId, productId));
  if (ids.length)
    await db.insert(categoryProduct).values(ids.map((categoryId) => ({ productId, categoryId })));
}

/** Product writes: create (with its varieties or the hidden default one), update, delete, approval. */
export function productWrites(ctx: AppContext, images: ProductImagesService) {
  const { db } = ctx;
  const writeContext = (action: ActionContext): WriteContext => ({
    stock: ctx.stock,
    now: action.now,
    adminId: action.admin.id,
  });
  const transaction = <T>(via: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
    via
      .transaction((tx) => work(tx as unknown as Db))
      .catch((error: unknown) => {
        throw catalogueUniqueViolation(error) ?? error;
      });

  return {
    /** Creates a product; returns its id. Everything in one transaction. */
    create(values: ProductValues, action: ActionContext): Promise<number> {
      return transaction(db, async (tx) => {
        const rows = (values.varieties as VarietyValues[] | undefined) ?? [];
        const errors = {
          ...(await referenceErrors(tx, referencesOf(values))),
          ...(await codeErrors(tx, codesOf(values), {})),
          ...discountErrors({
            discount_type: (values.discount_type as string | null) ?? null,
            discount: (values.discount as number | null) ?? null,
            price: values.unit_price as number,
          }),
          ...discountWindowErrors(values.discount_from as Date | null, values.discount_until as Date | null),
        };
        if (rows.length && values.stock != null) errors.stock = ['موجودی را برای هر تنوع جداگانه وارد کنید.'];
        hasAll(errors);
        const approved = can(action.admin.permissions, extraPermission('approved_products'), {
          role: action.admin.role?.name,
        });
        const [row] = await tx
          .insert(products)
          .values({
            ...columnsOf(values),
            title: values.title as string,
            slug: await uniqueSlug(tx, (values.slug as string | null) || (values.title as string)),
            approvedAt: approved ? action.now : null,
            creatorId: action.admin.id,
            updaterId: action.admin.id,
            createdAt: action.now,
            updatedAt: action.now,
          })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned nothing');
        const id = row.id;
        await writeCategories(tx, id, (values.categories as number[] | undefined) ?? []);
        if (values.specifications)
          await writeSpecifications(tx, id, values.specifications as SpecificationInput[]);
        const wc = writeContext(action);
        if (!rows.length) {
          await insertVariety(tx, wc, id, {
            price: values.unit_price as number,
            purchase_price: (values.purchase_price as number | null) ?? null,
            stock: (values.stock as number | null) ?? null,
          });
        }
        for (const [index, variety] of rows.entries()) {
          const plain = variety.color_id == null && !variety.attribute_value_ids?.length;
          if (plain && rows.length > 1) throw mixedDefaultError(index);
          const price = newVarietyPrice(
            variety.price as number | null | undefined,
            values.unit_price as number,
          );
          await insertVariety(
            tx,
            wc,
            id,
            { ...variety, price },
            { order: index, prefix: `varieties.${index}.` },
          );
        }
        await refreshProductSearch(tx, id);
        await assertSellable(tx, id, values.status as string | undefined);
        return id;
      });
    },

    /**
     * Updates the fields present; the hidden default variety follows the product's prices. Given a
     * route's transaction (`via`), it runs inside it, so the caller's further writes share its fate.
     */
    update(id: number, values: ProductValues, action: ActionContext, via: Db = db): Promise<void> {
      return transaction(via, async (tx) => {
        const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!current) throw notFound();
        const after = {
          discount_type: Object.hasOwn(values, 'discount_type')
            ? (values.discount_type as string | null)
            : current.discountType,
          discount: Object.hasOwn(values, 'discount') ? (values.discount as number | null) : current.discount,
          price: (values.unit_price as number | undefined) ?? current.unitPrice,
        };
        hasAll({
          ...(await referenceErrors(tx, referencesOf(values))),
          ...(await codeErrors(tx, codesOf(values), { productId: id })),
          ...discountErrors(after),
          ...discountWindowErrors(
            Object.hasOwn(values, 'discount_from')
              ? (values.discount_from as Date | null)
              : current.discountFrom,
            Object.hasOwn(values, 'discount_until')
              ? (values.discount_until as Date | null)
              : current.discountUntil,
          ),
        });
        const set: Partial<ProductInsert> = {
          ...columnsOf(values),
          updaterId: action.admin.id,
          updatedAt: action.now,
        };
        if (values.slug) set.slug = await uniqueSlug(tx, values.slug as string, id);
        await tx.update(products).set(set).where(eq(products.id, id));
        const prices: Partial<typeof varieties.$inferInsert> = {};
        if (values.unit_price !== undefined) prices.price = values.unit_price as number;
        if (Object.hasOwn(values, 'purchase_price'))
          prices.purchasePrice = values.purchase_price as number | null;
        if (Object.keys(prices).length) {
          await tx
            .update(varieties)
            .set({ ...prices, updatedAt: action.now })
            .where(
              and(eq(varieties.productId, id), eq(varieties.isDefault, true), isNull(varieties.deletedAt)),
            );
        }
        // A new product price reaches the varieties that inherit it (held the old price; core's rule).
        if (prices.price !== undefined && prices.price !== current.unitPrice) {
          await tx
            .update(varieties)
            .set({ price: prices.price, updatedAt: action.now })
            .where(
              and(
                eq(varieties.productId, id),
                eq(varieties.price, current.unitPrice),
                isNull(varieties.deletedAt),
              ),
            );
        }
        if (values.categories) await writeCategories(tx, id, values.categories as number[]);
        if (values.specifications)
          await writeSpecifications(tx, id, values.specifications as SpecificationInput[]);
        if (['title', 'sku', 'barcode'].some((key) => Object.hasOwn(values, key)))
          await refreshProductSearch(tx, id);
        await assertSellable(tx, id, values.status as string | undefined);
      });
    },

    /**
     * Deletes a product with its varieties, stock and images, unless order lines or in-person sales
     * name it (or another area's table refers to it): then a 422 with the reason. Runs in the route's
     * transaction; the image files go once it commits.
     */
    async remove(id: number, ctx: TxContext): Promise<void> {
      const keys = await transaction(ctx.db, async (tx) => {
        const reason = await productDeletionRefusal(tx, id);
        if (reason) throw refused('in_use', reason);
        const files = await tx
          .select({ key: productImages.key })
          .from(productImages)
          .where(eq(productImages.productId, id));
        try {
          await tx.delete(products).where(eq(products.id, id));
        } catch (error) {
          if (isForeignKeyViolation(error))
            throw refused(
              'in_use',
              'این محصول در جای دیگری (مثل فروش ویژه یا پیشنهادها) به کار رفته و حذف نمی‌شود.',
            );
          throw error;
        }
        return files.map((f) => f.key);
      });
      ctx.afterCommit(() => images.deleteFiles(keys));
    },

    /** Sets (approve) or clears (disapprove) approved_at. */
    async setApproved(id: number, approved: boolean, ctx: TxContext): Promise<void> {
      const [row] = await ctx.db
        .update(products)
        .set({ approvedAt: approved ? ctx.now : null, updaterId: ctx.admin.id, updatedAt: ctx.now })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (!row) throw notFound();
    },
  };
}
