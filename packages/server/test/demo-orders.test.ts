import { ORDER_STATUS_VALUES } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { seedBase } from '../src/seed/base.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { catalogueReferenceStep } from '../src/seed/demo-catalogue-reference.ts';
import { ordersStep } from '../src/seed/demo-orders.ts';
import { seedLargeOrders } from '../src/seed/demo-orders-large.ts';
import { productsStep } from '../src/seed/demo-products.ts';
import { staffStep } from '../src/seed/demo-staff.ts';
import { visitsStep } from '../src/seed/demo-visits.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

const NOW = new Date('2025-10-22T20:50:00Z');
let test: TestDatabase;
let db: Db;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await seedBase(db, { username: 'root', password: 'root-password-1' });
  await seedDemo(db, {
    now: NOW,
    steps: [staffStep, catalogueReferenceStep, productsStep, ordersStep, visitsStep],
  });
});
afterAll(async () => test?.destroy());

describe('the demo orders', () => {
  it('spread 90 days of orders over every status, two still waiting for payment', async () => {
    const counts = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from orders group by status`,
    );
    const by = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    for (const status of ORDER_STATUS_VALUES) expect(by[status], status).toBeGreaterThan(0);
    expect(by.wait_for_payment).toBe(2);
    const [span] = await rows<{ days: number; total: number }>(
      sql`select count(distinct (created_at at time zone 'Asia/Tehran')::date)::int as days, count(*)::int as total from orders`,
    );
    expect(span?.days).toBeGreaterThanOrEqual(88);
    expect(span?.total).toBeGreaterThan(500);
  });

  it('sells more on Thursdays and Fridays and in the evening', async () => {
    const [r] = await rows<{ weekend: number; weekday: number; evening: number; morning: number }>(sql`
      select avg(n) filter (where dow in (4, 5)) as weekend, avg(n) filter (where dow not in (4, 5)) as weekday,
        (select count(*) from orders where extract(hour from created_at at time zone 'Asia/Tehran') between 18 and 22) as evening,
        (select count(*) from orders where extract(hour from created_at at time zone 'Asia/Tehran') between 3 and 7) as morning
      from (select extract(dow from (created_at at time zone 'Asia/Tehran')::date) as dow, (created_at at time zone 'Asia/Tehran')::date as d, count(*) as n
            from orders group by 1, 2) x`);
    expect(Number(r?.weekend)).toBeGreaterThan(Number(r?.weekday));
    expect(Number(r?.evening)).toBeGreaterThan(3 * Number(r?.morning));
  });

  it('keeps each order’s cached totals equal to its lines', async () => {
    const bad = await rows(sql`
      select o.id from orders o join (
        select order_id, count(*) as c, sum(quantity) as q, sum(amount * quantity) as a
        from order_items where status = 1 group by order_id) i on i.order_id = o.id
      where o.items_count <> i.c or o.items_quantity <> i.q or o.items_amount <> i.a
        or o.total_amount <> greatest(0, i.a + o.shipping_amount - o.discount_amount)`);
    expect(bad).toEqual([]);
    const [empty] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
    );
    expect(empty?.n).toBe(0);
  });

  it('gives paid orders a successful invoice and payment, a log from wait_for_payment, and delivery times', async () => {
    const bad = await rows(sql`
      select o.id, o.status from orders o
      where (o.status in ('new', 'reserved', 'in_progress', 'delivered') and (o.paid_at is null or o.paid_amount <> o.total_amount
          or not exists (select 1 from invoices v join payments p on p.invoice_id = v.id
                         where v.order_id = o.id and v.status = 'success' and p.status = 'success' and p.amount = o.total_amount)))
        or (o.status in ('failed', 'wait_for_payment') and (o.paid_at is not null or o.paid_amount <> 0
          or exists (select 1 from payments p join invoices v on v.id = p.invoice_id where v.order_id = o.id and p.status = 'success')))
        or ((o.status = 'delivered') <> (o.delivered_at is not null))
        or (select status from order_status_logs l where l.order_id = o.id order by created_at, id limit 1) <> 'wait_for_payment'
        or (select status from order_status_logs l where l.order_id = o.id order by created_at desc, id desc limit 1) <> o.status`);
    expect(bad).toEqual([]);
  });

  it('refunds canceled paid orders to the wallet and returns their stock', async () => {
    const canceled = await rows<{
      id: number;
      paid: number;
      refunded: number;
      out: number;
      back: number;
    }>(sql`
      select o.id, o.paid_amount as paid,
        coalesce((select sum(amount) from wallet_transactions w where w.order_id = o.id and w.type = 'deposit'), 0) as refunded,
        (select coalesce(sum(quantity), 0) from store_transactions s where s.order_id = o.id and s.type = 'decrement') as out,
        (select coalesce(sum(quantity), 0) from store_transactions s where s.order_id = o.id and s.type = 'increment') as back
      from orders o where o.status = 'canceled' and o.paid_at is not null`);
    expect(canceled.length).toBeGreaterThan(0);
    for (const c of canceled) {
      expect(Number(c.refunded), `order ${c.id}`).toBe(Number(c.paid));
      expect(Number(c.back), `order ${c.id}`).toBe(Number(c.out));
    }
    const [ledger] = await rows<{ bad: number }>(sql`
      select count(*)::int as bad from wallets w
      where w.balance <> (select coalesce(sum(amount), 0) from wallet_transactions t where t.wallet_id = w.id)`);
    expect(ledger?.bad).toBe(0);
  });

  it('moves stock for every paid line and keeps each shelf’s history non-negative and equal to its balance', async () => {
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from order_items i join orders o on o.id = i.order_id
      where o.paid_at is not null and not exists (
        select 1 from store_transactions s where s.order_id = o.id and s.variety_id = i.variety_id
          and s.type = 'decrement' and s.quantity = i.quantity)`);
    expect(missing?.n).toBe(0);
    const [history] = await rows<{ negative: number; mismatched: number }>(sql`
      select
        (select count(*)::int from (select sum(case when type = 'increment' then quantity else -quantity end)
            over (partition by variety_id order by created_at, id) as running from store_transactions) r where running < 0) as negative,
        (select count(*)::int from stores s where s.balance <> coalesce((select sum(case when type = 'increment' then quantity else -quantity end)
            from store_transactions t where t.variety_id = s.variety_id), 0)) as mismatched`);
    expect(history).toEqual({ negative: 0, mismatched: 0 });
  });

  it('writes 90 days of site visits', async () => {
    const [v] = await rows<{ days: number; n: number }>(
      sql`select count(distinct (created_at at time zone 'Asia/Tehran')::date)::int as days, count(*)::int as n from visits where created_at <= ${NOW.toISOString()}::timestamptz`,
    );
    // Twenty minutes into today: no visit yet before 08:00.
    expect(v?.days).toBe(89);
    expect(v?.n).toBeGreaterThan(90 * 150);
  });

  it('adds the large scale’s orders in chunks, with totals equal to their lines and paid ones invoiced', async () => {
    const [before] = await rows<{ n: number; last: number }>(
      sql`select count(*)::int as n, coalesce(max(id), 0)::int as last from orders`,
    );
    const written = await seedLargeOrders(db, { now: NOW, count: 2500, chunk: 1000 });
    expect(written).toBe(2500);
    const [after] = await rows<{ n: number; items: number }>(
      sql`select count(*)::int as n, (select count(*)::int from order_items) as items from orders`,
    );
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(2500);
    const bad = await rows(sql`
      select o.id from orders o left join (
        select order_id, count(*) as c, sum(quantity) as q, sum(amount * quantity) as a from order_items group by order_id) i
        on i.order_id = o.id
      where o.id > ${before?.last ?? 0} and (i.c is null or o.items_count <> i.c or o.items_quantity <> i.q or o.items_amount <> i.a
        or o.total_amount <> greatest(0, i.a + o.shipping_amount - o.discount_amount)
        or (o.paid_at is not null and not exists (select 1 from invoices v join payments p on p.invoice_id = v.id
             where v.order_id = o.id and v.status = 'success' and p.amount = o.total_amount))
        or (select count(*) from order_status_logs l where l.order_id = o.id) < 2)`);
    expect(bad).toEqual([]);
    const statuses = await rows<{ status: string }>(
      sql`select distinct status from orders where created_at < ${new Date(NOW.getTime() - 91 * 86_400_000).toISOString()}::timestamptz`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['canceled', 'delivered', 'failed', 'in_progress', 'new', 'reserved'].sort(),
    );
  });
});
