import { type FieldDef, newVarietyPrice, productVarietyFields, toPersianDigits } from '@shop-admin/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { products, stores, varieties } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { ResourceService, TxContext } from '../resource-service.ts';
import { refreshProductSearch } from './products-rules.ts';
import { otherLiveVarieties, type VarietyValues } from './varieties-write.ts';

/** One row of `varieties` in a product's update: a saved variety (`id`) or a new one. */
export interface VarietyRowInput extends VarietyValues {
  /** The saved variety this row edits; absent for a new one. */
  id?: number | null;
  /** The balance the editor loaded (its `stock` is the new balance): a changed one is a conflict. */
  balance?: number | null;
}

/**
 * The `varieties` list a product's update takes: every variety the product keeps, saved ones with
 * their `id`, new ones without; saved varieties left out are removed. `stock` is the new balance.
 */
export const updateVarietiesField: FieldDef = {
  name: 'varieties',
  label: 'تنوع‌ها',
  type: 'rows',
  rules: { max: 200 },
  items: [
    { name: 'id', label: 'شناسه تنوع', type: 'number', rules: { integer: true, min_value: 1 } },
    // A saved row sends what it changes; a new row without a price takes its product's.
    ...productVarietyFields.map((field) => (field.name === 'stock' ? { ...field, label: 'موجودی' } : field)),
    {
      name: 'balance',
      label: 'موجودی بارگذاری‌شده',
      type: 'number',
      rules: { integer: true, min_value: 0 },
      hint: 'موجودی‌ای که ویرایشگر دیده بود؛ اگر در این میان تغییر کرده باشد ذخیره رد می‌شود',
    },
  ],
  hint: 'همه تنوع‌های محصول؛ تنوع ذخیره‌شده با شناسه، تنوع تازه بی‌شناسه؛ تنوع جاافتاده حذف می‌شود',
};

/** A nested write's 422 with its field names under `prefix` (`varieties.2.price`). */
async function under<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      const errors = error.errors ?? { [prefix.slice(0, -1)]: [error.message] };
      throw validationFailed(
        Object.fromEntries(Object.entries(errors).map(([key, value]) => [`${prefix}${key}`, value])),
      );
    }
    throw error;
  }
}

/** A product's saved price, which its new varieties start from. */
async function savedPrice(tx: TxContext['db'], productId: number): Promise<number> {
  const [row] = await tx
    .select({ price: products.unitPrice })
    .from(products)
    .where(eq(products.id, productId));
  return row?.price ?? 0;
}

const withoutKeys = (row: VarietyRowInput) => {
  const { id: _id, balance: _balance, stock: _stock, ...rest } = row;
  return rest;
};

/**
 * Brings a product's varieties to `rows` inside the caller's transaction (one save of the editor):
 * removes the saved varieties left out, updates the kept ones, moves stock to the balance typed, and
 * creates the new ones (a new one without a price at its product's, stock 0 unless typed). Any refusal throws with the row's field (`varieties.2.price`) and, as the
 * route's transaction rolls back, nothing of the save is written.
 */
export async function syncVarieties(
  app: AppContext,
  service: ResourceService<unknown>,
  ctx: TxContext,
  productId: number,
  rows: readonly VarietyRowInput[],
  /** The product's price after this save (when the same save changes it); else the saved one. */
  productPrice?: number,
): Promise<void> {
  const tx = ctx.db;
  if (!rows.length) throw validationFailed({ varieties: ['محصول باید دست‌کم یک تنوع داشته باشد.'] });
  const live = await otherLiveVarieties(tx, productId);
  const liveIds = new Set(live.map((v) => v.id));
  const kept = new Set<number>();
  rows.forEach((row, index) => {
    if (row.id == null) return;
    if (!liveIds.has(row.id) || kept.has(row.id))
      throw validationFailed({
        [`varieties.${index}.id`]: [`تنوع ${toPersianDigits(index + 1)} از تنوع‌های این محصول نیست.`],
      });
    kept.add(row.id);
  });
  const removed = live.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (removed.length) {
    await tx
      .update(varieties)
      .set({ deletedAt: ctx.now, updatedAt: ctx.now })
      .where(and(inArray(varieties.id, removed), isNull(varieties.deletedAt)));
  }
  for (const [index, row] of rows.entries()) {
    if (row.id == null) continue;
    const id = row.id;
    await under(`varieties.${index}.`, async () => {
      const values = withoutKeys(row);
      if (Object.keys(values).length) await service.update(id, values, ctx);
      if (row.stock == null) return;
      const [store] = await tx.select().from(stores).where(eq(stores.varietyId, id)).for('update');
      const current = store?.balance ?? 0;
      if (row.balance != null && row.balance !== current)
        throw validationFailed({
          stock: [
            `موجودی این تنوع از هنگام بارگذاری تغییر کرده و اکنون ${toPersianDigits(current)} است؛ دوباره وارد کنید.`,
          ],
        });
      if (row.stock === current) return;
      await app.stock.move(tx, {
        varietyId: id,
        type: row.stock > current ? 'increment' : 'decrement',
        quantity: Math.abs(row.stock - current),
        description: 'ویرایش موجودی در ویرایشگر محصول',
        creatorId: ctx.admin.id,
      });
    });
  }
  for (const [index, row] of rows.entries()) {
    if (row.id != null) continue;
    const { id: _id, balance: _balance, ...values } = row;
    const price = newVarietyPrice(row.price, productPrice ?? (await savedPrice(tx, productId)));
    await under(`varieties.${index}.`, () =>
      service.create({ ...values, price, product_id: productId }, ctx),
    );
  }
  await refreshProductSearch(tx, productId);
  if (removed.length) await app.stock.applyStockOutRule(tx, [productId]);
}
