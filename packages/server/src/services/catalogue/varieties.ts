import { type FieldValues, toAsciiDigits } from '@shop-admin/core';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { colors, products, stores, varieties, varietyAttributeValues } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { varietySearchCondition } from './products-query.ts';
import { refreshProductSearch } from './products-rules.ts';
import { serializeVariety, type VarietyJson } from './products-serialize.ts';
import { varietyAttributes, varietyById } from './varieties-read.ts';
import {
  catalogueUniqueViolation,
  codeErrors,
  discountErrors,
  insertVariety,
  isDefaultKey,
  otherLiveVarieties,
  resolveCombination,
  type VarietyValues,
} from './varieties-write.ts';
import { writeVarietyImages } from './variety-images.ts';

type VarietyWithProduct = VarietyJson & { product_title: string };

const SORTS = {
  id: varieties.id,
  price: varieties.price,
  balance: stores.balance,
  created_at: varieties.createdAt,
};
const MIXED = 'تنوع بدون رنگ و ویژگی فقط برای محصول تک‌تنوعی است.';

function readFilterId(filters: Record<string, string>, key: string, label: string): number | undefined {
  const value = filters[key] === undefined ? undefined : toAsciiDigits(filters[key] ?? '').trim();
  if (!value) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw validationFailed({ [key]: [`مقدار ${label} معتبر نیست.`] });
  return Number(value);
}

