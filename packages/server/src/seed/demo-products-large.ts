import { normalizePersian } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { CatalogueReference } from './demo-catalogue-reference.ts';
import { LARGE_MODELS, LARGE_NAMES } from './demo-products-data.ts';

/** The unit of the generated products. */
const PIECE = 'عدد';
type Rows<T> = { rows: T[] };
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textArray = (value: readonly string[]) => sql`array(select jsonb_array_elements_text(${json(value)}))`;
const idArray = (value: readonly number[]) =>
  sql`array(select (jsonb_array_elements_text(${json(value)}))::bigint)`;

/**
 * The large scale's volume: `count` generated products (`LG-000001` …, titles such as
 * «کیف چرمی کد 123») with one to three varieties each (a hidden default one, or colours), stock with
 * about a ninth of the varieties at zero, their first movement in the log, categories, brands, and the
 * Persian search key, all with INSERT … SELECT over generate_series, so 100,000 products take seconds
 * rather than the minutes row-by-row inserts would. The search key is the one productSearchText builds:
 * the normalised words (normalizePersian, computed here per word), the spaceless title and the codes.
 */
export async function seedLargeProducts(
  db: Db,
  ref: CatalogueReference,
  options: { count: number; now: Date },
): Promise<{ products: { id: number; title: string }[]; rows: number }> {
  const { count, now } = options;
  const leafByTitle = new Map(ref.leaves.map((leaf) => [leaf.path[leaf.path.length - 1], leaf]));
  const names = LARGE_NAMES.map(([word]) => word);
  const leafIds = LARGE_NAMES.map(([, leaf]) => leafByTitle.get(leaf)?.id ?? 0);
  const brandIds = LARGE_NAMES.map(([, leaf], i) => {
    const department = leafByTitle.get(leaf)?.department;
    const list = department ? ref.brands[department] : [];
    return list.length ? (list[i % list.length]?.id ?? 0) : 0;
  });
  const colorIds = ref.colors.map((c) => c.id);
  const unitId = ref.units[PIECE] ?? null;
  const at = now.toISOString();
  if (colorIds.length < 3) throw new Error('the large demo needs at least three colours');

  await db.execute(sql`
    with w as (
      select ${textArray(names)} as names, ${textArray(names.map(normalizePersian))} as nnames,
        ${textArray(LARGE_MODELS)} as models, ${textArray(LARGE_MODELS.map(normalizePersian))} as nmodels,
        ${idArray(brandIds)} as brands
    ), g as (
      select g, (g * 7) % ${names.length} + 1 as ni, (g * 13) % ${LARGE_MODELS.length} + 1 as mi, 1 + g % 3 as k,
        'LG-' || lpad(g::text, 6, '0') as sku, '627' || lpad(g::text, 10, '0') as barcode,
        ((g * 7919) % 400 + 10) * 10000 as price,
        ${at}::timestamptz - ((g % 365) * interval '1 day') - (((g * 37) % 1440) * interval '1 minute') as ts
      from generate_series(1, ${count}) g
    )
    insert into products (title, slug, short_description, unit_price, purchase_price, sku, barcode, brand_id, unit_id,
      status, approved_at, published_at, search, created_at, updated_at)
    select w.names[ni] || ' ' || w.models[mi] || ' کد ' || g, 'lg-' || g,
      'تولید انبوه برای آزمون کارایی: ' || w.names[ni] || ' ' || w.models[mi],
      price, round(price * 0.7 / 10000) * 10000, sku, barcode, nullif(w.brands[ni], 0), ${unitId},
      case when g % 10 = 0 then 'draft' when g % 23 = 0 then 'soon' else 'available' end,
      case when g % 10 = 0 then null else ts end, ts,
      (w.nnames[ni] || ' ' || w.nmodels[mi] || ' کد ' || g) || ' | '
        || replace(w.nnames[ni] || ' ' || w.nmodels[mi] || ' کد ' || g, ' ', '') || ' | ' || lower(sku) || ' | ' || barcode
        || (select coalesce(string_agg(' | ' || lower(sku) || '-' || j, '' order by j), '')
            from generate_series(1, case when k = 1 then 0 else k end) j),
      ts, ts
    from g, w`);

  await db.execute(sql`
    with c as (select ${idArray(colorIds)} as colors)
    insert into varieties (product_id, color_id, price, purchase_price, sku, is_default, combination_key, "order",
      created_at, updated_at)
    select p.id, case when p.k = 1 then null else c.colors[(p.g + j) % ${colorIds.length} + 1] end,
      p.unit_price + (j - 1) * 50000, p.purchase_price, case when p.k = 1 then null else p.sku || '-' || j end,
      p.k = 1, case when p.k = 1 then '0:' else c.colors[(p.g + j) % ${colorIds.length} + 1]::text || ':' end,
      j - 1, p.created_at, p.created_at
    from (select id, sku, unit_price, purchase_price, created_at, substr(sku, 4)::int as g,
            1 + substr(sku, 4)::int % 3 as k
          from products where sku like 'LG-%') p
    cross join lateral generate_series(1, p.k) j
    cross join c`);

  await db.execute(sql`
    insert into stores (variety_id, balance, created_at, updated_at)
    select v.id, case when v.id % 9 = 0 then 0 when v.id % 7 = 0 then 1 + v.id % 3 else 4 + v.id % 37 end,
      v.created_at, ${at}::timestamptz
    from varieties v join products p on p.id = v.product_id where p.sku like 'LG-%'`);

  await db.execute(sql`
    insert into store_transactions (store_id, variety_id, product_id, type, quantity, balance, description,
      created_at, updated_at)
    select s.id, v.id, v.product_id, 'increment', s.balance, s.balance, 'موجودی اولیه', v.created_at, v.created_at
    from stores s join varieties v on v.id = s.variety_id join products p on p.id = v.product_id
    where p.sku like 'LG-%' and s.balance > 0`);

  await db.execute(sql`
    update products p set status = 'out_of_stock'
    where p.sku like 'LG-%' and p.status = 'available' and not exists (
      select 1 from varieties v join stores s on s.variety_id = v.id
      where v.product_id = p.id and v.deleted_at is null and s.balance > 0)`);

  await db.execute(sql`
    with l as (select ${idArray(leafIds)} as leaves)
    insert into category_product (product_id, category_id)
    select p.id, l.leaves[(substr(p.sku, 4)::int * 7) % ${names.length} + 1]
    from products p, l
    where p.sku like 'LG-%' and l.leaves[(substr(p.sku, 4)::int * 7) % ${names.length} + 1] > 0`);

  const made = (
    (await db.execute(
      sql`select id, title from products where sku like 'LG-%' order by id`,
    )) as unknown as Rows<{
      id: number | string;
      title: string;
    }>
  ).rows.map((row) => ({ id: Number(row.id), title: row.title }));
  const [varietyCount] = (
    (await db.execute(
      sql`select count(*)::int as n from varieties v join products p on p.id = v.product_id where p.sku like 'LG-%'`,
    )) as unknown as Rows<{ n: number }>
  ).rows;
  return { products: made, rows: made.length + 2 * Number(varietyCount?.n ?? 0) };
}
