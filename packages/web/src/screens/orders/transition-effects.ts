import { orderMoveLines, orderMoveSummary } from '@shop-admin/core';
import type { OrderDetail } from './order-api.ts';

/**
 * What a move does to this order, in Persian sentences with its numbers (core's `orderMoveSummary`
 * over `planOrderTransition`): whether it moves stock or money (then it is confirmed), whether money is
 * involved (then "no money move" is offered), and the sentences.
 */
export function describeTransition(
  order: Pick<OrderDetail, 'status' | 'items' | 'total_amount' | 'paid_amount'>,
  to: string,
  noCharge: boolean,
): { weighty: boolean; lines: string[]; money: boolean } {
  const summary = orderMoveSummary(order, to, { noCharge });
  const lines = orderMoveLines(summary);
  if (!summary.ok) return { weighty: false, lines, money: false };
  return {
    weighty: summary.confirm,
    lines,
    money: summary.effects.includes('refundToWallet') || summary.effects.includes('chargePayment'),
  };
}
