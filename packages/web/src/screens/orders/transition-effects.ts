import {
  formatPriceInput,
  ORDER_TRANSITION_EFFECT_LABELS,
  type OrderTransitionEffect,
  planOrderTransition,
  toPersianDigits,
} from '@shop-admin/core';
import type { OrderDetail } from './order-api.ts';

/** Effects that move stock or money: a move with one of them asks before it goes. */
const WEIGHTY: readonly OrderTransitionEffect[] = [
  'returnStock',
  'refundToWallet',
  'takeStock',
  'chargePayment',
];

const toman = (amount: number) => `${toPersianDigits(formatPriceInput(amount))} تومان`;

/** What a move does to this order, in Persian sentences with its numbers (core's plan, the order's figures). */
export function describeTransition(
  order: Pick<OrderDetail, 'status' | 'items' | 'totals'>,
  to: string,
  noCharge: boolean,
): { weighty: boolean; lines: string[]; money: boolean } {
  const plan = planOrderTransition(order.status, to);
  if (!plan.ok) return { weighty: false, lines: [plan.reason], money: false };
  const units = order.items.reduce((sum, line) => sum + line.quantity, 0);
  const lineCount = order.items.length;
  const stockText = `${toPersianDigits(units)} عدد از ${toPersianDigits(lineCount)} قلم کالا`;
  const lines = plan.effects.map((effect) => {
    switch (effect) {
      case 'returnStock':
        return `${stockText} به موجودی انبار برمی‌گردد.`;
      case 'takeStock':
        return `${stockText} دوباره از موجودی انبار کم می‌شود (اگر موجودی کافی نباشد تغییر انجام نمی‌شود).`;
      case 'refundToWallet':
        return noCharge
          ? 'وجهی به کیف پول مشتری برنمی‌گردد (بدون جابه‌جایی وجه).'
          : `${toman(order.totals.paid_amount)} به کیف پول مشتری برمی‌گردد.`;
      case 'chargePayment':
        return noCharge
          ? 'از کیف پول برداشتی نمی‌شود؛ وجه خارج از سایت دریافت شده است.'
          : `${toman(order.totals.due_amount)} از کیف پول مشتری برداشت می‌شود (اگر موجودی کیف پول کافی نباشد تغییر انجام نمی‌شود).`;
      default:
        return ORDER_TRANSITION_EFFECT_LABELS[effect];
    }
  });
  return {
    weighty: plan.effects.some((effect) => WEIGHTY.includes(effect)),
    lines,
    money: plan.effects.includes('refundToWallet') || plan.effects.includes('chargePayment'),
  };
}
