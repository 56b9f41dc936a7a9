import { toJalali } from '@shop-admin/core';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  categories,
  cities,
  couponCategories,
  coupons,
  couponUsages,
  customerRoleShipping,
  customerRoles,
  customers,
  provinces,
  shippingCities,
  shippingExcels,
  shippingProvinces,
  shippings,
} from '../db/schema/index.ts';
import { randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR, insertInBatches } from './demo-step.ts';

const DESTINATIONS = [
  'تهران',
  'مشهد',
  'اصفهان',
  'شیراز',
  'تبریز',
  'کرج',
  'اهواز',
  'قم',
  'رشت',
  'کرمان',
  'یزد',
  'ارومیه',
];
const SERVICES = ['پیشتاز', 'سفارشی', 'پیشتاز - پس کرایه', 'ویژه'];

async function cityIds(ctx: DemoContext, names: readonly string[]) {
  const rows = await ctx.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The VIP customer role (Shopit's real data has only it), found or made. */
async function vipRole(ctx: DemoContext): Promise<number> {
  await ctx.db.insert(customerRoles).values({ name: 'VIP', seeExpired: true }).onConflictDoNothing();
  const [role] = await ctx.db.select().from(customerRoles).where(eq(customerRoles.name, 'VIP'));
  if (!role) throw new Error('VIP role missing');
  return role.id;
}

async function seedMethods(ctx: DemoContext): Promise<number> {
  const vip = await vipRole(ctx);
  const made = await ctx.db
    .insert(shippings)
    .values([
      {
        name: 'پست پیشتاز',
        description: 'ارسال به سراسر ایران با پست پیشتاز؛ تحویل ۲ تا ۴ روز کاری.',
        defaultPrice: 45_000,
        freeThreshold: 1_500_000,
        minimumDelay: 1,
        order: 1,
      },
      {
        name: 'تیپاکس',
        description: 'تحویل درب منزل در مراکز استان‌ها، ۱ تا ۳ روز کاری.',
        defaultPrice: 75_000,
        freeThreshold: 3_000_000,
        minimumDelay: 1,
        order: 2,
      },
      {
        name: 'پیک موتوری تهران',
        description: 'فقط تهران و شهرهای اطراف؛ تحویل همان روز برای سفارش‌های پیش از ساعت ۱۴.',
        defaultPrice: 90_000,
        minimumDelay: 0,
        order: 3,
      },
      {
        name: 'پست سفارشی',
        description: 'ارزان‌تر و کندتر؛ فعلا غیرفعال.',
        defaultPrice: 30_000,
        minimumDelay: 3,
        order: 4,
        status: 0,
      },
    ])
    .onConflictDoNothing({ target: shippings.name })
    .returning({ id: shippings.id, name: shippings.name });
  const id = (name: string) => made.find((row) => row.name === name)?.id;
  const post = id('پست پیشتاز');
  const courier = id('پیک موتوری تهران');
  if (post) {
    // Area prices limit a method to its areas, so a nationwide method lists every province: cheaper
    // in Tehran, dearer far away, the default elsewhere.
    const special: Record<string, number> = { تهران: 35_000, 'سیستان و بلوچستان': 65_000, هرمزگان: 60_000 };
    const all = await ctx.db.select({ id: provinces.id, name: provinces.name }).from(provinces);
    if (all.length)
      await ctx.db
        .insert(shippingProvinces)
        .values(all.map((p) => ({ shippingId: post, provinceId: p.id, price: special[p.name] ?? 45_000 })));
    await ctx.db
      .insert(customerRoleShipping)
      .values({ shippingId: post, customerRoleId: vip, amount: 20_000 });
  }
  if (courier) {
    const prices: Record<string, number> = {
      تهران: 60_000,
      اسلامشهر: 90_000,
      شهریار: 100_000,
      پردیس: 110_000,
      قدس: 95_000,
    };
    const tehran = await cityIds(ctx, Object.keys(prices));
    await ctx.db
      .insert(shippingCities)
      .values(
        [...tehran].map(([name, cityId]) => ({ shippingId: courier, cityId, price: prices[name] ?? 90_000 })),
      );
    await ctx.db
      .insert(customerRoleShipping)
      .values({ shippingId: courier, customerRoleId: vip, amount: 30_000 });
  }
  return made.length;
}

async function seedCoupons(ctx: DemoContext): Promise<number> {
  const { now, random } = ctx;
  const creatorId = ctx.made.admins[0]?.id ?? null;
  const after = (ms: number) => new Date(now.getTime() + ms);
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      title: 'تخفیف یلدا',
      code: 'YALDA1404',
      type: 'percentage',
      amount: 10,
      minOrderAmount: 500_000,
      usageLimit: 500,
      usagePerUserLimit: 1,
      startDate: before(ctx, 10 * DAY),
      endDate: after(20 * DAY),
    },
    {
      title: 'خوش‌آمد خرید اول',
      code: 'WELCOME',
      type: 'flat',
      amount: 50_000,
      minOrderAmount: 300_000,
      usagePerUserLimit: 1,
      startDate: before(ctx, 60 * DAY),
      endDate: after(300 * DAY),
    },
    {
      title: 'جشنواره نوروز',
      code: 'NOROOZ1404',
      type: 'percentage',
      amount: 15,
      minOrderAmount: 1_000_000,
      usageLimit: 1000,
      startDate: before(ctx, 80 * DAY),
      endDate: before(ctx, 30 * DAY),
    },
    {
      title: 'حراج لحظه‌ای',
      code: 'FLASH100',
      type: 'flat',
      amount: 100_000,
      minOrderAmount: 800_000,
      usageLimit: 12,
      startDate: before(ctx, 5 * DAY),
      endDate: after(5 * DAY),
    },
    {
      title: 'کفش و کیف',
      code: 'SHOES20',
      type: 'percentage',
      amount: 20,
      minOrderAmount: 1000,
      usagePerUserLimit: 2,
      startDate: after(5 * DAY),
      endDate: after(35 * DAY),
    },
  ];
  for (let i = 0; i < 6; i += 1) {
    const start = before(ctx, random.int(1, 40) * DAY + random.int(0, 23) * HOUR);
    rows.push({
      title: 'هدیه سفارش موفق',
      code: `GIFT-${random.digits(6)}`,
      couponType: 'order_gift',
      type: 'percentage',
      amount: 5,
      usageLimit: 1,
      usagePerUserLimit: 1,
      startDate: start,
      endDate: new Date(start.getTime() + 30 * DAY),
      createdAt: start,
      updatedAt: start,
    });
  }
  const made = await ctx.db
    .insert(coupons)
    .values(rows.map((row) => ({ creatorId: row.couponType === 'order_gift' ? null : creatorId, ...row })))
    .onConflictDoNothing({ target: coupons.code })
    .returning({ id: coupons.id, code: coupons.code });
  const byCode = new Map(made.map((row) => [row.code, row.id]));

  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.id))
    .limit(1);
  const shoes = byCode.get('SHOES20');
  if (category && shoes)
    await ctx.db.insert(couponCategories).values({ couponId: shoes, categoryId: category.id, amount: 20 });

  // Uses by the demo's customers: the flash coupon used up, a few uses of the others.
  const buyers = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(40);
  const uses: (typeof couponUsages.$inferInsert)[] = [];
  const use = (code: string, customerId: number) => {
    const couponId = byCode.get(code);
    if (!couponId) return;
    const at = before(ctx, random.int(1, 4) * DAY + random.int(0, 23) * HOUR);
    uses.push({ couponId, customerId, createdAt: at, updatedAt: at });
  };
  const shuffled = random.shuffle(buyers);
  for (const buyer of shuffled.slice(0, 12)) use('FLASH100', buyer.id);
  for (const buyer of shuffled.slice(12, 30)) use('YALDA1404', buyer.id);
  for (const buyer of shuffled.slice(5, 15)) use('WELCOME', buyer.id);
  if (uses.length) await ctx.db.insert(couponUsages).values(uses);
  return made.length + uses.length;
}

