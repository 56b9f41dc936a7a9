import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cities, coupons, couponUsages, orders, shippings } from '../src/db/schema/index.ts';
import { customer, customerHeaders, stockedVariety } from './support/checkout-fixtures.ts';
import { loginCustomer } from './support/customer-login.ts';
import { createTestApp } from './support/test-app.ts';

/*
 * Issue 29 point 4: a guest checkout never tells whether a mobile is a customer's and never writes
 * into an existing customer's account. The order keeps the address it was given and the buyer's
 * mobile; it joins the account when that mobile signs in with a one-time code.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let varietyId: number;
let shippingId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' } });
  boss = await t.adminWith('super_admin');
  ({ varietyId } = await stockedVariety(t.app, boss.headers, {
    title: 'روسری نخی',
    price: 350_000,
    stock: 100,
  }));
  const [post] = await t.db
    .insert(shippings)
    .values({ name: 'پست سفارشی', defaultPrice: 40_000, status: 1 })
    .returning();
  shippingId = post?.id as number;
  const [city] = await t.db.select().from(cities).limit(1);
  cityId = city?.id as number;
});
afterAll(async () => t?.close());

let n = 0;
const newMobile = () => `0938${String(3_000_000 + ++n).slice(-7)}`;
const nextAddress = () => `10.3.${n >> 8}.${n & 255}`;

const strangerAddress = {
  first_name: 'ناشناس',
  last_name: 'غریبه',
  mobile: '09127776655',
  city_id: 0,
  postal_code: '9876543210',
  address: 'مشهد، بلوار وکیل‌آباد، کوچه یاس، پلاک ۷',
};

function checkout(mobile: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/front/orders',
    headers: { 'idempotency-key': `guest-${Date.now()}-${++n}`, ...headers },
    remoteAddress: nextAddress(),
    payload: {
      mobile,
      address: { ...strangerAddress, city_id: cityId },
      shipping_id: shippingId,
      varieties: [{ id: varietyId, quantity: 1 }],
      ...extra,
    },
  });
}

/**
 * A customer with one saved address and one order of their own (an account checkout with their token;
 * the one-time-code login itself is left to the tests).
 */
async function customerWithHistory() {
  const mobile = newMobile();
  const { id } = await customer(t.db, mobile);
  const login = { headers: await customerHeaders(t.app, id) };
  const own = await t.app.inject({
    method: 'POST',
    url: '/api/front/orders',
    headers: { 'idempotency-key': `own-${mobile}`, ...login.headers },
    remoteAddress: nextAddress(),
    payload: {
      mobile,
      address: {
        first_name: 'سیما',
        last_name: 'رستمی',
        mobile,
        city_id: cityId,
        postal_code: '1111111111',
        address: 'تبریز، خیابان امام، کوچه نسترن، پلاک ۳',
      },
      shipping_id: shippingId,
      varieties: [{ id: varietyId, quantity: 1 }],
    },
  });
  expect(own.statusCode, own.body).toBe(201);
  return { mobile, login, id, ownOrder: own.json().data.order };
}

const addressesOf = (customerId: number) =>
  t.db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
const ordersOf = (customerId: number) =>
  t.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.id));

