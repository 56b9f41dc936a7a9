import { and, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stores, varieties } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { varietiesOfProducts } from '../catalogue/varieties-read.ts';
import { shopSender } from '../orders/order-detail.ts';

/** A variety as the till keeps it on the device (issue 33): what lookups, lines and the receipt need. */
export interface TillCatalogueVariety {
  id: number;
  product_id: number;
  product_title: string;
  title: string | null;
  sku: string | null;
  barcode: string | null;
  /** Today's price after discounts. */
  final_price: { amount: number };
  balance: number;
}

/** Reads `since` (ISO 8601), or null for the whole catalogue. */
function readSince(raw: string | undefined): Date | null {
  if (!raw) return null;
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) throw validationFailed({ since: ['زمان معتبر نیست (ISO 8601).'] });
  return at;
}

/**
 * The till's catalogue for the device: every live variety with its product's title, SKU, barcode, price
 * and balance, or (with `since`) those whose variety, product or stock changed after it, and the ids of
 * varieties deleted since, and the receipt's shop details. `until` is the server time to pass as the next `since`. A discount window
 * that opens or closes changes no row: the device refreshes everything once a day for that.
 */
export async function tillCatalogue(db: Db, query: { since?: string }, now: Date) {
  const since = readSince(query.since);
  const changedProducts = since
    ? sql`${products.id} in (select ${varieties.productId} from ${varieties}
          left join ${stores} on ${stores.varietyId} = ${varieties.id}
          where ${or(gt(varieties.updatedAt, since), gt(stores.updatedAt, since))})
        or ${gt(products.updatedAt, since)}`
    : undefined;
  const rows = await db.select().from(products).where(changedProducts).orderBy(products.id);
  const byProduct = await varietiesOfProducts(db, rows, now);
  const list: TillCatalogueVariety[] = [];
  for (const product of rows) {
    for (const variety of byProduct.get(product.id) ?? []) {
      list.push({
        id: variety.id,
        product_id: product.id,
        product_title: product.title,
        title: variety.title ?? null,
        sku: variety.sku,
        barcode: variety.barcode,
        final_price: { amount: variety.final_price.amount },
        balance: variety.balance,
      });
    }
  }
  const removed = since
    ? (
        await db
          .select({ id: varieties.id })
          .from(varieties)
          .where(and(isNotNull(varieties.deletedAt), gt(varieties.deletedAt, since)))
      ).map((r) => r.id)
    : [];
  // The receipt's shop details ride along, so a receipt printed offline carries them.
  return {
    varieties: list,
    removed,
    until: now.toISOString(),
    full: since === null,
    shop: await shopSender(db),
  };
}
