import { asc, eq } from 'drizzle-orm';
import {
  advertisementPositions,
  advertisements,
  categories,
  instagramPosts,
  menuItems,
  newsletterRecipients,
  newsletterSubscribers,
  newsletters,
  pages,
  storefrontFiles,
} from '../db/schema/index.ts';
import { demoImagePath } from './demo-images.ts';
import { randomEmail, randomMobile, randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR, scaled } from './demo-step.ts';

interface MenuSeed {
  title: string;
  link?: string;
  linkableType?: string;
  linkableId?: number | null;
  newTab?: boolean;
  children?: MenuSeed[];
}

async function insertMenu(
  ctx: DemoContext,
  group: string,
  items: MenuSeed[],
  parentId: number | null = null,
) {
  let written = 0;
  for (const [order, item] of items.entries()) {
    const [row] = await ctx.db
      .insert(menuItems)
      .values({
        group,
        parentId,
        title: item.title,
        link: item.link ?? null,
        linkableType: item.linkableType ?? null,
        linkableId: item.linkableId ?? null,
        newTab: item.newTab ?? false,
        order,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: menuItems.id });
    written++;
    if (row && item.children?.length) written += await insertMenu(ctx, group, item.children, row.id);
  }
  return written;
}

async function menus(ctx: DemoContext): Promise<number> {
  const roots = await ctx.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.level, 1))
    .orderBy(asc(categories.priority))
    .limit(4);
  const children = async (parentId: number) =>
    (
      await ctx.db
        .select({ id: categories.id, title: categories.title })
        .from(categories)
        .where(eq(categories.parentId, parentId))
        .orderBy(asc(categories.priority))
        .limit(4)
    ).map((row) => ({ title: row.title, linkableType: 'category', linkableId: row.id }));
  const pageRows = await ctx.db
    .select({ id: pages.id, title: pages.title })
    .from(pages)
    .orderBy(asc(pages.id));
  const page = (title: string): MenuSeed => {
    const found = pageRows.find((row) => row.title.includes(title));
    return found ? { title: found.title, linkableType: 'page', linkableId: found.id } : { title, link: '/' };
  };
  const categoryMenu: MenuSeed[] = [];
  for (const root of roots)
    categoryMenu.push({
      title: root.title,
      linkableType: 'category',
      linkableId: root.id,
      children: await children(root.id),
    });
  const header: MenuSeed[] = [
    { title: 'خانه', link: '/' },
    { title: 'دسته‌بندی محصولات', linkableType: 'index_product', children: categoryMenu },
    { title: 'حراج یلدا', link: '/shop?tag=yalda' },
    { title: 'وبلاگ', linkableType: 'index_post' },
    { title: 'تماس با ما', linkableType: 'index_contact_us' },
  ];
  const footer: MenuSeed[] = [
    {
      title: 'راهنمای خرید',
      children: [page('شرایط ارسال'), page('قوانین'), { title: 'پیگیری سفارش', link: '/profile/orders' }],
    },
    {
      title: 'فروشگاه',
      children: [page('درباره'), { title: 'تماس با ما', linkableType: 'index_contact_us' }],
    },
    {
      title: 'ما را دنبال کنید',
      children: [
        { title: 'اینستاگرام', link: 'https://instagram.com/shop.example', newTab: true },
        { title: 'تلگرام', link: 'https://t.me/shop_example', newTab: true },
      ],
    },
  ];
  return (await insertMenu(ctx, 'header', header)) + (await insertMenu(ctx, 'footer', footer));
}

const POSITIONS = [
  { key: 'home_top', label: 'بالای صفحه اصلی', description: 'بنر پهن زیر اسلایدر', width: 1200, height: 300 },
  { key: 'home_middle', label: 'وسط صفحه اصلی', description: 'دو بنر کنار هم', width: 580, height: 250 },
  { key: 'category_sidebar', label: 'کنار صفحه دسته‌بندی', description: null, width: 300, height: 600 },
];

