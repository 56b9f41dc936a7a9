import {
  isFailedOrderStatus,
  isOrderStatus,
  isSuccessOrderStatus,
  ORDER_STATUS_VALUES,
  type OrderStatus,
  orderStatusLabel,
} from './statuses.ts';

/**
 * What the server does, in the same transaction, when an order moves between statuses
 * (shopit-contract.md e, "Transition rules"). Stock and money follow one rule: an order in the success
 * group holds its stock and the customer's payment; one in the failed group holds neither.
 * - `returnStock`: every active line goes back to stock (increment, with the order id).
 * - `refundToWallet`: what the customer paid goes to their wallet, unless staff say `no_charge`.
 * - `takeStock`: every active line is re-checked and taken from stock again; short stock refuses the move.
 * - `chargePayment`: what is still unpaid is taken from the customer's wallet (refused when it is short),
 *   unless staff say `no_charge` (the money came another way: card to card, cash).
 * - `setDeliveredAt` / `clearDeliveredAt`: the shipping time is stamped, or removed when a shipped
 *   order is taken back to an earlier success status.
 * - `setReservedAt`: the reservation time is stamped.
 */
export type OrderTransitionEffect =
  | 'returnStock'
  | 'refundToWallet'
  | 'takeStock'
  | 'chargePayment'
  | 'setDeliveredAt'
  | 'clearDeliveredAt'
  | 'setReservedAt';

/** Persian descriptions of each effect, for the confirmation staff see before a move. */
export const ORDER_TRANSITION_EFFECT_LABELS: Readonly<Record<OrderTransitionEffect, string>> = {
  returnStock: 'اقلام سفارش به موجودی انبار برمی‌گردد.',
  refundToWallet: 'مبلغ پرداخت‌شده به کیف پول مشتری برمی‌گردد (مگر با گزینه «بدون بازگشت وجه»).',
  takeStock: 'موجودی اقلام دوباره بررسی و از انبار کم می‌شود.',
  chargePayment: 'مبلغ پرداخت‌نشده از کیف پول مشتری برداشت می‌شود (مگر با گزینه «پرداخت خارج از سایت»).',
  setDeliveredAt: 'زمان ارسال ثبت می‌شود.',
  clearDeliveredAt: 'زمان ارسال پاک می‌شود.',
  setReservedAt: 'زمان رزرو ثبت می‌شود.',
};

/** The outcome of asking for a move: its effects, or the Persian reason it is refused. */
export type OrderTransitionPlan =
  | { ok: true; effects: readonly OrderTransitionEffect[] }
  | { ok: false; reason: string };

/** Decides a move from one status to another: allowed with its effects, or refused with a Persian reason. */
export function planOrderTransition(from: string, to: string): OrderTransitionPlan {
  if (!isOrderStatus(from)) return { ok: false, reason: `وضعیت فعلی سفارش («${from}») معتبر نیست.` };
  if (!isOrderStatus(to)) return { ok: false, reason: `وضعیت «${to}» معتبر نیست.` };
  const fromLabel = orderStatusLabel(from);
  const toLabel = orderStatusLabel(to);
  if (from === to) return { ok: false, reason: `سفارش همین حالا در وضعیت «${fromLabel}» است.` };

  if (isFailedOrderStatus(from)) {
    if (to === 'wait_for_payment') {
      return { ok: false, reason: `سفارش «${fromLabel}» به «${toLabel}» برنمی‌گردد.` };
    }
    if (to === 'new') return { ok: true, effects: ['takeStock', 'chargePayment'] };
    if (isSuccessOrderStatus(to)) {
      return {
        ok: false,
        reason: `سفارش «${fromLabel}» فقط به وضعیت «جدید» می‌رود؛ پس از آن می‌توانید آن را «${toLabel}» کنید.`,
      };
    }
    // Between failed-group statuses nothing is held, so nothing moves.
    return { ok: true, effects: [] };
  }

  // From the success group.
  if (to === 'wait_for_payment') {
    return {
      ok: false,
      reason: `سفارش پرداخت‌شده به «${toLabel}» برنمی‌گردد؛ اگر لازم است آن را کنسل کنید.`,
    };
  }
  if (isFailedOrderStatus(to)) return { ok: true, effects: ['returnStock', 'refundToWallet'] };
  const effects: OrderTransitionEffect[] = [];
  if (from === 'delivered') effects.push('clearDeliveredAt');
  if (to === 'delivered') effects.push('setDeliveredAt');
  if (to === 'reserved') effects.push('setReservedAt');
  return { ok: true, effects };
}

/** Null when the move is allowed, or the Persian reason it is refused. */
export function checkOrderTransition(from: string, to: string): string | null {
  const plan = planOrderTransition(from, to);
  return plan.ok ? null : plan.reason;
}

/** The side effects of an allowed move (empty for a refused one). */
export function orderTransitionEffects(from: string, to: string): readonly OrderTransitionEffect[] {
  const plan = planOrderTransition(from, to);
  return plan.ok ? plan.effects : [];
}

/** The statuses an order in `from` may move to, in the usual order; the only ones the UIs offer. */
export function allowedOrderTransitions(from: string): readonly OrderStatus[] {
  return ORDER_STATUS_VALUES.filter((to) => checkOrderTransition(from, to) === null);
}
