import { describe, expect, it } from 'vitest';
import { orderMoveLines, orderMoveSummary } from '../src/orders/index.ts';

const paid = {
  status: 'new',
  total_amount: 250_000,
  paid_amount: 250_000,
  items: [{ quantity: 2 }, { quantity: 1 }],
};

describe('orderMoveSummary', () => {
  it('counts a cancel of a paid order: three units back to stock, the whole payment to the wallet', () => {
    const summary = orderMoveSummary(paid, 'canceled');
    expect(summary).toMatchObject({ ok: true, stockUnits: 3, refund: 250_000, charge: 0, confirm: true });
    expect(orderMoveLines(summary)).toEqual([
      'وضعیت از «جدید» به «کنسل شده» تغییر می‌کند.',
      '۳ عدد کالا به موجودی انبار برمی‌گردد.',
      '۲۵۰,۰۰۰ تومان به کیف پول مشتری برمی‌گردد.',
    ]);
  });

  it('refunds nothing with no_charge, and charges only the unpaid part when a failed order comes back', () => {
    expect(orderMoveSummary(paid, 'failed', { noCharge: true })).toMatchObject({ refund: 0, stockUnits: 3 });
    const failed = { ...paid, status: 'failed', paid_amount: 50_000 };
    const back = orderMoveSummary(failed, 'new');
    expect(back).toMatchObject({ ok: true, stockUnits: 3, charge: 200_000, refund: 0, confirm: true });
    expect(orderMoveLines(back)).toContain('۲۰۰,۰۰۰ تومان از کیف پول مشتری برداشت می‌شود.');
    expect(orderMoveSummary(failed, 'new', { noCharge: true })).toMatchObject({ charge: 0 });
  });

  it('needs no confirmation for moves inside the success group, and says why a move is refused', () => {
    expect(orderMoveSummary(paid, 'in_progress')).toMatchObject({ ok: true, confirm: false, stockUnits: 0 });
    const shipped = orderMoveSummary(paid, 'delivered');
    expect(orderMoveLines(shipped)).toEqual([
      'وضعیت از «جدید» به «ارسال شده» تغییر می‌کند.',
      'زمان ارسال ثبت می‌شود.',
    ]);
    const refused = orderMoveSummary(paid, 'wait_for_payment');
    expect(refused.ok).toBe(false);
    expect(orderMoveLines(refused)[0]).toContain('برنمی‌گردد');
  });
});
