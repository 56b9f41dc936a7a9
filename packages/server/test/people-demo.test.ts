import { isValidCardNumber, isValidNationalCode } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRoles, customers, miniOrders, sellers, withdraws } from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { DEMO_STEPS, seedDemo } from '../src/seed/demo.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

const NOW = new Date('2025-06-01T08:30:00Z');
const STEPS = ['staff', 'catalogue-reference', 'catalogue-products', 'people', 'shipping', 'orders', 'shop'];

let shop: TestDatabase;
beforeAll(async () => {
  shop = await createTestDatabase();
  await seedBase(shop.database.db, { username: 'root', password: 'root-password-1' });
  await seedDemo(shop.database.db, {
    now: NOW,
    steps: DEMO_STEPS.filter((step) => STEPS.includes(step.name)),
  });
}, 120_000);
afterAll(async () => shop?.destroy());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await shop.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the demo people, wallets and in-person shop', () => {
  it('has about 300 customers with Persian names, valid codes, search keys, roles and addresses', async () => {
    const all = await shop.database.db.select().from(customers);
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const c of all) {
      expect(c.firstName).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
      expect(c.search).toContain(c.mobile);
      if (c.nationalCode) expect(isValidNationalCode(c.nationalCode), c.nationalCode).toBe(true);
      if (c.cardNumber) expect(isValidCardNumber(c.cardNumber), c.cardNumber).toBe(true);
    }
    const roles = await shop.database.db.select().from(customerRoles);
    expect(roles.map((r) => r.name)).toContain('VIP');
    expect(all.some((c) => c.roleId === roles.find((r) => r.name === 'VIP')?.id)).toBe(true);
    const [withAddress] = await rows<{ n: number }>(
      sql`select count(distinct customer_id)::int as n from addresses where deleted_at is null`,
    );
    expect(withAddress?.n).toBeGreaterThanOrEqual(300);
    expect((await shop.database.db.select().from(sellers)).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps every wallet equal to its ledger and never negative, with staff deposits and order refunds', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select w.id from wallets w
      left join (select wallet_id, sum(amount) as s from wallet_transactions group by wallet_id) l on l.wallet_id = w.id
      where w.balance <> coalesce(l.s, 0) or w.balance < 0`);
    expect(wrong).toEqual([]);
    const [kinds] = await rows<{ staff: number; refunds: number; sales: number }>(sql`
      select count(*) filter (where admin_id is not null and type = 'deposit')::int as staff,
             count(*) filter (where order_id is not null)::int as refunds,
             count(*) filter (where meta ? 'mini_order_id')::int as sales
      from wallet_transactions`);
    expect(kinds?.staff).toBeGreaterThan(20);
    expect(kinds?.refunds).toBeGreaterThan(0);
    expect(kinds?.sales).toBeGreaterThan(0);
    const statuses = await shop.database.db
      .select({ status: withdraws.status, n: sql<number>`count(*)::int` })
      .from(withdraws)
      .groupBy(withdraws.status);
    expect(statuses.map((s) => s.status).sort()).toEqual(['canceled', 'paid', 'pending']);
  });

  it('has 90 days of in-person sales whose lines moved stock, with the cashier, and no negative store', async () => {
    const sales = await shop.database.db.select().from(miniOrders);
    expect(sales.length).toBeGreaterThan(150);
    const days = new Set(sales.map((s) => s.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(80);
    expect(sales.every((s) => s.createdAt <= NOW && s.creatorId !== null)).toBe(true);
    expect(sales.every((s) => s.total === s.sellAmount - s.refundAmount - s.discountAmount)).toBe(true);
    const [moves] = await rows<{ lines: number; moves: number; negative: number }>(sql`
      select (select count(*)::int from mini_order_items) as lines,
             (select count(*)::int from store_transactions where mini_order_id is not null) as moves,
             (select count(*)::int from stores where balance < 0) as negative`);
    expect(moves?.moves).toBe(moves?.lines);
    expect(moves?.negative).toBe(0);
  });
});
