import { checkOrderTransition, ORDER_STATUS_VALUES, WITHDRAW_MOVES } from '@shop-admin/core';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, orderStatusLogs, productImages, specificationValues } from '../src/db/schema/index.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import {
  FIXTURE_NOW,
  markPaidForTest,
  type OrderWorld,
  placeFixtureOrder,
  seedOrderWorld,
} from './orders-fixtures.ts';
import { type CatalogueReference, createProduct, seedCatalogueReference } from './products-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

/*
 * Issue 29 point 2: twenty writers that read the same version and save at once. Every write that
 * honours If-Match checks it under the record's row lock, in the write's own transaction, so exactly
 * one wins and the other nineteen get 412 with the record as the winner left it (on PGlite, where
 * transactions take turns, and on PostgreSQL, where the pool runs them side by side).
 */

const WRITERS = 20;

let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let world: OrderWorld;
let boss: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => FIXTURE_NOW });
  ref = await seedCatalogueReference(t.db);
  world = await seedOrderWorld(t.app);
  boss = (await t.adminWith('super_admin')).headers;
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...boss, ...headers },
    ...(payload ? { payload } : {}),
  });

/** The ETag a GET answers for a record. */
async function etagOf(url: string): Promise<string> {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const etag = res.headers.etag;
  if (typeof etag !== 'string') throw new Error(`${url} answers no ETag`);
  return etag;
}

/**
 * Fires the writers at once, each with the same If-Match, and checks the outcome: one 2xx, the rest
 * 412 `version_conflict` carrying the current record, whose version is the one a GET of `read`
 * answers now (or, for a record no GET answers alone, given its `version`: the winner's answer's).
 */
async function race(
  read: string | { version: string },
  write: (i: number, ifMatch: Record<string, string>) => Promise<LightMyRequestResponse>,
) {
  const ifMatch = { 'if-match': typeof read === 'string' ? await etagOf(read) : `"${read.version}"` };
  const answers = await Promise.all(Array.from({ length: WRITERS }, (_, i) => write(i, ifMatch)));
  const statuses = answers.map((res) => res.statusCode);
  const winners = answers.filter((res) => res.statusCode < 300);
  const refused = answers.filter((res) => res.statusCode === 412);
  expect({ won: winners.length, refused: refused.length }, `statuses ${statuses.join(',')}`).toEqual({
    won: 1,
    refused: WRITERS - 1,
  });
  const winner = winners[0] as LightMyRequestResponse;
  const now = typeof read === 'string' ? await etagOf(read) : winner.headers.etag;
  for (const res of refused) {
    const body = res.json();
    expect(body.code).toBe('version_conflict');
    expect(`"${body.data.version}"`).toBe(now);
    expect(body.data.current).toBeTypeOf('object');
  }
  return { winner: answers.indexOf(winner), refused };
}

/** A paid order (`new`) of two units of the world's plain variety. */
async function paidOrder() {
  await t.app.ctx.stock.move(t.db, { varietyId: world.plain.id, type: 'increment', quantity: 10 });
  const order = await placeFixtureOrder(t.app, world, [{ id: world.plain.id, quantity: 2 }]);
  await markPaidForTest(t.app, order.id);
  return order.id;
}

const logOf = async (orderId: number) =>
  t.db
    .select({ from: orderStatusLogs.fromStatus, to: orderStatusLogs.status })
    .from(orderStatusLogs)
    .where(eq(orderStatusLogs.orderId, orderId))
    .orderBy(asc(orderStatusLogs.id));

