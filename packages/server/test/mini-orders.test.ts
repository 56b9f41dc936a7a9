import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  miniOrders,
  stores,
  storeTransactions,
  varieties,
  wallets,
  walletTransactions,
} from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { stockedVariety } from './support/checkout-fixtures.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cashier: ReturnType<typeof apiAs>;
let manager: ReturnType<typeof apiAs>;
let cashierId = 0;
let shirt: Awaited<ReturnType<typeof stockedVariety>>;
let scarf: Awaited<ReturnType<typeof stockedVariety>>;
beforeAll(async () => {
  t = await createTestApp();
  const root = await t.adminWith('super_admin');
  shirt = await stockedVariety(t.app, root.headers, { title: 'پیراهن کتان', price: 300_000, stock: 10 });
  scarf = await stockedVariety(t.app, root.headers, { title: 'شال نخی', price: 150_000, stock: 5 });
  await t.db.update(varieties).set({ barcode: '6260000000012' }).where(eq(varieties.id, shirt.varietyId));
  const staff = await t.adminWith(['mini_order', 'read_mini_order']);
  cashierId = staff.admin.id;
  cashier = apiAs(t, staff.headers);
  manager = apiAs(
    t,
    (await t.adminWith(['mini_order', 'discount_mini_order', 'read_mini_order', 'delete_mini_order']))
      .headers,
  );
});
afterAll(async () => t?.close());

const balanceOf = async (varietyId: number) => {
  const [row] = await t.db.select().from(stores).where(eq(stores.varietyId, varietyId));
  return row?.balance;
};
const walletOf = async (customerId: number) => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customerId));
  const [ledger] = await t.db
    .select({ sum: sql<string>`coalesce(sum(${walletTransactions.amount}), 0)` })
    .from(walletTransactions)
    .where(eq(walletTransactions.customerId, customerId));
  expect(wallet?.balance ?? 0).toBe(Number(ledger?.sum));
  return wallet?.balance ?? 0;
};

