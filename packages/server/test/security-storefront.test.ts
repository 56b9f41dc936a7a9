import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.ts';
import {
  addresses,
  cities,
  customers,
  invoices,
  orders,
  payments,
  shippings,
  wallets,
} from '../src/db/schema/index.ts';
import { createPaymentGateway } from '../src/services/payments/gateway.ts';
import { paymentSecret, paymentSignature } from '../src/services/payments/signed-links.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import {
  balanceOf,
  customer,
  signedLink,
  stockedVariety,
  waitingOrder,
} from './support/checkout-fixtures.ts';
import { loginCustomer, nextCustomerAddress } from './support/customer-login.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * Issue 13, holes 1–3: a stranger spending a customer's wallet by mobile, marking an order paid or
 * failed through the public virtual gateway, and reading a customer's address by walking invoice ids.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let bag: Awaited<ReturnType<typeof stockedVariety>>;
let shippingId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  bag = await stockedVariety(t.app, boss.headers, { title: 'کیف چرم', price: 50_000, stock: 50 });
  const [post] = await t.db
    .insert(shippings)
    .values({ name: 'پست پیشتاز', defaultPrice: 5_000, status: 1 })
    .returning();
  shippingId = post?.id as number;
  cityId = ((await t.db.select().from(cities).limit(1))[0]?.id ?? 0) as number;
});
afterAll(async () => t?.close());

let phones = 0;
const newMobile = () => `0939${String(4_000_000 + ++phones).slice(-7)}`;
let keys = 0;

const checkoutBody = (mobile: string, extra: Record<string, unknown> = {}) => ({
  mobile,
  address: {
    first_name: 'دزد',
    last_name: 'ناشناس',
    mobile: '09120000000',
    city_id: cityId,
    postal_code: '9999999999',
    address: 'تهران، خیابان آزادی، پلاک ۷',
  },
  shipping_id: shippingId,
  varieties: [{ id: bag.varietyId, quantity: 1 }],
  ...extra,
});
const checkout = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/front/orders',
    payload: payload as object,
    headers: { ...headers, 'idempotency-key': `security-${Date.now()}-${++keys}` },
    remoteAddress: nextCustomerAddress(),
  });

const walletBalance = async (customerId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.customerId, customerId)))[0]?.balance;
const rows = async () => ({
  orders: (await t.db.select({ n: count() }).from(orders))[0]?.n,
  addresses: (await t.db.select({ n: count() }).from(addresses))[0]?.n,
  customers: (await t.db.select({ n: count() }).from(customers))[0]?.n,
});

/** A customer holding 200,000 in the wallet. */
async function victim() {
  const who = await customer(t.db, newMobile());
  await depositToWallet(t.db, { customerId: who.id, amount: 200_000, now: new Date() });
  return who;
}

