import { jalaliDayRange, type OrderStatus, orderTotals, toJalali, toPersianDigits } from '@shop-admin/core';
import { invoices, orderItems, orderStatusLogs, orders, payments } from '../db/schema/index.ts';
import { depositToWallet } from '../services/wallet/ledger.ts';
import { seedLargeOrders } from './demo-orders-large.ts';
import {
  type OrderPool,
  type PoolCustomer,
  type PoolShipping,
  type PoolVariety,
  readOrderPool,
} from './demo-orders-pool.ts';
import { writeOrderStock } from './demo-orders-stock.ts';
import { DAY, type DemoContext, type DemoStep, HOUR, insertInBatches } from './demo-step.ts';
import type { Random } from './random.ts';

const MINUTE = 60_000;
/** Days of history. */
const DAYS = 90;
/** Orders a day at the start and at the end of the 90 days (a growing shop), before weekday effects. */
const TREND = [5, 10] as const;
/** Tehran hours 0..23: quiet nights, a lunch bump, busy evenings. */
// biome-ignore format: a table
const HOUR_WEIGHTS = [2, 1, 0.6, 0.3, 0.2, 0.2, 0.4, 1, 2, 3, 4, 4.5, 4, 3.5, 3, 3, 3.5, 4, 5, 6.5, 7.5, 7.5, 6, 4];
const GATEWAYS = ['zarinpal', 'saman', 'behpardakht', 'parsian'];
const NOTES = [
  'لطفا قبل از ارسال تماس بگیرید.',
  'کادوپیچ شود لطفا.',
  'تحویل به نگهبانی ساختمان.',
  'زنگ واحد ۳ خراب است.',
];
const UNPAID = 'خطا بدلیل عدم پرداخت توسط کاربر';

interface Step {
  status: OrderStatus;
  at: Date;
  staff: boolean;
  description: string | null;
}

interface PlannedOrder {
  placedAt: Date;
  customer: PoolCustomer;
  address: PoolCustomer['addresses'][number];
  shipping: PoolShipping;
  shippingAmount: number;
  discount: number;
  lines: { variety: PoolVariety; quantity: number }[];
  steps: Step[];
  gateway: string;
  transactionId: string;
  note: string | null;
}

const statusOf = (o: PlannedOrder): OrderStatus => o.steps[o.steps.length - 1]?.status ?? 'wait_for_payment';
const timeOf = (o: PlannedOrder, status: OrderStatus) => o.steps.find((s) => s.status === status)?.at ?? null;
/** Paid orders took stock and money; the canceled ones among them gave both back. */
const wasPaid = (o: PlannedOrder) => o.steps.some((s) => s.status === 'new' || s.status === 'reserved');
/** When the order was paid (it became new, or reserved on payment), or null. */
const paidAtOf = (o: PlannedOrder) => timeOf(o, 'new') ?? timeOf(o, 'reserved');
/** A line's unit price after the variety's own discount. */
const unitAmount = (v: PoolVariety) => v.price - v.unitDiscount;
/** The order's totals by core's rule, from its lines, shipping and discount. */
const totalsOf = (o: PlannedOrder) =>
  orderTotals(
    o.lines.map((l) => ({ amount: unitAmount(l.variety), quantity: l.quantity, status: 1 })),
    o.shippingAmount,
    o.discount,
  );

/** The moments orders were placed: more in the evening and on Thursdays and Fridays, growing over time. */
function orderTimes(ctx: DemoContext, random: Random): Date[] {
  const totalWeight = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const hourOf = () => {
    let r = random.next() * totalWeight;
    for (let h = 0; h < 24; h++) {
      r -= HOUR_WEIGHTS[h] ?? 0;
      if (r < 0) return h;
    }
    return 23;
  };
  const times: Date[] = [];
  for (let k = DAYS - 1; k >= 0; k--) {
    const j = toJalali(new Date(ctx.now.getTime() - k * DAY));
    const { start } = jalaliDayRange(j.year, j.month, j.day);
    const weekday = new Date(start.getTime() + 12 * HOUR).getUTCDay();
    const weekend = weekday === 4 ? 1.25 : weekday === 5 ? 1.45 : 1;
    const base = TREND[0] + ((TREND[1] - TREND[0]) * (DAYS - 1 - k)) / (DAYS - 1);
    const n = Math.round(base * weekend * (0.75 + random.next() * 0.5));
    for (let i = 0; i < n; i++) {
      const at = start.getTime() + hourOf() * HOUR + random.int(0, 59) * MINUTE + random.int(0, 59) * 1000;
      if (at < ctx.now.getTime() - 20 * MINUTE) times.push(new Date(at));
    }
  }
  // Someone is paying right now, and someone gave up at the gateway a few minutes ago.
  times.push(new Date(ctx.now.getTime() - 9 * MINUTE), new Date(ctx.now.getTime() - 3 * MINUTE));
  return times.sort((a, b) => a.getTime() - b.getTime());
}

