import { describe, expect, it } from 'vitest';
import {
  allowedWithdrawMoves,
  planWithdrawMove,
  WITHDRAW_STATUSES,
  withdrawLedgerEffect,
  withdrawMoveLines,
} from '../src/index.ts';

describe('withdraw moves', () => {
  it('offers approve, pay, reject and cancel on a pending request and nothing on a finished one', () => {
    expect(allowedWithdrawMoves('pending')).toEqual(['approve', 'pay', 'reject', 'cancel']);
    expect(allowedWithdrawMoves('approved')).toEqual(['pay', 'reject', 'cancel']);
    for (const done of ['paid', 'rejected', 'canceled']) expect(allowedWithdrawMoves(done)).toEqual([]);
  });

  it('moves money only when the request stops or starts holding it', () => {
    expect(planWithdrawMove('pending', 'approve')).toMatchObject({
      ok: true,
      to: 'approved',
      effect: 'none',
    });
    expect(planWithdrawMove('approved', 'pay')).toMatchObject({ ok: true, to: 'paid', effect: 'none' });
    expect(planWithdrawMove('approved', 'reject')).toMatchObject({
      ok: true,
      to: 'rejected',
      effect: 'refund',
    });
    expect(planWithdrawMove('pending', 'cancel')).toMatchObject({
      ok: true,
      to: 'canceled',
      effect: 'refund',
    });
    expect(withdrawLedgerEffect('canceled', 'pending')).toBe('debit');
    expect(withdrawLedgerEffect('rejected', 'canceled')).toBe('none');
  });

  it('refuses a move from a finished request with a Persian reason naming both', () => {
    const plan = planWithdrawMove('paid', 'reject');
    expect(plan).toEqual({ ok: false, reason: 'درخواست «پرداخت شده» را نمی‌توان «رد درخواست» کرد.' });
  });

  it("states each move's wallet effect with the amount in Persian digits", () => {
    const request = { status: 'approved', amount: 50_000 };
    expect(withdrawMoveLines(request, 'reject')).toEqual([
      'وضعیت از «تایید شده» به «رد شده» تغییر می‌کند.',
      '۵۰,۰۰۰ تومان به کیف پول مشتری برمی‌گردد (یک واریز در دفتر کیف پول).',
    ]);
    expect(withdrawMoveLines(request, 'pay')[1]).toContain('تغییری نمی‌کند');
    expect(WITHDRAW_STATUSES.map((s) => s.value)).toEqual([
      'pending',
      'approved',
      'paid',
      'rejected',
      'canceled',
    ]);
  });
});
