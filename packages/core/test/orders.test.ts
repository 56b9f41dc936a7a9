import { describe, expect, it } from 'vitest';
import {
  allowedOrderTransitions,
  checkOrderTransition,
  getResource,
  isOrderStatus,
  ORDER_FAILED_STATUSES,
  ORDER_STATUS_VALUES,
  ORDER_STATUSES,
  ORDER_SUCCESS_STATUSES,
  ORDER_TRANSITION_EFFECT_LABELS,
  type OrderStatus,
  type OrderTransitionEffect,
  orderItemsEditRefusal,
  orderStatusLabel,
  orderTotals,
  orderTransitionEffects,
  planOrderTransition,
} from '../src/index.ts';

/**
 * The whole transition table, written out by hand from shopit-contract.md (e) "Transition rules":
 * `null` = refused, otherwise the effects of the move.
 */
const TABLE: Record<OrderStatus, Record<OrderStatus, readonly OrderTransitionEffect[] | null>> = {
  wait_for_payment: {
    wait_for_payment: null,
    new: ['takeStock', 'chargePayment'],
    reserved: null,
    in_progress: null,
    delivered: null,
    canceled: [],
    failed: [],
  },
  new: {
    wait_for_payment: null,
    new: null,
    reserved: ['setReservedAt'],
    in_progress: [],
    delivered: ['setDeliveredAt'],
    canceled: ['returnStock', 'refundToWallet'],
    failed: ['returnStock', 'refundToWallet'],
  },
  reserved: {
    wait_for_payment: null,
    new: [],
    reserved: null,
    in_progress: [],
    delivered: ['setDeliveredAt'],
    canceled: ['returnStock', 'refundToWallet'],
    failed: ['returnStock', 'refundToWallet'],
  },
  in_progress: {
    wait_for_payment: null,
    new: [],
    reserved: ['setReservedAt'],
    in_progress: null,
    delivered: ['setDeliveredAt'],
    canceled: ['returnStock', 'refundToWallet'],
    failed: ['returnStock', 'refundToWallet'],
  },
  delivered: {
    wait_for_payment: null,
    new: ['clearDeliveredAt'],
    reserved: ['clearDeliveredAt', 'setReservedAt'],
    in_progress: ['clearDeliveredAt'],
    delivered: null,
    canceled: ['returnStock', 'refundToWallet'],
    failed: ['returnStock', 'refundToWallet'],
  },
  canceled: {
    wait_for_payment: null,
    new: ['takeStock', 'chargePayment'],
    reserved: null,
    in_progress: null,
    delivered: null,
    canceled: null,
    failed: [],
  },
  failed: {
    wait_for_payment: null,
    new: ['takeStock', 'chargePayment'],
    reserved: null,
    in_progress: null,
    delivered: null,
    canceled: [],
    failed: null,
  },
};

const persian = /[\u0600-\u06FF]/;

describe('order statuses', () => {
  it('lists the seven statuses with their Persian labels', () => {
    expect(ORDER_STATUSES.map((s) => [s.value, s.label])).toEqual([
      ['wait_for_payment', 'در انتظار پرداخت'],
      ['new', 'جدید'],
      ['reserved', 'رزرو شده'],
      ['in_progress', 'در حال پردازش'],
      ['delivered', 'ارسال شده'],
      ['canceled', 'کنسل شده'],
      ['failed', 'خطا'],
    ]);
    expect(orderStatusLabel('delivered')).toBe('ارسال شده');
    expect(orderStatusLabel('presale')).toBe('presale');
    expect(isOrderStatus('new')).toBe(true);
    expect(isOrderStatus('canceled_by_user')).toBe(false);
  });

  it('splits every status into exactly one of the success and failed groups', () => {
    const both = [...ORDER_SUCCESS_STATUSES, ...ORDER_FAILED_STATUSES].sort();
    expect(both).toEqual([...ORDER_STATUS_VALUES].sort());
  });

  it('lets items change only before the parcel leaves', () => {
    for (const status of ['wait_for_payment', 'new', 'reserved', 'in_progress']) {
      expect(orderItemsEditRefusal(status)).toBeNull();
    }
    for (const status of ['delivered', 'canceled', 'failed']) {
      expect(orderItemsEditRefusal(status)).toContain(orderStatusLabel(status));
    }
  });
});

