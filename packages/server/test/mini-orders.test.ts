import { toPersianDigits } from '@shop-admin/core';
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
let root: Record<string, string>;
let cashier: ReturnType<typeof apiAs>;
let manager: ReturnType<typeof apiAs>;
let cashierId = 0;
beforeAll(async () => {
  t = await createTestApp();
  root = (await t.adminWith('super_admin')).headers;
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

/** A shirt (10 in stock, 300,000) and a scarf (5 in stock, 150,000) of this test's own. */
const goods = async () => ({
  shirt: await stockedVariety(t.app, root, { title: 'پیراهن کتان', price: 300_000, stock: 10 }),
  scarf: await stockedVariety(t.app, root, { title: 'شال نخی', price: 150_000, stock: 5 }),
});

let mobiles = 0;
/** A mobile no other test of this file uses. */
const freshMobile = () => `0935${String(1_000_000 + ++mobiles).slice(-7)}`;

/** A customer of this test's own with `amount` in the wallet. */
const customerWith = async (amount: number) => {
  const known = await findOrCreateCustomer(t.db, { mobile: freshMobile(), firstName: 'لیلا' }, new Date());
  if (amount) await depositToWallet(t.db, { customerId: known.id, amount, now: new Date() });
  return known;
};

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

type Goods = Awaited<ReturnType<typeof goods>>;
/** Two shirts and a scarf for `mobile`, 60,000 of it from the wallet. */
const sellWithWallet = (mobile: string, { shirt, scarf }: Goods) =>
  cashier.post('/admin/mini_orders', {
    mobile: toPersianDigits(mobile),
    varieties: [
      { id: shirt.varietyId, quantity: 2, amount: 300_000 },
      { id: scarf.varietyId, quantity: 1, amount: 150_000 },
    ],
    from_wallet_amount: 60_000,
    description: 'فروش نقدی و کیف پول',
  });

/** A scarf sold and a shirt taken back for `mobile` (type both). */
const mixedSale = (mobile: string | undefined, { shirt, scarf }: Goods) =>
  cashier.post('/admin/mini_orders', {
    mobile,
    varieties: [{ id: scarf.varietyId, quantity: 1, amount: 150_000 }],
    refund_varieties: [{ id: shirt.varietyId, quantity: 1, amount: 300_000 }],
  });

describe('the till lookups', () => {
  it('finds a variety by barcode (any digits) or id, and answers a Persian 404 otherwise', async () => {
    const { shirt, scarf } = await goods();
    const barcode = `626${String(1_000_000_000 + shirt.varietyId).slice(-10)}`;
    await t.db.update(varieties).set({ barcode }).where(eq(varieties.id, shirt.varietyId));
    const byBarcode = await cashier.get(
      `/admin/mini_orders/search?barcode=${encodeURIComponent(toPersianDigits(barcode))}`,
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
    const unknown = await cashier.get(`/admin/mini_orders/customer-search?mobile=${freshMobile()}`);
    expect(unknown.body.data).toEqual({
      customer: null,
      online: { count: 0, amount: 0 },
      physical: { count: 0, amount: 0 },
    });
    expect((await cashier.get('/admin/mini_orders/customer-search?mobile=12')).status).toBe(422);
  });
});

describe('in-person sales', () => {
  it('sells with a wallet part: stock down, wallet debited, the customer created by mobile, the cashier recorded', async () => {
    const stock = await goods();
    const { shirt, scarf } = stock;
    const known = await customerWith(100_000);
    const res = await sellWithWallet(known.mobile, stock);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sale = res.body.data.mini_order;
    expect(sale).toMatchObject({
      customer_id: known.id,
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
    expect(await walletOf(known.id)).toBe(40_000);
    const moves = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.miniOrderId, sale.id));
    expect(moves.map((m) => m.type).sort()).toEqual(['decrement', 'decrement']);
    const stats = await cashier.get(`/admin/mini_orders/customer-search?mobile=${known.mobile}`);
    expect(stats.body.data.physical).toEqual({ count: 1, amount: 750_000 });
    expect(stats.body.data.customer.balance).toBe(40_000);
  });

  it('writes nothing when one line lacks stock, the wallet is short or a variety is unknown', async () => {
    const { shirt, scarf } = await goods();
    const known = await customerWith(40_000);
    const stranger = freshMobile();
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(miniOrders);
    const short = await cashier.post('/admin/mini_orders', {
      mobile: stranger,
      varieties: [
        { id: scarf.varietyId, quantity: 1, amount: 150_000 },
        { id: shirt.varietyId, quantity: 11, amount: 300_000 },
      ],
    });
    expect(short.status).toBe(422);
    expect(short.body.errors['varieties.1.quantity']).toBeDefined();
    const wallet = await cashier.post('/admin/mini_orders', {
      mobile: known.mobile,
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
    expect(await balanceOf(shirt.varietyId)).toBe(10);
    expect(await balanceOf(scarf.varietyId)).toBe(5);
    expect(await walletOf(known.id)).toBe(40_000);
    expect(await t.db.select().from(customers).where(eq(customers.mobile, stranger))).toEqual([]);
  });

  it('needs discount_mini_order for a discount, and refuses a discount above the sale', async () => {
    const { scarf } = await goods();
    const line = { id: scarf.varietyId, quantity: 1, amount: 150_000 };
    const denied = await cashier.post('/admin/mini_orders', { varieties: [line], discount_amount: 10_000 });
    expect(denied.status).toBe(403);
    const tooMuch = await manager.post('/admin/mini_orders', { varieties: [line], discount_amount: 150_001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.discount_amount).toBeDefined();
    const mobile = freshMobile();
    const ok = await manager.post('/admin/mini_orders', {
      mobile: toPersianDigits(mobile),
      varieties: [line],
      discount_amount: 10_000,
    });
    expect(ok.status).toBe(201);
    const [created] = await t.db.select().from(customers).where(eq(customers.mobile, mobile));
    expect(created).toBeDefined();
    expect(ok.body.data.mini_order).toMatchObject({
      total: 140_000,
      customer_id: created?.id,
      discount_amount: 10_000,
    });
    expect(await balanceOf(scarf.varietyId)).toBe(4);
  });

  it('takes returned units back into stock in a mixed sale', async () => {
    const stock = await goods();
    const res = await mixedSale((await customerWith(0)).mobile, stock);
    expect(res.status).toBe(201);
    expect(res.body.data.mini_order).toMatchObject({ type: 'both', total: -150_000, refund_amount: 300_000 });
    expect(await balanceOf(stock.shirt.varietyId)).toBe(11);
    expect(await balanceOf(stock.scarf.varietyId)).toBe(4);
  });

  it('lists 40 a page newest first with filters, and shows one sale', async () => {
    const stock = await goods();
    const known = await customerWith(100_000);
    const sale = (await sellWithWallet(known.mobile, stock)).body.data.mini_order;
    expect((await mixedSale(known.mobile, stock)).status).toBe(201);
    const list = await cashier.get('/admin/mini_orders');
    expect(list.status).toBe(200);
    expect(list.body.data.mini_orders).toMatchObject({ per_page: 40 });
    expect(list.body.data.mini_orders.data[0]).toMatchObject({ type: 'both', customer_id: known.id });
    expect(
      (await cashier.get(`/admin/mini_orders?customer_id=${known.id}`)).body.data.mini_orders.total,
    ).toBe(2);
    const mixed = await cashier.get(`/admin/mini_orders?type=both&customer_id=${known.id}&all=1`);
    expect(mixed.body.data.mini_orders).toHaveLength(1);
    expect((await cashier.get('/admin/mini_orders?type=gift')).status).toBe(422);
    const one = await cashier.get(`/admin/mini_orders/${sale.id}`);
    expect(one.body.data.mini_order.items).toHaveLength(2);
    expect(one.body.data.mini_order.customer_name).toBe('لیلا');
  });

  it('deleting a sale reverses its stock and gives the wallet part back', async () => {
    const stock = await goods();
    const known = await customerWith(100_000);
    const saleId = (await sellWithWallet(known.mobile, stock)).body.data.mini_order.id;
    expect(await walletOf(known.id)).toBe(40_000);
    expect((await cashier.del(`/admin/mini_orders/${saleId}`)).status).toBe(403);
    const res = await manager.del(`/admin/mini_orders/${saleId}`);
    expect(res.status).toBe(200);
    expect(await balanceOf(stock.shirt.varietyId)).toBe(10);
    expect(await balanceOf(stock.scarf.varietyId)).toBe(5);
    expect(await walletOf(known.id)).toBe(100_000);
    expect((await manager.get(`/admin/mini_orders/${saleId}`)).status).toBe(404);
  });

  it('refuses deleting a sale whose returned units have left the stock again, changing nothing', async () => {
    const stock = await goods();
    const mixed = (await mixedSale(undefined, stock)).body.data.mini_order;
    // Sell every shirt (at a changed price: the manager may), so the returned one cannot be taken back out.
    const all = await manager.post('/admin/mini_orders', {
      varieties: [{ id: stock.shirt.varietyId, quantity: 11, amount: 1 }],
    });
    expect(all.status).toBe(201);
    const res = await manager.del(`/admin/mini_orders/${mixed.id}`);
    expect(res.status).toBe(422);
    expect(await balanceOf(stock.shirt.varietyId)).toBe(0);
    expect(await balanceOf(stock.scarf.varietyId)).toBe(4);
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
