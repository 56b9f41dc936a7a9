import { readingMinutes, slugify } from '@shop-admin/core';
import {
  faqs,
  pages,
  postCategories,
  postComments,
  postProducts,
  posts,
  sliders,
} from '../db/schema/index.ts';
import { demoImagePath } from './demo-images.ts';
import { randomEmail, randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR } from './demo-step.ts';

const CATEGORIES = ['راهنمای خرید', 'مراقبت از کالا', 'اخبار فروشگاه'] as const;

interface DemoPost {
  title: string;
  category: (typeof CATEGORIES)[number];
  summary: string;
  paragraphs: readonly string[];
  tags: readonly string[];
  status: 'draft' | 'pending' | 'published' | 'unpublished';
  special?: boolean;
}

const POSTS: readonly DemoPost[] = [
  {
    title: 'راهنمای انتخاب کیف چرمی مناسب',
    category: 'راهنمای خرید',
    summary: 'چرم طبیعی را از مصنوعی چطور تشخیص دهیم و چه اندازه‌ای به کارمان می‌آید.',
    paragraphs: [
      'کیف چرمی خوب سال‌ها همراه شماست؛ پس پیش از خرید به جنس چرم، دوخت و یراق‌آلات آن دقت کنید.',
      'چرم طبیعی بوی مشخصی دارد و سطح آن کاملا یکنواخت نیست. لبه‌های برش‌خورده را نگاه کنید: چرم مصنوعی لایه‌لایه است.',
      'برای کار روزانه کیفی انتخاب کنید که لپ‌تاپ و مدارک شما را بدون فشار جا دهد و بند آن پهن باشد.',
    ],
    tags: ['کیف', 'چرم', 'راهنمای خرید'],
    status: 'published',
    special: true,
  },
  {
    title: 'چطور سایز کفش را درست انتخاب کنیم؟',
    category: 'راهنمای خرید',
    summary: 'اندازه‌گیری طول پا در خانه و استفاده از جدول سایز.',
    paragraphs: [
      'عصر که پاها کمی بزرگ‌تر شده‌اند، طول پای خود را روی کاغذ از پاشنه تا بلندترین انگشت اندازه بگیرید.',
      'عدد به‌دست‌آمده را با جدول سایز صفحه محصول مقایسه کنید و اگر بین دو سایز بودید، سایز بزرگ‌تر را بردارید.',
    ],
    tags: ['کفش', 'جدول سایز'],
    status: 'published',
  },
  {
    title: 'نگهداری از لباس‌های پشمی در زمستان',
    category: 'مراقبت از کالا',
    summary: 'شستشو، خشک کردن و نگهداری پلیور و شال پشمی.',
    paragraphs: [
      'لباس پشمی را با آب سرد و شوینده مخصوص، با دست بشویید و هرگز آن را چنگ نزنید.',
      'برای خشک کردن، لباس را روی حوله‌ای صاف پهن کنید تا کش نیاید و از نور مستقیم خورشید دور باشد.',
      'در پایان فصل، لباس‌ها را تمیز و تاشده در کیسه پارچه‌ای با کمی اسطوخودوس نگه دارید.',
    ],
    tags: ['پشم', 'نگهداری', 'زمستان'],
    status: 'published',
    special: true,
  },
  {
    title: 'مراقبت از کفش چرمی؛ واکس یا کرم؟',
    category: 'مراقبت از کالا',
    summary: 'تفاوت واکس و کرم چرم و زمان استفاده از هر کدام.',
    paragraphs: [
      'کرم چرم، چرم را تغذیه و نرم می‌کند؛ واکس براقی می‌دهد و جلوی نفوذ آب را می‌گیرد.',
      'هر دو هفته یک بار کرم بزنید و پیش از مهمانی‌ها از واکس استفاده کنید.',
    ],
    tags: ['کفش', 'چرم', 'نگهداری'],
    status: 'published',
  },
  {
    title: 'افتتاح انبار جدید و ارسال سریع‌تر به شهرستان‌ها',
    category: 'اخبار فروشگاه',
    summary: 'از این ماه سفارش‌های شهرستان در کمتر از سه روز کاری می‌رسند.',
    paragraphs: [
      'با راه‌اندازی انبار دوم در اصفهان، سفارش‌های استان‌های مرکزی و جنوبی زودتر ارسال می‌شوند.',
      'کد رهگیری مرسوله همان روز ارسال برای شما پیامک می‌شود.',
    ],
    tags: ['اخبار', 'ارسال'],
    status: 'published',
  },
  {
    title: 'جشنواره پاییزه: تخفیف تا ۴۰ درصد',
    category: 'اخبار فروشگاه',
    summary: 'فهرست دسته‌بندی‌های شامل تخفیف و زمان جشنواره.',
    paragraphs: [
      'جشنواره پاییزه از اول آبان آغاز می‌شود و تا پایان ماه ادامه دارد.',
      'پوشاک، کیف و کفش و لوازم خانه با تخفیف ویژه عرضه می‌شوند.',
    ],
    tags: ['تخفیف', 'جشنواره'],
    status: 'unpublished',
  },
  {
    title: 'ست کردن رنگ کیف و کفش',
    category: 'راهنمای خرید',
    summary: 'چند قاعده ساده برای هماهنگی رنگ‌ها.',
    paragraphs: ['قهوه‌ای با سرمه‌ای و کرم، مشکی با خاکستری و سفید بهترین همراهی را دارند.'],
    tags: ['استایل', 'رنگ'],
    status: 'pending',
  },
  {
    title: 'پیش‌نویس: معرفی کالکشن بهاره',
    category: 'اخبار فروشگاه',
    summary: 'به‌زودی.',
    paragraphs: ['کالکشن بهاره با رنگ‌های روشن و پارچه‌های نخی از اسفند در فروشگاه است.'],
    tags: ['کالکشن'],
    status: 'draft',
  },
];

