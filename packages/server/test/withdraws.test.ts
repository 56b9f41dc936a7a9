import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, settings, wallets, walletTransactions } from '../src/db/schema/index.ts';
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

  it('approve then pay moves no money and records the tracking code; both are audited', async () => {
    const customerId = await customerWith200k();
    const id = await request50k(customerId);
    const approved = await api.post(`/admin/withdraws/${id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      message: 'درخواست برداشت تایید شد',
      data: { withdraw: { status: 'approved', status_label: 'تایید شده' } },
    });
    expect(await balance(customerId)).toBe(150_000);
    const paid = await api.post(`/admin/withdraws/${id}/pay`, { tracking_code: 'SATNA-12' });
    expect(paid.body.data.withdraw).toMatchObject({ status: 'paid', tracking_code: 'SATNA-12' });
    expect(await balance(customerId)).toBe(150_000);
    const again = await api.post(`/admin/withdraws/${id}/cancel`, {});
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('درخواست «پرداخت شده» را نمی‌توان «لغو» کرد.');
    expect(await balance(customerId)).toBe(150_000);
    const audit = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'withdraws'), eq(auditLogs.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['approve', 'pay']));
  });

  it('reject needs a reason, refunds the amount through the ledger and keeps the reason', async () => {
    const customerId = await customerWith200k();
    const id = await request50k(customerId);
    await api.post(`/admin/withdraws/${id}/approve`, {});
    const bare = await api.post(`/admin/withdraws/${id}/reject`, {});
    expect(bare.status).toBe(422);
    expect(bare.body.errors.reason).toBeDefined();
    const rejected = await api.post(`/admin/withdraws/${id}/reject`, {
      reason: 'شماره شبا به نام مشتری نیست',
    });
    expect(rejected.body.data.withdraw).toMatchObject({
      status: 'rejected',
      reject_reason: 'شماره شبا به نام مشتری نیست',
    });
    expect(await balance(customerId)).toBe(200_000);
    const [refund] = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customerId))
      .orderBy(desc(walletTransactions.id))
      .limit(1);
    expect(refund).toMatchObject({ type: 'deposit', amount: 50_000 });
    expect(JSON.stringify(refund?.meta)).toContain('ردشده');
    expect((await api.post(`/admin/withdraws/${id}/reject`, { reason: 'دوباره' })).status).toBe(422);
    expect(await balance(customerId)).toBe(200_000);
  });

  it('cancel refunds; a move needs modify_withdraw and a real request', async () => {
    const customerId = await customerWith200k();
    const id = await request50k(customerId);
    const reader = apiAs(t, (await t.adminWith(['read_withdraw'])).headers);
    expect((await reader.post(`/admin/withdraws/${id}/cancel`, {})).status).toBe(403);
    expect(await balance(customerId)).toBe(150_000);
    expect((await api.post('/admin/withdraws/999999/approve', {})).status).toBe(404);
    expect((await api.post(`/admin/withdraws/${id}/cancel`, {})).body.data.withdraw.status).toBe('canceled');
    expect(await balance(customerId)).toBe(200_000);
  });
});