describe('hole 1: the wallet is spent only with its owner’s customer token', () => {
  it('refuses a wallet checkout without a token: 401 in Persian, wallet untouched, nothing written', async () => {
    const who = await victim();
    const before = await rows();
    const res = await checkout(checkoutBody(who.mobile, { from_wallet: true }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'wallet_login_required',
      message: 'برای پرداخت از کیف پول، ابتدا با کد یکبار مصرف وارد حساب کاربری خود شوید.',
    });
    expect(await walletBalance(who.id)).toBe(200_000);
    expect(await rows()).toEqual(before);
  });

  it('refuses a wallet checkout with another customer’s token: 403, wallet untouched, nothing written', async () => {
    const who = await victim();
    const thief = await loginCustomer(t.app, newMobile());
    const before = await rows();
    const res = await checkout(checkoutBody(who.mobile, { from_wallet: true }), thief.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'wallet_not_owner',
      message: 'کیف پول این شماره موبایل فقط با ورود صاحب آن قابل استفاده است.',
    });
    expect(await walletBalance(who.id)).toBe(200_000);
    expect(await rows()).toEqual(before);
  });

  it('refuses a wallet checkout with an expired, revoked or forged token (401, nothing written)', async () => {
    const who = await victim();
    const owner = await loginCustomer(t.app, who.mobile);
    await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers: owner.headers });
    const [id] = owner.token.split('|');
    const before = await rows();
    for (const authorization of [`Bearer ${owner.token}`, `Bearer ${id}|${'A'.repeat(40)}`, 'Bearer junk']) {
      const res = await checkout(checkoutBody(who.mobile, { from_wallet: true }), { authorization });
      expect(res.statusCode, authorization).toBe(401);
    }
    expect(await walletBalance(who.id)).toBe(200_000);
    expect(await rows()).toEqual(before);
  });

  it('spends the wallet with the owner’s token, and still lets a guest check out without the wallet', async () => {
    const who = await victim();
    const owner = await loginCustomer(t.app, who.mobile);
    const paid = await checkout(checkoutBody(who.mobile, { from_wallet: true }), owner.headers);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ order: { status: 'new', paid_amount: 55_000 } });
    expect(await walletBalance(who.id)).toBe(145_000);

    const guest = await checkout(checkoutBody(who.mobile));
    expect(guest.statusCode, guest.body).toBe(201);
    expect(guest.json().data).toMatchObject({
      order: { status: 'wait_for_payment' },
      invoice: { wallet_amount: 0 },
    });
    expect(await walletBalance(who.id)).toBe(145_000);
  });
});

/** A waiting order of 55,000 with its invoice, and the stock before. */
async function unpaid() {
  const buyer = await customer(t.db, newMobile());
  const placed = await waitingOrder(t.db, {
    customerId: buyer.id,
    lines: [{ ...bag, quantity: 1, amount: bag.price, title: bag.title }],
    shippingAmount: 5_000,
  });
  return { ...placed, stock: (await balanceOf(t.db, bag.varietyId)) as number };
}

/** The order, invoice, payments and stock are as the checkout left them. */
async function expectUntouched(placed: Awaited<ReturnType<typeof unpaid>>) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order.id));
  expect(order).toMatchObject({ status: 'wait_for_payment', paidAmount: placed.order.paidAmount });
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, placed.invoice.id));
  expect(invoice?.status).toBe('pending');
  expect(await t.db.select().from(payments).where(eq(payments.invoiceId, placed.invoice.id))).toEqual([]);
  expect(await balanceOf(t.db, bag.varietyId)).toBe(placed.stock);
}

const gatewayPath = (invoiceId: number, action: 'pay' | 'fail' | '') =>
  `/api/front/gateway/virtual/${invoiceId}${action ? `/${action}` : ''}`;
const queryOf = (link: string) => link.slice(link.indexOf('?'));

