import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  notifications,
  orderStatusLogs,
  orders,
  payments,
  storeTransactions,
  wallets,
  walletTransactions,
} from '../src/db/schema/index.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import {
  balanceOf,
  customer,
  signedLink,
  stockedVariety,
  waitingOrder,
} from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

type InvoiceRow = typeof invoices.$inferSelect;
/** Follows the invoice's signed link, as the customer's browser does. */
const hit = async (method: 'GET' | 'POST', invoice: InvoiceRow, action: 'pay' | 'fail' | '' = 'pay') =>
  t.app.inject({ method, url: await signedLink(t.app, invoice, action || 'view') });

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const walletOf = async (customerId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.customerId, customerId)))[0];
const orderNotifications = async (orderId: number) =>
  (await t.db.select().from(notifications).where(eq(notifications.type, 'order'))).filter(
    (row) => (row.data as { order_id?: number }).order_id === orderId,
  );

async function oneLineOrder(options: {
  stock: number;
  quantity: number;
  reserved?: boolean;
  walletAmount?: number;
}) {
  const v = await stockedVariety(t.app, boss.headers, {
    title: 'کیف چرمی',
    price: 1_250_000,
    stock: options.stock,
  });
  const buyer = await customer(t.db);
  const placed = await waitingOrder(t.db, {
    customerId: buyer.id,
    lines: [{ ...v, quantity: options.quantity, amount: v.price, title: v.title }],
    reserved: options.reserved,
    walletAmount: options.walletAmount,
    shippingAmount: 50_000,
  });
  return { ...placed, variety: v, buyer };
}

describe('GET front/gateway/virtual/{invoice}', () => {
  it('shows the invoice, its order and the pay and fail links', async () => {
    const { invoice, order } = await oneLineOrder({ stock: 5, quantity: 1 });
    const res = await hit('GET', invoice, '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      invoice: { id: invoice.id, amount: 1_300_000, gateway_amount: 1_300_000, status: 'pending' },
      order: { id: order.id, status: 'wait_for_payment', status_label: 'در انتظار پرداخت' },
      pay_url: expect.stringMatching(
        new RegExp(`^/api/front/gateway/virtual/${invoice.id}/pay\\?expires=\\d+&signature=[0-9a-f]{64}$`),
      ),
      fail_url: expect.stringMatching(
        new RegExp(`^/api/front/gateway/virtual/${invoice.id}/fail\\?expires=\\d+&signature=[0-9a-f]{64}$`),
      ),
    });
  });

  it('answers 404 for a malformed id and 403 for an unknown invoice, even with a well-formed signature', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/front/gateway/virtual/abc/pay' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ success: false, message: 'مورد خواسته شده یافت نشد' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/front/gateway/virtual/999999/pay?expires=9999999999&signature=${'a'.repeat(64)}`,
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'invalid_payment_signature' });
  });
});

