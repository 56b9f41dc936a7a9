import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { num, readChannel, readInteger, readRange, rowsOf, type SqlRow } from './common.ts';
import { salesLines } from './sales.ts';

/** One variety's sales, with the variety as Shopit nests it. */
export interface VarietyReportRow {
  variety: { id: number; product_id: number; product_title: string; title: string; sku: string | null };
  quantity: number;
  total: number;
}

/**
 * Variety sales (`report_mini_product` 0 online, 1 in-person, 2 both), for one product or all,
 * most sold first: `{variety_reports, no_variety, sum_quantity, sum_total}`. `no_variety` tells a
 * chosen product has no live varieties.
 */
export async function varietiesReport(db: Db, filters: Record<string, string>) {
  const lines = salesLines(readChannel(filters), readRange(filters));
  const product = readInteger(filters, 'product_id', 'شناسه محصول');
  const productCondition = product === null ? sql`` : sql`where l.product_id = ${product}`;
  const rows = await rowsOf<
    SqlRow<'id' | 'product_id' | 'product_title' | 'name' | 'sku' | 'quantity' | 'total'>
  >(
    db,
    sql`select v.id, v.product_id, p.title as product_title, v.name, v.sku,
          sum(l.quantity) as quantity, sum(l.total) as total
        from (${lines}) l join varieties v on v.id = l.variety_id join products p on p.id = v.product_id
        ${productCondition}
        group by v.id, v.product_id, p.title, v.name, v.sku
        order by quantity desc, v.id asc`,
  );
  const variety_reports: VarietyReportRow[] = rows.map((row) => ({
    variety: {
      id: num(row.id),
      product_id: num(row.product_id),
      product_title: String(row.product_title ?? ''),
      title: String(row.name ?? ''),
      sku: (row.sku as string | null) ?? null,
    },
    quantity: num(row.quantity),
    total: num(row.total),
  }));
  let no_variety = false;
  if (product !== null) {
    const [live] = await rowsOf<SqlRow<'n'>>(
      db,
      sql`select count(*) as n from varieties where product_id = ${product} and deleted_at is null`,
    );
    no_variety = num(live?.n) === 0;
  }
  return {
    variety_reports,
    no_variety,
    sum_quantity: variety_reports.reduce((sum, row) => sum + row.quantity, 0),
    sum_total: variety_reports.reduce((sum, row) => sum + row.total, 0),
  };
}
