import { moneyText } from '../display/display-text.ts';
import { withdrawStatusLabel } from '../registry/resources/wallet.ts';
import type { FieldDef } from '../registry/types.ts';

/**
 * A withdraw request's workflow. The money rule is one sentence: a request that is pending, approved
 * or paid holds its amount out of the customer's wallet; a rejected or canceled one holds nothing.
 * So approving and paying move no money, rejecting and cancelling give the amount back, and taking a
 * rejected or canceled request back (the generic update, Shopit's PUT) takes it from the wallet again.
 */
export type WithdrawMove = 'approve' | 'pay' | 'reject' | 'cancel';

export const WITHDRAW_MOVES: readonly WithdrawMove[] = ['approve', 'pay', 'reject', 'cancel'];

/** What a move does to the wallet: nothing, the amount back to the wallet, or the amount taken from it. */
export type WithdrawLedgerEffect = 'none' | 'refund' | 'debit';

interface MoveRule {
  from: readonly string[];
  to: string;
  /** The Persian verb on the button that opens the move. */
  label: string;
  /** The Persian words on the dialog's button that makes it. */
  confirm: string;
  /** What staff must type: a reason for reject; pay takes an optional bank tracking code. */
  needs: 'reason' | 'tracking_code' | null;
  /** The server's answer once done. */
  done: string;
}

const OPEN = ['pending', 'approved'] as const;

export const WITHDRAW_MOVE_RULES: Readonly<Record<WithdrawMove, MoveRule>> = {
  approve: {
    from: ['pending'],
    to: 'approved',
    label: 'تایید',
    confirm: 'تایید درخواست',
    needs: null,
    done: 'درخواست برداشت تایید شد',
  },
  pay: {
    from: OPEN,
    to: 'paid',
    label: 'پرداخت شد',
    confirm: 'ثبت پرداخت',
    needs: 'tracking_code',
    done: 'پرداخت درخواست برداشت ثبت شد',
  },
  reject: {
    from: OPEN,
    to: 'rejected',
    label: 'رد درخواست',
    confirm: 'رد درخواست',
    needs: 'reason',
    done: 'درخواست برداشت رد شد',
  },
  cancel: {
    from: OPEN,
    to: 'canceled',
    label: 'لغو',
    confirm: 'لغو درخواست',
    needs: null,
    done: 'درخواست برداشت لغو شد',
  },
};

/** The body of a move (POST admin/withdraws/{id}/<move>): reject needs its reason, pay takes a tracking code. */
export function withdrawMoveFields(move: WithdrawMove): readonly FieldDef[] {
  const needs = WITHDRAW_MOVE_RULES[move].needs;
  if (needs === 'reason')
    return [{ name: 'reason', label: 'دلیل رد', type: 'textarea', rules: { required: true, max: 500 } }];
  if (needs === 'tracking_code')
    return [{ name: 'tracking_code', label: 'کد پیگیری بانک', type: 'text', rules: { max: 64 } }];
  return [];
}

/** Whether a request in this status keeps its amount out of the wallet. */
export const withdrawHoldsMoney = (status: string): boolean =>
  status === 'pending' || status === 'approved' || status === 'paid';

/** What moving from one status to another does to the wallet (for every status change, moves or PUT). */
export function withdrawLedgerEffect(from: string, to: string): WithdrawLedgerEffect {
  if (withdrawHoldsMoney(from) === withdrawHoldsMoney(to)) return 'none';
  return withdrawHoldsMoney(to) ? 'debit' : 'refund';
}

export const isWithdrawMove = (value: string): value is WithdrawMove =>
  (WITHDRAW_MOVES as readonly string[]).includes(value);

/** A move of one request: allowed with its target and wallet effect, or refused with a Persian reason. */
export type WithdrawMovePlan =
  | { ok: true; move: WithdrawMove; from: string; to: string; effect: WithdrawLedgerEffect }
  | { ok: false; reason: string };

export function planWithdrawMove(status: string, move: WithdrawMove): WithdrawMovePlan {
  const rule = WITHDRAW_MOVE_RULES[move];
  if (!rule.from.includes(status)) {
    return {
      ok: false,
      reason: `درخواست «${withdrawStatusLabel(status)}» را نمی‌توان «${rule.label}» کرد.`,
    };
  }
  return { ok: true, move, from: status, to: rule.to, effect: withdrawLedgerEffect(status, rule.to) };
}

/** The moves a request in this status allows, in the usual order: the only buttons the faces show. */
export const allowedWithdrawMoves = (status: string): WithdrawMove[] =>
  WITHDRAW_MOVES.filter((move) => planWithdrawMove(status, move).ok);

/**
 * The Persian sentences staff read before confirming a move of a request of `amount` Toman: the
 * status change and what the customer's wallet gets.
 */
export function withdrawMoveLines(request: { status: string; amount: number }, move: WithdrawMove): string[] {
  const plan = planWithdrawMove(request.status, move);
  if (!plan.ok) return [plan.reason];
  const amount = `${moneyText(request.amount)} تومان`;
  const lines = [
    `وضعیت از «${withdrawStatusLabel(plan.from)}» به «${withdrawStatusLabel(plan.to)}» تغییر می‌کند.`,
  ];
  if (plan.effect === 'refund') lines.push(`${amount} به کیف پول مشتری برمی‌گردد (یک واریز در دفتر کیف پول).`);
  else if (plan.effect === 'debit') lines.push(`${amount} از کیف پول مشتری برداشت می‌شود.`);
  else lines.push(`کیف پول مشتری تغییری نمی‌کند؛ ${amount} هنگام ثبت درخواست برداشت شده بود.`);
  if (move === 'pay')
    lines.push('مبلغ را پیش از این کار به حساب مشتری واریز کنید؛ پرداخت‌شده دیگر برنمی‌گردد.');
  return lines;
}