describe('holes 2 and 3: gateway callbacks must carry the server’s signature', () => {
  for (const action of ['pay', 'fail'] as const) {
    it(`refuses an unsigned, forged, other-invoice, other-action or expired ${action} callback and changes nothing`, async () => {
      const target = await unpaid();
      const other = await unpaid();
      const secret = await paymentSecret(t.db);
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = paymentSignature(secret, {
        invoiceId: target.invoice.id,
        action,
        amount: target.invoice.amount,
        expires: past,
      });
      const otherAction = action === 'pay' ? 'fail' : 'pay';
      const attempts = {
        unsigned: '',
        'no signature': `?expires=${Math.floor(Date.now() / 1000) + 600}`,
        forged: `?expires=9999999999&signature=${'0'.repeat(64)}`,
        'malformed signature': '?expires=9999999999&signature=xyz',
        'another invoice’s signature': queryOf(await signedLink(t.app, other.invoice, action)),
        'another action’s signature': queryOf(await signedLink(t.app, target.invoice, otherAction)),
        'the invoice page’s signature': queryOf(await signedLink(t.app, target.invoice, 'view')),
        expired: `?expires=${past}&signature=${expired}`,
        'a signature for another amount': queryOf(
          await signedLink(t.app, { ...target.invoice, amount: 1 }, action),
        ),
      };
      for (const [name, query] of Object.entries(attempts)) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({
            method,
            url: `${gatewayPath(target.invoice.id, action)}${query}`,
          });
          expect(res.statusCode, `${method} ${name}`).toBe(403);
          expect(res.json()).toMatchObject({
            code: 'invalid_payment_signature',
            message: 'پیوند پرداخت نامعتبر است یا منقضی شده است.',
          });
        }
      }
      await expectUntouched(target);
      await expectUntouched(other);
      // The signed link still works.
      const real = await t.app.inject({
        method: 'POST',
        url: await signedLink(t.app, target.invoice, action),
      });
      expect(real.statusCode, real.body).toBe(200);
    });
  }

  it('refuses to show an invoice by id without its signed link, leaking nothing personal', async () => {
    const mobile = newMobile();
    const body = checkoutBody(mobile);
    const placed = await checkout({ ...body, address: { ...body.address, postal_code: '1357924680' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const { invoice, gateway_url } = placed.json().data;
    for (const invoiceId of [invoice.id - 1, invoice.id, invoice.id + 1]) {
      for (const query of ['', `?expires=9999999999&signature=${'f'.repeat(64)}`]) {
        const res = await t.app.inject({ method: 'GET', url: `${gatewayPath(invoiceId, '')}${query}` });
        expect(res.statusCode, `${invoiceId}${query}`).toBe(403);
        expect(res.body).not.toContain('1357924680');
        expect(res.body).not.toContain(mobile);
      }
    }
    // The signed link the checkout answered shows it.
    const signed = await t.app.inject({ method: 'GET', url: gateway_url });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.order.address).toMatchObject({ postal_code: '1357924680' });
  });
});

describe('the virtual gateway exists only when configured', () => {
  it('has no routes and answers no pay links when SHOP_PAYMENT_GATEWAY is unset', async () => {
    const plain = await createTestApp();
    try {
      const staff = await plain.adminWith('super_admin');
      const item = await stockedVariety(plain.app, staff.headers, { title: 'کلاه', price: 10_000, stock: 5 });
      const buyer = await customer(plain.db, newMobile());
      const placed = await waitingOrder(plain.db, {
        customerId: buyer.id,
        lines: [{ ...item, quantity: 1, amount: item.price }],
      });
      const links = await signedLink(plain.app, placed.invoice, 'pay');
      for (const url of [links, gatewayPath(placed.invoice.id, ''), gatewayPath(placed.invoice.id, 'fail')]) {
        for (const method of ['GET', 'POST'] as const) {
          expect((await plain.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
        }
      }
      const [order] = await plain.db.select().from(orders).where(eq(orders.id, placed.order.id));
      expect(order?.status).toBe('wait_for_payment');

      const [post] = await plain.db
        .insert(shippings)
        .values({ name: 'پیک', defaultPrice: 0, status: 1 })
        .returning();
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/front/orders',
        headers: { 'idempotency-key': 'no-gateway-checkout-1' },
        payload: {
          ...checkoutBody(newMobile()),
          shipping_id: post?.id,
          varieties: [{ id: item.varietyId, quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const data = res.json().data;
      expect(data.order.status).toBe('wait_for_payment');
      for (const key of ['gateway_url', 'pay_url', 'fail_url']) expect(data).not.toHaveProperty(key);
    } finally {
      await plain.close();
    }
  });

  it('refuses to start with an unknown gateway name', () => {
    const ctx = (paymentGateway: string | undefined) =>
      ({ ...t.app.ctx, config: { ...t.config, paymentGateway } }) as AppContext;
    expect(() => createPaymentGateway(ctx('zarinpal-typo'))).toThrow(/not a known payment gateway/);
    expect(createPaymentGateway(ctx(undefined))).toBeNull();
    expect(createPaymentGateway(ctx('none'))).toBeNull();
    expect(createPaymentGateway(ctx('virtual'))?.name).toBe('virtual');
  });
});
