import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * `column IN (the values)` with the values sent as one JSON parameter: thousands of ids or SKUs stay
 * one bind parameter (PostgreSQL caps a statement at 65535), the same on PGlite and PostgreSQL.
 */
export function inJson(
  column: AnyPgColumn | SQL,
  values: readonly (number | string)[],
  type: 'bigint' | 'text',
): SQL {
  return sql`${column} in (select (jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)})`;
}

type Rows<T> = { rows: T[] };

/** Runs a raw statement and returns its rows (both drivers answer `{rows}`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Product state the bulk editor reads and writes. */
export interface BulkProduct {
  id: number;
  title: string;
  sku: string | null;
  status: string;
  unit_price: number;
  purchase_price: number | null;
  discount_type: string | null;
  discount: number | null;
  discount_until: string | null;
  approved_at: string | null;
}

/** Variety state the bulk editor reads and writes (live varieties only). */
export interface BulkVariety {
  id: number;
  product_id: number;
  sku: string | null;
  is_default: boolean;
  price: number;
  purchase_price: number | null;
  discount_type: string | null;
  discount: number | null;
  discount_until: string | null;
  store_id: number | null;
  balance: number;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Products by id, optionally locked (FOR UPDATE, in id order). */
export async function loadProducts(db: Db, ids: readonly number[], lock: boolean): Promise<BulkProduct[]> {
  if (!ids.length) return [];
  // The same columns as the driver answers them (numbers may come as text): read one by one below.
  const rows = await rowsOf<Record<keyof BulkProduct, unknown>>(
    db,
    sql`select id, title, sku, status, unit_price, purchase_price, discount_type, discount, discount_until, approved_at
        from products where ${inJson(sql`id`, ids, 'bigint')} order by id ${lock ? sql`for update` : sql``}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    sku: (r.sku as string | null) ?? null,
    status: String(r.status),
    unit_price: Number(r.unit_price),
    purchase_price: num(r.purchase_price),
    discount_type: (r.discount_type as string | null) ?? null,
    discount: num(r.discount),
    discount_until: iso(r.discount_until),
    approved_at: iso(r.approved_at),
  }));
}

/** The live varieties of these products with their balances; their stores locked when asked. */
export async function loadVarieties(
  db: Db,
  productIds: readonly number[],
  lock: boolean,
): Promise<BulkVariety[]> {
  if (!productIds.length) return [];
  const live = sql`select id from varieties where deleted_at is null and ${inJson(sql`product_id`, productIds, 'bigint')}`;
  if (lock) {
    // Stores before products, the order a stock movement takes them in, so the two never wait on each
    // other in a circle; the balances read next are then the ones this transaction will change.
    await db.execute(sql`select id from stores where variety_id in (${live}) order by id for update`);
  }
  const rows = await rowsOf<Record<keyof BulkVariety, unknown>>(
    db,
    sql`select v.id, v.product_id, v.sku, v.is_default, v.price, v.purchase_price, v.discount_type, v.discount,
          v.discount_until, s.id as store_id, coalesce(s.balance, 0) as balance
        from varieties v left join stores s on s.variety_id = v.id
        where v.deleted_at is null and ${inJson(sql`v.product_id`, productIds, 'bigint')}
        order by v.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    product_id: Number(r.product_id),
    sku: (r.sku as string | null) ?? null,
    is_default: r.is_default === true || r.is_default === 't',
    price: Number(r.price),
    purchase_price: num(r.purchase_price),
    discount_type: (r.discount_type as string | null) ?? null,
    discount: num(r.discount),
    discount_until: iso(r.discount_until),
    store_id: num(r.store_id),
    balance: Number(r.balance),
  }));
}

/** Category ids of each product. */
export async function loadCategories(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>(productIds.map((id) => [id, new Set<number>()]));
  if (!productIds.length) return out;
  const rows = await rowsOf<{ product_id: unknown; category_id: unknown }>(
    db,
    sql`select product_id, category_id from category_product where ${inJson(sql`product_id`, productIds, 'bigint')}`,
  );
  for (const row of rows) out.get(Number(row.product_id))?.add(Number(row.category_id));
  return out;
}

/** Which of these category ids exist. */
export async function existingCategories(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await rowsOf<{ id: unknown }>(
    db,
    sql`select id from categories where ${inJson(sql`id`, ids, 'bigint')}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** Targets by address: products by id or SKU, live varieties by id or SKU. */
export async function resolveAddresses(
  db: Db,
  addresses: { ids: number[]; varietyIds: number[]; skus: string[] },
) {
  const [byId, varietiesById, varietiesBySku, productsBySku] = await Promise.all([
    addresses.ids.length
      ? rowsOf<{ id: unknown }>(
          db,
          sql`select id from products where ${inJson(sql`id`, addresses.ids, 'bigint')}`,
        )
      : [],
    addresses.varietyIds.length
      ? rowsOf<{ id: unknown; product_id: unknown }>(
          db,
          sql`select id, product_id from varieties where deleted_at is null and ${inJson(sql`id`, addresses.varietyIds, 'bigint')}`,
        )
      : [],
    addresses.skus.length
      ? rowsOf<{ id: unknown; product_id: unknown; sku: string }>(
          db,
          sql`select id, product_id, sku from varieties where deleted_at is null and ${inJson(sql`sku`, addresses.skus, 'text')}`,
        )
      : [],
    addresses.skus.length
      ? rowsOf<{ id: unknown; sku: string }>(
          db,
          sql`select id, sku from products where ${inJson(sql`sku`, addresses.skus, 'text')}`,
        )
      : [],
  ]);
  return {
    products: new Set(byId.map((r) => Number(r.id))),
    varieties: new Map(varietiesById.map((r) => [Number(r.id), Number(r.product_id)])),
    varietySkus: new Map(
      varietiesBySku.map((r) => [r.sku, { id: Number(r.id), productId: Number(r.product_id) }]),
    ),
    productSkus: new Map(productsBySku.map((r) => [r.sku, Number(r.id)])),
  };
}