const COMMENTS: readonly string[] = [
  'خیلی مفید بود، ممنون.',
  'کاش عکس‌های بیشتری می‌گذاشتید.',
  'من همین کیف را خریدم و راضی‌ام.',
  'آیا این محصول دوباره موجود می‌شود؟',
  'مطلب کاملی بود؛ لطفا درباره نگهداری کفش جیر هم بنویسید.',
  'ارسال به شهرستان واقعا سریع‌تر شده است.',
  'این تخفیف شامل محصولات حراجی هم می‌شود؟',
];

const REPLIES: readonly string[] = [
  'سپاس از همراهی شما.',
  'بله، محموله جدید تا دو هفته دیگر می‌رسد.',
  'پیشنهاد خوبی است؛ به‌زودی درباره‌اش می‌نویسیم.',
];

const PAGES: readonly { title: string; html: string }[] = [
  {
    title: 'درباره ما',
    html: '<h2>داستان ما</h2><p>فروشگاه ما از سال ۱۳۹۵ با یک مغازه کوچک در تهران آغاز شد و امروز کالای اصل را با ضمانت بازگشت به سراسر ایران می‌فرستد.</p><p>پشتیبانی ما هر روز از ساعت ۹ تا ۲۱ پاسخگوی شماست.</p>',
  },
  {
    title: 'قوانین و مقررات',
    html: '<h2>شرایط استفاده</h2><ol><li>ثبت سفارش به معنای پذیرش این قوانین است.</li><li>قیمت‌ها به تومان و شامل مالیات بر ارزش افزوده است.</li><li>کالای آسیب‌دیده تا هفت روز پس از تحویل پس گرفته می‌شود.</li></ol>',
  },
  {
    title: 'شیوه‌های ارسال',
    html: '<h2>ارسال سفارش</h2><p>سفارش‌های تهران با پیک در یک روز کاری و سفارش‌های شهرستان با پست پیشتاز در دو تا پنج روز کاری می‌رسند.</p><p>برای خریدهای بالای یک میلیون تومان ارسال رایگان است.</p>',
  },
];

const FAQS: readonly [question: string, answer: string][] = [
  ['سفارش من چند روزه می‌رسد؟', 'تهران یک روز کاری و شهرستان‌ها دو تا پنج روز کاری.'],
  ['چطور کالا را مرجوع کنم؟', 'از بخش سفارش‌های من درخواست مرجوعی ثبت کنید؛ تا هفت روز پس از تحویل.'],
  ['پرداخت در محل دارید؟', 'در تهران بله، با کارتخوان سیار.'],
  ['هزینه ارسال چقدر است؟', 'بسته به شهر و وزن سفارش؛ بالای یک میلیون تومان رایگان است.'],
  ['کالاها اصل هستند؟', 'همه کالاها اصل و دارای ضمانت بازگشت وجه هستند.'],
  ['چطور کد تخفیف را وارد کنم؟', 'در سبد خرید، کد را در کادر کد تخفیف بنویسید و «اعمال» را بزنید.'],
];

const SLIDES: readonly { group: string; title: string; description: string; file: string }[] = [
  { group: 'header', title: 'جشنواره پاییزه', description: 'تا ۴۰ درصد تخفیف', file: 'autumn-sale' },
  { group: 'header', title: 'کالکشن کیف چرمی', description: 'دست‌دوز و اصل', file: 'leather-bags' },
  {
    group: 'header',
    title: 'ارسال رایگان',
    description: 'برای خریدهای بالای یک میلیون تومان',
    file: 'free-shipping',
  },
  {
    group: 'header-mobile',
    title: 'جشنواره پاییزه',
    description: 'تا ۴۰ درصد تخفیف',
    file: 'autumn-sale-mobile',
  },
  { group: 'header-mobile', title: 'کفش‌های تازه', description: 'مدل‌های پاییز', file: 'new-shoes-mobile' },
  {
    group: 'header-mobile',
    title: 'ارسال رایگان',
    description: 'بالای یک میلیون تومان',
    file: 'free-shipping-mobile',
  },
];

