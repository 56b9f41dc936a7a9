import { toPersianDigits } from '@shop-admin/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, notifications, roles, storeTransactions } from '../src/db/schema/index.ts';
import { type CatalogueReference, createProduct, seedCatalogueReference } from './products-fixtures.ts';
import {
  type AdminStream,
  dropLeftoverConnections,
  listenOnLoopback,
  openAdminStream,
} from './support/live-stream.ts';
import { startPushEndpoint } from './support/push-endpoint.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let baseURL: string;
const streams: AdminStream[] = [];
const endpoints: Awaited<ReturnType<typeof startPushEndpoint>>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
  baseURL = await listenOnLoopback(t.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  dropLeftoverConnections(t.app);
  await t?.close();
  await Promise.all(endpoints.map((e) => e.close()));
});

const get = (url: string, headers = boss.headers) => t.app.inject({ method: 'GET', url, headers });
const move = (payload: Record<string, unknown>, headers = boss.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/stores', headers, payload });
const storeOf = async (varietyId: number) =>
  (await get(`/api/admin/stores?variety_id=${varietyId}`)).json().data.stores.data[0];

describe('POST admin/stores (manual movements)', () => {
  it('increments and decrements a variety’s balance and logs each movement', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'قوری چینی',
      unit_price: 300000,
      stock: 2,
    });
    const varietyId = product.varieties[0]?.id as number;
    const up = await move({
      variety_id: varietyId,
      type: 'increment',
      quantity: '۵',
      description: 'رسید انبار',
    });
    expect(up.statusCode).toBe(201);
    expect(up.json().data).toMatchObject({
      store: { variety_id: varietyId, balance: 7 },
      transaction: {
        type: 'increment',
        quantity: 5,
        balance: 7,
        description: 'رسید انبار',
        product_id: product.id,
      },
    });
    const down = await move({ variety_id: varietyId, type: 'decrement', quantity: 3 });
    expect(down.json().data.store.balance).toBe(4);
    const log = (await get(`/api/admin/store_transactions?variety_id=${varietyId}`)).json().data
      .storeTransactions;
    expect(
      log.data.map((r: { type: string; quantity: number; balance: number }) => [
        r.type,
        r.quantity,
        r.balance,
      ]),
    ).toEqual([
      ['decrement', 3, 4],
      ['increment', 5, 7],
      ['increment', 2, 2],
    ]);
    expect(log.data[2].description).toBe('موجودی اولیه');
  });

  it('refuses a decrement below zero with a Persian reason and changes nothing', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'سینی', unit_price: 100, stock: 1 });
    const varietyId = product.varieties[0]?.id as number;
    const res = await move({ variety_id: varietyId, type: 'decrement', quantity: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'insufficient_stock',
      message: 'موجودی انبار کافی نیست (موجودی فعلی: ۱).',
      errors: { quantity: ['موجودی انبار کافی نیست.'] },
    });
    expect((await storeOf(varietyId)).balance).toBe(1);
    const rows = await t.db
      .select()
      .from(storeTransactions)
      .where(eq(storeTransactions.varietyId, varietyId));
    expect(rows).toHaveLength(1);
  });

  it('checks the movement with core’s rules, in Persian', async () => {
    const res = await move({ variety_id: 'x', type: 'gift', quantity: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      type: ['مقدار انتخاب‌شده برای نوع جابه‌جایی معتبر نیست.'],
      quantity: ['تعداد باید ۱ یا بیشتر باشد.'],
      variety_id: expect.any(Array),
    });
    const missing = await move({ variety_id: 999999, type: 'increment', quantity: 1 });
    expect(missing.json().errors).toEqual({ variety_id: ['تنوع محصول یافت نشد.'] });
  });

  it('needs write_store to move and read_store to look', async () => {
    const reader = await t.adminWith(['read_store']);
    expect((await get('/api/admin/stores', reader.headers)).statusCode).toBe(200);
    expect((await get('/api/admin/store_transactions', reader.headers)).statusCode).toBe(200);
    expect((await move({ variety_id: 1, type: 'increment', quantity: 1 }, reader.headers)).statusCode).toBe(
      403,
    );
    const other = await t.adminWith(['read_product']);
    expect((await get('/api/admin/stores', other.headers)).statusCode).toBe(403);
  });
});

