import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, stores, storeTransactions } from '../src/db/schema/index.ts';
import { type CatalogueReference, createProduct, seedCatalogueReference } from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

// Runs on PGlite by default and on PostgreSQL with DATABASE_URL (a pool of 10 real connections, so the
// requests truly overlap there).
let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: Awaited<ReturnType<typeof t.adminWith>>;

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const move = (varietyId: number, type: 'increment' | 'decrement', quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/stores',
    headers: boss.headers,
    payload: { variety_id: varietyId, type, quantity },
  });

const balanceOf = async (varietyId: number) =>
  (await t.db.select().from(stores).where(eq(stores.varietyId, varietyId)))[0]?.balance;
const logOf = (varietyId: number) =>
  t.db.select().from(storeTransactions).where(eq(storeTransactions.varietyId, varietyId));

describe(`concurrent stock movements (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets exactly 10 of 50 concurrent decrements of 1 through on a stock of 10', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'هدفون بی‌سیم',
      unit_price: 3_200_000,
      status: 'available',
      stock: 10,
    });
    const varietyId = product.varieties[0]?.id as number;
    const answers = await Promise.all(Array.from({ length: 50 }, () => move(varietyId, 'decrement')));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(40);
    for (const res of answers.filter((r) => r.statusCode === 422))
      expect(res.json().code).toBe('insufficient_stock');
    expect(await balanceOf(varietyId)).toBe(0);
    const log = await logOf(varietyId);
    const decrements = log.filter((row) => row.type === 'decrement');
    expect(decrements).toHaveLength(10);
    // Each decrement saw its own balance: 9, 8, … 0, each exactly once.
    expect(decrements.map((row) => row.balance).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    // The product ran out once: one notification per recipient, not one per racing request.
    const sent = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'ProductUnavailableNotification'));
    const recipients = sent.map((row) => row.notifiableId);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(sent.every((row) => (row.data as { product_id: number }).product_id === product.id)).toBe(true);
  });

  it('never loses an increment among racing decrements and never goes below zero', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'پاوربانک',
      unit_price: 900_000,
      stock: 0,
    });
    const varietyId = product.varieties[0]?.id as number;
    const work = Array.from({ length: 60 }, (_, i) =>
      move(varietyId, i % 2 ? 'decrement' : 'increment', 1 + (i % 3)),
    );
    const answers = await Promise.all(work);
    const log = await logOf(varietyId);
    const ok = answers.filter((res) => res.statusCode === 201).map((res) => res.json().data.transaction);
    expect(log).toHaveLength(ok.length);
    const expected = log.reduce(
      (sum, row) => sum + (row.type === 'increment' ? row.quantity : -row.quantity),
      0,
    );
    expect(await balanceOf(varietyId)).toBe(expected);
    expect(log.every((row) => row.balance >= 0)).toBe(true);
    // Replaying the log in id order gives each row's recorded balance.
    let running = 0;
    for (const row of [...log].sort((a, b) => a.id - b.id)) {
      running += row.type === 'increment' ? row.quantity : -row.quantity;
      expect(row.balance).toBe(running);
    }
  });

  it('marks the product out of stock when its last two varieties empty at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const product = await createProduct(t.app, boss.headers, {
        title: `کوله‌پشتی ${round}`,
        unit_price: 1_100_000,
        status: 'available',
        varieties: [
          { attribute_value_ids: [ref.sizes.S.id], price: 1_100_000, stock: 1 },
          { attribute_value_ids: [ref.sizes.L.id], price: 1_100_000, stock: 1 },
        ],
      });
      const [a, b] = product.varieties.map((v) => v.id) as [number, number];
      const answers = await Promise.all([move(a, 'decrement'), move(b, 'decrement')]);
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${product.id}`,
        headers: boss.headers,
      });
      expect(res.json().data.product.status).toBe('out_of_stock');
    }
  });
});