const html = (paragraphs: readonly string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

async function seedPosts(ctx: DemoContext): Promise<number> {
  const { db, random } = ctx;
  const categoryRows = await db
    .insert(postCategories)
    .values(
      CATEGORIES.map((name, i) => ({ name, slug: slugify(name), createdAt: before(ctx, (120 - i) * DAY) })),
    )
    .returning({ id: postCategories.id, name: postCategories.name });
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const creatorId = ctx.made.admins[0]?.id ?? null;
  let written = categoryRows.length;
  for (const [i, post] of POSTS.entries()) {
    const body = html(post.paragraphs);
    const createdAt = before(ctx, (80 - i * 9) * DAY + random.int(0, 20) * HOUR);
    const [row] = await db
      .insert(posts)
      .values({
        postCategoryId: categoryId.get(post.category) as number,
        title: post.title,
        slug: slugify(post.title),
        summary: post.summary,
        body,
        // No cover image: the demo has no uploaded files, and a path to nothing shows a broken image.
        image: null,
        metaDescription: post.summary,
        status: post.status,
        special: post.special ?? false,
        publishedAt: post.status === 'published' || post.status === 'unpublished' ? createdAt : null,
        readTime: readingMinutes(body),
        tags: [...post.tags],
        creatorId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: posts.id });
    const postId = row?.id as number;
    written += 1;
    const related = random.shuffle(ctx.made.products).slice(0, random.int(0, 3));
    if (related.length)
      await db
        .insert(postProducts)
        .values(related.map((product, order) => ({ postId, productId: product.id, order })));
    if (post.status !== 'published') continue;
    for (let c = random.int(1, 4); c > 0; c--) {
      const first = c === 1;
      const person = randomPerson(random);
      const at = new Date(createdAt.getTime() + random.int(1, 40) * DAY);
      const when = at > ctx.now ? before(ctx, random.int(1, 48) * HOUR) : at;
      // Each post's last comment is approved and answered by staff; the others vary.
      const status = first
        ? 'approved'
        : random.pick(['pending', 'approved', 'approved', 'unapproved'] as const);
      const [comment] = await db
        .insert(postComments)
        .values({
          postId,
          name: person.name,
          email: randomEmail(random, person.handle),
          body: random.pick(COMMENTS),
          status,
          createdAt: when,
          updatedAt: when,
        })
        .returning({ id: postComments.id });
      written += 1;
      if (status === 'approved' && creatorId !== null && (first || random.chance(0.3))) {
        const replyAt = new Date(Math.min(when.getTime() + random.int(1, 30) * HOUR, ctx.now.getTime()));
        await db.insert(postComments).values({
          postId,
          parentId: comment?.id,
          name: ctx.made.admins[0]?.name ?? 'پشتیبانی',
          adminId: creatorId,
          body: random.pick(REPLIES),
          status: 'approved',
          createdAt: replyAt,
          updatedAt: replyAt,
        });
        written += 1;
      }
    }
  }
  return written;
}

/**
 * The demo's editorial content: blog categories, posts (every status; related products when the
 * catalogue step made some) with readers' comments (some pending, some answered by staff), the
 * about-us, terms and shipping pages, FAQs, and the header and mobile-header sliders.
 */
export const contentPostsStep: DemoStep = {
  name: 'content-posts',
  async run(ctx) {
    const { db } = ctx;
    let written = await seedPosts(ctx);
    await db.insert(pages).values(
      PAGES.map((page, i) => ({
        title: page.title,
        slug: slugify(page.title),
        text: page.html,
        createdAt: before(ctx, (200 - i) * DAY),
        updatedAt: before(ctx, (200 - i) * DAY),
      })),
    );
    await db
      .insert(faqs)
      .values(FAQS.map(([question, answer], order) => ({ question, answer: `<p>${answer}</p>`, order })));
    const order = new Map<string, number>();
    const product = ctx.made.products[0];
    await db.insert(sliders).values(
      SLIDES.map((slide, i) => {
        const position = order.get(slide.group) ?? 0;
        order.set(slide.group, position + 1);
        const linksProduct = i === 1 && product !== undefined;
        return {
          title: slide.title,
          description: slide.description,
          group: slide.group,
          image: demoImagePath('content/sliders', slide.file, 'png'),
          link: linksProduct ? null : i % 3 === 0 ? '/flash' : '/products',
          linkableType: linksProduct ? 'product' : null,
          linkableId: linksProduct ? product.id : null,
          order: position,
        };
      }),
    );
    written += PAGES.length + FAQS.length + SLIDES.length;
    ctx.counts['content-posts'] = written;
  },
};