/** The shape of an answer: its keys, all the way down (values differ with ids and times). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return value === null ? 'null' : typeof value;
}

describe('a guest checkout with a customer’s mobile', () => {
  it('leaves the customer’s addresses and orders unchanged and answers no customer id', async () => {
    const owner = await customerWithHistory();
    const addressesBefore = await addressesOf(owner.id);
    const ordersBefore = await ordersOf(owner.id);
    expect(addressesBefore).toHaveLength(1);
    expect(ordersBefore).toEqual([{ id: owner.ownOrder.id }]);

    const res = await checkout(owner.mobile);
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json().data;
    expect(res.body).not.toContain('customer_id');
    expect(res.body).not.toContain('address_id');
    expect(order.address).toMatchObject({ first_name: 'ناشناس', postal_code: '9876543210' });

    expect(await addressesOf(owner.id)).toEqual(addressesBefore);
    expect(await ordersOf(owner.id)).toEqual(ordersBefore);
    // The order keeps the address it was given and the buyer's mobile, in no account.
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({
      customerId: null,
      addressId: null,
      receiver: 'ناشناس غریبه',
      address: { mobile: '09127776655', buyer_mobile: owner.mobile, address: strangerAddress.address },
    });
    // Staff find it by the buyer's mobile.
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${owner.mobile}`,
      headers: boss.headers,
    });
    expect((found.json().data.orders.data as { id: number }[]).map((row) => row.id).sort()).toEqual(
      [owner.ownOrder.id, order.id].sort(),
    );
  });

  it('answers exactly as for a mobile no customer has', async () => {
    const owner = await customerWithHistory();
    const known = await checkout(owner.mobile);
    const unknown = await checkout(newMobile());
    expect([known.statusCode, unknown.statusCode]).toEqual([201, 201]);
    expect(shapeOf(known.json())).toEqual(shapeOf(unknown.json()));
    const pick = (body: { message: string; data: { order: Record<string, unknown> } }) => {
      const { id: _id, created_at: _c, updated_at: _u, items, address, ...order } = body.data.order;
      const { buyer_mobile: _buyer, ...where } = address as Record<string, unknown>;
      return { message: body.message, order, where, lines: (items as { quantity: number }[]).length };
    };
    expect(pick(known.json())).toEqual(pick(unknown.json()));
    // The signed payment page tells nothing either.
    const page = async (res: typeof known) =>
      (await t.app.inject({ method: 'GET', url: res.json().data.gateway_url })).json();
    const [knownPage, unknownPage] = [await page(known), await page(unknown)];
    expect(shapeOf(knownPage)).toEqual(shapeOf(unknownPage));
    expect(JSON.stringify(knownPage)).not.toContain('customer_id');
  });

  it('replays its key for the same mobile only', async () => {
    const owner = await customerWithHistory();
    const key = `guest-replay-${owner.mobile}`;
    const first = await checkout(owner.mobile, {}, { 'idempotency-key': key });
    const again = await checkout(owner.mobile, {}, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    const other = await checkout(newMobile(), {}, { 'idempotency-key': key });
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });
});

describe('the one-time-code login joins the guest orders of its mobile', () => {
  it('shows the owner the guest orders placed with their mobile after they sign in, and no one else', async () => {
    const owner = await customerWithHistory();
    const guest = (await checkout(owner.mobile)).json().data.order;
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${guest.id}`,
      headers: owner.login.headers,
    });
    expect(before.statusCode).toBe(404);

    const other = await loginCustomer(t.app, newMobile());
    const signedIn = await loginCustomer(t.app, owner.mobile);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${guest.id}`,
      headers: signedIn.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.order).toMatchObject({
      id: guest.id,
      customer_id: owner.id,
      address_id: null,
      address: { first_name: 'ناشناس', buyer_mobile: owner.mobile },
    });
    expect(await ordersOf(owner.id)).toEqual([{ id: owner.ownOrder.id }, { id: guest.id }]);
    // The order kept its address; the customer's addresses did not grow.
    expect(await addressesOf(owner.id)).toHaveLength(1);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${guest.id}`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('a checkout with the customer’s own token', () => {
  it('is theirs: the address is saved to their account and the answer names it; another’s token is a guest’s', async () => {
    const owner = await customerWithHistory();
    const mine = await checkout(owner.mobile, {}, owner.login.headers);
    expect(mine.statusCode, mine.body).toBe(201);
    const saved = await addressesOf(owner.id);
    expect(saved).toHaveLength(2);
    expect(mine.json().data.order).toMatchObject({ customer_id: owner.id, address_id: saved[1]?.id });

    const someone = await customerWithHistory();
    const asGuest = await checkout(owner.mobile, {}, someone.login.headers);
    expect(asGuest.statusCode).toBe(201);
    expect(asGuest.body).not.toContain('customer_id');
    expect(await addressesOf(owner.id)).toHaveLength(2);
    expect(await addressesOf(someone.id)).toHaveLength(1);
  });
});

describe('a coupon limited per customer', () => {
  it('needs the customer’s login, whether or not the mobile is a customer’s', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        title: 'یکبار برای هر نفر',
        code: 'ONCE-A-HEAD',
        type: 'percentage',
        amount: 10,
        usagePerUserLimit: 1,
      })
      .returning();
    const owner = await customerWithHistory();
    const known = await checkout(owner.mobile, { coupon_code: 'ONCE-A-HEAD' });
    const unknown = await checkout(newMobile(), { coupon_code: 'ONCE-A-HEAD' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'coupon_login_required' });
      expect(res.json().errors.coupon_code[0]).toMatch(/کد یکبار مصرف/);
    }
    const signedIn = await checkout(owner.mobile, { coupon_code: 'ONCE-A-HEAD' }, owner.login.headers);
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json().data.order).toMatchObject({ coupon_id: coupon?.id, discount_amount: 35_000 });
    const uses = await t.db
      .select()
      .from(couponUsages)
      .where(eq(couponUsages.couponId, coupon?.id as number));
    expect(uses).toMatchObject([{ customerId: owner.id }]);
  });
});