describe('GET admin/stores and store_transactions', () => {
  it('lists balances with product and variety titles, filters and sorts', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'پیراهن كتان',
      unit_price: 900000,
      varieties: [
        {
          color_id: ref.colors.red.id,
          attribute_value_ids: [ref.sizes.S.id],
          price: 900000,
          sku: 'SH-R-S',
          stock: 1,
        },
        {
          color_id: ref.colors.blue.id,
          attribute_value_ids: [ref.sizes.L.id],
          price: 900000,
          sku: 'SH-B-L',
          stock: 12,
        },
      ],
    });
    const list = (await get(`/api/admin/stores?product_id=${product.id}&sort_by=balance`)).json().data.stores;
    expect(list.total).toBe(2);
    expect(
      list.data.map((s: { variety_title: string; balance: number; product_title: string }) => [
        s.variety_title,
        s.balance,
        s.product_title,
      ]),
    ).toEqual([
      ['قرمز - S', 1, 'پیراهن کتان'],
      ['آبی - L', 12, 'پیراهن کتان'],
    ]);
    const low = (await get(`/api/admin/stores?product_id=${product.id}&max_balance=۲`)).json().data.stores
      .data;
    expect(low.map((s: { sku: string }) => s.sku)).toEqual(['SH-R-S']);
    const searched = (await get(`/api/admin/stores?search=${encodeURIComponent('پيراهن')}`)).json().data
      .stores;
    expect(searched.total).toBe(2);
    const one = (await get(`/api/admin/stores/${list.data[1].id}`)).json().data.store;
    expect(one).toMatchObject({
      balance: 12,
      sku: 'SH-B-L',
      transactions: [expect.objectContaining({ quantity: 12 })],
    });
  });

  it('links movements to the order or in-person sale that caused them, through app.ctx.stock', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'دفترچه',
      unit_price: 50000,
      stock: 10,
    });
    const varietyId = product.varieties[0]?.id as number;
    await t.app.ctx.stock.move(t.db, {
      varietyId,
      type: 'decrement',
      quantity: 2,
      orderId: 5501,
      description: 'سفارش ۵۵۰۱',
    });
    await t.app.ctx.stock.move(t.db, { varietyId, type: 'decrement', quantity: 1, miniOrderId: 77 });
    const byOrder = (await get('/api/admin/store_transactions?order_id=5501')).json().data.storeTransactions
      .data;
    expect(byOrder).toHaveLength(1);
    expect(byOrder[0]).toMatchObject({
      order_id: 5501,
      mini_order_id: null,
      quantity: 2,
      balance: 8,
      product_title: 'دفترچه',
    });
    const bySale = (
      await get(`/api/admin/store_transactions?mini_order_id=77&type=decrement&product_id=${product.id}`)
    ).json();
    expect(bySale.data.storeTransactions.data.map((r: { balance: number }) => r.balance)).toEqual([7]);
    expect((await get('/api/admin/store_transactions?type=gift')).statusCode).toBe(422);
    // A refused movement inside a caller's transaction (an order taking several lines) runs in a
    // savepoint: the caller may catch it and carry on, and its other movements still commit.
    await t.db.transaction(async (tx) => {
      await expect(
        t.app.ctx.stock.move(tx as never, { varietyId, type: 'decrement', quantity: 100, orderId: 5502 }),
      ).rejects.toMatchObject({ code: 'insufficient_stock' });
      await t.app.ctx.stock.move(tx as never, { varietyId, type: 'decrement', quantity: 2, orderId: 5502 });
    });
    const order = (await get('/api/admin/store_transactions?order_id=5502')).json().data.storeTransactions
      .data;
    expect(order.map((r: { quantity: number; balance: number }) => [r.quantity, r.balance])).toEqual([
      [2, 5],
    ]);
  });
});

