import {
  type FinalPrice,
  finalPrice,
  isProductForSale,
  ORDER_LIMITS,
  toPersianDigits,
  varietyDisplayName,
  varietyTitle,
} from '@shop-admin/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { colors, products, stores, varieties } from '../../db/schema/index.ts';
import { refused, validationFailed } from '../../http/errors.ts';
import type { VarietyAttributeJson } from '../catalogue/products-serialize.ts';
import { varietyAttributes } from '../catalogue/varieties-read.ts';

/** A variety and how many of it, as an order asks for it. */
export interface WantedLine {
  id: number;
  quantity: number;
}

/** An order line priced from the variety's current price and discount, with its snapshot. */
export interface PricedLine {
  varietyId: number;
  productId: number;
  quantity: number;
  /** Unit price after discount. */
  amount: number;
  /** Unit discount. */
  discountAmount: number;
  /** The snapshot stored in `order_items.extra`. */
  extra: VarietySnapshot;
  /** Product and variety title, for messages. */
  title: string;
  /** Current stock of the variety. */
  balance: number;
  weight: number;
}

/** Adds up repeated varieties, so `[{id: 5, quantity: 1}, {id: 5, quantity: 2}]` is one line of 3. */
export function mergeWanted(lines: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * A variety as an order line copies it: its title (its name, else colour and attribute values) and
 * the snapshot kept in `order_items.extra` (product title, SKU, barcode, list price, colour, attributes).
 */
export function varietySnapshot(args: {
  product: typeof products.$inferSelect;
  variety: typeof varieties.$inferSelect;
  color: typeof colors.$inferSelect | null;
  attributes: VarietyAttributeJson[];
  discountModel: FinalPrice['discount_model'];
}) {
  const { product, variety, attributes } = args;
  const color = args.color ? { id: args.color.id, name: args.color.name, code: args.color.code } : null;
  const varietyName = varietyTitle(variety.name, { color, attributes });
  return {
    varietyName,
    extra: {
      product_title: product.title,
      title: varietyName,
      sku: variety.sku ?? product.sku,
      barcode: variety.barcode ?? product.barcode,
      price: variety.price,
      discount_model: args.discountModel,
      color: color ? { name: color.name, code: color.code } : null,
      attributes: attributes.map((a) => ({ name: a.name, label: a.label, value: a.value })),
    },
  };
}

/** What an order line keeps of its variety (`order_items.extra`): titles, SKU, barcode, list price, colour, attributes. */
export type VarietySnapshot = ReturnType<typeof varietySnapshot>['extra'];

/**
 * Prices each wanted variety at `now` (its own discount, else its product's, as the storefront shows
 * it) and snapshots its attributes, colour, title, SKU and price. Refuses with a Persian 422 naming
 * the variety: unknown or deleted, not for sale, above its per-order limit, or (with `checkStock`)
 * more than the warehouse holds.
 */
export async function priceLines(
  db: Db,
  wanted: readonly WantedLine[],
  now: Date,
  options: { checkStock: boolean; field?: string },
): Promise<PricedLine[]> {
  const field = options.field ?? 'varieties';
  const lines = mergeWanted(wanted);
  if (!lines.length) throw validationFailed({ [field]: ['حداقل یک کالا برای سفارش لازم است.'] });
  if (lines.length > ORDER_LIMITS.maxLines) {
    throw validationFailed({
      [field]: [`حداکثر ${toPersianDigits(ORDER_LIMITS.maxLines)} کالا در یک سفارش.`],
    });
  }
  const ids = lines.map((line) => line.id);
  const rows = await db
    .select({ variety: varieties, product: products, balance: stores.balance, color: colors })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .leftJoin(stores, eq(stores.varietyId, varieties.id))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(inArray(varieties.id, ids));
  const byId = new Map(rows.map((row) => [row.variety.id, row]));
  const attributes = await varietyAttributes(db, ids);
  return lines.map((line) => {
    const row = byId.get(line.id);
    const number = toPersianDigits(line.id);
    if (!row || row.variety.deletedAt) {
      throw refused('variety_not_found', `تنوع محصول با شناسه ${number} یافت نشد.`, field);
    }
    const { variety, product } = row;
    const price = finalPrice(variety.price, variety, product, now);
    const { varietyName, extra } = varietySnapshot({
      product,
      variety,
      color: row.color,
      attributes: attributes.get(variety.id) ?? [],
      discountModel: price.discount_model,
    });
    const title = varietyDisplayName(product.title, varietyName);
    if (!isProductForSale(product.status)) {
      throw refused('not_for_sale', `«${title}» قابل فروش نیست.`, field);
    }
    const limit = variety.maxNumberPurchases ?? product.maxNumberPurchases;
    if (limit !== null && line.quantity > limit) {
      throw refused('over_limit', `از «${title}» حداکثر ${toPersianDigits(limit)} عدد در هر سفارش.`, field);
    }
    const balance = row.balance ?? 0;
    if (options.checkStock && balance < line.quantity) {
      throw refused(
        'insufficient_stock',
        `موجودی «${title}» کافی نیست (موجودی: ${toPersianDigits(balance)}، درخواست: ${toPersianDigits(line.quantity)}).`,
        field,
      );
    }
    return {
      varietyId: variety.id,
      productId: product.id,
      quantity: line.quantity,
      amount: price.amount,
      discountAmount: price.discount_price,
      title,
      balance,
      weight: (variety.weight ?? product.weight ?? 0) * line.quantity,
      extra,
    };
  });
}