/** The status history after placing: payment, then staff moving it on, or a cancel that refunds. */
function planSteps(
  ctx: DemoContext,
  random: Random,
  placedAt: Date,
  o: { gateway: string; tx: string },
): Step[] {
  const now = ctx.now.getTime();
  const at = (ms: number) => new Date(ms);
  if (now - placedAt.getTime() < 15 * MINUTE) return [];
  if (random.chance(0.09))
    return [
      { status: 'failed', at: at(placedAt.getTime() + 15 * MINUTE), staff: false, description: UNPAID },
    ];
  const paid = placedAt.getTime() + random.int(1, 6) * MINUTE;
  const reserved = random.chance(0.05);
  const steps: Step[] = [
    {
      status: reserved ? 'reserved' : 'new',
      at: at(paid),
      staff: false,
      description: `پرداخت موفق (${o.gateway}، تراکنش ${o.tx.slice(0, 8)})`,
    },
  ];
  const hold = reserved ? random.int(2, 6) * DAY : 0;
  const progress = paid + hold + random.int(3, 20) * HOUR + random.int(0, 59) * MINUTE;
  if (random.chance(0.05)) {
    const cancel = paid + random.int(2, 30) * HOUR;
    if (random.chance(0.5) && progress < cancel)
      steps.push({ status: 'in_progress', at: at(progress), staff: true, description: null });
    steps.push({
      status: 'canceled',
      at: at(cancel),
      staff: true,
      description: random.pick(['انصراف مشتری', 'ناموجود شدن کالا در انبار', 'درخواست مشتری برای لغو']),
    });
  } else {
    steps.push({ status: 'in_progress', at: at(progress), staff: true, description: null });
    if (!random.chance(0.02)) {
      steps.push({
        status: 'delivered',
        at: at(progress + random.int(12, 60) * HOUR),
        staff: true,
        description: 'تحویل پست شد',
      });
    }
  }
  return steps.filter((s) => s.at.getTime() < now - MINUTE);
}

/** Picks distinct varieties, favouring the catalogue's first (popular) products, that existed at `at`. */
function pickLines(
  random: Random,
  pool: readonly PoolVariety[],
  at: Date,
  budget: Map<number, number> | null,
) {
  const eligible = pool.filter(
    (v) => v.productCreatedAt < at && (!budget || (budget.get(v.id) ?? v.balance) >= 2),
  );
  const n = Math.min(eligible.length, random.chance(0.6) ? 1 : random.chance(0.75) ? 2 : 3);
  const chosen = new Map<number, PoolVariety>();
  for (let tries = 0; chosen.size < n && tries < 20; tries++) {
    const v = eligible[Math.floor(eligible.length * random.next() ** 1.6)];
    if (v) chosen.set(v.id, v);
  }
  return [...chosen.values()].map((variety) => ({ variety, quantity: random.chance(0.85) ? 1 : 2 }));
}

