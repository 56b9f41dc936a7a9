import { inArray } from 'drizzle-orm';
import {
  categoryProduct,
  flashes,
  flashProducts,
  productComments,
  productSetProducts,
  productSets,
  products,
  recommendationGroups,
  recommendations,
} from '../db/schema/index.ts';
import type { Department } from './demo-catalogue-data.ts';
import { readCatalogueReference } from './demo-catalogue-reference.ts';
import { randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR, insertInBatches, scaled } from './demo-step.ts';
import type { Random } from './random.ts';

/** At most this many products are read back for the step. */
const SAMPLE = 5000;

interface Product {
  id: number;
  title: string;
  price: number;
  department: Department | null;
}

// biome-ignore format: lists
const COMMENTS: Record<'good' | 'mixed' | 'bad', { rate: number[]; titles: string[]; bodies: string[] }> = {
  good: {
    rate: [4, 5],
    titles: ['عالی بود', 'راضی هستم', 'ارزش خرید دارد', 'پیشنهاد می‌کنم'],
    bodies: [
      'کیفیت {product} خیلی بهتر از انتظارم بود و سریع هم رسید.',
      'دومین بار است که {product} می‌خرم، هم قیمتش مناسب است هم کیفیتش.',
      'بسته‌بندی عالی بود و {product} دقیقا مثل عکس‌هاست.',
      'برای هدیه خریدم و خیلی پسندیدند. ممنون از ارسال سریع.',
    ],
  },
  mixed: {
    rate: [3],
    titles: ['معمولی', 'بد نیست', 'نسبت به قیمت خوب است'],
    bodies: [
      '{product} بد نیست ولی انتظار کیفیت بهتری داشتم.',
      'ارسال دو روز دیرتر از زمان اعلام‌شده رسید، ولی خود {product} سالم بود.',
      'اندازه کمی با جدول سایز فرق داشت، بهتر است یک سایز بزرگ‌تر بگیرید.',
    ],
  },
  bad: {
    rate: [1, 2],
    titles: ['ناراضی', 'کیفیت پایین', 'با عکس فرق داشت'],
    bodies: [
      'رنگ {product} با عکس سایت خیلی فرق داشت.',
      '{product} بعد از یک هفته خراب شد و هنوز پاسخی از پشتیبانی نگرفته‌ام.',
      'بسته‌بندی آسیب دیده بود و یکی از قطعات کم بود.',
    ],
  },
};

// biome-ignore format: a list
const ANSWERS = [
  'سلام، از اینکه خرید خود را با ما تجربه کردید سپاسگزاریم.',
  'سلام، لطفا با شماره سفارش با پشتیبانی تماس بگیرید تا بررسی شود.',
  'ممنون از بازخورد شما؛ به واحد کنترل کیفیت منتقل شد.',
  'سلام، امکان تعویض تا هفت روز پس از تحویل وجود دارد.',
];

/** The demo products with their price and department (through their categories). */
async function loadProducts(ctx: DemoContext): Promise<Product[]> {
  // At the large scale only a sample is needed: sales, sets and comments touch a few thousand products.
  const made = ctx.made.products.map((product) => product.id);
  const ids = made.length > SAMPLE ? ctx.random.shuffle(made).slice(0, SAMPLE) : made;
  if (!ids.length) return [];
  const reference = await readCatalogueReference(ctx.db);
  const departmentOfLeaf = new Map(reference.leaves.map((leaf) => [leaf.id, leaf.department]));
  const rows: { id: number; title: string; unitPrice: number }[] = [];
  const links: { productId: number; categoryId: number }[] = [];
  await insertInBatches(ids, 5000, async (batch) => {
    rows.push(
      ...(await ctx.db
        .select({ id: products.id, title: products.title, unitPrice: products.unitPrice })
        .from(products)
        .where(inArray(products.id, batch))),
    );
    links.push(
      ...(await ctx.db.select().from(categoryProduct).where(inArray(categoryProduct.productId, batch))),
    );
  });
  const departmentOf = new Map<number, Department>();
  for (const link of links) {
    const department = departmentOfLeaf.get(link.categoryId);
    if (department) departmentOf.set(link.productId, department);
  }
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      title: row.title,
      price: row.unitPrice,
      department: departmentOf.get(row.id) ?? null,
    }));
}

/** Recent comments mostly wait for review; older ones are mostly approved, bad ones often rejected. */
function commentStatus(random: Random, ageMs: number, mood: 'good' | 'mixed' | 'bad') {
  if (ageMs < 3 * DAY) return random.chance(0.7) ? 'pending' : 'approved';
  if (mood === 'bad' && random.chance(0.4)) return 'reject';
  const roll = random.next();
  return roll < 0.8 ? 'approved' : roll < 0.9 ? 'pending' : 'reject';
}

const pickSome = <T>(random: Random, items: readonly T[], n: number): T[] =>
  random.shuffle(items).slice(0, n);

/** A product row of a flash sale: mostly percentages, some flat Toman discounts below the price. */
function flashRow(random: Random, flashId: number, product: Product) {
  const flat = product.price > 200_000 && random.chance(0.3);
  return {
    flashId,
    productId: product.id,
    discountType: flat ? 'flat' : 'percentage',
    discount: flat
      ? Math.round((product.price * random.int(10, 30)) / 100 / 10_000) * 10_000 || 10_000
      : random.pick([10, 15, 20, 25, 30, 40]),
    salableMax: random.chance(0.6) ? random.int(5, 50) : null,
    salesCount: 0,
  };
}

/**
 * What needs products: flash sales (running, upcoming, ended) with discounted products and caps,
 * product sets, the products of recommendation groups, and product comments in every status, some
 * answered by staff. Runs after the product step; without products it writes nothing and says so in
 * the counts (`catalogue-merchandising: 0`).
 */
