import { toPersianDigits } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stores, storeTransactions } from '../db/schema/index.ts';
import { insertInBatches } from './demo-step.ts';
import { settleStockHistory } from './demo-stock-history.ts';

/** A paid demo order as the warehouse sees it: when its units left, and when they came back (canceled). */
export interface PaidOrderStock {
  orderId: number;
  paidAt: Date;
  returnedAt: Date | null;
  lines: { varietyId: number; productId: number; quantity: number; productCreatedAt: Date }[];
}

const INITIAL = 'موجودی اولیه';
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
type Rows<T> = { rows: T[] };

/**
 * The stock side of the demo orders, written as the stock service writes it (a decrement per paid
 * line with its order id, an increment when a canceled order gave the units back), against the
 * catalogue's final balances: the catalogue step planned what is on the shelf now, so each
 * variety's first delivery is raised by what the orders took, and the log is then settled (numbered
 * and its `balance` recomputed in time order, see settleStockHistory). The shelves end as the
 * catalogue planned them and the log explains how. Returns the rows written.
 */
export async function writeOrderStock(db: Db, paid: readonly PaidOrderStock[]): Promise<number> {
  const taken = new Map<number, { quantity: number; productId: number; since: Date }>();
  for (const order of paid) {
    for (const line of order.lines) {
      const entry = taken.get(line.varietyId) ?? {
        quantity: 0,
        productId: line.productId,
        since: line.productCreatedAt,
      };
      if (!order.returnedAt) entry.quantity += line.quantity;
      taken.set(line.varietyId, entry);
    }
  }
  const varietyIds = [...taken.keys()];
  if (!varietyIds.length) return 0;
  await insertInBatches(varietyIds, 1000, (batch) =>
    db
      .insert(stores)
      .values(batch.map((varietyId) => ({ varietyId, balance: 0 })))
      .onConflictDoNothing(),
  );
  const idList = json(varietyIds);
  const storeRows = (
    (await db.execute(
      sql`select id, variety_id from stores where variety_id in (select jsonb_array_elements_text(${idList})::bigint)`,
    )) as unknown as Rows<{ id: number | string; variety_id: number | string }>
  ).rows;
  const storeOf = new Map(storeRows.map((r) => [Number(r.variety_id), Number(r.id)]));
  const firsts = (
    (await db.execute(sql`
      select variety_id, min(id) as id from store_transactions
      where type = 'increment' and description = ${INITIAL}
        and variety_id in (select jsonb_array_elements_text(${idList})::bigint)
      group by variety_id`)) as unknown as Rows<{ variety_id: number | string; id: number | string }>
  ).rows;
  const firstOf = new Map(firsts.map((r) => [Number(r.variety_id), Number(r.id)]));

  const raise = [...taken].filter(([id, t]) => t.quantity > 0 && firstOf.has(id));
  if (raise.length) {
    await db.execute(sql`
      update store_transactions st set quantity = st.quantity + v.d
      from jsonb_to_recordset(${json(raise.map(([id, t]) => ({ id: firstOf.get(id), d: t.quantity })))}) as v(id bigint, d int)
      where st.id = v.id`);
  }
  const base = (varietyId: number) => ({
    storeId: storeOf.get(varietyId) as number,
    varietyId,
    productId: taken.get(varietyId)?.productId as number,
    balance: 0,
  });
  const rows = [
    ...[...taken]
      .filter(([id, t]) => t.quantity > 0 && !firstOf.has(id))
      .map(([id, t]) => ({
        ...base(id),
        type: 'increment',
        quantity: t.quantity,
        description: INITIAL,
        createdAt: t.since,
        updatedAt: t.since,
      })),
    ...paid.flatMap((order) =>
      order.lines.flatMap((line) => {
        const number = toPersianDigits(order.orderId);
        const out = {
          ...base(line.varietyId),
          type: 'decrement',
          quantity: line.quantity,
          orderId: order.orderId,
          description: `پرداخت سفارش ${number}`,
          createdAt: order.paidAt,
          updatedAt: order.paidAt,
        };
        if (!order.returnedAt) return [out];
        const back = {
          ...out,
          type: 'increment',
          description: `بازگشت به انبار: سفارش ${number} (کنسل شده)`,
          createdAt: order.returnedAt,
          updatedAt: order.returnedAt,
        };
        return [out, back];
      }),
    ),
  ];
  await insertInBatches(rows, 1000, (batch) => db.insert(storeTransactions).values(batch));

  await settleStockHistory(db, varietyIds);
  return rows.length;
}
