import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Orders the large scale adds. */
export const LARGE_ORDERS = 1_000_000;
/** Orders per INSERT … SELECT: bounded statements (PGlite holds each in memory). */
const CHUNK = 100_000;

type Rows<T> = { rows: T[] };

/**
 * A deterministic number in [0, m) for order g and a salt (hashint4, so the same g gives the same
 * lines in every statement that recomputes them).
 */
const h = (expr: string, m: number) => sql.raw(`((hashint4(${expr}) & 2147483647) % ${m})`);

/**
 * The large scale's volume for the orders list benchmark: `LARGE_ORDERS` parent orders with one or two
 * lines each, placed one a minute over the ~two years before the small demo's 90 days, mostly
 * delivered (about 6% failed at the gateway, 4% canceled by staff before payment, 1–2% each new,
 * reserved and in progress), from the demo's
 * customers and every sellable variety (the 100,000 generated products included). Each order's cached
 * totals are computed from the same expressions as its lines; paid ones have a successful invoice and
 * payment, and each order two status-log rows (placed, then its final status). Written with
 * INSERT … SELECT over generate_series, a chunk at a time. These orders are history older than the
 * catalogue's stock count: they write no stock movements (the balances stay the catalogue's).
 */
export async function seedLargeOrders(
  db: Db,
  options: { now: Date; count?: number; chunk?: number },
): Promise<number> {
  // One connection throughout (the temp tables live in it): the seed's transaction, or a new one.
  return db.transaction((tx) => writeLargeOrders(tx as unknown as Db, options));
}

