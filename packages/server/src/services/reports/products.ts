import { normalizePersian } from '@shop-admin/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { num, readChannel, readInteger, readRange, rowsOf, type SqlRow } from './common.ts';
import { salesLines } from './sales.ts';

/** One product's sales. */
export interface ProductReportRow {
  product_id: number;
  title: string;
  sku: string | null;
  sell_quantity: number;
  total_sale: number;
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * Product sales (quantity and amount), biggest amount first, with filters: date range, channel
 * (`report_mini_product`), title search, category, brand.
 */
export async function productsReport(
  db: Db,
  filters: Record<string, string>,
  page: { limit: number; offset: number } | null,
) {
  const lines = salesLines(readChannel(filters), readRange(filters));
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search)
    conditions.push(sql`${foldedPersian(sql`p.title`)} like ${`%${likeLiteral(normalizePersian(search))}%`}`);
  const category = readInteger(filters, 'category_id', 'دسته‌بندی');
  if (category !== null) {
    conditions.push(
      sql`exists (select 1 from category_product cp where cp.product_id = p.id and cp.category_id = ${category})`,
    );
  }
  const brand = readInteger(filters, 'brand_id', 'برند');
  if (brand !== null) conditions.push(sql`p.brand_id = ${brand}`);
  const grouped = sql`select p.id as product_id, p.title, p.sku, sum(l.quantity) as sell_quantity,
      sum(l.total) as total_sale
    from (${lines}) l join products p on p.id = l.product_id
    ${where(conditions)}
    group by p.id, p.title, p.sku`;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await rowsOf<SqlRow<'product_id' | 'title' | 'sku' | 'sell_quantity' | 'total_sale'>>(
    db,
    sql`${grouped} order by total_sale desc, product_id asc ${paging}`,
  );
  const [totals] = await rowsOf<SqlRow<'n' | 'quantity' | 'total'>>(
    db,
    sql`select count(*) as n, coalesce(sum(sell_quantity), 0) as quantity, coalesce(sum(total_sale), 0) as total
        from (${grouped}) g`,
  );
  return {
    items: rows.map(
      (row): ProductReportRow => ({
        product_id: num(row.product_id),
        title: String(row.title ?? ''),
        sku: (row.sku as string | null) ?? null,
        sell_quantity: num(row.sell_quantity),
        total_sale: num(row.total_sale),
      }),
    ),
    total: num(totals?.n),
    sum_quantity: num(totals?.quantity),
    sum_total: num(totals?.total),
  };
}