/** Varieties as a resource (admin/varieties): list, show, create, update, soft delete. */
export function varietiesService(
  ctx: AppContext,
): ResourceService<VarietyWithProduct, FieldValues<'varieties'>, 'varieties'> {
  const { db } = ctx;
  const lockProduct = async (tx: Db, productId: number) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw validationFailed({ product_id: ['محصول انتخاب‌شده وجود ندارد.'] });
  };
  const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
    db
      .transaction((tx) => work(tx as unknown as Db))
      .catch((error: unknown) => {
        throw catalogueUniqueViolation(error) ?? error;
      });
  const found = async (tx: Db, id: number) => {
    const row = await varietyById(tx, id, ctx.clock());
    if (!row) throw notFound();
    return row;
  };

  return {
    resourceName: 'varieties',
    async list(query: ListQuery) {
      const productId = readFilterId(query.filters, 'product_id', 'محصول');
      const colorId = readFilterId(query.filters, 'color_id', 'رنگ');
      const search = query.filters.search ?? query.filters.q;
      const where = and(
        query.filters.trashed === '1' ? undefined : isNull(varieties.deletedAt),
        productId !== undefined ? eq(varieties.productId, productId) : undefined,
        colorId !== undefined ? eq(varieties.colorId, colorId) : undefined,
        search ? varietySearchCondition(search) : undefined,
      );
      const column = query.sortBy ? SORTS[query.sortBy as keyof typeof SORTS] : undefined;
      const base = db
        .select({
          variety: varieties,
          balance: stores.balance,
          storeId: stores.id,
          color: colors,
          product: products,
        })
        .from(varieties)
        .innerJoin(products, eq(products.id, varieties.productId))
        .leftJoin(stores, eq(stores.varietyId, varieties.id))
        .leftJoin(colors, eq(colors.id, varieties.colorId))
        .where(where)
        .orderBy(
          ...(column
            ? [query.sortDesc ? desc(column) : asc(column), desc(varieties.id)]
            : [desc(varieties.id)]),
        );
      const rows = await onePage(base.$dynamic(), query.page);
      const [counted] = await db
        .select({ n: count() })
        .from(varieties)
        .innerJoin(products, eq(products.id, varieties.productId))
        .where(where);
      const attrs = await varietyAttributes(
        db,
        rows.map((r) => r.variety.id),
      );
      const now = ctx.clock();
      const items = rows.map((row) => ({
        ...serializeVariety(
          row.variety,
          {
            balance: row.balance ?? 0,
            storeId: row.storeId,
            color: row.color ? { id: row.color.id, name: row.color.name, code: row.color.code } : null,
            attributes: attrs.get(row.variety.id) ?? [],
          },
          row.product,
          now,
        ),
        product_title: row.product.title,
      }));
      return { items, total: counted?.n ?? 0 };
    },

    /** Given a write's transaction, under the lock the writes take: the variety's product row. */
    async get(id, tx) {
      if (tx) {
        const [row] = await tx
          .select({ productId: varieties.productId })
          .from(varieties)
          .where(eq(varieties.id, id));
        if (row) await lockProduct(tx, row.productId);
      }
      return varietyById(tx ?? db, id, ctx.clock());
    },

    async create(values, action) {
      const productId = values.product_id as number;
      const id = await transaction(action.db, async (tx) => {
        await lockProduct(tx, productId);
        const plain =
          values.color_id == null && !(values.attribute_value_ids as number[] | undefined)?.length;
        const others = await otherLiveVarieties(tx, productId);
        if (plain && others.length) throw validationFailed({ attribute_value_ids: [MIXED] });
        const fallback = others.find((v) => v.isDefault);
        if (!plain && fallback) {
          // The hidden default variety gives way to the first real one, if it holds no stock.
          if ((fallback.balance ?? 0) > 0)
            throw refused(
              'default_has_stock',
              'تنوع پیش‌فرض این محصول هنوز موجودی دارد؛ ابتدا موجودی آن را صفر کنید.',
              'attribute_value_ids',
            );
          await tx.update(varieties).set({ deletedAt: action.now }).where(eq(varieties.id, fallback.id));
        }
        const created = await insertVariety(
          tx,
          { stock: ctx.stock, now: action.now, adminId: action.admin.id },
          productId,
          values as VarietyValues,
          { order: others.length },
        );
        await refreshProductSearch(tx, productId);
        return created;
      });
      return found(action.db, id);
    },

    async update(id, values, action) {
      await transaction(action.db, async (tx) => {
        const [current] = await tx
          .select()
          .from(varieties)
          .where(and(eq(varieties.id, id), isNull(varieties.deletedAt)));
        if (!current) throw notFound();
        await lockProduct(tx, current.productId);
        const v = values as VarietyValues;
        const price = v.price ?? current.price;
        const errors = {
          ...discountErrors({
            discount_type: v.discount_type !== undefined ? v.discount_type : current.discountType,
            discount: v.discount !== undefined ? v.discount : current.discount,
            price,
          }),
          ...(await codeErrors(tx, v, { varietyId: id })),
        };
        if (Object.keys(errors).length) throw validationFailed(errors);
        const set: Partial<typeof varieties.$inferInsert> = { updatedAt: action.now };
        // Each present field onto its column, typed one by one.
        if (Object.hasOwn(v, 'name')) set.name = v.name;
        if (Object.hasOwn(v, 'price')) set.price = v.price;
        if (Object.hasOwn(v, 'purchase_price')) set.purchasePrice = v.purchase_price;
        if (Object.hasOwn(v, 'sku')) set.sku = v.sku;
        if (Object.hasOwn(v, 'barcode')) set.barcode = v.barcode;
        if (Object.hasOwn(v, 'discount_type')) set.discountType = v.discount_type;
        if (Object.hasOwn(v, 'discount')) set.discount = v.discount;
        if (Object.hasOwn(v, 'discount_until')) set.discountUntil = v.discount_until;
        if (Object.hasOwn(v, 'max_number_purchases')) set.maxNumberPurchases = v.max_number_purchases;
        if (Object.hasOwn(v, 'weight')) set.weight = v.weight;
        if (Object.hasOwn(v, 'color_id') || Object.hasOwn(v, 'attribute_value_ids')) {
          const oldValues = (await varietyAttributes(tx, [id])).get(id)?.map((a) => a.value_id) ?? [];
          const colorId = Object.hasOwn(v, 'color_id') ? (v.color_id ?? null) : current.colorId;
          const valueIds = Object.hasOwn(v, 'attribute_value_ids')
            ? (v.attribute_value_ids ?? [])
            : oldValues;
          const combination = await resolveCombination(tx, colorId, valueIds);
          if (isDefaultKey(combination.key) && (await otherLiveVarieties(tx, current.productId, id)).length)
            throw validationFailed({ attribute_value_ids: [MIXED] });
          Object.assign(set, {
            colorId,
            combinationKey: combination.key,
            isDefault: isDefaultKey(combination.key),
          });
          await tx.delete(varietyAttributeValues).where(eq(varietyAttributeValues.varietyId, id));
          if (combination.values.length)
            await tx.insert(varietyAttributeValues).values(
              combination.values.map((c) => ({
                varietyId: id,
                attributeId: c.attributeId,
                attributeValueId: c.valueId,
              })),
            );
        }
        await tx.update(varieties).set(set).where(eq(varieties.id, id));
        if (Object.hasOwn(v, 'image_ids'))
          await writeVarietyImages(tx, current.productId, id, v.image_ids ?? []);
        if (Object.hasOwn(v, 'sku') || Object.hasOwn(v, 'barcode'))
          await refreshProductSearch(tx, current.productId);
      });
      return found(action.db, id);
    },

    /** Soft delete; a product keeps at least one variety, and losing its only stocked one runs the stock-out rule. */
    async remove(id, action) {
      await transaction(action.db, async (tx) => {
        const [current] = await tx
          .select()
          .from(varieties)
          .where(and(eq(varieties.id, id), isNull(varieties.deletedAt)));
        if (!current) throw notFound();
        await lockProduct(tx, current.productId);
        if (!(await otherLiveVarieties(tx, current.productId, id)).length)
          throw refused('last_variety', 'محصول باید دست‌کم یک تنوع داشته باشد.');
        await tx
          .update(varieties)
          .set({ deletedAt: action.now, updatedAt: action.now })
          .where(eq(varieties.id, id));
        await refreshProductSearch(tx, current.productId);
        await ctx.stock.applyStockOutRule(tx, [current.productId]);
      });
    },
  };
}