async function writeLargeOrders(
  db: Db,
  options: { now: Date; count?: number; chunk?: number },
): Promise<number> {
  const total = options.count ?? LARGE_ORDERS;
  const chunk = options.chunk ?? CHUNK;
  const newest = new Date(options.now.getTime() - 91 * 86_400_000).toISOString();
  await db.execute(sql`
    create temp table large_customers as
    select row_number() over (order by a.customer_id) as rn, a.customer_id, a.id as address_id,
      jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name, 'mobile', a.mobile,
        'province', jsonb_build_object('id', p.id, 'name', p.name), 'city', jsonb_build_object('id', c.id, 'name', c.name),
        'postal_code', a.postal_code, 'address', a.address) as snapshot,
      p.id as province_id, c.id as city_id, a.first_name || ' ' || a.last_name as receiver
    from (select distinct on (customer_id) * from addresses where deleted_at is null order by customer_id, id) a
    join cities c on c.id = a.city_id join provinces p on p.id = c.province_id`);
  await db.execute(sql`
    create temp table large_varieties as
    select row_number() over (order by v.id) as rn, v.id as variety_id, v.product_id, v.price,
      jsonb_build_object('product_title', pr.title, 'sku', coalesce(v.sku, pr.sku), 'price', v.price) as extra
    from varieties v join products pr on pr.id = v.product_id
    where v.deleted_at is null and pr.approved_at is not null and pr.status <> 'draft'`);
  const [pool] = (
    (await db.execute(sql`
      select (select count(*) from large_customers)::int as customers, (select count(*) from large_varieties)::int as varieties,
        (select coalesce(array_agg(id order by id), '{}') from shippings)::bigint[] as shippings`)) as unknown as Rows<{
      customers: number;
      varieties: number;
      shippings: (number | string)[];
    }>
  ).rows;
  const customers = Number(pool?.customers ?? 0);
  const varietyCount = Number(pool?.varieties ?? 0);
  const shippingIds = (pool?.shippings ?? []).map(Number);
  if (!customers || !varietyCount || !shippingIds.length) return 0;
  const shippingArray = sql.raw(`(array[${shippingIds.join(',')}]::bigint[])`);

  // On failure the transaction rolls back and takes the temp tables with it.
  const rows = await writeChunks();
  await db.execute(sql`drop table large_customers, large_varieties`);
  return rows;

  async function writeChunks(): Promise<number> {
    let rows = 0;
    for (let from = 1; from <= total; from += chunk) {
      const to = Math.min(total, from + chunk - 1);
      const [base] = (
        (await db.execute(sql`select coalesce(max(id), 0)::bigint as id from orders`)) as unknown as Rows<{
          id: number | string;
        }>
      ).rows;
      const after = Number(base?.id ?? 0);
      // Lines of order g: k = 1 or 2, variety and quantity from hashes of g; the totals repeat them.
      const lines = sql`
      select g, j, v.variety_id, v.product_id, v.price, v.extra, 1 + ${h('g * 5 + j', 5)} / 4 as qty
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral generate_series(1, 1 + ${h('g * 3', 2)}) j
      join large_varieties v on v.rn = 1 + ${h('g * 7 + j * 104729', varietyCount)}`;
      await db.execute(sql`
      with l as (${lines}), s as (
        select g, count(*)::int as c, sum(qty)::int as q, sum(price * qty)::bigint as a from l group by g
      ), o as (
        select s.*, ${h('g * 11', 100)} as r, ${newest}::timestamptz - (g * interval '1 minute') - (${h('g * 13', 50)} * interval '1 second') as ts,
          ${shippingArray}[1 + ${h('g * 17', shippingIds.length)}] as shipping_id, case when s.a >= 1500000 then 0 else 45000 end as ship,
          case when ${h('g * 19', 100)} < 7 then (s.a / 10 / 10000) * 10000 else 0 end as disc
        from s
      )
      insert into orders (customer_id, address_id, address, province_id, city_id, receiver, shipping_id, shipping_amount,
        discount_amount, status, status_detail, reserved, reserved_at, paid_at, delivered_at, tracking_code,
        items_count, items_quantity, items_amount, total_amount, paid_amount, created_at, updated_at)
      select c.customer_id, c.address_id, c.snapshot, c.province_id, c.city_id, c.receiver, o.shipping_id, o.ship, o.disc,
        st.status, case when st.status = 'failed' then 'خطا بدلیل عدم پرداخت توسط کاربر' end,
        st.status = 'reserved', case when st.status = 'reserved' then o.ts + interval '3 minute' end,
        case when st.status not in ('failed', 'canceled') then o.ts + interval '3 minute' end,
        case when st.status = 'delivered' then o.ts + interval '2 day' end,
        case when st.status = 'delivered' then lpad((g::bigint * 7919)::text, 24, '0') end,
        o.c, o.q, o.a, greatest(0, o.a + o.ship - o.disc),
        case when st.status in ('failed', 'canceled') then 0 else greatest(0, o.a + o.ship - o.disc) end, o.ts,
        o.ts + case when st.status = 'failed' then interval '15 minute' else interval '2 day' end
      from o
      join large_customers c on c.rn = 1 + ${h('g * 23', customers)}
      cross join lateral (select case when o.r < 6 then 'failed' when o.r < 10 then 'canceled' when o.r < 12 then 'new'
        when o.r < 13 then 'reserved' when o.r < 15 then 'in_progress' else 'delivered' end as status) st
      order by g`);
      const [check] = (
        (await db.execute(
          sql`select count(*)::int as n, min(id)::bigint as lo, max(id)::bigint as hi from orders where id > ${after}`,
        )) as unknown as Rows<{ n: number; lo: number | string; hi: number | string }>
      ).rows;
      const count = to - from + 1;
      const first = Number(check?.lo);
      if (Number(check?.n) !== count || Number(check?.hi) !== first + count - 1) {
        throw new Error(`large orders ${from}..${to} did not get consecutive ids: ${JSON.stringify(check)}`);
      }
      // Order id = first + (g - from): the lines are recomputed from g with the same expressions.
      await db.execute(sql`
      with l as (${lines})
      insert into order_items (order_id, product_id, variety_id, quantity, amount, extra, created_at, updated_at)
      select ${first}::bigint + (l.g - ${from}), l.product_id, l.variety_id, l.qty, l.price, l.extra, o.created_at, o.created_at
      from l join orders o on o.id = ${first}::bigint + (l.g - ${from})`);
      await db.execute(sql`
      insert into order_status_logs (order_id, from_status, status, description, created_at, updated_at)
      select id, null, 'wait_for_payment', 'ثبت سفارش', created_at, created_at from orders where id >= ${first}
      union all
      select id, 'wait_for_payment', status, null, updated_at, updated_at from orders where id >= ${first}`);
      await db.execute(sql`
      insert into invoices (order_id, amount, status, status_detail, created_at, updated_at)
      select id, total_amount, case when paid_at is null then 'failed' else 'success' end,
        status_detail, created_at, coalesce(paid_at, updated_at)
      from orders where id >= ${first}`);
      await db.execute(sql`
      insert into payments (invoice_id, gateway, transaction_id, tracking_code, amount, status, created_at, updated_at)
      select i.id, (array['zarinpal', 'saman', 'behpardakht', 'parsian'])[1 + i.id % 4], 'lg-' || i.id,
        lpad((i.id * 31)::text, 12, '0'), i.amount, 'success', i.updated_at, i.updated_at
      from invoices i where i.order_id >= ${first} and i.status = 'success'`);
      rows += count;
    }
    return rows;
  }
}