describe('front/gateway/virtual/{invoice}/pay', () => {
  it('takes the stock, moves the order to new, records invoice, payment and log, and notifies staff', async () => {
    const clerk = await t.adminWith(['read_order']);
    const { invoice, order, variety } = await oneLineOrder({ stock: 5, quantity: 2 });
    const res = await hit('POST', invoice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'پرداخت با موفقیت انجام شد.',
      data: {
        outcome: 'paid',
        order: { id: order.id, status: 'new', paid_amount: 2_550_000 },
        invoice: { status: 'success', type: 'gateway' },
        payment: {
          gateway: 'virtual',
          transaction_id: `virtual-${invoice.id}`,
          amount: 2_550_000,
          status: 'success',
        },
      },
    });
    const paid = await orderRow(order.id);
    expect(paid?.status).toBe('new');
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await balanceOf(t.db, variety.varietyId)).toBe(3);
    const moves = await t.db.select().from(storeTransactions).where(eq(storeTransactions.orderId, order.id));
    expect(moves).toMatchObject([
      { type: 'decrement', quantity: 2, balance: 3, varietyId: variety.varietyId },
    ]);
    const logs = await t.db.select().from(orderStatusLogs).where(eq(orderStatusLogs.orderId, order.id));
    expect(logs.map((log) => [log.fromStatus, log.status])).toEqual([
      [null, 'wait_for_payment'],
      ['wait_for_payment', 'new'],
    ]);
    const sent = await orderNotifications(order.id);
    expect(sent.map((row) => row.notifiableId)).toContain(clerk.admin.id);
    expect(sent[0]?.data).toEqual({
      order_id: order.id,
      description: `سلام ادمین، سفارش جدید با شناسه ${order.id} ثبت شد`,
    });
  });

  it('is one payment when the browser hits pay again (GET or POST): no second decrement or notification', async () => {
    const { invoice, order, variety } = await oneLineOrder({ stock: 5, quantity: 1 });
    expect((await hit('GET', invoice)).statusCode).toBe(200);
    const notified = (await orderNotifications(order.id)).length;
    for (const method of ['GET', 'POST'] as const) {
      const again = await hit(method, invoice);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        message: 'این پرداخت قبلا ثبت شده است.',
        data: { outcome: 'already_paid' },
      });
    }
    expect(await balanceOf(t.db, variety.varietyId)).toBe(4);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    expect(await orderNotifications(order.id)).toHaveLength(notified);
  });

  it('is one payment when the pay link is hit five times at once', async () => {
    const { invoice, order, variety } = await oneLineOrder({ stock: 5, quantity: 1 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => hit('POST', invoice)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((r) => r.json().data.outcome).sort()).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'paid',
    ]);
    expect(await balanceOf(t.db, variety.varietyId)).toBe(4);
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(1);
    const sent = await orderNotifications(order.id);
    expect(new Set(sent.map((row) => row.notifiableId)).size).toBe(sent.length);
  });

  it('moves a reserved order to reserved and stamps reserved_at', async () => {
    const { invoice, order } = await oneLineOrder({ stock: 5, quantity: 1, reserved: true });
    const res = await hit('POST', invoice);
    expect(res.json().data.order.status).toBe('reserved');
    expect((await orderRow(order.id))?.reservedAt).toBeInstanceOf(Date);
  });

  it('refuses the whole payment when one variety is short, fails the order and refunds to the wallet', async () => {
    const plenty = await stockedVariety(t.app, boss.headers, {
      title: 'شال ابریشمی',
      price: 400_000,
      stock: 10,
    });
    const scarce = await stockedVariety(t.app, boss.headers, {
      title: 'کفش ورزشی',
      price: 900_000,
      stock: 1,
    });
    const buyer = await customer(t.db);
    const { order, invoice } = await waitingOrder(t.db, {
      customerId: buyer.id,
      lines: [
        { ...plenty, quantity: 3, amount: plenty.price, title: plenty.title },
        { ...scarce, quantity: 2, amount: scarce.price, title: scarce.title },
      ],
    });
    const res = await hit('POST', invoice);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'payment_refused', data: { outcome: 'refunded' } });
    expect(body.message).toContain('موجودی «کفش ورزشی» کافی نبود');
    expect(body.message).toContain('مبلغ ۳,۰۰۰,۰۰۰ تومان به کیف پول مشتری برگشت');
    // Nothing was taken: not even the line that had enough.
    expect(await balanceOf(t.db, plenty.varietyId)).toBe(10);
    expect(await balanceOf(t.db, scarce.varietyId)).toBe(1);
    const failed = await orderRow(order.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.statusDetail).toBe(body.message);
    expect(failed?.paidAmount).toBe(0);
    expect((await invoiceRow(invoice.id))?.status).toBe('failed');
    expect((await walletOf(buyer.id))?.balance).toBe(3_000_000);
    const ledger = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, order.id));
    expect(ledger).toMatchObject([{ type: 'deposit', amount: 3_000_000 }]);
    expect(await orderNotifications(order.id)).toHaveLength(0);

    // The gateway calling back again refunds nothing more.
    const again = await hit('POST', invoice);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(body.message);
    expect((await walletOf(buyer.id))?.balance).toBe(3_000_000);
  });

  it('takes the wallet part with the gateway part, and refunds only the gateway part when the wallet is short', async () => {
    const { invoice, order, buyer } = await oneLineOrder({ stock: 5, quantity: 1, walletAmount: 300_000 });
    await depositToWallet(t.db, { customerId: buyer.id, amount: 500_000, now: new Date() });
    const res = await hit('POST', invoice);
    expect(res.json().data).toMatchObject({
      invoice: { type: 'both', wallet_amount: 300_000 },
      payment: { amount: 1_000_000 },
      order: { status: 'new', paid_amount: 1_300_000 },
    });
    expect((await walletOf(buyer.id))?.balance).toBe(200_000);
    const debit = await t.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.type, 'withdraw')));
    expect(debit).toMatchObject([{ amount: -300_000 }]);

    const short = await oneLineOrder({ stock: 5, quantity: 1, walletAmount: 300_000 });
    const refused = await hit('POST', short.invoice);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('موجودی کیف پول کافی نبود');
    expect(await balanceOf(t.db, short.variety.varietyId)).toBe(5);
    expect((await walletOf(short.buyer.id))?.balance).toBe(1_000_000);
  });
  it('pays only the invoice it was sent to, while that invoice is still pending', async () => {
    const { invoice, order } = await oneLineOrder({ stock: 5, quantity: 1 });
    await t.db.update(invoices).set({ status: 'failed' }).where(eq(invoices.id, invoice.id));
    const [fresh] = await t.db
      .insert(invoices)
      .values({ orderId: order.id, amount: invoice.amount })
      .returning();
    const stale = await hit('POST', invoice);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({
      code: 'invoice_not_payable',
      message: 'این صورتحساب دیگر قابل پرداخت نیست.',
    });
    expect((await orderRow(order.id))?.status).toBe('wait_for_payment');
    const res = await hit('POST', fresh as InvoiceRow);
    expect(res.json().data).toMatchObject({ outcome: 'paid', invoice: { id: fresh?.id, status: 'success' } });
  });
});

describe('front/gateway/virtual/{invoice}/fail', () => {
  it('fails the order with the reason, logs it, and stays failed when hit again; paying it then is refused', async () => {
    const { invoice, order, variety } = await oneLineOrder({ stock: 5, quantity: 1 });
    const res = await hit('GET', invoice, 'fail');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'پرداخت توسط کاربر لغو شد.',
      data: {
        order: { status: 'failed', status_detail: 'پرداخت توسط کاربر لغو شد.' },
        invoice: { status: 'failed' },
      },
    });
    expect((await hit('POST', invoice, 'fail')).statusCode).toBe(200);
    const logs = await t.db.select().from(orderStatusLogs).where(eq(orderStatusLogs.orderId, order.id));
    expect(logs.filter((log) => log.status === 'failed')).toHaveLength(1);
    const pay = await hit('POST', invoice);
    expect(pay.statusCode).toBe(422);
    expect(pay.json()).toMatchObject({ code: 'order_not_payable' });
    expect(pay.json().message).toContain('«خطا»');
    expect(await balanceOf(t.db, variety.varietyId)).toBe(5);
  });

  it('refuses to fail a paid order', async () => {
    const { invoice } = await oneLineOrder({ stock: 5, quantity: 1 });
    await hit('POST', invoice);
    const res = await hit('POST', invoice, 'fail');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'order_already_paid',
      message: 'این سفارش قبلا پرداخت شده است.',
    });
  });
});
