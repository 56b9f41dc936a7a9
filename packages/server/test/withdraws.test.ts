import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, wallets, walletTransactions } from '../src/db/schema/index.ts';
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
    (await t.adminWith(['read_withdraw', 'write_withdraw', 'modify_withdraw', 'delete_withdraw'])).headers,
  );
});
afterAll(async () => t?.close());

/** Each test gets its own customer with 200,000 in the wallet, so no test depends on another's requests. */
let customers = 0;
const customerWith200k = async () => {
  customers += 1;
  const mobile = `0912200${String(customers).padStart(4, '0')}`;
  const { id } = await findOrCreateCustomer(
    t.db,
    { mobile, firstName: 'نگار', lastName: 'صادقی' },
    new Date(),
  );
  await depositToWallet(t.db, { customerId: id, amount: 200_000, now: new Date() });
  return id;
};

/** A pending request of 50,000 (at least the default minimum), answered with its id. */
const request50k = async (customerId: number) => {
  const res = await api.post('/admin/withdraws', { customer_id: customerId, amount: 50_000 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.withdraw.id as number;
};

const balance = async (customerId: number) => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  const [ledger] = await t.db
    .select({ sum: sql<string>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(eq(walletTransactions.customerId, customerId));
  expect(wallet?.balance).toBe(Number(ledger?.sum));
  return wallet?.balance;
};

describe('withdraw requests', () => {
  it('creating one debits the wallet; the minimum comes from the min_withdrew_wallet setting', async () => {
    const customerId = await customerWith200k();
    const small = await api.post('/admin/withdraws', { customer_id: customerId, amount: 40_000 });
    expect(small.status).toBe(422);
    expect(small.body.errors.amount[0]).toContain('۵۰,۰۰۰');
    await t.db.update(settings).set({ value: '30000' }).where(eq(settings.name, 'min_withdrew_wallet'));
    const res = await api.post('/admin/withdraws', {
      customer_id: customerId,
      amount: 40_000,
      card_number: '6104-3378-1234-5674',
      shaba_code: '120000000000000000000001',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.withdraw).toMatchObject({
      status: 'pending',
      status_label: 'در انتظار تکمیل',
      amount: 40_000,
      card_number: '6104337812345674',
      shaba_code: 'IR120000000000000000000001',
      customer_name: 'نگار صادقی',
    });
    expect(await balance(customerId)).toBe(160_000);
  });

  it('refuses a request larger than the balance and writes nothing', async () => {
    const customerId = await customerWith200k();
    await request50k(customerId);
    const res = await api.post('/admin/withdraws', { customer_id: customerId, amount: 150_001 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('موجودی کیف پول کافی نیست.');
    expect((await api.get(`/admin/withdraws?customer_id=${customerId}`)).body.data.withdraws.total).toBe(1);
    expect(await balance(customerId)).toBe(150_000);
  });

  it('cancelling refunds, moving back from canceled debits again, paid keeps the money out', async () => {
    const customerId = await customerWith200k();
    const id = await request50k(customerId);
    expect(await balance(customerId)).toBe(150_000);
    const canceled = await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(canceled.body.data.withdraw.status).toBe('canceled');
    expect(await balance(customerId)).toBe(200_000);
    await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(await balance(customerId)).toBe(200_000);
    const paid = await api.put(`/admin/withdraws/${id}`, { status: 'paid', tracking_code: 'BANK-77' });
    expect(paid.body.data.withdraw).toMatchObject({ status: 'paid', tracking_code: 'BANK-77' });
    expect(await balance(customerId)).toBe(150_000);
    const pending = await api.put(`/admin/withdraws/${id}`, { status: 'pending' });
    expect(pending.status).toBe(200);
    expect(await balance(customerId)).toBe(150_000);
  });

  it('refuses moving back from canceled when the balance is short, and keeps the request canceled', async () => {
    const customerId = await customerWith200k();
    const id = await request50k(customerId);
    await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(await balance(customerId)).toBe(200_000);
    const other = await api.post('/admin/withdraws', { customer_id: customerId, amount: 180_000 });
    expect(other.status).toBe(201);
    const back = await api.put(`/admin/withdraws/${id}`, { status: 'paid' });
    expect(back.status).toBe(422);
    expect((await api.get(`/admin/withdraws/${id}`)).body.data.withdraw.status).toBe('canceled');
    expect(await balance(customerId)).toBe(20_000);
  });

  it('lists with the status, customer and date filters, and refuses a bad status', async () => {
    const customerId = await customerWith200k();
    const canceled = await request50k(customerId);
    await api.put(`/admin/withdraws/${canceled}`, { status: 'canceled' });
    const pendingId = await request50k(customerId);
    const mine = `customer_id=${customerId}`;
    const pending = await api.get(`/admin/withdraws?${mine}&status=pending`);
    expect(pending.body.data.withdraws.total).toBe(1);
    expect(pending.body.data.withdraws.data[0].id).toBe(pendingId);
    expect((await api.get(`/admin/withdraws?${mine}&status=canceled`)).body.data.withdraws.total).toBe(1);
    expect((await api.get(`/admin/withdraws?${mine}`)).body.data.withdraws.total).toBe(2);
    expect((await api.get(`/admin/withdraws?${mine}&start_date=1500/01/01`)).body.data.withdraws.total).toBe(
      0,
    );
    expect((await api.get('/admin/withdraws?status=lost')).status).toBe(422);
    expect((await api.put(`/admin/withdraws/${pendingId}`, { status: 'lost' })).status).toBe(422);
  });

  it('deleting a pending request refunds it; a paid one is not deleted', async () => {
    const customerId = await customerWith200k();
    const pending = await request50k(customerId);
    expect(await balance(customerId)).toBe(150_000);
    expect((await api.del(`/admin/withdraws/${pending}`)).status).toBe(200);
    expect(await balance(customerId)).toBe(200_000);
    const paid = await request50k(customerId);
    await api.put(`/admin/withdraws/${paid}`, { status: 'paid' });
    const refused = await api.del(`/admin/withdraws/${paid}`);
    expect(refused.status).toBe(422);
    expect(await balance(customerId)).toBe(150_000);
  });
});
