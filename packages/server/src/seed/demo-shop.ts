import { toPersianDigits } from '@shop-admin/core';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  miniOrderItems,
  miniOrders,
  products,
  stores,
  storeTransactions,
  varieties,
  wallets,
} from '../db/schema/index.ts';
import { withdrawFromWallet } from '../services/wallet/ledger.ts';
import { demoCustomerIds } from './demo-people.ts';
import { DAY, type DemoContext, type DemoStep, HOUR, insertInBatches } from './demo-step.ts';
import { settleStockHistory } from './demo-stock-history.ts';

interface ShelfItem {
  varietyId: number;
  productId: number;
  storeId: number;
  price: number;
  balance: number;
  /** When its first units arrived (the product's creation): nothing is sold or returned before. */
  receivedAt: Date;
}

interface PlannedLine {
  item: ShelfItem;
  quantity: number;
  amount: number;
  type: 'sell' | 'refund';
}

interface PlannedSale {
  at: Date;
  customerId: number | null;
  creatorId: number | null;
  lines: PlannedLine[];
  discount: number;
  fromWallet: number;
  description: string | null;
}

const NOTES = ['پرداخت با کارتخوان', 'پرداخت نقدی', 'کارت به کارت', 'بسته‌بندی هدیه', null, null, null];
/** Tehran is UTC+03:30: the shop opens at 10:00 and closes at 21:00 local time. */
const TEHRAN_OFFSET = 3.5 * HOUR;

/** The selling varieties on the shelf, with their stores and prices. */
async function shelf(ctx: DemoContext): Promise<ShelfItem[]> {
  const rows = await ctx.db
    .select({
      varietyId: varieties.id,
      productId: varieties.productId,
      storeId: stores.id,
      price: varieties.price,
      balance: stores.balance,
      receivedAt: products.createdAt,
    })
    .from(varieties)
    .innerJoin(stores, eq(stores.varietyId, varieties.id))
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(gt(stores.balance, 2), inArray(products.status, ['available', 'available_offline'])))
    .orderBy(asc(varieties.id))
    .limit(400);
  return rows;
}

/** 90 days of sales: a few a day, more on Thursdays and Fridays, some with a returned item or a discount. */
function planSales(
  ctx: DemoContext,
  items: ShelfItem[],
  customerIds: number[],
  walletOf: Map<number, number>,
) {
  const { random } = ctx;
  const cashiers = ctx.made.admins.length ? ctx.made.admins.map((a) => a.id) : [null];
  const sales: PlannedSale[] = [];
  const startOfToday = Math.floor((ctx.now.getTime() + TEHRAN_OFFSET) / DAY) * DAY - TEHRAN_OFFSET;
  for (let day = 89; day >= 0; day--) {
    const dayStart = startOfToday - day * DAY;
    const weekday = new Date(dayStart + TEHRAN_OFFSET + HOUR).getUTCDay();
    const count = random.int(1, 3) + (weekday === 4 || weekday === 5 ? 2 : 0);
    const times = Array.from(
      { length: count },
      () => dayStart + 10 * HOUR + random.int(0, 11 * 60 - 1) * 60_000,
    )
      .filter((t) => t < ctx.now.getTime())
      .sort((a, b) => a - b);
    for (const time of times) {
      const lines: PlannedLine[] = [];
      const onShelf = items.filter((item) => item.receivedAt.getTime() < time);
      if (!onShelf.length) continue;
      for (let n = random.int(1, 3); n > 0; n--) {
        const item = random.pick(onShelf);
        // Keep at least one unit on the shelf, so a demo sale never empties a product.
        const quantity = Math.min(random.chance(0.8) ? 1 : 2, item.balance - 1);
        if (quantity < 1 || lines.some((l) => l.item === item)) continue;
        item.balance -= quantity;
        lines.push({ item, quantity, amount: item.price, type: 'sell' });
      }
      if (random.chance(0.1)) {
        const item = random.pick(onShelf);
        item.balance += 1;
        lines.push({ item, quantity: 1, amount: item.price, type: 'refund' });
      }
      if (!lines.length) continue;
      const sell = lines.filter((l) => l.type === 'sell').reduce((s, l) => s + l.amount * l.quantity, 0);
      const refund = lines.filter((l) => l.type === 'refund').reduce((s, l) => s + l.amount * l.quantity, 0);
      const discount =
        sell > 0 && random.chance(0.15) ? Math.floor((sell * random.int(3, 10)) / 100 / 1000) * 1000 : 0;
      const customerId = customerIds.length && random.chance(0.6) ? random.pick(customerIds) : null;
      const payable = sell - refund - discount;
      let fromWallet = 0;
      const balance = customerId ? (walletOf.get(customerId) ?? 0) : 0;
      if (customerId && balance >= 1000 && payable > 0 && random.chance(0.3)) {
        fromWallet = Math.min(balance, payable);
        walletOf.set(customerId, balance - fromWallet);
      }
      sales.push({
        at: new Date(time),
        customerId,
        creatorId: random.pick(cashiers),
        lines,
        discount,
        fromWallet,
        description: random.pick(NOTES),
      });
    }
  }
  return sales;
}

