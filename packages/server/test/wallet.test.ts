import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, wallets, walletTransactions } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let adminId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.adminWith(['modify_customer', 'read_customer', 'read_transaction']);
  adminId = staff.admin.id;
  api = apiAs(t, staff.headers);
});
afterAll(async () => t?.close());

/** Each test makes its own customers, so none depends on another's moves. */
let customers = 0;
const newCustomer = async (firstName: string, lastName?: string) => {
  customers += 1;
  const mobile = `0912100${String(customers).padStart(4, '0')}`;
  return (await findOrCreateCustomer(t.db, { mobile, firstName, lastName }, new Date())).id;
};

const deposit = async (customerId: number, amount: number, description = 'شارژ') => {
  const res = await api.post('/admin/customer/deposit', { customer_id: customerId, amount, description });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A customer with a deposit of 50,000 and then a withdrawal of 20,000. */
/** A customer with a 50,000 deposit and a 20,000 debit; the debit's answer comes back too. */
const customerAndDebit = async () => {
  const customerId = await newCustomer('زهرا', 'محمدی');
  await deposit(customerId, 50_000);
  const debit = await api.post('/admin/customer/withdraw', {
    customer_id: customerId,
    amount: 20_000,
    description: 'اصلاح شارژ اشتباه',
  });
  expect(debit.status).toBe(200);
  return { customerId, debit };
};
const customerWithTwoMoves = async () => (await customerAndDebit()).customerId;

const ledgerSum = async (id: number) => {
  const [row] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(eq(walletTransactions.customerId, id));
  return Number(row?.sum ?? 0);
};

describe('staff wallet moves', () => {
  it('deposits with the reason, tracking code and admin in the meta, and answers the customer with the balance', async () => {
    const customerId = await newCustomer('زهرا', 'محمدی');
    const res = await api.post('/admin/customer/deposit', {
      customer_id: customerId,
      amount: '۵۰۰۰۰',
      description: 'جبران تاخیر ارسال',
      tracking_code: 'TR-1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.customer).toMatchObject({ id: customerId, balance: 50_000 });
    expect(res.body.data.transaction).toMatchObject({
      type: 'deposit',
      amount: 50_000,
      description: 'جبران تاخیر ارسال',
      tracking_code: 'TR-1',
      admin_id: adminId,
    });
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'wallet_transactions'));
    expect(audits.map((a) => a.action)).toContain('deposit');
  });

  it('debits, and refuses an overdraft, an amount under 1,000, a missing reason and an unknown customer', async () => {
    const { customerId, debit } = await customerAndDebit();
    expect(debit.body.data.customer.balance).toBe(30_000);
    const over = await api.post('/admin/customer/withdraw', {
      customer_id: customerId,
      amount: 30_001,
      description: 'x',
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('موجودی کیف پول کافی نیست.');
    const small = await api.post('/admin/customer/deposit', {
      customer_id: customerId,
      amount: 999,
      description: 'x',
    });
    expect(small.status).toBe(422);
    expect(small.body.errors.amount).toBeDefined();
    const noReason = await api.post('/admin/customer/deposit', { customer_id: customerId, amount: 5000 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.description).toBeDefined();
    const nobody = await api.post('/admin/customer/deposit', {
      customer_id: 999_999,
      amount: 5000,
      description: 'x',
    });
    expect(nobody.status).toBe(422);
    expect(nobody.body.errors.customer_id).toBeDefined();
    expect(await ledgerSum(customerId)).toBe(30_000);
  });

  it('needs modify_customer to move money', async () => {
    const customerId = await newCustomer('زهرا');
    const reader = apiAs(t, (await t.adminWith(['read_customer'])).headers);
    const res = await reader.post('/admin/customer/deposit', {
      customer_id: customerId,
      amount: 5000,
      description: 'x',
    });
    expect(res.status).toBe(403);
  });
});

describe('the ledger list', () => {
  it('lists newest first with customers, the page totals and the overall totals', async () => {
    const before = (await api.get('/admin/customers/transactions')).body.data;
    const customerId = await customerWithTwoMoves();
    const otherId = await newCustomer('امیر');
    await deposit(otherId, 7000, 'هدیه');
    const all = await api.get('/admin/customers/transactions');
    expect(all.status).toBe(200);
    const { transactions, total } = all.body.data;
    expect(transactions.total).toBe(before.transactions.total + 3);
    expect(transactions.data[0]).toMatchObject({ customer_id: otherId, customer_name: 'امیر', amount: 7000 });
    expect(total).toEqual({
      deposit: before.total.deposit + 57_000,
      withdraw: before.total.withdraw + 20_000,
    });
    const mine = `customer_id=${customerId}`;
    const own = await api.get(`/admin/customers/transactions?${mine}`);
    expect(own.body.data.transactions.data.map((row: { amount: number }) => row.amount)).toEqual([
      -20_000, 50_000,
    ]);
    expect(own.body.data.total_this_page).toEqual({ deposit: 50_000, withdraw: 20_000 });
    const oldest = await api.get(`/admin/customers/transactions?${mine}&sort_by=id&sort_desc=0`);
    expect(oldest.body.data.transactions.data[0]).toMatchObject({ customer_id: customerId, amount: 50_000 });
    const page = await api.get(`/admin/customers/transactions?${mine}&per_page=1&page=1`);
    expect(page.body.data.total_this_page).toEqual({ deposit: 0, withdraw: 20_000 });
    expect(page.body.data.total).toEqual({ deposit: 50_000, withdraw: 20_000 });
  });

  it('filters by type, customer, confirmed and Jalali dates, and refuses a bad filter', async () => {
    const customerId = await customerWithTwoMoves();
    const deposits = await api.get(`/admin/customers/transactions?type=deposit&customer_id=${customerId}`);
    expect(deposits.body.data.transactions.total).toBe(1);
    expect(deposits.body.data.total).toEqual({ deposit: 50_000, withdraw: 0 });
    expect((await api.get('/admin/customers/transactions?confirmed=0')).body.data.transactions.total).toBe(0);
    expect(
      (await api.get('/admin/customers/transactions?start_date=۱۵۰۰/۰۱/۰۱')).body.data.transactions.total,
    ).toBe(0);
    expect(
      (await api.get('/admin/customers/transactions?end_date=1300/01/01')).body.data.transactions.total,
    ).toBe(0);
    expect((await api.get('/admin/customers/transactions?type=gift')).status).toBe(422);
    expect((await api.get('/admin/customers/transactions?start_date=yesterday')).status).toBe(422);
  });

  it('needs read_transaction', async () => {
    const other = apiAs(t, (await t.adminWith(['read_customer'])).headers);
    expect((await other.get('/admin/customers/transactions')).status).toBe(403);
  });

  it('keeps the wallet balance equal to the ledger', async () => {
    const customerId = await customerWithTwoMoves();
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customerId));
    expect(wallet?.balance).toBe(30_000);
    expect(wallet?.balance).toBe(await ledgerSum(customerId));
  });
});
