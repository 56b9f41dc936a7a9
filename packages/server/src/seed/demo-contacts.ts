import { toPersianDigits } from '@shop-admin/core';
import { contacts } from '../db/schema/index.ts';
import { randomEmail, randomMobile, randomPerson } from './demo-names.ts';
import { before, DAY, type DemoContext, type DemoStep, HOUR, insertInBatches, scaled } from './demo-step.ts';
import type { Random } from './random.ts';

interface Topic {
  subject: string;
  bodies: readonly string[];
  answers: readonly string[];
}

// `{order}` becomes an order number, `{product}` a product name.
const TOPICS: readonly Topic[] = [
  {
    subject: 'پیگیری سفارش',
    bodies: [
      'سلام، سفارش {order} را پنج روز پیش ثبت کردم ولی هنوز کد رهگیری پستی برایم ارسال نشده است.',
      'وقت بخیر. وضعیت سفارش {order} در پنل من «در حال پردازش» مانده است. لطفا راهنمایی کنید.',
    ],
    answers: [
      'سلام، سفارش شما امروز تحویل پست شد و کد رهگیری پیامک می‌شود.',
      'با پوزش از تاخیر، سفارش تا پایان هفته ارسال می‌شود.',
    ],
  },
  {
    subject: 'مرجوع کردن کالا',
    bodies: [
      'سایز {product} که برایم رسید کوچک است. چطور می‌توانم آن را تعویض کنم؟',
      'رنگ {product} با عکس سایت فرق دارد. امکان مرجوعی هست؟',
    ],
    answers: [
      'کالا را با فاکتور به نشانی انبار بفرستید؛ هزینه ارسال برگشت با ماست.',
      'تا هفت روز پس از تحویل امکان مرجوعی هست؛ همکاران ما تماس می‌گیرند.',
    ],
  },
  {
    subject: 'سوال درباره سایز',
    bodies: [
      'برای قد ۱۷۵ و وزن ۷۰ کدام سایز {product} مناسب است؟',
      'جدول سایز {product} را ندیدم، سایز L دور کمر چند است؟',
    ],
    answers: [
      'سایز L برای شما مناسب است.',
      'جدول سایز در صفحه محصول اضافه شد؛ دور کمر سایز L حدود ۹۰ سانتی‌متر است.',
    ],
  },
  {
    subject: 'مشکل در پرداخت',
    bodies: [
      'مبلغ از حسابم کم شد ولی سفارش {order} ثبت نشد.',
      'هنگام پرداخت با درگاه بانک خطا می‌گیرم، آیا راه دیگری برای پرداخت هست؟',
    ],
    answers: ['مبلغ تا ۷۲ ساعت به حساب شما برمی‌گردد.', 'پرداخت با کیف پول یا درگاه دیگر هم ممکن است.'],
  },
  {
    subject: 'موجود شدن کالا',
    bodies: ['{product} کی دوباره موجود می‌شود؟', 'لطفا وقتی {product} موجود شد به من خبر بدهید.'],
    answers: ['محموله جدید تا دو هفته دیگر می‌رسد.', 'گزینه «خبرم کن» را در صفحه محصول فعال کنید.'],
  },
  {
    subject: 'زمان ارسال',
    bodies: ['سفارش به شهرستان چند روزه می‌رسد؟', 'آیا ارسال در روز جمعه هم انجام می‌شود؟'],
    answers: ['ارسال به شهرستان‌ها معمولا دو تا چهار روز کاری است.', 'در روزهای تعطیل ارسال نداریم.'],
  },
  {
    subject: 'فاکتور رسمی',
    bodies: ['برای سفارش {order} فاکتور رسمی با کد اقتصادی لازم دارم.'],
    answers: ['فاکتور رسمی صادر و به ایمیل شما فرستاده شد.'],
  },
  {
    subject: 'همکاری در فروش',
    bodies: ['فروشگاهی در شیراز داریم و می‌خواهیم نماینده فروش شما شویم.', 'شرایط خرید عمده چگونه است؟'],
    answers: ['لطفا با واحد فروش سازمانی به شماره ۰۲۱۸۸۰۰۰۰۰۰ تماس بگیرید.'],
  },
  {
    subject: 'پیشنهاد',
    bodies: [
      'کاش امکان پرداخت اقساطی هم داشتید.',
      'اپلیکیشن موبایل شما خیلی خوب است، فقط جستجو کمی کند است.',
    ],
    answers: ['از پیشنهاد شما سپاسگزاریم.'],
  },
  {
    subject: 'کد تخفیف',
    bodies: ['کد تخفیفی که پیامک شد روی سفارشم اعمال نمی‌شود.', 'کد تخفیف اولین خرید چقدر اعتبار دارد؟'],
    answers: ['کد تخفیف برای خرید بالای ۵۰۰ هزار تومان فعال است.', 'اعتبار کد یک ماه است.'],
  },
];

// biome-ignore format: a list
const PRODUCT_NAMES = [
  'مانتو کتان زنانه', 'کفش رانینگ مردانه', 'پیراهن مردانه آستین بلند', 'شلوار جین راسته', 'کیف چرم دوشی',
  'هودی نخی', 'کاپشن زمستانی', 'شال نخی', 'تیشرت یقه گرد', 'کتونی بچگانه',
];

const fill = (text: string, random: Random): string =>
  text
    .replace('{order}', toPersianDigits(random.int(10_000, 99_999)))
    .replace('{product}', random.pick(PRODUCT_NAMES));

/** Read and answered the older a message is: most of last week is still unread. */
function stateFor(ageMs: number, random: Random): { read: boolean; answered: boolean } {
  const pRead = ageMs > 7 * DAY ? 0.85 : ageMs > DAY ? 0.5 : 0.15;
  const read = random.chance(pRead);
  return { read, answered: read && random.chance(0.5) };
}

/** Storefront contact messages over the last 90 days, some read, some answered. */
export const contactsStep: DemoStep = {
  name: 'contacts',
  async run(ctx: DemoContext) {
    const { random } = ctx;
    const total = scaled(ctx, random.int(30, 60));
    const mobiles = new Set<string>();
    const ages = Array.from({ length: total }, () => random.int(10 * 60_000, 90 * DAY)).sort((a, b) => b - a);
    const rows = ages.map((age) => {
      const person = randomPerson(random);
      const topic = random.pick(TOPICS);
      const createdAt = before(ctx, age);
      const { read, answered } = stateFor(age, random);
      const answeredAt = answered
        ? new Date(Math.min(ctx.now.getTime(), createdAt.getTime() + random.int(HOUR, 2 * DAY)))
        : null;
      return {
        name: person.name,
        email: random.chance(0.6) ? randomEmail(random, person.handle) : null,
        phone: randomMobile(random, mobiles),
        subject: topic.subject,
        body: fill(random.pick(topic.bodies), random),
        status: read ? 1 : 0,
        answer: answered ? random.pick(topic.answers) : null,
        answeredAt,
        createdAt,
        updatedAt:
          answeredAt ??
          (read ? new Date(Math.min(ctx.now.getTime(), createdAt.getTime() + HOUR)) : createdAt),
      };
    });
    // Oldest first, so ids follow time as they would in a real shop.
    await insertInBatches(rows, 500, (batch) => ctx.db.insert(contacts).values(batch));
    ctx.counts.contacts = rows.length;
  },
};
