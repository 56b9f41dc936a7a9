import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cities,
  coupons,
  couponUsages,
  customers,
  orders,
  shippings,
  wallets,
} from '../src/db/schema/index.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { balanceOf, customerHeaders, stockedVariety } from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let bag: Awaited<ReturnType<typeof stockedVariety>>;
let shippingId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  bag = await stockedVariety(t.app, boss.headers, { title: 'کیف دستی چرم', price: 1_250_000, stock: 10 });
  const [post] = await t.db
    .insert(shippings)
    .values({ name: 'پست پیشتاز', defaultPrice: 45_000, status: 1 })
    .returning();
  shippingId = post?.id as number;
  const [city] = await t.db.select().from(cities).limit(1);
  cityId = city?.id as number;
});
afterAll(async () => t?.close());

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;
let phones = 0;
const newMobile = () => `0935${String(2_000_000 + ++phones).slice(-7)}`;

const body = (overrides: Record<string, unknown> = {}) => ({
  mobile: newMobile(),
  address: {
    first_name: 'مریم',
    last_name: 'کاظمی',
    mobile: '09121112233',
    city_id: cityId,
    postal_code: '1234567890',
    address: 'تهران، خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
  },
  shipping_id: shippingId,
  varieties: [{ id: bag.varietyId, quantity: 1 }],
  ...overrides,
});

// Each checkout comes from its own address (as customers do), so the per-address limit stays out of
// the way except in its own test.
let addresses_ = 0;
const nextAddress = () => {
  addresses_ += 1;
  return `10.1.${addresses_ >> 8}.${addresses_ & 255}`;
};
const post = (
  payload: unknown,
  key: string | null = newKey(),
  remoteAddress = nextAddress(),
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/front/orders',
    payload: payload as Record<string, unknown>,
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    remoteAddress,
  });

