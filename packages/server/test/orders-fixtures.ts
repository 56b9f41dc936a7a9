import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import {
  addresses,
  cities,
  customers,
  orderItems,
  orderStatusLogs,
  orders,
  products,
  provinces,
  shippings,
  stores,
  varieties,
  wallets,
} from '../src/db/schema/index.ts';
import { placeOrder } from '../src/services/orders/place-order.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';

const need = <T>(row: T | undefined): T => {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
};

/** A day in the shop's past, fixed so tests read the same every run (1404/08/10 10:00 Tehran). */
export const FIXTURE_NOW = new Date('2025-11-01T06:30:00Z');

/**
 * A customer with an address in Tehran and one in Isfahan, a shipping method, and one product with
 * two varieties in stock: `plain` (100,000, stock 10) and `sale` (200,000 − 10%, stock 5).
 */
export async function seedOrderWorld(
  app: FastifyInstance,
  options: { mobile?: string; name?: [string, string] } = {},
) {
  const db = app.ctx.db;
  const province = need(
    (await db.select().from(provinces).where(eq(provinces.name, 'تهران')).limit(1))[0] ??
      (await db.insert(provinces).values({ name: 'تهران' }).returning())[0],
  );
  const city = need(
    (
      await db
        .select()
        .from(cities)
        .where(eq(cities.provinceId, province.id))
        .orderBy(asc(cities.id))
        .limit(1)
    )[0] ?? (await db.insert(cities).values({ name: 'تهران', provinceId: province.id }).returning())[0],
  );
  const otherProvince = need(
    (await db.select().from(provinces).where(eq(provinces.name, 'اصفهان')).limit(1))[0] ??
      (await db.insert(provinces).values({ name: 'اصفهان' }).returning())[0],
  );
  const otherCity = need(
    (
      await db
        .select()
        .from(cities)
        .where(eq(cities.provinceId, otherProvince.id))
        .orderBy(asc(cities.id))
        .limit(1)
    )[0] ?? (await db.insert(cities).values({ name: 'اصفهان', provinceId: otherProvince.id }).returning())[0],
  );
  const [firstName, lastName] = options.name ?? ['مریم', 'کاظمی'];
  const customer = need(
    (
      await db
        .insert(customers)
        .values({
          firstName,
          lastName,
          mobile: options.mobile ?? '09121234567',
          search: `${firstName} ${lastName}`,
        })
        .returning()
    )[0],
  );
  const address = need(
    (
      await db
        .insert(addresses)
        .values({
          customerId: customer.id,
          cityId: city.id,
          firstName,
          lastName,
          mobile: customer.mobile,
          address: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
          postalCode: '1234567890',
        })
        .returning()
    )[0],
  );
  const otherAddress = need(
    (
      await db
        .insert(addresses)
        .values({
          customerId: customer.id,
          cityId: otherCity.id,
          firstName: 'رضا',
          lastName: lastName,
          mobile: customer.mobile,
          address: 'خیابان چهارباغ، پلاک ۳',
        })
        .returning()
    )[0],
  );
  const shipping = need(
    (await db.select().from(shippings).where(eq(shippings.name, 'پست پیشتاز')).limit(1))[0] ??
      (
        await db.insert(shippings).values({ name: 'پست پیشتاز', defaultPrice: 30_000, status: 1 }).returning()
      )[0],
  );
  const product = need(
    (
      await db
        .insert(products)
        .values({
          title: `کیف چرمی ${customer.id}`,
          slug: `leather-bag-${customer.id}`,
          status: 'available',
          unitPrice: 100_000,
        })
        .returning()
    )[0],
  );
  const plain = need(
    (
      await db
        .insert(varieties)
        .values({
          productId: product.id,
          name: 'مشکی',
          price: 100_000,
          isDefault: true,
          combinationKey: 'black',
        })
        .returning()
    )[0],
  );
  const sale = need(
    (
      await db
        .insert(varieties)
        .values({
          productId: product.id,
          name: 'قهوه‌ای',
          combinationKey: 'brown',
          price: 200_000,
          discountType: 'percentage',
          discount: 10,
        })
        .returning()
    )[0],
  );
  await app.ctx.stock.move(db, { varietyId: plain.id, type: 'increment', quantity: 10 });
  await app.ctx.stock.move(db, { varietyId: sale.id, type: 'increment', quantity: 5 });
  return {
    province,
    city,
    otherProvince,
    otherCity,
    customer,
    address,
    otherAddress,
    shipping,
    product,
    plain,
    sale,
  };
}

export type OrderWorld = Awaited<ReturnType<typeof seedOrderWorld>>;

/** Places an order for the world's customer (wait_for_payment). */
export async function placeFixtureOrder(
  app: FastifyInstance,
  world: OrderWorld,
  lines: { id: number; quantity: number }[],
  extra: { now?: Date; addressId?: number; discountAmount?: number } = {},
) {
  return placeOrder(app.ctx, app.ctx.db, {
    customerId: world.customer.id,
    addressId: extra.addressId ?? world.address.id,
    shippingId: world.shipping.id,
    varieties: lines,
    discountAmount: extra.discountAmount,
    now: extra.now ?? FIXTURE_NOW,
  });
}

/**
 * Marks an order paid the way the gateway does (stock taken, paid amount recorded, status new), by
 * direct writes: these tests are about what staff do after payment.
 */
export async function markPaidForTest(
  app: FastifyInstance,
  orderId: number,
  status: 'new' | 'reserved' = 'new',
) {
  const db = app.ctx.db;
  await db.transaction(async (tx) => {
    const lines = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 1)));
    for (const line of lines) {
      await app.ctx.stock.move(tx, {
        varietyId: line.varietyId,
        type: 'decrement',
        quantity: line.quantity,
        orderId,
      });
    }
    await tx
      .update(orders)
      .set({ status, paidAmount: sql`${orders.totalAmount}`, paidAt: FIXTURE_NOW })
      .where(eq(orders.id, orderId));
    await tx.insert(orderStatusLogs).values({ orderId, fromStatus: 'wait_for_payment', status });
  });
}

/** A variety's stock balance. */
export async function balanceOf(db: Db, varietyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: stores.balance })
    .from(stores)
    .where(eq(stores.varietyId, varietyId));
  return row?.balance ?? 0;
}

/** A customer's wallet balance (0 without a wallet). */
export async function walletOf(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.customerId, customerId));
  return row?.balance ?? 0;
}

/** Credits a customer's wallet. */
export async function fundWallet(db: Db, customerId: number, amount: number) {
  await depositToWallet(db, { customerId, amount, meta: { description: 'شارژ آزمایشی' }, now: FIXTURE_NOW });
}

/** An order row. */
export async function orderRow(db: Db, id: number) {
  return need((await db.select().from(orders).where(eq(orders.id, id)))[0]);
}
