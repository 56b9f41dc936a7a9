import { discountAmount, normalizePersian } from '@shop-admin/core';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  addresses,
  cities,
  colors,
  customers,
  products,
  provinces,
  shippings,
  stores,
  varieties,
} from '../db/schema/index.ts';
import { varietyAttributes } from '../services/catalogue/varieties-read.ts';
import { type OrderAddressColumns, orderAddressColumns } from '../services/orders/order-address.ts';
import { varietySnapshot } from '../services/orders/order-lines.ts';
import { genderOfFirstName, randomPerson } from './demo-names.ts';
import { DAY, type DemoContext } from './demo-step.ts';

/** A customer who can order: their live addresses, as the columns an order copies. */
export interface PoolCustomer {
  id: number;
  addresses: OrderAddressColumns[];
}

/** A variety that can be sold, priced as the storefront would, with its snapshot. */
export interface PoolVariety {
  id: number;
  productId: number;
  productCreatedAt: Date;
  price: number;
  /** The product's discount on one unit, when one applies. */
  unitDiscount: number;
  /** What the catalogue planned as its final balance: the most canceled orders may hold at once. */
  balance: number;
  extra: Record<string, unknown>;
}

export interface PoolShipping {
  id: number;
  defaultPrice: number;
  freeThreshold: number | null;
}

export interface OrderPool {
  customers: PoolCustomer[];
  varieties: PoolVariety[];
  shippings: PoolShipping[];
}

// biome-ignore format: a list
const STREETS = ['خیابان آزادی', 'خیابان ولیعصر', 'بلوار کشاورز', 'خیابان امام', 'بلوار فردوسی', 'خیابان بهار', 'خیابان شریعتی', 'بلوار جمهوری'];

/**
 * Customers with addresses for the orders when no earlier step made any (the customers step of this
 * issue normally runs first). Mobiles use the 0999 prefix, which the other demo steps never draw.
 */
async function fallbackCustomers(ctx: DemoContext): Promise<void> {
  const { db, random } = ctx;
  const cityRows = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(400);
  if (!cityRows.length) throw new Error('the demo orders need the base seed’s provinces and cities');
  const people = Array.from({ length: 60 }, (_, i) => {
    const person = randomPerson(random);
    const [first = '', last = ''] = person.name.split(' ');
    const createdAt = new Date(ctx.now.getTime() - random.int(95, 400) * DAY);
    const mobile = `0999${String(1_000_000 + i * 7_919).slice(-7)}`;
    return { first, last, mobile, createdAt, name: person.name };
  });
  const made = await db
    .insert(customers)
    .values(
      people.map((p) => ({
        firstName: p.first,
        lastName: p.last,
        mobile: p.mobile,
        gender: random.chance(0.15) ? null : genderOfFirstName(p.first),
        search: normalizePersian(`${p.name} ${p.mobile}`),
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
      })),
    )
    .returning({ id: customers.id });
  await db.insert(addresses).values(
    people.map((p, i) => ({
      customerId: made[i]?.id as number,
      cityId: random.pick(cityRows).id,
      firstName: p.first,
      lastName: p.last,
      mobile: p.mobile,
      address: `${random.pick(STREETS)}، کوچه ${random.int(1, 40)}، پلاک ${random.int(1, 120)}`,
      postalCode: random.digits(10),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  ctx.counts['demo-orders-customers'] = 60;
}

async function readCustomers(db: Db): Promise<PoolCustomer[]> {
  const rows = await db
    .select({ address: addresses, city: cities, province: provinces })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(isNull(addresses.deletedAt))
    .orderBy(asc(addresses.customerId), asc(addresses.id));
  const byCustomer = new Map<number, PoolCustomer>();
  for (const { address, city, province } of rows) {
    let customer = byCustomer.get(address.customerId);
    if (!customer) {
      customer = { id: address.customerId, addresses: [] };
      byCustomer.set(address.customerId, customer);
    }
    customer.addresses.push(orderAddressColumns({ address, city, province }));
  }
  return [...byCustomer.values()];
}

/** The varieties of approved, non-draft products, priced and described as an order line copies them. */
async function readVarieties(db: Db, random: DemoContext['random']): Promise<PoolVariety[]> {
  const rows = await db
    .select({ variety: varieties, product: products, color: colors, balance: stores.balance })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .leftJoin(stores, eq(stores.varietyId, varieties.id))
    .where(and(isNull(varieties.deletedAt), isNotNull(products.approvedAt), ne(products.status, 'draft')))
    .orderBy(asc(varieties.id));
  const attributes = await varietyAttributes(
    db,
    rows.map((r) => r.variety.id),
  );
  return rows.map(({ variety, product, color, balance }) => {
    // Product discounts come and go: about half of the lines of a discounted product had one.
    const unitDiscount = random.chance(0.5)
      ? discountAmount(variety.price, product.discountType, product.discount)
      : 0;
    return {
      id: variety.id,
      productId: product.id,
      productCreatedAt: product.createdAt,
      price: variety.price,
      unitDiscount,
      balance: balance ?? 0,
      extra: varietySnapshot({
        product,
        variety,
        color,
        attributes: attributes.get(variety.id) ?? [],
        discountModel: unitDiscount ? 'product' : null,
      }).extra,
    };
  });
}

/** Shipping methods, or two of the demo's own when the shipping step made none. */
async function readShippings(ctx: DemoContext): Promise<PoolShipping[]> {
  const read = () =>
    ctx.db
      .select({
        id: shippings.id,
        defaultPrice: shippings.defaultPrice,
        freeThreshold: shippings.freeThreshold,
      })
      .from(shippings)
      .where(eq(shippings.status, 1))
      .orderBy(asc(shippings.order), asc(shippings.id));
  const found = await read();
  if (found.length) return found;
  await ctx.db.insert(shippings).values([
    { name: 'پست پیشتاز (نمونه)', defaultPrice: 45_000, freeThreshold: 1_500_000, minimumDelay: 1, order: 1 },
    { name: 'پیک تهران (نمونه)', defaultPrice: 90_000, minimumDelay: 0, order: 2 },
  ]);
  return read();
}

/** What the orders are made of: customers with addresses, sellable varieties and shipping methods. */
export async function readOrderPool(ctx: DemoContext): Promise<OrderPool> {
  let pool = await readCustomers(ctx.db);
  if (!pool.length) {
    await fallbackCustomers(ctx);
    pool = await readCustomers(ctx.db);
  }
  return {
    customers: pool,
    varieties: await readVarieties(ctx.db, ctx.random),
    shippings: await readShippings(ctx),
  };
}
