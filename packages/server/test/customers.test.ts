import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRoles, customers, miniOrders, orders } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_customer', 'write_customer', 'modify_customer', 'delete_customer'])).headers,
  );
});
afterAll(async () => t?.close());

const valid = {
  first_name: 'علي',
  last_name: 'كريمی',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  email: 'Ali@Example.com',
  national_code: '۰۰۱۳۵۴۲۴۱۹',
  gender: 'male',
  birth_date: '۱۳۷۰/۰۵/۲۱',
  card_number: '6104 3378 1234 5674',
  newsletter: true,
  foreign_national: false,
  status: true,
  password: 'secret-pass',
};

let phones = 0;
/** A mobile no other test uses (0936…; the quick search below owns 0919…). */
const newMobile = () => `0936${String(1_000_000 + ++phones).slice(-7)}`;

/** A customer of one test's own, made through the API with a password. */
async function makeCustomer(extra: Record<string, unknown> = {}) {
  const res = await api.post('/admin/customers', {
    first_name: 'علی',
    last_name: 'کریمی',
    mobile: newMobile(),
    password: 'secret-pass',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.customer as { id: number; mobile: string };
}

describe('customers API', () => {
  it('creates a customer: mobile, codes and names stored normalised, the birth date read as Jalali', async () => {
    const res = await api.post('/admin/customers', valid);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const customer = res.body.data.customer;
    const id = customer.id;
    expect(customer).toMatchObject({
      first_name: 'علی',
      last_name: 'کریمی',
      mobile: '09121234567',
      email: 'ali@example.com',
      national_code: '0013542419',
      card_number: '6104337812345674',
      birth_date: '1991-08-12',
      birth_date_jalali: '1370/05/21',
      gender: 'male',
      newsletter: true,
      status: true,
      balance: 0,
      gift_balance: 0,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.search).toContain('علی کریمی');
  });

  it('refuses a taken mobile, a bad national code, a bad card and a bad mobile with Persian 422s', async () => {
    const { mobile: held } = await makeCustomer();
    // The same mobile in Persian digits is still taken.
    const persian = held.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] as string);
    const taken = await api.post('/admin/customers', { mobile: persian });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.mobile[0]).toContain('قبلا ثبت شده');
    const dup = await api.post('/admin/customers', { mobile: held });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.mobile[0]).toContain('قبلا ثبت شده');
    const bad = await api.post('/admin/customers', {
      mobile: '09350000000',
      national_code: '0013542418',
      card_number: '6104337812345675',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.national_code[0]).toContain('کد ملی');
    expect(bad.body.errors.card_number[0]).toContain('شماره کارت');
    // A mobile pasted with +98 and spaces is the same number, stored as 09…, and still taken.
    const pasted = await api.post('/admin/customers', {
      mobile: `+98 ${held.slice(1, 4)} ${held.slice(4, 7)} ${held.slice(7)}`,
    });
    expect(pasted.body.errors.mobile[0]).toContain('قبلا ثبت شده');
    const spaced = newMobile();
    const made = await api.post('/admin/customers', {
      mobile: `${spaced.slice(0, 4)}-${spaced.slice(4, 7)}-${spaced.slice(7)}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data.customer.mobile).toBe(spaced);
    const mobile = await api.post('/admin/customers', { mobile: '0212345678' });
    expect(mobile.status).toBe(422);
    expect(mobile.body.errors.mobile).toBeDefined();
    const birth = await api.post('/admin/customers', { mobile: '09350000001', birth_date: '1500/01/01' });
    expect(birth.status).toBe(422);
    expect(birth.body.errors.birth_date[0]).toContain('تاریخ تولد');
  });

  it('accepts the web picker instant for the birth date and keeps the password on an empty update', async () => {
    const { id } = await makeCustomer({ birth_date: '۱۳۷۰/۰۵/۲۰' });
    const [before] = await t.db.select().from(customers).where(eq(customers.id, id));
    // Tehran midnight of 1370/05/21 as the date picker sends it.
    const res = await api.put(`/admin/customers/${id}`, {
      birth_date: '1991-08-11T19:30:00.000Z',
      password: '',
      last_name: 'احمدی',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.customer.birth_date).toBe('1991-08-12');
    const [after] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(before?.passwordHash).toMatch(/^scrypt\$/);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.search).toContain('علی احمدی');
  });

  it('lists with Shopit filters and finds كرماني or ۰۹۱۲ through the Persian-normalised search', async () => {
    const now = new Date();
    // Its own two, under a family name no other test uses: the search keeps other tests' rows out.
    const maryam = await findOrCreateCustomer(
      t.db,
      { mobile: '09351110000', firstName: 'مریم', lastName: 'کرمانی' },
      now,
    );
    const sara = await findOrCreateCustomer(
      t.db,
      { mobile: '09121110000', firstName: 'سارا', lastName: 'کرمانی' },
      now,
    );
    const ours = `search=${encodeURIComponent('كرماني')}`;
    const mobiles = async (query: string) =>
      (await api.get(`/admin/customers?${ours}&${query}`)).body.data.customers.data
        .map((c: { mobile: string }) => c.mobile)
        .sort();
    expect(await mobiles('')).toEqual(['09121110000', '09351110000']);
    const search = await api.get(`/admin/customers?search=${encodeURIComponent('مريم كرماني')}`);
    expect(search.status).toBe(200);
    expect(search.body.data.customers.data.map((c: { mobile: string }) => c.mobile)).toEqual(['09351110000']);
    expect(await mobiles(`mobile=${encodeURIComponent('۰۹۱۲')}`)).toEqual(['09121110000']);
    const byId = await api.get(`/admin/customers?id=${maryam.id}`);
    expect(byId.body.data.customers.data.map((c: { id: number }) => c.id)).toEqual([maryam.id]);
    expect(await mobiles('has_deposits=0')).toEqual(['09121110000', '09351110000']);
    await depositToWallet(t.db, { customerId: maryam.id, amount: 5000, now });
    const deposits = await api.get(`/admin/customers?${ours}&has_deposits=1&has_transactions=1`);
    expect(deposits.body.data.customers.data.map((c: { id: number }) => c.id)).toEqual([maryam.id]);
    expect(deposits.body.data.customers.data[0].balance).toBe(5000);
    const none = await api.get(`/admin/customers?${ours}&has_deposits=0`);
    expect(none.body.data.customers.data.map((c: { id: number }) => c.id)).toEqual([sara.id]);
    const future = await api.get('/admin/customers?start_date=1500/01/01');
    expect(future.body.data.customers.total).toBe(0);
    const badFilter = await api.get('/admin/customers?has_deposits=maybe');
    expect(badFilter.status).toBe(422);
  });

  it('quick-searches at most 20 by name, mobile or id, for customer readers only', async () => {
    await makeCustomer({ first_name: 'بهرام', last_name: 'بهرامی' });
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    const refused = await nobody.get(`/admin/customers/search?q=${encodeURIComponent('بهرامي')}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toMatch(/09\d{9}/);
    const plain = apiAs(t, (await t.adminWith(['read_customer'])).headers);
    const res = await plain.get(`/admin/customers/search?q=${encodeURIComponent('بهرامي')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(1);
    expect(Object.keys(res.body.data.customers[0]).sort()).toEqual([
      'first_name',
      'id',
      'last_name',
      'mobile',
    ]);
    for (let i = 0; i < 25; i++) {
      await findOrCreateCustomer(
        t.db,
        { mobile: `0919000${String(i).padStart(4, '0')}`, firstName: 'نیما' },
        new Date(),
      );
    }
    const many = await plain.get('/admin/customers/search?q=0919');
    expect(many.body.data.customers).toHaveLength(20);
    expect(many.body.data.count).toBe(25);
    const empty = await plain.get('/admin/customers/search?q=');
    expect(empty.status).toBe(422);
  });

  it('shows the customer with wallet balance, role and an order summary by status', async () => {
    const { id } = await makeCustomer();
    await depositToWallet(t.db, { customerId: id, amount: 5000, now: new Date() });
    const [role] = await t.db.insert(customerRoles).values({ name: 'VIP' }).returning();
    await api.put(`/admin/customers/${id}`, { role_id: role?.id });
    await t.db.insert(orders).values([
      { customerId: id, status: 'new', totalAmount: 100_000, itemsAmount: 100_000 },
      { customerId: id, status: 'delivered', totalAmount: 50_000, itemsAmount: 50_000 },
      { customerId: id, status: 'canceled', totalAmount: 70_000, itemsAmount: 70_000 },
    ] as never);
    await t.db.insert(miniOrders).values({ customerId: id, total: 30_000, sellAmount: 30_000 });
    const res = await api.get(`/admin/customers/${id}`);
    expect(res.status).toBe(200);
    const customer = res.body.data.customer;
    expect(customer.balance).toBe(5000);
    expect(customer.role).toEqual({ id: role?.id, name: 'VIP' });
    expect(customer.order_summary.online).toMatchObject({ count: 3, paid_count: 2, paid_amount: 150_000 });
    expect(customer.order_summary.online.by_status.canceled).toEqual({ count: 1, amount: 70_000 });
    expect(customer.order_summary.physical).toEqual({ count: 1, amount: 30_000 });
    const missing = await api.get('/admin/customers/999999');
    expect(missing.status).toBe(404);
  });

  it('refuses deleting a customer with orders, deletes one without', async () => {
    const { id } = await makeCustomer();
    await t.db
      .insert(orders)
      .values({ customerId: id, status: 'new', totalAmount: 10_000, itemsAmount: 10_000 } as never);
    const refused = await api.del(`/admin/customers/${id}`);
    expect(refused.status).toBe(422);
    expect((await api.get(`/admin/customers/${id}`)).status).toBe(200);
    const other = await findOrCreateCustomer(t.db, { mobile: '09120000999' }, new Date());
    const done = await api.del(`/admin/customers/${other.id}`);
    expect(done.status).toBe(200);
    expect((await api.get(`/admin/customers/${other.id}`)).status).toBe(404);
  });

  it('needs the customer permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_customer'])).headers);
    expect((await reader.get('/admin/customers')).status).toBe(200);
    expect((await reader.post('/admin/customers', { mobile: '09129999999' })).status).toBe(403);
  });
});

describe('findOrCreateCustomer', () => {
  it('normalises the mobile, creates once even when called concurrently, and refuses a non-mobile', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        findOrCreateCustomer(t.db, { mobile: '+۹۸۹۱۵۱۲۳۴۵۶۷', firstName: 'رضا', lastName: 'نوري' }, now),
      ),
    );
    expect(new Set(results.map((c) => c.id)).size).toBe(1);
    expect(results[0]).toMatchObject({ mobile: '09151234567', firstName: 'رضا' });
    await expect(findOrCreateCustomer(t.db, { mobile: '12345' }, now)).rejects.toMatchObject({
      status: 422,
      code: 'invalid_mobile',
    });
  });
});

describe('customer roles and sellers', () => {
  it('serves customer roles: unique name, kept while customers hold them', async () => {
    const roles = apiAs(
      t,
      (await t.adminWith(['read_customer_role', 'write_customer_role', 'delete_customer_role'])).headers,
    );
    const res = await roles.post('/admin/customer_roles', { name: 'عمده‌فروش', see_expired: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.customer_role).toMatchObject({ name: 'عمده‌فروش', see_expired: true });
    expect((await roles.post('/admin/customer_roles', { name: 'عمده‌فروش' })).status).toBe(422);
    const holder = await findOrCreateCustomer(t.db, { mobile: '09127770000' }, new Date());
    await t.db
      .update(customers)
      .set({ roleId: res.body.data.customer_role.id })
      .where(eq(customers.id, holder.id));
    expect((await roles.del(`/admin/customer_roles/${res.body.data.customer_role.id}`)).status).toBe(422);
    const listed = (await roles.get('/admin/customer_roles?all=1')).body.data.customer_roles;
    expect((Array.isArray(listed) ? listed : listed.data).map((r: { name: string }) => r.name)).toContain(
      'عمده‌فروش',
    );
  });

  it('serves sellers with a checked national code', async () => {
    const sellers = apiAs(t, (await t.adminWith(['read_seller', 'write_seller'])).headers);
    const bad = await sellers.post('/admin/sellers', {
      full_name: 'مهدی رستمی',
      national_code: '0013542418',
    });
    expect(bad.status).toBe(422);
    const res = await sellers.post('/admin/sellers', {
      full_name: 'مهدی رستمی',
      national_code: '۰۰۱۳۵۴۲۴۱۹',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.seller).toMatchObject({ full_name: 'مهدی رستمی', national_code: '0013542419' });
    const found = await sellers.get(`/admin/sellers?search=${encodeURIComponent('رستمي')}`);
    expect(found.body.data.sellers.total).toBe(1);
  });
});