/**
 * The in-person shop's last 90 days: sales with sold and returned lines, the cashier, some customers
 * by mobile (part paid from their wallets through the ledger), and a stock movement per line with the
 * sale's id, as the stock service writes them. Written in a few set-based statements so the demo
 * stays fast. Runs after the orders step (it sells what is left on the shelf).
 */
export const shopStep: DemoStep = {
  name: 'shop',
  async run(ctx) {
    const { db } = ctx;
    const items = await shelf(ctx);
    if (!items.length) return;
    const customerIds = await demoCustomerIds(ctx);
    const walletRows = await db
      .select({ customerId: wallets.customerId, balance: wallets.balance })
      .from(wallets);
    const walletOf = new Map(walletRows.map((w) => [w.customerId, w.balance]));
    const sales = planSales(ctx, items, customerIds, walletOf);
    const ids: number[] = [];
    await insertInBatches(sales, 500, async (batch) => {
      const rows = await db
        .insert(miniOrders)
        .values(
          batch.map((s) => {
            const sell = s.lines
              .filter((l) => l.type === 'sell')
              .reduce((sum, l) => sum + l.amount * l.quantity, 0);
            const refund = s.lines
              .filter((l) => l.type === 'refund')
              .reduce((sum, l) => sum + l.amount * l.quantity, 0);
            const kinds = new Set(s.lines.map((l) => l.type));
            // What the wallet leaves: by card for sales of an even number of lines, else in cash.
            const rest = Math.max(sell - refund - s.discount, 0) - s.fromWallet;
            const byCard = s.lines.length % 2 === 0;
            return {
              customerId: s.customerId,
              description: s.description,
              discountAmount: s.discount,
              type: kinds.size === 2 ? 'both' : kinds.has('sell') ? 'sell' : 'refund',
              fromWalletAmount: s.fromWallet,
              cashAmount: byCard ? 0 : rest,
              cardAmount: byCard ? rest : 0,
              sellAmount: sell,
              refundAmount: refund,
              total: sell - refund - s.discount,
              creatorId: s.creatorId,
              createdAt: s.at,
              updatedAt: s.at,
            };
          }),
        )
        .returning({ id: miniOrders.id });
      ids.push(...rows.map((r) => r.id));
    });
    const itemRows = sales.flatMap((s, i) =>
      s.lines.map((l) => ({
        miniOrderId: ids[i] as number,
        productId: l.item.productId,
        varietyId: l.item.varietyId,
        quantity: l.quantity,
        amount: l.amount,
        type: l.type,
        createdAt: s.at,
        updatedAt: s.at,
      })),
    );
    await insertInBatches(itemRows, 1000, (batch) => db.insert(miniOrderItems).values(batch));

    // One movement per line; its running `balance` is written when the log is settled below.
    const moves = sales.flatMap((s, i) =>
      s.lines.map((l) => {
        const label = `فروش حضوری شماره ${toPersianDigits(ids[i] as number)}`;
        return {
          storeId: l.item.storeId,
          varietyId: l.item.varietyId,
          productId: l.item.productId,
          type: l.type === 'sell' ? 'decrement' : 'increment',
          quantity: l.quantity,
          balance: 0,
          description: l.type === 'sell' ? label : `مرجوعی ${label}`,
          miniOrderId: ids[i] as number,
          creatorId: s.creatorId,
          createdAt: s.at,
          updatedAt: s.at,
        };
      }),
    );
    await insertInBatches(moves, 1000, (batch) => db.insert(storeTransactions).values(batch));
    const finals = items.map((item) => ({ id: item.storeId, balance: item.balance }));
    await db.execute(sql`
      update stores s set balance = v.balance, updated_at = ${ctx.now}
      from jsonb_to_recordset(${JSON.stringify(finals)}::jsonb) as v(id bigint, balance int)
      where s.id = v.id and s.balance <> v.balance`);
    // The sales fall between the orders' movements: number and total the log in time order again.
    await settleStockHistory(
      db,
      items.map((item) => item.varietyId),
    );
    for (const [i, s] of sales.entries()) {
      if (!s.fromWallet || !s.customerId) continue;
      await withdrawFromWallet(db, {
        customerId: s.customerId,
        amount: s.fromWallet,
        adminId: s.creatorId,
        meta: {
          description: `پرداخت فروش حضوری شماره ${toPersianDigits(ids[i] as number)}`,
          mini_order_id: ids[i],
        },
        now: s.at,
      });
    }
    ctx.counts['mini-orders'] = sales.length + itemRows.length + moves.length;
  },
};