describe('order transitions', () => {
  for (const from of ORDER_STATUS_VALUES) {
    for (const to of ORDER_STATUS_VALUES) {
      const expected = TABLE[from][to];
      it(`${from} → ${to}: ${expected === null ? 'refused' : `allowed (${expected.join(', ') || 'no effects'})`}`, () => {
        const plan = planOrderTransition(from, to);
        if (expected === null) {
          expect(plan.ok).toBe(false);
          const reason = checkOrderTransition(from, to);
          expect(reason).toMatch(persian);
          expect(orderTransitionEffects(from, to)).toEqual([]);
          expect(allowedOrderTransitions(from)).not.toContain(to);
        } else {
          expect(plan).toEqual({ ok: true, effects: expected });
          expect(checkOrderTransition(from, to)).toBeNull();
          expect(orderTransitionEffects(from, to)).toEqual(expected);
          expect(allowedOrderTransitions(from)).toContain(to);
        }
      });
    }
  }

  it('names the only way back for a canceled order', () => {
    expect(checkOrderTransition('canceled', 'delivered')).toBe(
      'سفارش «کنسل شده» فقط به وضعیت «جدید» می‌رود؛ پس از آن می‌توانید آن را «ارسال شده» کنید.',
    );
  });

  it('refuses unknown statuses on either side with a Persian reason', () => {
    expect(checkOrderTransition('new', 'presale')).toBe('وضعیت «presale» معتبر نیست.');
    expect(checkOrderTransition('presale', 'new')).toMatch(persian);
    expect(allowedOrderTransitions('presale')).toEqual([]);
  });

  it('returns stock exactly when leaving the success group, and takes it exactly when entering it', () => {
    for (const from of ORDER_STATUS_VALUES) {
      for (const to of ORDER_STATUS_VALUES) {
        const effects = orderTransitionEffects(from, to);
        const holdsBefore = ORDER_SUCCESS_STATUSES.includes(from);
        const holdsAfter = ORDER_SUCCESS_STATUSES.includes(to);
        if (checkOrderTransition(from, to) !== null) continue;
        expect(effects.includes('returnStock')).toBe(holdsBefore && !holdsAfter);
        expect(effects.includes('takeStock')).toBe(!holdsBefore && holdsAfter);
      }
    }
  });

  it('describes every effect in Persian', () => {
    for (const label of Object.values(ORDER_TRANSITION_EFFECT_LABELS)) expect(label).toMatch(persian);
  });
});

describe('order totals', () => {
  it('adds active lines, then shipping, minus the discount', () => {
    const totals = orderTotals(
      [
        { amount: 120_000, quantity: 2, status: 1, discount_amount: 10_000 },
        { amount: 50_000, quantity: 1, status: 0 },
        { amount: 30_000, quantity: 3, status: true },
      ],
      25_000,
      15_000,
    );
    expect(totals).toEqual({
      items_count: 2,
      items_quantity: 5,
      items_amount: 330_000,
      items_discount: 20_000,
      total_amount: 340_000,
    });
  });

  it('never goes below zero', () => {
    expect(orderTotals([{ amount: 1000, quantity: 1, status: 1 }], 0, 5000).total_amount).toBe(0);
    expect(orderTotals([], 0, 0).total_amount).toBe(0);
  });
});

describe('the orders resource', () => {
  it('is declared list and get only, 25 a page, with the Shopit filters and unread', () => {
    const orders = getResource('orders');
    expect(orders?.endpoint).toBe('admin/orders');
    expect(orders?.responseKey).toEqual({ list: 'orders', item: 'order' });
    expect(orders?.perPage).toBe(25);
    expect(orders?.operations).toEqual(['list', 'get']);
    const filters = orders?.filters.map((f) => f.name);
    for (const name of [
      'id',
      'tracking_code',
      'customer_id',
      'first_name',
      'last_name',
      'province',
      'city',
      'product_id',
      'variety_id',
      'status',
      'created_at',
      'unread',
    ]) {
      expect(filters).toContain(name);
    }
    const status = orders?.filters.find((f) => f.name === 'status');
    expect(status?.options?.map((o) => o.value)).toEqual([...ORDER_STATUS_VALUES]);
  });
});
