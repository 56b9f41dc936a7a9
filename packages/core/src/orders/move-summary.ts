import { moneyText } from '../display/display-text.ts';
import { toPersianDigits } from '../persian/digits.ts';
import { orderStatusLabel } from './statuses.ts';
import { type OrderTransitionEffect, planOrderTransition } from './transitions.ts';

/** What a move needs to know of an order (the detail answer of GET admin/orders/{id} has these keys). */
export interface OrderMoveSubject {
  status: string;
  total_amount: number;
  paid_amount: number;
  /** The active lines (their units go back to or come out of stock). */
  items: readonly { quantity: number }[];
}

/** Effects that move stock or money: a move with any of them is confirmed before it is sent. */
const WEIGHTY: readonly OrderTransitionEffect[] = [
  'returnStock',
  'refundToWallet',
  'takeStock',
  'chargePayment',
];

/** A move of one order, with its effects counted. */
export type OrderMoveSummary =
  | { ok: false; reason: string }
  | {
      ok: true;
      from: string;
      to: string;
      effects: readonly OrderTransitionEffect[];
      /** Units going back to stock (returnStock) or taken from it (takeStock); 0 when neither. */
      stockUnits: number;
      /** Toman refunded to the customer's wallet (0 with `noCharge` or nothing paid). */
      refund: number;
      /** Toman charged to the customer's wallet (the unpaid part; 0 with `noCharge`). */
      charge: number;
      /** True when the move changes stock or money: the faces ask before sending it. */
      confirm: boolean;
    };

/**
 * What moving `order` to `to` does, counted from core's `planOrderTransition`: units back to (or out
 * of) stock and the money refunded to (or charged from) the wallet. `noCharge` is the staff's
 * "no refund" / "paid outside the site" choice.
 */
export function orderMoveSummary(
  order: OrderMoveSubject,
  to: string,
  options: { noCharge?: boolean } = {},
): OrderMoveSummary {
  const plan = planOrderTransition(order.status, to);
  if (!plan.ok) return plan;
  const has = (effect: OrderTransitionEffect) => plan.effects.includes(effect);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const paid = Math.max(0, order.paid_amount);
  const due = Math.max(0, order.total_amount - paid);
  return {
    ok: true,
    from: order.status,
    to,
    effects: plan.effects,
    stockUnits: has('returnStock') || has('takeStock') ? units : 0,
    refund: has('refundToWallet') && !options.noCharge ? paid : 0,
    charge: has('chargePayment') && !options.noCharge ? due : 0,
    confirm: plan.effects.some((effect) => WEIGHTY.includes(effect)),
  };
}

/** The Persian sentences of a move's effects, with its numbers (for the confirmation staff read). */
export function orderMoveLines(summary: OrderMoveSummary): string[] {
  if (!summary.ok) return [summary.reason];
  const lines = [
    `وضعیت از «${orderStatusLabel(summary.from)}» به «${orderStatusLabel(summary.to)}» تغییر می‌کند.`,
  ];
  const units = toPersianDigits(summary.stockUnits);
  if (summary.effects.includes('returnStock')) lines.push(`${units} عدد کالا به موجودی انبار برمی‌گردد.`);
  if (summary.effects.includes('takeStock')) lines.push(`${units} عدد کالا دوباره از انبار کم می‌شود.`);
  if (summary.effects.includes('refundToWallet')) {
    lines.push(
      summary.refund > 0
        ? `${moneyText(summary.refund)} تومان به کیف پول مشتری برمی‌گردد.`
        : 'مبلغی به کیف پول مشتری برنمی‌گردد.',
    );
  }
  if (summary.effects.includes('chargePayment')) {
    lines.push(
      summary.charge > 0
        ? `${moneyText(summary.charge)} تومان از کیف پول مشتری برداشت می‌شود.`
        : 'مبلغی از کیف پول مشتری برداشت نمی‌شود.',
    );
  }
  if (summary.effects.includes('setDeliveredAt')) lines.push('زمان ارسال ثبت می‌شود.');
  if (summary.effects.includes('clearDeliveredAt')) lines.push('زمان ارسال پاک می‌شود.');
  if (summary.effects.includes('setReservedAt')) lines.push('زمان رزرو ثبت می‌شود.');
  return lines;
}