async function seedPostalImports(ctx: DemoContext): Promise<number> {
  const { random } = ctx;
  const rows: (typeof shippingExcels.$inferInsert)[] = [];
  // Four sheets over the last month, each a day's parcels handed to the post office.
  for (const daysAgo of [27, 19, 11, 3]) {
    const at = before(ctx, daysAgo * DAY - 2 * HOUR);
    const day = toJalali(at);
    const date = `${day.year}/${String(day.month).padStart(2, '0')}/${String(day.day).padStart(2, '0')}`;
    const count = random.int(8, 15);
    for (let i = 0; i < count; i += 1)
      rows.push({
        title: 'مرسوله پستی',
        barcode: `${random.int(1, 9)}${random.digits(23)}`,
        repository: 'واحد قبول مرکزی',
        registerDate: date,
        specialServices: random.pick(SERVICES),
        destination: random.pick(DESTINATIONS),
        referenceNumber: String(random.int(100_000, 999_999)),
        receiverName: randomPerson(random).name,
        senderName: 'فروشگاه',
        price: random.int(35, 120) * 1000,
        createdAt: at,
        updatedAt: at,
      });
  }
  await insertInBatches(rows, 500, (batch) => ctx.db.insert(shippingExcels).values(batch));
  return rows.length;
}

/**
 * Shipping methods (پست پیشتاز with far-province and VIP prices, تیپاکس, پیک موتوری تهران limited to
 * Tehran cities, an inactive پست سفارشی) and a month of postal sheet imports. Runs before the orders
 * step, which ships with these methods.
 */
export const shippingStep: DemoStep = {
  name: 'shipping',
  async run(ctx) {
    const methods = await seedMethods(ctx);
    const parcels = await seedPostalImports(ctx);
    ctx.counts.shipping = methods + parcels;
  },
};

/**
 * Coupons: running, welcome, expired, used up, upcoming with a category, and order gifts, with uses by
 * the demo's customers. Runs after the orders step, so the customers exist.
 */
export const couponsStep: DemoStep = {
  name: 'coupons',
  async run(ctx) {
    ctx.counts.coupons = await seedCoupons(ctx);
  },
};