describe('the till lookups', () => {
  it('finds a variety by barcode (any digits) or id, and answers a Persian 404 otherwise', async () => {
    const byBarcode = await cashier.get(
      `/admin/mini_orders/search?barcode=${encodeURIComponent('۶۲۶۰۰۰۰۰۰۰۰۱۲')}`,
    );
    expect(byBarcode.status).toBe(200);
    expect(byBarcode.body.data.variety).toMatchObject({
      id: shirt.varietyId,
      product_title: 'پیراهن کتان',
      balance: 10,
    });
    const byId = await cashier.get(`/admin/mini_orders/search?id=${scarf.varietyId}`);
    expect(byId.body.data.variety.id).toBe(scarf.varietyId);
    const missing = await cashier.get('/admin/mini_orders/search?barcode=000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('یافت نشد');
    expect((await cashier.get('/admin/mini_orders/search')).status).toBe(422);
  });

  it('tells a new mobile from a known customer with their purchases', async () => {
    const unknown = await cashier.get('/admin/mini_orders/customer-search?mobile=09124440000');
    expect(unknown.body.data).toEqual({
      customer: null,
      online: { count: 0, amount: 0 },
      physical: { count: 0, amount: 0 },
    });
    expect((await cashier.get('/admin/mini_orders/customer-search?mobile=12')).status).toBe(422);
  });
});

describe('in-person sales', () => {
  let saleId = 0;
  let customerId = 0;
  it('sells with a wallet part: stock down, wallet debited, the customer created by mobile, the cashier recorded', async () => {
    const known = await findOrCreateCustomer(t.db, { mobile: '09124441111', firstName: 'لیلا' }, new Date());
    customerId = known.id;
    await depositToWallet(t.db, { customerId, amount: 100_000, now: new Date() });
    const res = await cashier.post('/admin/mini_orders', {
      mobile: '۰۹۱۲۴۴۴۱۱۱۱',
      varieties: [
        { id: shirt.varietyId, quantity: 2, amount: 300_000 },
        { id: scarf.varietyId, quantity: 1, amount: 150_000 },
      ],
      from_wallet_amount: 60_000,
      description: 'فروش نقدی و کیف پول',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sale = res.body.data.mini_order;
    saleId = sale.id;
    expect(sale).toMatchObject({
      customer_id: customerId,
      type: 'sell',
      sell_amount: 750_000,
      total: 750_000,
      from_wallet_amount: 60_000,
      creator_id: cashierId,
      items_count: 2,
    });
    expect(sale.items[0]).toMatchObject({
      variety_id: shirt.varietyId,
      quantity: 2,
      line_total: 600_000,
      variety: { product: { title: 'پیراهن کتان' } },
    });
    expect(await balanceOf(shirt.varietyId)).toBe(8);
    expect(await balanceOf(scarf.varietyId)).toBe(4);
    expect(await walletOf(customerId)).toBe(40_000);
    const moves = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.miniOrderId, saleId));
    expect(moves.map((m) => m.type).sort()).toEqual(['decrement', 'decrement']);
    const stats = await cashier.get('/admin/mini_orders/customer-search?mobile=09124441111');
    expect(stats.body.data.physical).toEqual({ count: 1, amount: 750_000 });
    expect(stats.body.data.customer.balance).toBe(40_000);
  });

  it('writes nothing when one line lacks stock, the wallet is short or a variety is unknown', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(miniOrders);
    const short = await cashier.post('/admin/mini_orders', {
      mobile: '09125550000',
      varieties: [
        { id: scarf.varietyId, quantity: 1, amount: 150_000 },
        { id: shirt.varietyId, quantity: 9, amount: 300_000 },
      ],
    });
    expect(short.status).toBe(422);
    expect(short.body.errors['varieties.1.quantity']).toBeDefined();
    const wallet = await cashier.post('/admin/mini_orders', {
      mobile: '09124441111',
      varieties: [{ id: scarf.varietyId, quantity: 1, amount: 150_000 }],
      from_wallet_amount: 40_001,
    });
    expect(wallet.status).toBe(422);
    expect(wallet.body.message).toBe('موجودی کیف پول کافی نیست.');
    const unknown = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: 999_999, quantity: 1, amount: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['varieties.0.id']).toBeDefined();
    const empty = await cashier.post('/admin/mini_orders', {});
    expect(empty.status).toBe(422);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(miniOrders);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await balanceOf(shirt.varietyId)).toBe(8);
    expect(await balanceOf(scarf.varietyId)).toBe(4);
    expect(await walletOf(customerId)).toBe(40_000);
    expect(await t.db.select().from(customers).where(eq(customers.mobile, '09125550000'))).toEqual([]);
  });

  it('needs discount_mini_order for a discount, and refuses a discount above the sale', async () => {
    const line = { id: scarf.varietyId, quantity: 1, amount: 150_000 };
    const denied = await cashier.post('/admin/mini_orders', { varieties: [line], discount_amount: 10_000 });
    expect(denied.status).toBe(403);
    const tooMuch = await manager.post('/admin/mini_orders', { varieties: [line], discount_amount: 150_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.discount_amount).toBeDefined();
    const ok = await manager.post('/admin/mini_orders', {
      mobile: '۰۹۱۲۶۶۶۰۰۰۰',
      varieties: [line],
      discount_amount: 10_000,
    });
    expect(ok.status).toBe(201);
    const [created] = await t.db.select().from(customers).where(eq(customers.mobile, '09126660000'));
    expect(created).toBeDefined();
    expect(ok.body.data.mini_order).toMatchObject({
      total: 140_000,
      customer_id: created?.id,
      discount_amount: 10_000,
    });
    expect(await balanceOf(scarf.varietyId)).toBe(3);
  });

  it('takes returned units back into stock in a mixed sale', async () => {
    const res = await cashier.post('/admin/mini_orders', {
      mobile: '09124441111',
      varieties: [{ id: scarf.varietyId, quantity: 1, amount: 150_000 }],
      refund_varieties: [{ id: shirt.varietyId, quantity: 1, amount: 300_000 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.mini_order).toMatchObject({ type: 'both', total: -150_000, refund_amount: 300_000 });
    expect(await balanceOf(shirt.varietyId)).toBe(9);
    expect(await balanceOf(scarf.varietyId)).toBe(2);
  });

  it('lists 40 a page newest first with filters, and shows one sale', async () => {
    const list = await cashier.get('/admin/mini_orders');
    expect(list.status).toBe(200);
    expect(list.body.data.mini_orders).toMatchObject({ per_page: 40, total: 3 });
    expect(list.body.data.mini_orders.data[0].type).toBe('both');
    expect(
      (await cashier.get(`/admin/mini_orders?customer_id=${customerId}`)).body.data.mini_orders.total,
    ).toBe(2);
    expect((await cashier.get('/admin/mini_orders?type=both&all=1')).body.data.mini_orders).toHaveLength(1);
    expect((await cashier.get('/admin/mini_orders?type=gift')).status).toBe(422);
    const one = await cashier.get(`/admin/mini_orders/${saleId}`);
    expect(one.body.data.mini_order.items).toHaveLength(2);
    expect(one.body.data.mini_order.customer_name).toBe('لیلا');
  });

  it('deleting a sale reverses its stock and gives the wallet part back', async () => {
    expect((await cashier.del(`/admin/mini_orders/${saleId}`)).status).toBe(403);
    const res = await manager.del(`/admin/mini_orders/${saleId}`);
    expect(res.status).toBe(200);
    expect(await balanceOf(shirt.varietyId)).toBe(11);
    expect(await balanceOf(scarf.varietyId)).toBe(3);
    expect(await walletOf(customerId)).toBe(100_000);
    expect((await manager.get(`/admin/mini_orders/${saleId}`)).status).toBe(404);
  });

  it('refuses deleting a sale whose returned units have left the stock again, changing nothing', async () => {
    const mixed = (await cashier.get('/admin/mini_orders?type=both&all=1')).body.data.mini_orders[0];
    // Sell every shirt (at a changed price: the manager may), so the returned one cannot be taken back out.
    const all = await manager.post('/admin/mini_orders', {
      varieties: [{ id: shirt.varietyId, quantity: 11, amount: 1 }],
    });
    expect(all.status).toBe(201);
    const res = await manager.del(`/admin/mini_orders/${mixed.id}`);
    expect(res.status).toBe(422);
    expect(await balanceOf(shirt.varietyId)).toBe(0);
    expect(await balanceOf(scarf.varietyId)).toBe(3);
    expect((await manager.get(`/admin/mini_orders/${mixed.id}`)).status).toBe(200);
  });
});

describe('the tender, price changes and a new customer at the till', () => {
  let cap: Awaited<ReturnType<typeof stockedVariety>>;
  beforeAll(async () => {
    const root = await t.adminWith('super_admin');
    cap = await stockedVariety(t.app, root.headers, { title: 'کلاه پشمی', price: 200_000, stock: 20 });
  });

  it('stores cash, card and wallet as sent, and the rest as cash when no tender is sent', async () => {
    const split = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: cap.varietyId, quantity: 2, amount: 200_000 }],
      cash_amount: 150_000,
      card_amount: 250_000,
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    expect(split.body.data.mini_order).toMatchObject({
      cash_amount: 150_000,
      card_amount: 250_000,
      total: 400_000,
    });
    const plain = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: cap.varietyId, quantity: 1, amount: 200_000 }],
    });
    expect(plain.body.data.mini_order).toMatchObject({ cash_amount: 200_000, card_amount: 0 });
  });

  it('refuses a tender that does not make the amount due, writing nothing', async () => {
    const before = await balanceOf(cap.varietyId);
    const res = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: cap.varietyId, quantity: 1, amount: 200_000 }],
      cash_amount: 100_000,
      card_amount: 50_000,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.cash_amount[0]).toContain('برابر نیست');
    expect(await balanceOf(cap.varietyId)).toBe(before);
  });

  it('needs discount_mini_order to sell below the price or refund above it', async () => {
    const before = await balanceOf(cap.varietyId);
    const cheap = await cashier.post('/admin/mini_orders', {
      varieties: [
        { id: cap.varietyId, quantity: 1, amount: 200_000 },
        { id: cap.varietyId, quantity: 1, amount: 199_000 },
      ],
    });
    expect(cheap.status).toBe(403);
    expect(Object.keys(cheap.body.errors)).toEqual(['varieties.1.amount']);
    const generous = await cashier.post('/admin/mini_orders', {
      refund_varieties: [{ id: cap.varietyId, quantity: 1, amount: 200_001 }],
    });
    expect(generous.status).toBe(403);
    expect(generous.body.errors['refund_varieties.0.amount']).toBeDefined();
    expect(await balanceOf(cap.varietyId)).toBe(before);
    const dearer = await cashier.post('/admin/mini_orders', {
      varieties: [{ id: cap.varietyId, quantity: 1, amount: 210_000 }],
    });
    expect(dearer.status).toBe(201);
    const allowed = await manager.post('/admin/mini_orders', {
      varieties: [{ id: cap.varietyId, quantity: 1, amount: 150_000 }],
    });
    expect(allowed.status).toBe(201);
    expect(allowed.body.data.mini_order.total).toBe(150_000);
  });

  it('creates a new customer with the names typed at the till, and the receipt carries the shop name', async () => {
    const res = await cashier.post('/admin/mini_orders', {
      mobile: '09127770000',
      first_name: 'سارا',
      last_name: 'احمدی',
      varieties: [{ id: cap.varietyId, quantity: 1, amount: 200_000 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.mini_order.customer_name).toBe('سارا احمدی');
    expect(res.body.data.mini_order.shop.name).toBe('فروشگاه نمونه');
  });
});