function planOrders(ctx: DemoContext, random: Random, pool: OrderPool): PlannedOrder[] {
  const cancelBudget = new Map<number, number>();
  const planned: PlannedOrder[] = [];
  for (const placedAt of orderTimes(ctx, random)) {
    const gateway = random.pick(GATEWAYS);
    const transactionId = random.uuid();
    let steps = planSteps(ctx, random, placedAt, { gateway, tx: transactionId });
    const canceled = steps.some((s) => s.status === 'canceled');
    let lines = pickLines(random, pool.varieties, placedAt, canceled ? cancelBudget : null);
    // A canceled order holds its units until it is canceled: only from varieties that can spare them.
    if (canceled && !lines.length) {
      steps = steps.filter((s) => s.status !== 'canceled');
      lines = pickLines(random, pool.varieties, placedAt, null);
    }
    if (!lines.length) continue;
    if (canceled) {
      for (const l of lines)
        cancelBudget.set(l.variety.id, (cancelBudget.get(l.variety.id) ?? l.variety.balance) - l.quantity);
    }
    const customer = random.pick(pool.customers);
    const address = random.pick(customer.addresses);
    const shipping = random.pick(pool.shippings);
    const items = lines.reduce((sum, l) => sum + unitAmount(l.variety) * l.quantity, 0);
    const free = shipping.freeThreshold !== null && items >= shipping.freeThreshold;
    planned.push({
      placedAt,
      customer,
      address,
      shipping,
      shippingAmount: free ? 0 : shipping.defaultPrice,
      discount: random.chance(0.07) ? Math.round((items * 0.1) / 10_000) * 10_000 : 0,
      lines,
      steps,
      gateway,
      transactionId,
      note: random.chance(0.12) ? random.pick(NOTES) : null,
    });
  }
  return planned;
}