export const catalogueMerchandisingStep: DemoStep = {
  name: 'catalogue-merchandising',
  async run(ctx) {
    const { db, random, now } = ctx;
    const all = await loadProducts(ctx);
    ctx.counts['catalogue-merchandising'] = 0;
    if (!all.length) return;
    const stamp = { createdAt: now, updatedAt: now };
    let written = 0;

    // Flash sales: disjoint product groups, so no product is in two overlapping active sales.
    const shuffled = random.shuffle(all);
    const sales = [
      { title: 'حراج پاییزه', start: -2 * DAY, end: 5 * DAY, status: true, products: 15, color: '#f97316' },
      { title: 'جمعه سیاه', start: 20 * DAY, end: 23 * DAY, status: true, products: 20, color: '#000000' },
      {
        title: 'حراج شب یلدا',
        start: 50 * DAY,
        end: 52 * DAY,
        status: false,
        products: 10,
        color: '#7f1d1d',
      },
      {
        title: 'فروش ویژه نوروز',
        start: -200 * DAY,
        end: -190 * DAY,
        status: true,
        products: 12,
        color: '#16a34a',
      },
    ];
    let offset = 0;
    for (const [order, sale] of sales.entries()) {
      const [flash] = await db
        .insert(flashes)
        .values({
          title: sale.title,
          startDate: new Date(now.getTime() + sale.start),
          endDate: new Date(now.getTime() + sale.end),
          status: sale.status,
          discountType: 'percentage',
          discount: 15,
          timer: true,
          previewCount: 8,
          order,
          color: sale.color,
          ...stamp,
        })
        .returning({ id: flashes.id });
      if (!flash) continue;
      const members = shuffled.slice(offset, offset + sale.products);
      offset += sale.products;
      if (members.length) {
        await db.insert(flashProducts).values(members.map((product) => flashRow(random, flash.id, product)));
        // The ended sale sold some of its capped stock.
        if (sale.end < 0)
          await db
            .update(flashProducts)
            .set({ salesCount: 3 })
            .where(
              inArray(
                flashProducts.productId,
                members.map((p) => p.id),
              ),
            );
      }
      written += 1 + members.length;
    }

    // Product sets from one department each.
    const byDepartment = (department: Department) =>
      all.filter((product) => product.department === department);
    const sets = [
      { name: 'ست رسمی مردانه', from: byDepartment('clothing') },
      { name: 'سرویس آشپزخانه عروس', from: byDepartment('home') },
      { name: 'پک گیمینگ', from: byDepartment('electronics') },
      { name: 'هدیه روز مادر', from: all },
    ];
    for (const set of sets) {
      const members = pickSome(random, set.from.length ? set.from : all, random.int(3, 6));
      const [row] = await db
        .insert(productSets)
        .values({ name: set.name, ...stamp })
        .returning({ id: productSets.id });
      if (!row || !members.length) continue;
      await db
        .insert(productSetProducts)
        .values(members.map((product, order) => ({ productSetId: row.id, productId: product.id, order })));
      written += 1 + members.length;
    }

    // Hand-picked products for some recommendation groups.
    const groups = await db.select().from(recommendationGroups);
    for (const group of groups.filter((g) =>
      ['suggestions', 'top_sales', 'newest', 'most_discount'].includes(g.name),
    )) {
      const members = pickSome(random, all, random.int(6, 12));
      await db
        .insert(recommendations)
        .values(
          members.map((product, order) => ({ groupId: group.id, productId: product.id, order, ...stamp })),
        );
      written += members.length;
    }

    // Comments in every status; older ones mostly decided, recent ones mostly pending.
    const staff = ctx.made.admins;
    const commented = pickSome(random, all, Math.min(all.length, scaled(ctx, 80)));
    const rows: (typeof productComments.$inferInsert)[] = [];
    for (const product of commented) {
      for (let i = random.int(1, 4); i > 0; i--) {
        const mood = random.pick(['good', 'good', 'good', 'mixed', 'bad'] as const);
        const kind = COMMENTS[mood];
        const age = random.int(HOUR, 120 * DAY);
        const status = commentStatus(random, age, mood);
        const createdAt = before(ctx, age);
        rows.push({
          productId: product.id,
          authorName: randomPerson(random).name,
          customerId: null,
          title: random.pick(kind.titles),
          body: random.pick(kind.bodies).replace('{product}', product.title),
          rate: random.pick(kind.rate),
          showCustomerName: random.chance(0.8),
          status,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }
    rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    const inserted: { id: number; productId: number; status: string; createdAt: Date }[] = [];
    await insertInBatches(rows, 1000, async (batch) => {
      inserted.push(
        ...(await db.insert(productComments).values(batch).returning({
          id: productComments.id,
          productId: productComments.productId,
          status: productComments.status,
          createdAt: productComments.createdAt,
        })),
      );
    });
    const answers = inserted
      .filter((comment) => comment.status !== 'pending' && staff.length && random.chance(0.35))
      .map((comment) => {
        const admin = random.pick(staff);
        const createdAt = new Date(
          Math.min(now.getTime(), comment.createdAt.getTime() + random.int(HOUR, 2 * DAY)),
        );
        return {
          productId: comment.productId,
          parentId: comment.id,
          adminId: admin.id,
          authorName: admin.name,
          body: random.pick(ANSWERS),
          status: 'approved',
          createdAt,
          updatedAt: createdAt,
        };
      });
    await insertInBatches(answers, 1000, (batch) => db.insert(productComments).values(batch));
    written += rows.length + answers.length;
    ctx.counts['catalogue-merchandising'] = written;
  },
};
