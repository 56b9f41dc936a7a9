import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPersianDigits } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerTokens, smsTokens } from '../src/db/schema/index.ts';
import { customer, stockedVariety, waitingOrder } from './support/checkout-fixtures.ts';
import { codeFromOutbox, loginCustomer, nextCustomerAddress } from './support/customer-login.ts';
import { createTestApp } from './support/test-app.ts';

let now = new Date('2026-05-01T08:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t?.close());

let phones = 0;
const newMobile = () => `0938${String(3_000_000 + ++phones).slice(-7)}`;

const askCode = (mobile: string, remoteAddress = nextCustomerAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/customer/login/code', payload: { mobile }, remoteAddress });
const login = (mobile: string, code: string | null, remoteAddress = nextCustomerAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/customer/login', payload: { mobile, code }, remoteAddress });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/customer/profile', headers });
const codeOf = (mobile: string) => codeFromOutbox(t.config.outboxDir, mobile) as string;
/** Another six digits than the right code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST customer/login/code and customer/login', () => {
  it('sends a code to the outbox, trades it once for a token, and creates the customer for a new mobile', async () => {
    const mobile = newMobile();
    const sent = await askCode(toPersianDigits(mobile));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { expires_in: 300 } });
    const code = codeOf(mobile);
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash of the code is stored.
    const [row] = await t.db.select().from(smsTokens).where(eq(smsTokens.mobile, mobile));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const res = await login(mobile, code);
    expect(res.statusCode, res.body).toBe(200);
    const { token, customer: who } = res.json().data;
    expect(token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
    expect(who).toMatchObject({ mobile, wallet_balance: 0 });
    const [stored] = await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, who.id));
    expect(stored?.tokenHash).not.toContain(token.split('|')[1]);
    expect(stored?.expiresAt.getTime()).toBe(now.getTime() + 30 * 24 * 60 * 60_000);
    const me = await profile({ authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.customer).toMatchObject({ id: who.id, mobile });

    const again = await login(mobile, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'invalid_login_code',
      message: 'کد ورود نادرست است یا منقضی شده است.',
    });
  });

  it('answers the same for a customer and for a stranger’s mobile (no account enumeration)', async () => {
    const known = await customer(t.db, newMobile());
    const answers = [];
    for (const mobile of [known.mobile, newMobile()]) {
      const res = await askCode(mobile);
      answers.push([res.statusCode, res.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
    const before = (await t.db.select({ n: count() }).from(customers))[0]?.n;
    // Asking for a code creates nobody.
    await askCode(newMobile());
    expect((await t.db.select({ n: count() }).from(customers))[0]?.n).toBe(before);
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const code = codeOf(mobile);
    advance(5 * 60_000 + 1000);
    const res = await login(mobile, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_login_code');
  });

  it('burns the code after five wrong tries: the right code is refused after them', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const code = codeOf(mobile);
    for (let i = 0; i < 4; i++) expect((await login(mobile, wrong(code))).statusCode).toBe(422);
    // A fifth wrong try burns it.
    expect((await login(mobile, wrong(code))).statusCode).toBe(422);
    const res = await login(mobile, code);
    expect(res.statusCode).toBe(422);
    const [row] = await t.db.select().from(smsTokens).where(eq(smsTokens.mobile, mobile));
    expect(row).toMatchObject({ attempts: 5 });
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it('four wrong tries still leave the right code usable', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const code = codeOf(mobile);
    for (let i = 0; i < 4; i++) await login(mobile, wrong(code));
    expect((await login(mobile, code)).statusCode).toBe(200);
  });

  it('limits sending per mobile: one a minute, five an hour; a new code replaces the old one', async () => {
    const mobile = newMobile();
    expect((await askCode(mobile)).statusCode).toBe(200);
    const first = codeOf(mobile);
    const soon = await askCode(mobile);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ code: 'too_many_login_codes' });
    for (let i = 0; i < 4; i++) {
      advance(61_000);
      expect((await askCode(mobile)).statusCode).toBe(200);
    }
    advance(61_000);
    expect((await askCode(mobile)).statusCode).toBe(429);
    const latest = codeOf(mobile);
    if (latest !== first) expect((await login(mobile, first)).statusCode).toBe(422);
    expect((await login(mobile, latest)).statusCode).toBe(200);
    // An hour later the mobile may ask again.
    advance(60 * 60_000);
    expect((await askCode(mobile)).statusCode).toBe(200);
  });

  it('limits sending per address: twenty an hour, whatever the mobiles', async () => {
    const ip = '203.0.113.44';
    for (let i = 0; i < 20; i++) expect((await askCode(newMobile(), ip)).statusCode).toBe(200);
    const res = await askCode(newMobile(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('درخواست کد ورود بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.');
  });

  it('refuses a malformed mobile with a Persian 422', async () => {
    const res = await askCode('12345');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'invalid_mobile' });
  });

  it('writes each message as a file under <outbox>/sms', async () => {
    const mobile = newMobile();
    await askCode(mobile);
    const [row] = await t.db.select().from(smsTokens).where(eq(smsTokens.mobile, mobile));
    const text = readFileSync(join(t.config.outboxDir, 'sms', `login-${mobile}-${row?.id}.txt`), 'utf8');
    expect(text).toMatch(new RegExp(`^To: ${mobile}\\nDate: .+\\n\\nکد ورود شما به فروشگاه: \\d{6}\\n`));
  });
});

describe('customer tokens', () => {
  it('logout revokes the token', async () => {
    const { headers } = await loginCustomer(t.app, newMobile());
    expect((await profile(headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/customer/logout', headers });
    expect(out.statusCode, out.body).toBe(200);
    const after = await profile(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated', message: 'لطفا ابتدا وارد شوید' });
  });

  it('refuses a token past its absolute lifetime, however recently used', async () => {
    const { headers } = await loginCustomer(t.app, newMobile());
    for (let day = 0; day < 29; day++) {
      advance(24 * 60 * 60_000);
      expect((await profile(headers)).statusCode).toBe(200);
    }
    advance(24 * 60 * 60_000);
    expect((await profile(headers)).statusCode).toBe(401);
  });

  it('records last_used_at and refuses no token, a malformed one, a wrong secret and an admin token', async () => {
    const { token, customer: who, headers } = await loginCustomer(t.app, newMobile());
    advance(5 * 60_000);
    await profile(headers);
    const [row] = await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, who.id));
    expect(row?.lastUsedAt?.getTime()).toBe(now.getTime());
    const boss = await t.adminWith('super_admin');
    const [id] = token.split('|');
    for (const bad of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${id}|${'x'.repeat(40)}` },
      boss.headers,
    ]) {
      expect((await profile(bad)).statusCode).toBe(401);
    }
  });

  it('refuses a deactivated customer’s token', async () => {
    const { customer: who, headers } = await loginCustomer(t.app, newMobile());
    await t.db.update(customers).set({ status: 0 }).where(eq(customers.id, who.id));
    expect((await profile(headers)).statusCode).toBe(401);
  });
});

describe('GET customer/orders/{id}', () => {
  it('shows the owner their order and answers 404 to anyone else', async () => {
    const boss = await t.adminWith('super_admin');
    const v = await stockedVariety(t.app, boss.headers, { title: 'شال ابریشمی', price: 400_000, stock: 3 });
    const owner = await loginCustomer(t.app, newMobile());
    const stranger = await loginCustomer(t.app, newMobile());
    const { order } = await waitingOrder(t.db, {
      customerId: owner.customer.id,
      lines: [{ ...v, quantity: 1, amount: v.price, title: v.title }],
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/customer/orders/${order.id}`,
      headers: owner.headers,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.order).toMatchObject({
      id: order.id,
      customer_id: owner.customer.id,
      items: [{ variety_id: v.varietyId }],
      invoices: [{ order_id: order.id, status: 'pending' }],
    });
    for (const headers of [stranger.headers, {}]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customer/orders/${order.id}`, headers });
      expect(res.statusCode).toBe('authorization' in headers ? 404 : 401);
    }
  });
});