describe(`${WRITERS} writers with one If-Match: one wins, the rest get 412`, () => {
  it('a product with its varieties (PUT admin/products/{id})', async () => {
    const product = await createProduct(t.app, boss, {
      title: 'کیف همزمان',
      unit_price: 450000,
      varieties: [
        { color_id: ref.colors.red.id, attribute_value_ids: [ref.sizes.M.id], price: 450000, stock: 3 },
        { color_id: ref.colors.blue.id, attribute_value_ids: [ref.sizes.M.id], price: 460000, stock: 5 },
      ],
    });
    const [red, blue] = product.varieties;
    const url = `/admin/products/${product.id}`;
    const { winner } = await race(url, (i, ifMatch) =>
      send('PUT', url, ifMatch, {
        product: {
          title: `کیف همزمان ${i}`,
          varieties: [
            { id: red?.id, price: 470000 + i, sku: `RACE-${i}` },
            { id: blue?.id, price: 460000 },
          ],
        },
      }),
    );
    const saved = (await send('GET', url)).json().data.product;
    expect(saved.title).toBe(`کیف همزمان ${winner}`);
    expect(saved.varieties.find((v: { id: number }) => v.id === red?.id)).toMatchObject({
      price: 470000 + winner,
      sku: `RACE-${winner}`,
    });
  });

  it('a product’s approval and its images answer the product’s version too', async () => {
    const product = await createProduct(t.app, boss, { title: 'قاب همزمان', unit_price: 90000 });
    const url = `/admin/products/${product.id}`;
    // Made by a super admin, so approved: every writer takes the approval back.
    expect(product.approved_at).not.toBeNull();
    await race(url, (_i, ifMatch) => send('POST', `${url}/disapprove`, ifMatch));
    const rows = await t.db
      .insert(productImages)
      .values(
        [0, 1].map((order) => ({
          productId: product.id,
          key: `products/${product.id}/${String(order).padStart(32, 'b')}.png`,
          mime: 'image/png',
          size: 10,
          order,
        })),
      )
      .returning();
    const ids = rows.map((row) => row.id);
    await race(url, (_i, ifMatch) => send('PUT', `${url}/images/sort`, ifMatch, { ids: [...ids].reverse() }));
    await race(url, (i, ifMatch) => send('PUT', `${url}/images/${ids[0]}`, ifMatch, { alt: `متن ${i}` }));
  });

  it('an order’s status: one move, one new status log row', async () => {
    const id = await paidOrder();
    const targets = ORDER_STATUS_VALUES.filter(
      (to) => to !== 'new' && checkOrderTransition('new', to) === null,
    );
    expect(targets.length).toBeGreaterThan(1);
    const before = await logOf(id);
    const { winner } = await race(`/admin/orders/${id}`, (i, ifMatch) =>
      send('PUT', `/admin/orders/${id}/status`, ifMatch, { status: targets[i % targets.length] }),
    );
    const after = await logOf(id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([{ from: 'new', to: targets[winner % targets.length] }]);
  });

  it('an order’s edit (PUT admin/orders/{id}) and its lines', async () => {
    const id = await paidOrder();
    const url = `/admin/orders/${id}`;
    const { winner } = await race(url, (i, ifMatch) =>
      send('PUT', url, ifMatch, { description: `یادداشت ${i}` }),
    );
    expect((await send('GET', url)).json().data.order.description).toBe(`یادداشت ${winner}`);
    const order = (await send('GET', url)).json().data.order;
    const item = order.items[0];
    await race(url, (_i, ifMatch) => send('PUT', `/admin/orders/items/${item.id}`, ifMatch, { quantity: 3 }));
    await race(url, (_i, ifMatch) =>
      send('POST', `/admin/orders/${id}/items`, ifMatch, { variety_id: world.plain.id, quantity: 1 }),
    );
  });

  it('the settings (PUT admin/settings)', async () => {
    await race('/admin/settings', (i, ifMatch) =>
      send('PUT', '/admin/settings', ifMatch, { free_shipping_amount: String(100_000 + i * 1000) }),
    );
  });

  it('a withdraw request’s move (POST admin/withdraws/{id}/<move>)', async () => {
    const customer = world.customer.id;
    await depositToWallet(t.db, { customerId: customer, amount: 200_000, now: FIXTURE_NOW });
    const made = await send('POST', '/admin/withdraws', {}, { customer_id: customer, amount: 50_000 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.withdraw.id;
    const bodies: Record<string, object> = {
      reject: { reason: 'حساب نامعتبر' },
      pay: { tracking_code: 'BANK-1' },
    };
    await race(`/admin/withdraws/${id}`, (i, ifMatch) => {
      const move = WITHDRAW_MOVES[i % WITHDRAW_MOVES.length] as string;
      return send('POST', `/admin/withdraws/${id}/${move}`, ifMatch, bodies[move] ?? {});
    });
  });

  it('a customer’s address, which no GET answers alone (PUT admin/customers/addresses/{id})', async () => {
    const made = await send(
      'POST',
      '/admin/customers/addresses',
      {},
      {
        customer_id: world.customer.id,
        city: world.city.id,
        first_name: 'حسین',
        last_name: 'رحیمی',
        mobile: '09123000001',
        address: 'خیابان امام، کوچه ۱۲',
      },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json().data.address;
    const url = `/admin/customers/addresses/${id}`;
    await race({ version }, (i, ifMatch) =>
      send('PUT', url, ifMatch, { address: `خیابان آزادی، پلاک ${i}` }),
    );
  });

  it('a specification value, which no GET answers alone (PUT admin/specification-values/{id})', async () => {
    const [value] = await t.db
      .insert(specificationValues)
      .values({ specificationId: ref.material.id, value: 'کتان', position: 5 })
      .returning();
    const url = `/admin/specification-values/${value?.id}`;
    const first = await send('PUT', url, {}, { value: 'کتان' });
    expect(first.statusCode, first.body).toBe(200);
    const { version } = first.json().data.specification_value;
    await race({ version }, (i, ifMatch) => send('PUT', url, ifMatch, { value: `کتان ${i}` }));
  });

  it('a write the fallback guards (PUT admin/contacts/{id}/answer): its writes take turns', async () => {
    const [contact] = await t.db
      .insert(contacts)
      .values({ name: 'علی', phone: '09120000000', subject: 'سلام', body: 'پیام', createdAt: FIXTURE_NOW })
      .returning();
    const url = `/admin/contacts/${contact?.id}`;
    const { winner } = await race(url, (i, ifMatch) =>
      send('PUT', `${url}/answer`, ifMatch, { answer: `پاسخ ${i}` }),
    );
    expect((await send('GET', url)).json().data.contact.answer).toBe(`پاسخ ${winner}`);
  });
});
