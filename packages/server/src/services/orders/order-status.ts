import {
  ORDER_TRANSITION_EFFECT_LABELS,
  type OrderStatus,
  type OrderTransitionEffect,
  orderStatusLabel,
  planOrderTransition,
  toPersianDigits,
} from '@shop-admin/core';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { invoices, orderItems, orderStatusLogs, orders } from '../../db/schema/index.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { releaseCouponUsage } from '../coupons/apply.ts';
import { depositToWallet, withdrawFromWallet } from '../wallet/ledger.ts';
import { notifyNewOrder } from './notify-new-order.ts';
import { auditOrder } from './order-audit.ts';

type OrderRow = typeof orders.$inferSelect;

/** A status change asked by staff (PUT orders/{id}/status). */
export interface ChangeOrderStatusInput {
  orderId: number;
  status: string;
  description?: string | null;
  /**
   * Leaving the success group: keep the customer's payment (no refund to the wallet). Entering `new`
   * from the failed group: the money came another way (card to card, cash), so the wallet is not charged.
   */
  noCharge?: boolean;
  adminId: number;
  now: Date;
}

/** What a change did, for the answer and the tests. */
export interface StatusChangeResult {
  order: OrderRow;
  from: OrderStatus;
  effects: readonly OrderTransitionEffect[];
  /** Toman refunded to the wallet, or charged from it. */
  refunded: number;
  charged: number;
}

