import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, storeTransactions } from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

let test: TestDatabase;
let moves: (typeof storeTransactions.$inferSelect)[];
let shelves: Map<number, number>;

beforeAll(async () => {
  test = await createTestDatabase();
  const { db } = test.database;
  await seedBase(db, { username: 'root', password: 'root-password-1' });
  // The whole demo, as the first `npm start` writes it.
  const demo = await seedDemo(db, { now: new Date('2026-03-01T09:00:00Z') });
  expect(demo.seeded).toBe(true);
  moves = await db.select().from(storeTransactions).orderBy(asc(storeTransactions.id));
  shelves = new Map(
    (await db.select().from(stores)).map((store) => [store.id, store.balance] as [number, number]),
  );
}, 120_000);
afterAll(async () => test?.destroy());

/** Each store's movements in id order (the order the staff screens list them). */
function byStore() {
  const chains = new Map<number, typeof moves>();
  for (const move of moves) chains.set(move.storeId, [...(chains.get(move.storeId) ?? []), move]);
  return chains;
}

describe('the demo stock log on a fresh demo database', () => {
  it('chains every store: each balance is the one before plus the movement, and the last is the stock', () => {
    const chains = byStore();
    expect(chains.size).toBeGreaterThan(100);
    const breaks: string[] = [];
    for (const [storeId, chain] of chains) {
      let balance = 0;
      for (const move of chain) {
        balance += move.type === 'increment' ? move.quantity : -move.quantity;
        if (move.balance !== balance)
          breaks.push(`store ${storeId} row ${move.id}: ${move.balance}, not ${balance}`);
        if (balance < 0) breaks.push(`store ${storeId} row ${move.id} goes below zero`);
      }
      const stock = shelves.get(storeId);
      if (balance !== stock) breaks.push(`store ${storeId} ends at ${balance}, its stock is ${stock}`);
    }
    expect(breaks).toEqual([]);
    // Every store with stock explains it.
    const unexplained = [...shelves].filter(([id, balance]) => balance > 0 && !chains.has(id));
    expect(unexplained).toEqual([]);
  });

  it('reads the same by id as by time: no movement is numbered before an earlier one, none before the first delivery', () => {
    const outOfOrder: number[] = [];
    const beforeDelivery: number[] = [];
    for (const chain of byStore().values()) {
      chain.forEach((move, i) => {
        const previous = chain[i - 1];
        if (previous && previous.createdAt.getTime() > move.createdAt.getTime()) outOfOrder.push(move.id);
      });
      if (chain[0]?.type !== 'increment') beforeDelivery.push(chain[0]?.id as number);
    }
    expect(outOfOrder).toEqual([]);
    expect(beforeDelivery).toEqual([]);
    // The in-person shop and the online orders both moved stock, interleaved in time.
    expect(moves.some((move) => move.miniOrderId !== null)).toBe(true);
    expect(moves.some((move) => move.orderId !== null && move.type === 'increment')).toBe(true);
  });
});