/** Writes the orders with lines, status logs, invoices and payments; returns their ids in order. */
async function writeOrders(ctx: DemoContext, planned: PlannedOrder[]): Promise<number[]> {
  const { db, random } = ctx;
  const admins = ctx.made.admins.length ? ctx.made.admins : [null];
  const ids: number[] = [];
  await insertInBatches(planned, 300, async (batch) => {
    const rows = await db
      .insert(orders)
      .values(
        batch.map((o) => {
          const status = statusOf(o);
          const totals = totalsOf(o);
          const paidAt = paidAtOf(o);
          const deliveredAt = timeOf(o, 'delivered');
          return {
            customerId: o.customer.id,
            ...o.address,
            shippingId: o.shipping.id,
            shippingAmount: o.shippingAmount,
            discountAmount: o.discount,
            description: o.note,
            status,
            statusDetail:
              status === 'failed'
                ? UNPAID
                : status === 'canceled'
                  ? (o.steps.at(-1)?.description ?? null)
                  : null,
            reserved: o.steps.some((s) => s.status === 'reserved'),
            reservedAt: timeOf(o, 'reserved'),
            deliveredAt,
            paidAt,
            trackingCode: deliveredAt ? random.digits(24) : null,
            itemsCount: totals.items_count,
            itemsQuantity: totals.items_quantity,
            itemsAmount: totals.items_amount,
            totalAmount: totals.total_amount,
            paidAmount: paidAt ? totals.total_amount : 0,
            createdAt: o.placedAt,
            updatedAt: o.steps.at(-1)?.at ?? o.placedAt,
          };
        }),
      )
      .returning({ id: orders.id });
    ids.push(...rows.map((r) => r.id));
  });
  const withIds = planned.map((o, i) => ({ o, id: ids[i] as number }));
  const items = withIds.flatMap(({ o, id }) =>
    o.lines.map((l) => ({
      orderId: id,
      productId: l.variety.productId,
      varietyId: l.variety.id,
      quantity: l.quantity,
      amount: unitAmount(l.variety),
      discountAmount: l.variety.unitDiscount,
      extra: l.variety.extra,
      createdAt: o.placedAt,
      updatedAt: o.placedAt,
    })),
  );
  await insertInBatches(items, 1000, (batch) => db.insert(orderItems).values(batch));
  const logs = withIds.flatMap(({ o, id }) => {
    let from: OrderStatus = 'wait_for_payment';
    const first = {
      orderId: id,
      fromStatus: null,
      status: 'wait_for_payment',
      description: 'ثبت سفارش',
      adminId: null,
      createdAt: o.placedAt,
      updatedAt: o.placedAt,
    };
    return [
      first,
      ...o.steps.map((s) => {
        const row = {
          orderId: id,
          fromStatus: from,
          status: s.status,
          description: s.description,
          adminId: s.staff ? (random.pick(admins)?.id ?? null) : null,
          createdAt: s.at,
          updatedAt: s.at,
        };
        from = s.status;
        return row;
      }),
    ];
  });
  await insertInBatches(logs, 1000, (batch) => db.insert(orderStatusLogs).values(batch));
  const invoiceIds: number[] = [];
  await insertInBatches(withIds, 500, async (batch) => {
    const rows = await db
      .insert(invoices)
      .values(
        batch.map(({ o, id }) => {
          const status = statusOf(o);
          const total = totalsOf(o).total_amount;
          return {
            orderId: id,
            amount: total,
            status: status === 'wait_for_payment' ? 'pending' : status === 'failed' ? 'failed' : 'success',
            statusDetail: status === 'failed' ? UNPAID : null,
            createdAt: o.placedAt,
            updatedAt: o.steps[0]?.at ?? o.placedAt,
          };
        }),
      )
      .returning({ id: invoices.id, amount: invoices.amount });
    invoiceIds.push(...rows.map((r) => r.id));
  });
  const paymentRows = withIds.flatMap(({ o }, i) => {
    const paid = wasPaid(o);
    // Some unpaid customers reached the gateway and failed there; the others never came back.
    if (!paid && !(statusOf(o) === 'failed' && random.chance(0.4))) return [];
    const at = o.steps[0]?.at ?? o.placedAt;
    const amount = totalsOf(o).total_amount;
    return [
      {
        invoiceId: invoiceIds[i] as number,
        gateway: o.gateway,
        transactionId: o.transactionId,
        trackingCode: paid ? random.digits(12) : null,
        amount,
        status: paid ? 'success' : 'failed',
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  await insertInBatches(paymentRows, 1000, (batch) => db.insert(payments).values(batch));
  return ids;
}

/** Canceled paid orders refunded what was paid into the customer's wallet, through the ledger. */
async function refundCanceled(ctx: DemoContext, planned: PlannedOrder[], ids: number[]) {
  for (const [i, o] of planned.entries()) {
    const canceledAt = timeOf(o, 'canceled');
    if (!canceledAt || !wasPaid(o)) continue;
    const id = ids[i] as number;
    const amount = totalsOf(o).total_amount;
    if (amount < 1) continue;
    await depositToWallet(ctx.db, {
      customerId: o.customer.id,
      amount,
      orderId: id,
      meta: { description: `بازگشت وجه سفارش ${toPersianDigits(id)} (کنسل شده)` },
      now: canceledAt,
    });
  }
}

/**
 * 90 days of online orders: more on Thursday and Friday evenings, growing over the period, in every
 * status (two waiting for payment right now). Totals follow the lines; paid orders have a successful
 * invoice and payment, their stock movements and status logs with the staff who moved them; delivered
 * ones a delivery time and post barcode; canceled paid ones gave stock back and were refunded to the
 * wallet. Runs after the catalogue, customers and shipping steps; the large scale adds 1M orders.
 */
export const ordersStep: DemoStep = {
  name: 'orders',
  async run(ctx) {
    const pool = await readOrderPool(ctx);
    if (!pool.varieties.length || !pool.customers.length || !pool.shippings.length) return;
    const planned = planOrders(ctx, ctx.random, pool);
    const ids = await writeOrders(ctx, planned);
    const movements = await writeOrderStock(
      ctx.db,
      planned.flatMap((o, i) => {
        const paidAt = paidAtOf(o);
        if (!paidAt) return [];
        return [
          {
            orderId: ids[i] as number,
            paidAt,
            returnedAt: timeOf(o, 'canceled'),
            lines: o.lines.map((l) => ({
              varietyId: l.variety.id,
              productId: l.variety.productId,
              quantity: l.quantity,
              productCreatedAt: l.variety.productCreatedAt,
            })),
          },
        ];
      }),
    );
    await refundCanceled(ctx, planned, ids);
    planned.forEach((order, i) => {
      const paidAt = paidAtOf(order);
      const id = ids[i];
      if (paidAt && id !== undefined) ctx.made.orders.push({ id, paidAt });
    });
    let rows = ids.length + movements;
    if (ctx.scale === 'large') rows += await seedLargeOrders(ctx.db, { now: ctx.now });
    ctx.counts.orders = rows;
  },
};
