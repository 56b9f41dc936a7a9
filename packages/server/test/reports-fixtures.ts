import { fromJalali } from '@shop-admin/core';
import type { Db } from '../src/db/client.ts';
import {
  brands,
  categories,
  categoryProduct,
  customers,
  miniOrderItems,
  miniOrders,
  orderItems,
  orders,
  products,
  varieties,
  visits,
  wallets,
  walletTransactions,
} from '../src/db/schema/index.ts';

// A small shop for the report tests, inserted directly; their expectations are computed by hand from
// these rows. Tehran is UTC+3:30: 1404/08/10 is 2025-11-01 (a Saturday), "now" is 1404/08/20 12:00.
export const at = (day: number, hour = 10, minute = 0) => fromJalali(1404, 8, day, { hour, minute });
export const REPORTS_NOW = at(20, 12);

/** Ids of the seeded rows. */
export type ReportShopIds = Record<
  'p1' | 'p2' | 'v1a' | 'v1b' | 'v2' | 'c1' | 'c2' | 'b1' | 'b2' | 'cat',
  number
>;

/** Seeds the report shop: two brands, a category, two products with three varieties, orders, an
 * in-person sale, visits and wallets. */
export async function seedReportShop(db: Db): Promise<ReportShopIds> {
  const ids: ReportShopIds = { p1: 0, p2: 0, v1a: 0, v1b: 0, v2: 0, c1: 0, c2: 0, b1: 0, b2: 0, cat: 0 };
  const [b1, b2] = await db
    .insert(brands)
    .values([
      { name: 'برند یک', slug: 'b1' },
      { name: 'برند دو', slug: 'b2' },
    ] as never)
    .returning();
  const [cat] = await db.insert(categories).values({ title: 'کیف‌ها', slug: 'bags' }).returning();
  const [p1, p2] = await db
    .insert(products)
    .values([
      { title: 'کیف چرمی', slug: 'p1', unitPrice: 100_000, status: 'available', brandId: b1?.id, sku: 'P1' },
      { title: 'کفش ورزشی', slug: 'p2', unitPrice: 50_000, status: 'available', brandId: b2?.id, sku: 'P2' },
    ] as never)
    .returning();
  if (!p1 || !p2 || !b1 || !b2 || !cat) throw new Error('seed failed');
  await db.insert(categoryProduct).values({ productId: p1.id, categoryId: cat.id });
  const [v1a, v1b, v2] = await db
    .insert(varieties)
    .values([
      { productId: p1.id, name: 'مشکی', price: 100_000, sku: 'P1-A', combinationKey: 'a' },
      { productId: p1.id, name: 'قهوه‌ای', price: 120_000, sku: 'P1-B', combinationKey: 'b' },
      { productId: p2.id, name: 'سایز ۴۲', price: 50_000, sku: 'P2-42' },
    ])
    .returning();
  const [c1, c2, c3] = await db
    .insert(customers)
    .values([
      {
        firstName: 'علی',
        lastName: 'رضایی',
        mobile: '09120000001',
        gender: 'male',
        search: 'علی رضایی 09120000001',
      },
      { firstName: 'مریم', lastName: 'احمدی', mobile: '09120000002', gender: 'female', search: 'مریم احمدی' },
      { firstName: 'سارا', lastName: 'کریمی', mobile: '09120000003', gender: 'female', search: 'سارا کریمی' },
    ])
    .returning();
  if (!v1a || !v1b || !v2 || !c1 || !c2 || !c3) throw new Error('seed failed');
  Object.assign(ids, { p1: p1.id, p2: p2.id, v1a: v1a.id, v1b: v1b.id, v2: v2.id, c1: c1.id, c2: c2.id });
  Object.assign(ids, { b1: b1.id, b2: b2.id, cat: cat.id });

  const order = async (
    customerId: number,
    status: string,
    createdAt: Date,
    lines: [number, number, number, number, number?][], // product, variety, quantity, amount, status
    shipping = 0,
  ) => {
    const active = lines.filter((l) => (l[4] ?? 1) === 1);
    const items = active.reduce((s, l) => s + l[2] * l[3], 0);
    const quantity = active.reduce((s, l) => s + l[2], 0);
    const [row] = await db
      .insert(orders)
      .values({
        customerId,
        status,
        createdAt,
        shippingAmount: shipping,
        itemsCount: active.length,
        itemsQuantity: quantity,
        itemsAmount: items,
        totalAmount: items + shipping,
      })
      .returning();
    if (!row) throw new Error('order');
    await db.insert(orderItems).values(
      lines.map(([productId, varietyId, q, amount, s]) => ({
        orderId: row.id,
        productId,
        varietyId,
        quantity: q,
        amount,
        status: s ?? 1,
      })),
    );
  };
  await order(c1.id, 'delivered', at(10), [
    [p1.id, v1a.id, 2, 100_000],
    [p2.id, v2.id, 1, 50_000],
  ]); // 250,000
  await order(c1.id, 'new', at(11), [[p1.id, v1b.id, 1, 120_000]], 10_000); // 130,000
  await order(c2.id, 'canceled', at(11), [[p1.id, v1a.id, 5, 100_000]]); // not a sale
  await order(c2.id, 'in_progress', at(12), [
    [p2.id, v2.id, 4, 50_000],
    [p1.id, v1a.id, 1, 100_000, 0], // removed line
  ]); // 200,000
  await order(c3.id, 'wait_for_payment', at(12), [[p2.id, v2.id, 9, 50_000]]); // not paid

  const [mini] = await db
    .insert(miniOrders)
    .values({ type: 'both', sellAmount: 90_000, refundAmount: 50_000, total: 40_000, createdAt: at(11, 15) })
    .returning();
  if (!mini) throw new Error('mini');
  await db.insert(miniOrderItems).values([
    { miniOrderId: mini.id, productId: p1.id, varietyId: v1a.id, quantity: 1, amount: 90_000, type: 'sell' },
    { miniOrderId: mini.id, productId: p2.id, varietyId: v2.id, quantity: 1, amount: 50_000, type: 'refund' },
  ]);

  await db.insert(visits).values([
    { path: '/', visitor: 'a', createdAt: at(10, 23, 50) },
    { path: '/p/1', visitor: 'a', createdAt: at(11, 0, 10) },
    { path: '/', visitor: 'b', createdAt: at(11, 0, 20) },
    { path: '/p/2', visitor: 'a', createdAt: at(11, 13, 5) },
  ]);

  const [w1, w2] = await db
    .insert(wallets)
    .values([
      { customerId: c1.id, balance: 550_000 },
      { customerId: c2.id, balance: 0 },
    ])
    .returning();
  if (!w1 || !w2) throw new Error('wallets');
  await db.insert(walletTransactions).values([
    {
      walletId: w1.id,
      customerId: c1.id,
      type: 'deposit',
      amount: 50_000,
      createdAt: fromJalali(1404, 7, 15),
    },
    { walletId: w1.id, customerId: c1.id, type: 'deposit', amount: 600_000, createdAt: at(5) },
    { walletId: w1.id, customerId: c1.id, type: 'withdraw', amount: -100_000, createdAt: at(6) },
    {
      walletId: w2.id,
      customerId: c2.id,
      type: 'deposit',
      amount: 70_000,
      confirmed: false,
      createdAt: at(6),
    },
  ]);
  return ids;
}