describe('the stock-out rule', () => {
  it('marks the product out_of_stock when its last unit goes and tells exactly the right admins, live and by push', async () => {
    const storeKeeper = await t.adminWith(['read_store', 'write_store']);
    const editor = await t.adminWith(['write_product']);
    const reader = await t.adminWith(['read_product', 'modify_product', 'read_store']);
    const keeperLive = openAdminStream(baseURL, storeKeeper.token);
    const readerLive = openAdminStream(baseURL, reader.token);
    streams.push(keeperLive, readerLive);
    await keeperLive.next('ready');
    await readerLive.next('ready');
    const device = await startPushEndpoint();
    endpoints.push(device);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/device-token',
      headers: editor.headers,
      payload: { subscription: device.subscription },
    });

    const product = await createProduct(t.app, boss.headers, {
      title: 'کفش کتانی',
      unit_price: 1_500_000,
      status: 'available',
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 1_500_000, stock: 1 },
        { attribute_value_ids: [ref.sizes.M.id], price: 1_500_000, stock: 2 },
      ],
    });
    const [small, medium] = product.varieties.map((v) => v.id) as [number, number];
    await move({ variety_id: small, type: 'decrement', quantity: 1 });
    expect((await get(`/api/admin/products/${product.id}`)).json().data.product.status).toBe('available');
    const last = await move({ variety_id: medium, type: 'decrement', quantity: 2 }, storeKeeper.headers);
    expect(last.statusCode).toBe(201);
    expect((await get(`/api/admin/products/${product.id}`)).json().data.product.status).toBe('out_of_stock');

    const description = `محصول کفش کتانی با شناسه ${product.id} ناموجود شده است.`;
    const rows = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'ProductUnavailableNotification'));
    const recipients = rows.map((r) => r.notifiableId).sort((a, b) => a - b);
    const superAdmins = await t.db
      .select({ id: admins.id })
      .from(admins)
      .innerJoin(roles, and(eq(roles.id, admins.roleId), eq(roles.name, 'super_admin')));
    const expected = [...superAdmins.map((a) => a.id), storeKeeper.admin.id, editor.admin.id].sort(
      (a, b) => a - b,
    );
    expect(recipients).toEqual(expected);
    expect(recipients).not.toContain(reader.admin.id);
    for (const row of rows) expect(row.data).toEqual({ product_id: product.id, description });

    const live = await keeperLive.next<Record<string, unknown>>('notification');
    expect(live).toMatchObject({
      type: 'ProductUnavailableNotification',
      data: { product_id: product.id, description },
    });
    await device.waitFor(1);
    expect(JSON.parse(device.received[0]?.plaintext ?? '')).toMatchObject({
      title: 'ناموجود',
      // A person reads the push: Persian digits (the stored data keeps the contract's text).
      body: toPersianDigits(description),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readerLive.pending('notification')).toEqual([]);

    // Stock coming back does not flip the status by itself; staff may now make it available again.
    await move({ variety_id: medium, type: 'increment', quantity: 4 });
    expect((await get(`/api/admin/products/${product.id}`)).json().data.product.status).toBe('out_of_stock');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      headers: boss.headers,
      payload: { status: 'available' },
    });
    expect(again.json().data.product.status).toBe('available');
  });

  it('leaves drafts alone and does not repeat itself for a product already out of stock', async () => {
    const draft = await createProduct(t.app, boss.headers, { title: 'پیش‌نویس', unit_price: 1, stock: 1 });
    const before = (await t.db.select().from(notifications)).length;
    await move({ variety_id: draft.varieties[0]?.id, type: 'decrement', quantity: 1 });
    expect((await get(`/api/admin/products/${draft.id}`)).json().data.product.status).toBe('draft');
    expect((await t.db.select().from(notifications)).length).toBe(before);
  });
});