async function banners(ctx: DemoContext): Promise<number> {
  let written = 0;
  for (const [index, position] of POSITIONS.entries()) {
    const [row] = await ctx.db
      .insert(advertisementPositions)
      .values({ ...position, status: true, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: advertisementPositions.id });
    if (!row) continue;
    const weights = index === 0 ? [60, 40] : index === 1 ? [50, 30, 20] : [100];
    for (const [n, possibility] of weights.entries()) {
      const running = n !== 2;
      await ctx.db.insert(advertisements).values({
        positionId: row.id,
        image: demoImagePath('content/advertise', `${position.key}-${n + 1}`, 'png'),
        link: ctx.random.pick(['/shop?tag=yalda', '/shop?sort=newest', '/shop?discount=1']),
        newTab: false,
        start: running ? before(ctx, ctx.random.int(1, 20) * DAY) : new Date(ctx.now.getTime() + 3 * DAY),
        end: running ? new Date(ctx.now.getTime() + ctx.random.int(5, 40) * DAY) : null,
        possibility,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      written++;
    }
  }
  return written;
}

const NEWSLETTERS = [
  {
    title: 'حراج بلک فرایدی تا ۷۰٪',
    body: '<p>بزرگ‌ترین حراج سال شروع شد. <strong>تا ۷۰٪ تخفیف</strong> روی کفش و پوشاک.</p>',
  },
  {
    title: 'محصولات تازه پاییزی',
    body: '<p>کاپشن‌ها و بافت‌های پاییزی رسیدند؛ <a href="/shop?sort=newest">ببینید</a>.</p>',
  },
  { title: 'ارسال رایگان آخر هفته', body: '<p>این جمعه و پنجشنبه همه سفارش‌ها با ارسال رایگان.</p>' },
  { title: 'شب یلدا مبارک', body: '<p>با کد <strong>YALDA</strong> پانزده درصد تخفیف بگیرید.</p>' },
];

async function subscribersAndNewsletters(ctx: DemoContext): Promise<number> {
  const taken = new Set<string>();
  const emails = new Set<string>();
  const values: { email: string | null; phoneNumber: string | null; createdAt: Date; updatedAt: Date }[] = [];
  for (let i = 0; i < scaled(ctx, 40); i++) {
    const person = randomPerson(ctx.random);
    const email = ctx.random.chance(0.85) ? randomEmail(ctx.random, person.handle) : null;
    if (email && emails.has(email)) continue;
    if (email) emails.add(email);
    const phone = !email || ctx.random.chance(0.3) ? randomMobile(ctx.random, taken) : null;
    if (phone) taken.add(phone);
    const at = before(ctx, ctx.random.int(1, 180) * DAY);
    values.push({ email, phoneNumber: phone, createdAt: at, updatedAt: at });
  }
  const subscribers = await ctx.db
    .insert(newsletterSubscribers)
    .values(values)
    .returning({ id: newsletterSubscribers.id });
  const withEmail = values.filter((value) => value.email).length;
  let written = subscribers.length;
  for (const [index, letter] of NEWSLETTERS.entries()) {
    const past = index < 3;
    const sendAt = past ? before(ctx, (60 - index * 20) * DAY) : new Date(ctx.now.getTime() + 2 * DAY);
    const sendAll = index !== 2;
    const chosen = sendAll ? [] : ctx.random.shuffle(subscribers).slice(0, 8);
    const [row] = await ctx.db
      .insert(newsletters)
      .values({
        title: letter.title,
        body: letter.body,
        sendAt,
        sendAll,
        status: past ? 'success' : 'pending',
        sentCount: past ? (sendAll ? withEmail : chosen.length) : 0,
        sentAt: past ? new Date(sendAt.getTime() + HOUR / 6) : null,
        createdAt: before(ctx, (62 - index * 20) * DAY),
        updatedAt: past ? sendAt : ctx.now,
      })
      .returning({ id: newsletters.id });
    written++;
    if (row && chosen.length)
      await ctx.db
        .insert(newsletterRecipients)
        .values(chosen.map((subscriber) => ({ newsletterId: row.id, subscriberId: subscriber.id })));
  }
  return written;
}

async function feed(ctx: DemoContext): Promise<number> {
  const captions = [
    'کفش‌های تازه پاییزی رسید 🍂',
    'پشت صحنه عکاسی کالکشن زمستانی',
    'برنده قرعه‌کشی هفته را ببینید',
    'ست کردن کیف و کفش؛ پیشنهاد ما',
    'حراج یلدا از فردا شروع می‌شود',
    'بسته‌بندی هدیه رایگان برای سفارش‌های یلدا',
  ];
  const rows = captions.map((caption, index) => ({
    externalId: `demo-${index + 1}`,
    link: `https://www.instagram.com/p/demo${index + 1}/`,
    // Served like a post's picture (the media routes serve content kinds only); demo-image-files.ts draws it.
    image: demoImagePath('content/posts', `instagram-demo-${index + 1}`, 'png'),
    caption,
    likes: ctx.random.int(40, 1500),
    comments: ctx.random.int(0, 120),
    postedAt: before(ctx, (index * 3 + 1) * DAY),
    fetchedAt: before(ctx, 2 * HOUR),
  }));
  await ctx.db.insert(instagramPosts).values(rows);
  await ctx.db.insert(storefrontFiles).values({
    name: 'htaccess',
    content: [
      'RewriteEngine On',
      'RewriteCond %{HTTPS} off',
      'RewriteRule ^(.*)$ https://%{HTTP_HOST}/$1 [R=301,L]',
      'RewriteRule ^blog/(.*)$ /posts/$1 [R=301,L]',
      '',
    ].join('\n'),
    previous: null,
    updatedAt: before(ctx, 30 * DAY),
  });
  return rows.length;
}

/**
 * Header and footer menus (nested, linked to the demo categories and pages), banner positions with
 * weighted banners (one scheduled), subscribers and past and scheduled newsletters, a cached social
 * feed and the storefront's .htaccess.
 */
export const contentMarketingStep: DemoStep = {
  name: 'content-marketing',
  async run(ctx) {
    const menuCount = await menus(ctx);
    const bannerCount = await banners(ctx);
    const newsletterCount = await subscribersAndNewsletters(ctx);
    const feedCount = await feed(ctx);
    ctx.counts['content-marketing'] = menuCount + bannerCount + newsletterCount + feedCount;
  },
};
