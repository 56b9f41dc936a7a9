import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { readCatalogueReference } from '../src/seed/demo-catalogue-reference.ts';
import { seedLargeProducts } from '../src/seed/demo-products-large.ts';
import { productSearchText } from '../src/services/catalogue/products-query.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: { headers: Record<string, string> };
const NOW = new Date('2025-11-01T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const result = await seedDemo(t.db, { now: NOW });
  expect(result.seeded).toBe(true);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every product's search key against what the service would write for it now. */
async function searchKeysDiffer(where: ReturnType<typeof sql>) {
  const list = await rows<{
    id: number;
    title: string;
    sku: string | null;
    barcode: string | null;
    search: string;
    codes: string[] | null;
  }>(
    t.db,
    sql`select p.id, p.title, p.sku, p.barcode, p.search,
          (select array_agg(c order by v.id, o) from varieties v,
             lateral unnest(array[v.sku, v.barcode]) with ordinality as u(c, o)
           where v.product_id = p.id and v.deleted_at is null and c is not null) as codes
        from products p where ${where}`,
  );
  return list.filter((p) => p.search !== productSearchText(p.title, [p.sku, p.barcode, ...(p.codes ?? [])]));
}

describe('the demo catalogue', () => {
  it('has about 200 products across the three departments, each with live varieties and stores', async () => {
    const [summary] = await rows<{
      products: number;
      without_variety: number;
      without_store: number;
      without_category: number;
    }>(
      t.db,
      sql`select count(*)::int as products,
        count(*) filter (where not exists (select 1 from varieties v where v.product_id = p.id and v.deleted_at is null))::int as without_variety,
        (select count(*)::int from varieties v where not exists (select 1 from stores s where s.variety_id = v.id)) as without_store,
        count(*) filter (where not exists (select 1 from category_product c where c.product_id = p.id))::int as without_category
      from products p`,
    );
    expect(summary?.products).toBeGreaterThanOrEqual(190);
    expect(summary?.products).toBeLessThanOrEqual(230);
    expect(summary).toMatchObject({ without_variety: 0, without_store: 0, without_category: 0 });
    const departments = await rows<{ title: string; n: number }>(
      t.db,
      sql`select root.title, count(distinct cp.product_id)::int as n from category_product cp
          join categories leaf on leaf.id = cp.category_id
          join categories mid on mid.id = leaf.parent_id
          join categories root on root.id = mid.parent_id
          group by root.title order by root.title`,
    );
    expect(departments.map((d) => d.title).sort()).toEqual(
      ['پوشاک', 'خانه و آشپزخانه', 'کالای دیجیتال'].sort(),
    );
    for (const d of departments) expect(d.n).toBeGreaterThan(40);
  });

  it('has stock at zero, low and plenty, a log that adds up, and statuses that match it', async () => {
    const [stock] = await rows<{ zero: number; low: number; plenty: number; mismatched: number }>(
      t.db,
      sql`select count(*) filter (where balance = 0)::int as zero,
          count(*) filter (where balance between 1 and 3)::int as low,
          count(*) filter (where balance > 3)::int as plenty,
          count(*) filter (where balance <> coalesce((select sum(case when type = 'increment' then quantity else -quantity end)
            from store_transactions st where st.store_id = s.id), 0))::int as mismatched
        from stores s`,
    );
    expect(stock?.zero).toBeGreaterThan(30);
    expect(stock?.low).toBeGreaterThan(30);
    expect(stock?.plenty).toBeGreaterThan(100);
    expect(stock?.mismatched).toBe(0);
    const [status] = await rows<{ available_empty: number; out_of_stock: number }>(
      t.db,
      sql`select count(*) filter (where status = 'available' and total = 0)::int as available_empty,
          count(*) filter (where status = 'out_of_stock')::int as out_of_stock
        from (select p.status, coalesce(sum(s.balance), 0) as total from products p
              join varieties v on v.product_id = p.id join stores s on s.variety_id = v.id group by p.id) x`,
    );
    expect(status).toMatchObject({ available_empty: 0 });
    expect(status?.out_of_stock).toBeGreaterThan(3);
  });

  it('writes the search key the service writes, and the list finds demo products in Persian', async () => {
    expect(await searchKeysDiffer(sql`true`)).toEqual([]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?search=${encodeURIComponent('پيراهن')}&status=available`,
      headers: boss.headers,
    });
    expect(res.json().data.products.total).toBeGreaterThan(0);
    expect(res.json().data.products.data[0].title).toContain('پیراهن');
  });

  it('generates the large scale’s products consistently (500 here, 100,000 in the large demo)', async () => {
    const ref = await readCatalogueReference(t.db);
    const large = await seedLargeProducts(t.db, ref, { count: 500, now: NOW });
    expect(large.products).toHaveLength(500);
    expect(await searchKeysDiffer(sql`p.sku like 'LG-%'`)).toEqual([]);
    const [check] = await rows<{
      varieties: number;
      defaults: number;
      available_empty: number;
      uncategorised: number;
    }>(
      t.db,
      sql`select (select count(*)::int from varieties v join products p on p.id = v.product_id where p.sku like 'LG-%') as varieties,
        (select count(*)::int from varieties v join products p on p.id = v.product_id where p.sku like 'LG-%' and v.is_default) as defaults,
        (select count(*)::int from products p where p.sku like 'LG-%' and p.status = 'available'
          and not exists (select 1 from varieties v join stores s on s.variety_id = v.id where v.product_id = p.id and s.balance > 0)) as available_empty,
        (select count(*)::int from products p where p.sku like 'LG-%'
          and not exists (select 1 from category_product c where c.product_id = p.id)) as uncategorised`,
    );
    expect(check).toMatchObject({ varieties: 1001, defaults: 166, available_empty: 0, uncategorised: 0 });
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/search?q=${encodeURIComponent('LG-000043-2')}`,
      headers: boss.headers,
    });
    expect(found.json().data.products[0].sku).toBe('LG-000043');
  });
});