const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('POST front/orders', () => {
  it('places the order in wait_for_payment with its invoice and pay link, then the gateway pays it', async () => {
    const stock = await balanceOf(t.db, bag.varietyId);
    const res = await post(body({ mobile: '۰۹۱۲۳۴۵۶۷۸۹', varieties: [{ id: bag.varietyId, quantity: 2 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('سفارش ثبت شد؛ برای تکمیل، مبلغ را پرداخت کنید.');
    expect(data.order).toMatchObject({
      status: 'wait_for_payment',
      items_amount: 2_500_000,
      shipping_amount: 45_000,
      total_amount: 2_545_000,
      address: { first_name: 'مریم', last_name: 'کاظمی', city: { id: cityId } },
      items: [{ variety_id: bag.varietyId, quantity: 2, amount: 1_250_000, status: 1 }],
    });
    expect(data.invoice).toMatchObject({
      amount: 2_545_000,
      wallet_amount: 0,
      gateway_amount: 2_545_000,
      status: 'pending',
    });
    expect(data.pay_url).toMatch(
      new RegExp(`^/api/front/gateway/virtual/${data.invoice.id}/pay\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    // A new mobile (in any digit script) becomes a customer holding the address and the order; a
    // guest's answer names neither (checkout-guest.test.ts).
    const [buyer] = await t.db.select().from(customers).where(eq(customers.mobile, '09123456789'));
    expect(buyer).toMatchObject({ firstName: 'مریم', lastName: 'کاظمی' });
    const saved = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, buyer?.id as number));
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, data.order.id));
    expect(saved).toMatchObject([{ id: placed?.addressId, postalCode: '1234567890' }]);
    expect(placed).toMatchObject({ customerId: buyer?.id, address: { buyer_mobile: '09123456789' } });
    expect(data.order).not.toHaveProperty('customer_id');
    expect(data.order).not.toHaveProperty('address_id');
    // Stock is taken at payment, not when the order is placed.
    expect(await balanceOf(t.db, bag.varietyId)).toBe(stock);

    const paid = await t.app.inject({ method: 'GET', url: data.pay_url });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({ status: 'new', paid_amount: 2_545_000 });
    expect(await balanceOf(t.db, bag.varietyId)).toBe((stock as number) - 2);
  });

  it('answers the same order for the same Idempotency-Key, never a second one, even at the same moment', async () => {
    const key = newKey();
    const payload = body();
    const first = await post(payload, key);
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    const again = await post(payload, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    expect(again.json().data.invoice.id).toBe(first.json().data.invoice.id);
    expect(await orderCount()).toBe(before);

    const raceKey = newKey();
    const racePayload = body();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(racePayload, raceKey)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().data.order.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const [buyer] = await t.db.select().from(customers).where(eq(customers.mobile, racePayload.mobile));
    // The losers' writes (their copy of the address) rolled back.
    expect(
      await t.db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, buyer?.id as number)),
    ).toHaveLength(1);

    const stolen = await post(body(), key);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: 'این کلید Idempotency-Key پیش‌تر برای سفارش دیگری به کار رفته است.',
    });
  });

  it('refuses bad input with Persian errors on each field and writes nothing', async () => {
    const before = await orderCount();
    const noKey = await post(body(), null);
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors.idempotency_key[0]).toContain('Idempotency-Key');
    expect((await post(body(), 'short')).statusCode).toBe(422);

    const res = await post({
      mobile: '12345',
      address: { first_name: 'م', mobile: '0912', city_id: cityId, postal_code: '12', address: 'کوتاه' },
      shipping_id: 'x',
      varieties: [{ id: bag.varietyId, quantity: 0 }],
      surprise: true,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const field of [
      'mobile',
      'shipping_id',
      'varieties.0.quantity',
      'surprise',
      'address.first_name',
      'address.last_name',
      'address.mobile',
      'address.postal_code',
      'address.address',
    ]) {
      expect(errors[field]?.[0], field).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await post({ ...body(), address: undefined })).json().errors.address).toEqual([
      'نشانی گیرنده الزامی است.',
    ]);
    expect((await post({ ...body(), varieties: [] })).json().errors.varieties).toBeDefined();

    const cases: [Record<string, unknown>, string, string][] = [
      [body({ varieties: [{ id: 99_999_999, quantity: 1 }] }), 'variety_not_found', 'varieties'],
      [body({ varieties: [{ id: bag.varietyId, quantity: 999 }] }), 'insufficient_stock', 'varieties'],
      [body({ shipping_id: 99_999 }), 'shipping_inactive', 'shipping_id'],
      [{ ...body(), address: { ...body().address, city_id: 99_999_999 } }, 'invalid_city', 'address.city_id'],
      [body({ coupon_code: 'NO-SUCH-CODE' }), 'coupon_unknown_code', 'coupon_code'],
    ];
    for (const [payload, code, field] of cases) {
      const refused = await post(payload);
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json(), code).toMatchObject({ success: false, code });
      expect(refused.json().errors[field]?.[0], code).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await orderCount()).toBe(before);
  });

  it('prices a coupon, counts its use, and gives the use back when the order is not paid', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ title: 'تخفیف نوروزی', code: 'NOROOZ', type: 'percentage', amount: 10, usageLimit: 1 })
      .returning();
    const first = await post(body({ coupon_code: 'norooz' }));
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json().data.order;
    expect(order).toMatchObject({ coupon_id: coupon?.id, discount_amount: 125_000, total_amount: 1_170_000 });
    const uses = () =>
      t.db
        .select()
        .from(couponUsages)
        .where(eq(couponUsages.couponId, coupon?.id as number));
    expect(await uses()).toHaveLength(1);

    const second = await post(body({ coupon_code: 'NOROOZ' }));
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('coupon_usage_limit_reached');

    // The first customer abandons the payment: the use goes back and the next customer may use it.
    const failed = await t.app.inject({ method: 'POST', url: first.json().data.fail_url });
    expect(failed.json().data.order.status).toBe('failed');
    expect(await uses()).toHaveLength(0);
    const third = await post(body({ coupon_code: 'NOROOZ' }));
    expect(third.statusCode).toBe(201);
    const paid = await t.app.inject({ method: 'POST', url: third.json().data.pay_url });
    expect(paid.json().data.order.status).toBe('new');
    expect(await uses()).toMatchObject([{ orderId: third.json().data.order.id }]);
  });

  it('pays from the wallet: all at once when it covers the order, else the rest through the gateway', async () => {
    const rich = body();
    await post(body({ mobile: rich.mobile }));
    const [buyer] = await t.db.select().from(customers).where(eq(customers.mobile, rich.mobile));
    await depositToWallet(t.db, { customerId: buyer?.id as number, amount: 2_000_000, now: new Date() });
    const stock = (await balanceOf(t.db, bag.varietyId)) as number;
    // The wallet is spent only with its owner's customer token.
    const owner = await customerHeaders(t.app, buyer?.id as number);
    const res = await post({ ...rich, from_wallet: true }, newKey(), nextAddress(), owner);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'پرداخت با موفقیت انجام شد.',
      data: {
        order: { status: 'new', paid_amount: 1_295_000 },
        invoice: { type: 'wallet', wallet_amount: 1_295_000, status: 'success' },
      },
    });
    expect(res.json().data.pay_url).toBeUndefined();
    expect(await balanceOf(t.db, bag.varietyId)).toBe(stock - 1);
    const wallet = async () =>
      (
        await t.db
          .select()
          .from(wallets)
          .where(eq(wallets.customerId, buyer?.id as number))
      )[0]?.balance;
    expect(await wallet()).toBe(705_000);

    const partial = await post({ ...rich, from_wallet: true }, newKey(), nextAddress(), owner);
    expect(partial.json().data.invoice).toMatchObject({
      type: 'both',
      wallet_amount: 705_000,
      gateway_amount: 590_000,
    });
    const paid = await t.app.inject({ method: 'POST', url: partial.json().data.pay_url });
    expect(paid.json().data).toMatchObject({ order: { status: 'new' }, payment: { amount: 590_000 } });
    expect(await wallet()).toBe(0);
  });

  it('limits checkouts per address', async () => {
    const ip = '198.51.100.7';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await post({}, newKey(), ip)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 422)).toBe(true);
    const limited = await post({}, newKey(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('درخواست های شما بیش از حد مجاز است');
  });
});