/**
 * Moves an order to another status following core's transition rules, with every side effect in one
 * transaction: stock returned or taken again (refused, naming the variety, when short), the payment
 * refunded to the wallet or charged from it, delivered_at / reserved_at, a status log with the admin,
 * and the audit entry. The order row is locked first, so two staff changing it at once go one after
 * the other. Child orders are refused on their own: they move with their parent when they share its
 * status, each with its own stock, money, log and audit entry. A move that makes the order paid (into
 * `new`) sends the staff the new-order notification, as a gateway payment does.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  db: Db,
  input: ChangeOrderStatusInput,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw notFound();
    if (order.parentId !== null) {
      throw refused(
        'child_order',
        `این سفارش زیرمجموعه سفارش ${toPersianDigits(order.parentId)} است؛ وضعیت سفارش اصلی را تغییر دهید.`,
        'status',
      );
    }
    const plan = planOrderTransition(order.status, input.status);
    if (!plan.ok) throw refused('transition_refused', plan.reason, 'status');
    const from = order.status as OrderStatus;
    const to = input.status as OrderStatus;
    // Child orders (follow-up purchases) in the parent's status move with it, with their own effects.
    const children = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.parentId, order.id), eq(orders.status, from)))
      .orderBy(asc(orders.id))
      .for('update');
    const moved = await moveOne(ctx, tx, order, from, to, plan.effects, input);
    let { refunded, charged } = moved;
    for (const child of children) {
      const result = await moveOne(ctx, tx, child, from, to, plan.effects, input);
      refunded += result.refunded;
      charged += result.charged;
    }
    // Every face's move reaches the staff watching live (the TUI's inbox), once the change commits.
    await ctx.events.publish(
      {
        type: 'order_status',
        change: { order_id: order.id, from, to, admin_id: input.adminId, at: input.now.toISOString() },
      },
      tx,
    );
    // A move that takes the payment makes a new paid order: the staff hear of it once the change commits.
    if (plan.effects.includes('chargePayment')) await notifyNewOrder(ctx, tx, moved.updated);
    return { order: moved.updated, from, effects: plan.effects, refunded, charged };
  });
}

/** One order's move with its effects, status log and audit entry (the row is locked by the caller). */
async function moveOne(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  from: OrderStatus,
  to: OrderStatus,
  effects: readonly OrderTransitionEffect[],
  input: ChangeOrderStatusInput,
): Promise<{ updated: OrderRow; refunded: number; charged: number }> {
  const { now } = input;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 1)))
    .orderBy(asc(orderItems.id));
  const changes: Partial<typeof orders.$inferInsert> = { status: to, updatedAt: now };
  let refunded = 0;
  let charged = 0;
  const note = `${orderStatusLabel(from)} ← ${orderStatusLabel(to)}`;

  for (const effect of effects) {
    switch (effect) {
      case 'returnStock':
        for (const line of lines) {
          await ctx.stock.move(tx, {
            varietyId: line.varietyId,
            type: 'increment',
            quantity: line.quantity,
            orderId: order.id,
            creatorId: input.adminId,
            description: `بازگشت به انبار: سفارش ${toPersianDigits(order.id)} (${note})`,
          });
        }
        break;
      case 'takeStock':
        for (const line of lines) {
          try {
            await ctx.stock.move(tx, {
              varietyId: line.varietyId,
              type: 'decrement',
              quantity: line.quantity,
              orderId: order.id,
              creatorId: input.adminId,
              description: `خروج از انبار: سفارش ${toPersianDigits(order.id)} (${note})`,
            });
          } catch (error) {
            if (error instanceof AppError && error.code === 'insufficient_stock') {
              throw refused('insufficient_stock', shortStockReason(line, error), 'status');
            }
            throw error;
          }
        }
        break;
      case 'refundToWallet':
        if (!input.noCharge && order.paidAmount > 0 && order.customerId !== null) {
          await depositToWallet(tx, {
            customerId: order.customerId,
            amount: order.paidAmount,
            orderId: order.id,
            adminId: input.adminId,
            meta: {
              description: `بازگشت وجه سفارش ${toPersianDigits(order.id)} (${orderStatusLabel(to)})`,
            },
            now,
          });
          refunded = order.paidAmount;
          changes.paidAmount = 0;
        }
        break;
      case 'chargePayment': {
        const due = order.totalAmount - order.paidAmount;
        if (due <= 0) break;
        if (input.noCharge) {
          await recordInvoice(tx, order.id, due, 'manual', now);
        } else {
          if (order.customerId === null) {
            throw refused('no_customer', 'این سفارش مشتری ندارد تا از کیف پولش برداشت شود.', 'status');
          }
          try {
            await withdrawFromWallet(tx, {
              customerId: order.customerId,
              amount: due,
              orderId: order.id,
              adminId: input.adminId,
              meta: { description: `پرداخت سفارش ${toPersianDigits(order.id)}` },
              now,
            });
          } catch (error) {
            if (error instanceof AppError && error.code === 'insufficient_balance') {
              throw refused(
                'insufficient_balance',
                `موجودی کیف پول مشتری برای پرداخت ${toPersianDigits(due)} تومان کافی نیست؛ کیف پول را شارژ کنید یا با «پرداخت خارج از سایت» ثبت کنید.`,
                'status',
              );
            }
            throw error;
          }
          await recordInvoice(tx, order.id, due, 'wallet', now);
          charged = due;
        }
        changes.paidAmount = order.totalAmount;
        changes.paidAt = now;
        break;
      }
      case 'setDeliveredAt':
        changes.deliveredAt = now;
        break;
      case 'clearDeliveredAt':
        changes.deliveredAt = null;
        break;
      case 'setReservedAt':
        changes.reservedAt = now;
        break;
    }
  }
  // An order that was never paid gives its coupon use back, so it stops counting against the limits.
  if (from === 'wait_for_payment' && order.couponId !== null && to !== 'new') {
    await releaseCouponUsage(tx, { orderId: order.id });
  }
  if (input.description) changes.statusDetail = input.description;
  const [updated] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
  if (!updated) throw new Error('order vanished during its status change');
  await tx.insert(orderStatusLogs).values({
    orderId: order.id,
    fromStatus: from,
    status: to,
    description: input.description ?? null,
    adminId: input.adminId,
    createdAt: now,
    updatedAt: now,
  });
  await auditOrder(tx, {
    entity: 'orders',
    entityId: order.id,
    action: 'status',
    before: { status: from, paid_amount: order.paidAmount },
    after: {
      status: to,
      paid_amount: updated.paidAmount,
      effects: effects.map((effect) => ORDER_TRANSITION_EFFECT_LABELS[effect]),
      no_charge: input.noCharge ?? false,
      refunded,
      charged,
    },
  });
  return { updated, refunded, charged };
}

function shortStockReason(line: typeof orderItems.$inferSelect, error: AppError): string {
  const extra = line.extra as { product_title?: string; title?: string };
  const name = [extra.product_title, extra.title].filter(Boolean).join(' - ') || `تنوع ${line.varietyId}`;
  const balance = (error.data as { balance?: number } | undefined)?.balance ?? 0;
  return `موجودی «${name}» کافی نیست (موجودی: ${toPersianDigits(balance)}، لازم: ${toPersianDigits(line.quantity)}).`;
}

/** A successful invoice for money taken when staff re-open an order: from the wallet, or received outside. */
async function recordInvoice(tx: Db, orderId: number, amount: number, type: 'wallet' | 'manual', now: Date) {
  await tx.insert(invoices).values({
    orderId,
    amount,
    type,
    walletAmount: type === 'wallet' ? amount : 0,
    status: 'success',
    statusDetail: type === 'manual' ? 'پرداخت خارج از سایت (ثبت مدیر)' : null,
    createdAt: now,
    updatedAt: now,
  });
}
