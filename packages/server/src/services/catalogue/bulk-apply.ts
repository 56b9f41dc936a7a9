import { PRODUCT_UNAVAILABLE_NOTIFICATION, PRODUCT_UNAVAILABLE_PERMISSIONS } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import type { BulkPlan } from './bulk-plan.ts';
import { refreshProductSearch } from './products-rules.ts';
import { productUnavailableDescription } from './stock.ts';

/** What each stock movement of a bulk edit is logged with. */
export const BULK_STOCK_DESCRIPTION = 'ویرایش گروهی کاتالوگ';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Writes a valid plan with a handful of set-based statements (each table's rows sent as one JSON
 * parameter and unpacked with jsonb_to_recordset), whatever the number of rows: product columns,
 * variety columns, store balances, the movement log in row order, category links, then the
 * notifications of products that ran out. Runs inside the caller's transaction, whose locks the plan
 * was made under.
 */
export async function applyBulk(
  tx: Db,
  plan: BulkPlan,
  deps: { notifications: NotificationService; adminId: number; now: Date; stockDescription?: string },
): Promise<void> {
  const now = deps.now.toISOString();
  const productRows = [...plan.changedProducts]
    .map((id) => plan.products.get(id))
    .filter((p) => p !== undefined);
  if (productRows.length) {
    await tx.execute(sql`
      update products p set title = v.title, sku = v.sku, unit_price = v.unit_price, purchase_price = v.purchase_price,
        discount_type = v.discount_type, discount = v.discount, discount_until = v.discount_until,
        status = v.status, approved_at = v.approved_at, updated_at = ${now}::timestamptz, updater_id = ${deps.adminId}
      from jsonb_to_recordset(${json(productRows)}) as v(id bigint, title varchar, sku varchar, unit_price bigint, purchase_price bigint,
        discount_type varchar, discount bigint, discount_until timestamptz, status varchar, approved_at timestamptz)
      where p.id = v.id`);
  }
  const varietyRows = [...plan.changedVarieties]
    .map((id) => plan.varieties.get(id))
    .filter((v) => v !== undefined);
  if (varietyRows.length) {
    await tx.execute(sql`
      update varieties t set sku = v.sku, price = v.price, purchase_price = v.purchase_price, discount_type = v.discount_type,
        discount = v.discount, discount_until = v.discount_until, updated_at = ${now}::timestamptz
      from jsonb_to_recordset(${json(varietyRows)}) as v(id bigint, sku varchar, price bigint, purchase_price bigint,
        discount_type varchar, discount bigint, discount_until timestamptz)
      where t.id = v.id`);
  }
  if (plan.moves.length) {
    const balances = new Map<number, number>();
    for (const move of plan.moves) balances.set(move.varietyId, move.balance);
    await tx.execute(sql`
      insert into stores (variety_id, balance, created_at, updated_at)
      select v.variety_id, v.balance, ${now}::timestamptz, ${now}::timestamptz
      from jsonb_to_recordset(${json([...balances].map(([variety_id, balance]) => ({ variety_id, balance })))})
        as v(variety_id bigint, balance integer)
      on conflict (variety_id) do update set balance = excluded.balance, updated_at = excluded.updated_at`);
    const log = plan.moves.map((m, ord) => ({
      ord,
      variety_id: m.varietyId,
      product_id: m.productId,
      type: m.type,
      quantity: m.quantity,
      balance: m.balance,
    }));
    await tx.execute(sql`
      insert into store_transactions (store_id, variety_id, product_id, type, quantity, balance, description,
        creator_id, created_at, updated_at)
      select s.id, v.variety_id, v.product_id, v.type, v.quantity, v.balance, ${deps.stockDescription ?? BULK_STOCK_DESCRIPTION},
        ${deps.adminId}, ${now}::timestamptz, ${now}::timestamptz
      from jsonb_to_recordset(${json(log)}) as v(ord integer, variety_id bigint, product_id bigint, type varchar,
        quantity integer, balance integer)
      join stores s on s.variety_id = v.variety_id
      order by v.ord`);
  }
  const pairs = (list: [number, number][]) =>
    list.map(([product_id, category_id]) => ({ product_id, category_id }));
  if (plan.categoryRemoves.length) {
    await tx.execute(sql`
      delete from category_product c using jsonb_to_recordset(${json(pairs(plan.categoryRemoves))})
        as v(product_id bigint, category_id bigint)
      where c.product_id = v.product_id and c.category_id = v.category_id`);
  }
  if (plan.categoryAdds.length) {
    await tx.execute(sql`
      insert into category_product (product_id, category_id)
      select v.product_id, v.category_id
      from jsonb_to_recordset(${json(pairs(plan.categoryAdds))}) as v(product_id bigint, category_id bigint)
      on conflict do nothing`);
  }
  for (const productId of plan.searchChanged) await refreshProductSearch(tx, productId);
  for (const product of plan.emptied) {
    await deps.notifications.notifyAdmins(
      {
        type: PRODUCT_UNAVAILABLE_NOTIFICATION,
        data: {
          product_id: product.id,
          description: productUnavailableDescription(product.title, product.id),
        },
        permissions: PRODUCT_UNAVAILABLE_PERMISSIONS,
      },
      tx,
    );
  }
}
