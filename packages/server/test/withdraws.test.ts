import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, wallets, walletTransactions } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let customerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_withdraw', 'write_withdraw', 'modify_withdraw', 'delete_withdraw'])).headers,
  );
  customerId = (
    await findOrCreateCustomer(
      t.db,
      { mobile: '09122000001', firstName: 'نگار', lastName: 'صادقی' },
      new Date(),
    )
  ).id;
  await depositToWallet(t.db, { customerId, amount: 200_000, now: new Date() });
});
afterAll(async () => t?.close());

const balance = async () => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  const [ledger] = await t.db
    .select({ sum: sql<string>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(eq(walletTransactions.customerId, customerId));
  expect(wallet?.balance).toBe(Number(ledger?.sum));
  return wallet?.balance;
};

describe('withdraw requests', () => {
  let id = 0;
  it('creating one debits the wallet; the minimum comes from the min_withdrew_wallet setting', async () => {
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
    id = res.body.data.withdraw.id;
    expect(res.body.data.withdraw).toMatchObject({
      status: 'pending',
      status_label: 'در انتظار تکمیل',
      amount: 40_000,
      card_number: '6104337812345674',
      shaba_code: 'IR120000000000000000000001',
      customer_name: 'نگار صادقی',
    });
    expect(await balance()).toBe(160_000);
  });

  it('refuses a request larger than the balance and writes nothing', async () => {
    const res = await api.post('/admin/withdraws', { customer_id: customerId, amount: 160_001 });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('موجودی کیف پول کافی نیست.');
    expect((await api.get(`/admin/withdraws?customer_id=${customerId}`)).body.data.withdraws.total).toBe(1);
    expect(await balance()).toBe(160_000);
  });

  it('cancelling refunds, moving back from canceled debits again, paid keeps the money out', async () => {
    const canceled = await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(canceled.body.data.withdraw.status).toBe('canceled');
    expect(await balance()).toBe(200_000);
    await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(await balance()).toBe(200_000);
    const paid = await api.put(`/admin/withdraws/${id}`, { status: 'paid', tracking_code: 'BANK-77' });
    expect(paid.body.data.withdraw).toMatchObject({ status: 'paid', tracking_code: 'BANK-77' });
    expect(await balance()).toBe(160_000);
    const pending = await api.put(`/admin/withdraws/${id}`, { status: 'pending' });
    expect(pending.status).toBe(200);
    expect(await balance()).toBe(160_000);
  });

  it('refuses moving back from canceled when the balance is short, and keeps the request canceled', async () => {
    await api.put(`/admin/withdraws/${id}`, { status: 'canceled' });
    expect(await balance()).toBe(200_000);
    const other = await api.post('/admin/withdraws', { customer_id: customerId, amount: 180_000 });
    expect(other.status).toBe(201);
    const back = await api.put(`/admin/withdraws/${id}`, { status: 'paid' });
    expect(back.status).toBe(422);
    expect((await api.get(`/admin/withdraws/${id}`)).body.data.withdraw.status).toBe('canceled');
    expect(await balance()).toBe(20_000);
  });

  it('lists with the status, customer and date filters, and refuses a bad status', async () => {
    const pending = await api.get('/admin/withdraws?status=pending');
    expect(pending.body.data.withdraws.total).toBe(1);
    expect((await api.get('/admin/withdraws?status=canceled')).body.data.withdraws.total).toBe(1);
    expect((await api.get('/admin/withdraws?start_date=1500/01/01')).body.data.withdraws.total).toBe(0);
    expect((await api.get('/admin/withdraws?status=lost')).status).toBe(422);
    expect((await api.put(`/admin/withdraws/${id}`, { status: 'lost' })).status).toBe(422);
  });

  it('deleting a pending request refunds it; a paid one is not deleted', async () => {
    const pending = (await api.get('/admin/withdraws?status=pending')).body.data.withdraws.data[0];
    expect((await api.del(`/admin/withdraws/${pending.id}`)).status).toBe(200);
    expect(await balance()).toBe(200_000);
    await api.put(`/admin/withdraws/${id}`, { status: 'paid' });
    const refused = await api.del(`/admin/withdraws/${id}`);
    expect(refused.status).toBe(422);
    expect(await balance()).toBe(160_000);
  });
});
