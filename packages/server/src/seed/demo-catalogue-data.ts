/**
 * The demo shop's catalogue reference data: a believable Persian set across clothing, home and
 * electronics. Keys (`clothing`, `size` …) let the product step find what it needs by name.
 */

/** Which of the three departments a brand, attribute or specification belongs to. */
export type Department = 'clothing' | 'home' | 'electronics';

export interface DemoCategory {
  title: string;
  enTitle: string;
  children?: DemoCategory[];
}

/** Three levels: department › section › product kind. */
export const DEMO_CATEGORIES: Record<Department, DemoCategory> = {
  clothing: {
    title: 'پوشاک',
    enTitle: 'Clothing',
    children: [
      {
        title: 'مردانه',
        enTitle: 'Men',
        children: [
          { title: 'پیراهن', enTitle: 'Men shirts' },
          { title: 'تی‌شرت و پولوشرت', enTitle: 'Men t-shirts' },
          { title: 'شلوار و جین', enTitle: 'Men trousers' },
          { title: 'کت و کاپشن', enTitle: 'Men jackets' },
          { title: 'کفش مردانه', enTitle: 'Men shoes' },
        ],
      },
      {
        title: 'زنانه',
        enTitle: 'Women',
        children: [
          { title: 'مانتو', enTitle: 'Manteau' },
          { title: 'شومیز و بلوز', enTitle: 'Women blouses' },
          { title: 'شلوار زنانه', enTitle: 'Women trousers' },
          { title: 'کیف زنانه', enTitle: 'Women bags' },
          { title: 'کفش زنانه', enTitle: 'Women shoes' },
        ],
      },
      {
        title: 'بچگانه',
        enTitle: 'Kids',
        children: [
          { title: 'لباس نوزاد', enTitle: 'Baby clothes' },
          { title: 'لباس پسرانه', enTitle: 'Boys clothes' },
          { title: 'لباس دخترانه', enTitle: 'Girls clothes' },
        ],
      },
    ],
  },
  home: {
    title: 'خانه و آشپزخانه',
    enTitle: 'Home and kitchen',
    children: [
      {
        title: 'آشپزخانه',
        enTitle: 'Kitchen',
        children: [
          { title: 'ظروف پخت و پز', enTitle: 'Cookware' },
          { title: 'لوازم برقی آشپزخانه', enTitle: 'Kitchen appliances' },
          { title: 'سرو و پذیرایی', enTitle: 'Serveware' },
        ],
      },
      {
        title: 'دکوراسیون',
        enTitle: 'Decoration',
        children: [
          { title: 'روشنایی', enTitle: 'Lighting' },
          { title: 'فرش و گلیم', enTitle: 'Rugs' },
          { title: 'تابلو و آینه', enTitle: 'Frames and mirrors' },
        ],
      },
      {
        title: 'خواب و حمام',
        enTitle: 'Bed and bath',
        children: [
          { title: 'روتختی و ملحفه', enTitle: 'Bedding' },
          { title: 'حوله و حوله‌تن‌پوش', enTitle: 'Towels' },
        ],
      },
    ],
  },
  electronics: {
    title: 'کالای دیجیتال',
    enTitle: 'Electronics',
    children: [
      {
        title: 'موبایل و تبلت',
        enTitle: 'Mobile and tablet',
        children: [
          { title: 'گوشی موبایل', enTitle: 'Mobile phones' },
          { title: 'تبلت', enTitle: 'Tablets' },
          { title: 'لوازم جانبی موبایل', enTitle: 'Mobile accessories' },
        ],
      },
      {
        title: 'لپ‌تاپ و کامپیوتر',
        enTitle: 'Computers',
        children: [
          { title: 'لپ‌تاپ', enTitle: 'Laptops' },
          { title: 'مانیتور', enTitle: 'Monitors' },
          { title: 'ماوس و کیبورد', enTitle: 'Mice and keyboards' },
        ],
      },
      {
        title: 'صوتی و تصویری',
        enTitle: 'Audio and video',
        children: [
          { title: 'هدفون و هندزفری', enTitle: 'Headphones' },
          { title: 'اسپیکر', enTitle: 'Speakers' },
          { title: 'تلویزیون', enTitle: 'Televisions' },
        ],
      },
    ],
  },
};

/** Brands, Persian and Latin, each with the department it sells in. */
// biome-ignore format: a table
export const DEMO_BRANDS: readonly { name: string; department: Department; showIndex?: boolean; description: string }[] = [
  { name: 'هاکوپیان', department: 'clothing', showIndex: true, description: 'پوشاک رسمی مردانه با دوخت ایرانی از سال ۱۳۲۷.' },
  { name: 'چرم مشهد', department: 'clothing', showIndex: true, description: 'کیف، کفش و کمربند از چرم طبیعی.' },
  { name: 'درسا', department: 'clothing', description: 'کیف و کفش زنانه چرمی.' },
  { name: 'نخ‌ریس', department: 'clothing', description: 'تی‌شرت و لباس راحتی نخی.' },
  { name: 'LC Waikiki', department: 'clothing', description: 'پوشاک روزمره ترکیه برای همه خانواده.' },
  { name: 'Zara', department: 'clothing', description: 'مد روز اسپانیا.' },
  { name: 'Adidas', department: 'clothing', showIndex: true, description: 'پوشاک و کفش ورزشی.' },
  { name: 'پارس‌خزر', department: 'home', showIndex: true, description: 'لوازم برقی کوچک آشپزخانه، ساخت رشت.' },
  { name: 'زرین ایران', department: 'home', description: 'ظروف چینی و سرو و پذیرایی.' },
  { name: 'عالی‌نسب', department: 'home', description: 'ظروف پخت و پز چدنی و تفلون.' },
  { name: 'فرش کاشان', department: 'home', description: 'فرش ماشینی ۱۲۰۰ شانه.' },
  { name: 'Bosch', department: 'home', description: 'لوازم خانگی آلمانی.' },
  { name: 'Philips', department: 'home', description: 'لوازم برقی و روشنایی.' },
  { name: 'اسنوا', department: 'home', description: 'لوازم خانگی ایرانی.' },
  { name: 'Samsung', department: 'electronics', showIndex: true, description: 'گوشی، تبلت و تلویزیون.' },
  { name: 'Xiaomi', department: 'electronics', showIndex: true, description: 'گوشی و لوازم جانبی هوشمند.' },
  { name: 'Apple', department: 'electronics', description: 'آیفون، آیپد و مک‌بوک.' },
  { name: 'Lenovo', department: 'electronics', description: 'لپ‌تاپ و تبلت.' },
  { name: 'Sony', department: 'electronics', description: 'صوتی و تصویری.' },
  { name: 'جی‌پلاس', department: 'electronics', description: 'تلویزیون و صوتی، مونتاژ ایران.' },
  { name: 'تسکو', department: 'electronics', description: 'ماوس، کیبورد و هدفون اقتصادی.' },
];

// biome-ignore format: a table
export const DEMO_UNITS: readonly { name: string; symbol: string | null; precision: number }[] = [
  { name: 'عدد', symbol: null, precision: 1 },
  { name: 'جفت', symbol: null, precision: 1 },
  { name: 'دست', symbol: null, precision: 1 },
  { name: 'کیلوگرم', symbol: 'kg', precision: 0.01 },
  { name: 'متر', symbol: 'm', precision: 0.1 },
  { name: 'متر مربع', symbol: 'm²', precision: 0.01 },
];

/** Colours beyond the 16 presets, as shops name them. */
// biome-ignore format: a table
export const DEMO_EXTRA_COLORS: readonly { name: string; hex: string }[] = [
  { name: 'طوسی', hex: '#6b7280' }, { name: 'زرشکی', hex: '#7f1d1d' }, { name: 'یاسی', hex: '#c4b5fd' },
  { name: 'کرمی', hex: '#fde68a' }, { name: 'خاکی', hex: '#a3a380' }, { name: 'سبز یشمی', hex: '#047857' },
  { name: 'آبی نفتی', hex: '#1e3a5f' }, { name: 'مسی', hex: '#b87333' }, { name: 'نقره‌ای', hex: '#c0c0c0' },
  { name: 'طلایی', hex: '#d4af37' }, { name: 'گلبهی', hex: '#f4a6a0' }, { name: 'شیری', hex: '#fdfbf3' },
];

export interface DemoAttribute {
  name: string;
  label: string;
  type: 'select' | 'text';
  style: 'select' | 'box' | 'image';
  showFilter: boolean;
  departments: Department[];
  values: string[];
}

// biome-ignore format: a table
export const DEMO_ATTRIBUTES: readonly DemoAttribute[] = [
  { name: 'size', label: 'سایز', type: 'select', style: 'box', showFilter: true, departments: ['clothing'],
    values: ['S', 'M', 'L', 'XL', 'XXL', '38', '40', '42', '44', '46'] },
  { name: 'jens', label: 'جنس', type: 'select', style: 'select', showFilter: true, departments: ['clothing', 'home'],
    values: ['نخی', 'کتان', 'پلی‌استر', 'جین', 'چرم طبیعی', 'پشم', 'ویسکوز'] },
  { name: 'tarh', label: 'طرح', type: 'select', style: 'image', showFilter: false, departments: ['clothing', 'home'],
    values: ['ساده', 'راه‌راه', 'چهارخانه', 'گل‌دار', 'سنتی'] },
  { name: 'storage', label: 'حافظه داخلی', type: 'select', style: 'box', showFilter: true, departments: ['electronics'],
    values: ['۶۴ گیگابایت', '۱۲۸ گیگابایت', '۲۵۶ گیگابایت', '۵۱۲ گیگابایت'] },
  { name: 'engrave', label: 'متن حکاکی', type: 'text', style: 'select', showFilter: false, departments: ['home'],
    values: [] },
];

export interface DemoSpecification {
  name: string;
  label: string;
  type: 'text' | 'select' | 'multi_select';
  group: string;
  required: boolean;
  showFilter: boolean;
  departments: Department[];
  values: string[];
}

// biome-ignore format: a table
export const DEMO_SPECIFICATIONS: readonly DemoSpecification[] = [
  { name: 'country', label: 'کشور سازنده', type: 'select', group: 'public', required: true, showFilter: true,
    departments: ['clothing', 'home', 'electronics'], values: ['ایران', 'ترکیه', 'چین', 'ویتنام', 'آلمان', 'کره جنوبی'] },
  { name: 'fabric', label: 'جنس پارچه', type: 'select', group: 'مشخصات پارچه', required: false, showFilter: true,
    departments: ['clothing'], values: ['پنبه ۱۰۰٪', 'پنبه و پلی‌استر', 'کتان', 'ویسکوز', 'پشم'] },
  { name: 'washing', label: 'شرایط شستشو', type: 'multi_select', group: 'مشخصات پارچه', required: false, showFilter: false,
    departments: ['clothing', 'home'], values: ['ماشین لباسشویی', 'شستشو با دست', 'خشک‌شویی', 'اتو با دمای کم'] },
  { name: 'warranty', label: 'گارانتی', type: 'text', group: 'public', required: false, showFilter: false,
    departments: ['home', 'electronics'], values: [] },
  { name: 'dimensions', label: 'ابعاد', type: 'text', group: 'ابعاد و وزن', required: false, showFilter: false,
    departments: ['home', 'electronics'], values: [] },
  { name: 'weight', label: 'وزن', type: 'text', group: 'ابعاد و وزن', required: false, showFilter: false,
    departments: ['home', 'electronics'], values: [] },
  { name: 'capacity', label: 'ظرفیت', type: 'text', group: 'public', required: false, showFilter: false,
    departments: ['home'], values: [] },
  { name: 'screen_size', label: 'اندازه صفحه نمایش', type: 'select', group: 'صفحه نمایش', required: false, showFilter: true,
    departments: ['electronics'], values: ['۶٫۱ اینچ', '۶٫۷ اینچ', '۱۱ اینچ', '۱۵٫۶ اینچ', '۲۷ اینچ', '۵۵ اینچ'] },
  { name: 'ram', label: 'حافظه رم', type: 'select', group: 'پردازنده و حافظه', required: false, showFilter: true,
    departments: ['electronics'], values: ['۴ گیگابایت', '۸ گیگابایت', '۱۲ گیگابایت', '۱۶ گیگابایت'] },
  { name: 'features', label: 'ویژگی‌های خاص', type: 'multi_select', group: 'public', required: false, showFilter: true,
    departments: ['home', 'electronics'], values: ['ضدآب', 'شارژ سریع', 'بی‌سیم', 'کم‌مصرف', 'قابل شستشو'] },
];

// biome-ignore format: a table
export const DEMO_SIZE_CHART_TYPES: readonly { name: string; values: string[] }[] = [
  { name: 'پیراهن و تی‌شرت', values: ['دور سینه', 'قد', 'سرشانه', 'قد آستین'] },
  { name: 'شلوار', values: ['دور کمر', 'دور باسن', 'قد'] },
  { name: 'کفش', values: ['طول کف پا'] },
];

// biome-ignore format: tables
export const DEMO_SIZE_CHARTS: readonly { title: string; type: string; chart: string[][] }[] = [
  { title: 'جدول سایز پیراهن مردانه', type: 'پیراهن و تی‌شرت', chart: [
    ['سایز', 'دور سینه (سانتی‌متر)', 'قد (سانتی‌متر)', 'سرشانه (سانتی‌متر)', 'قد آستین (سانتی‌متر)'],
    ['S', '96', '72', '43', '61'], ['M', '102', '74', '45', '62'], ['L', '108', '76', '47', '63'],
    ['XL', '114', '78', '49', '64'], ['XXL', '120', '80', '51', '65'],
  ] },
  { title: 'جدول سایز تی‌شرت یونیسکس', type: 'پیراهن و تی‌شرت', chart: [
    ['سایز', 'دور سینه', 'قد'], ['S', '92', '68'], ['M', '98', '70'], ['L', '104', '72'], ['XL', '110', '74'],
  ] },
  { title: 'جدول سایز شلوار جین', type: 'شلوار', chart: [
    ['سایز', 'دور کمر', 'دور باسن', 'قد'], ['38', '76', '96', '102'], ['40', '80', '100', '103'],
    ['42', '84', '104', '104'], ['44', '88', '108', '105'], ['46', '92', '112', '106'],
  ] },
  { title: 'جدول سایز کفش', type: 'کفش', chart: [
    ['سایز', 'طول کف پا (سانتی‌متر)'], ['40', '25'], ['41', '25.7'], ['42', '26.5'], ['43', '27.2'], ['44', '28'],
  ] },
];

/** Gifts around "now": days from now to the start and the end, and whether they run. */
// biome-ignore format: a table
export const DEMO_GIFTS: readonly { name: string; startDays: number; endDays: number; status: boolean }[] = [
  { name: 'کیف پارچه‌ای هدیه', startDays: -10, endDays: 20, status: true },
  { name: 'ماگ سرامیکی', startDays: -3, endDays: 4, status: true },
  { name: 'جاکلیدی چرمی', startDays: 15, endDays: 45, status: true },
  { name: 'کارت هدیه ۱۰۰ هزار تومانی', startDays: -60, endDays: -30, status: false },
];

/** The default recommendation groups of Shopit (AB) plus a hand-picked one. */
// biome-ignore format: a table
export const DEMO_RECOMMENDATION_GROUPS: readonly { name: string; label: string; home: boolean; filter: boolean }[] = [
  { name: 'newest', label: 'جدیدترین‌ها', home: true, filter: true },
  { name: 'most_visited', label: 'پربازدیدترین‌ها', home: false, filter: true },
  { name: 'low_to_high', label: 'ارزان‌ترین‌ها', home: false, filter: true },
  { name: 'high_to_low', label: 'گران‌ترین‌ها', home: false, filter: true },
  { name: 'top_sales', label: 'پرفروش‌ترین‌ها', home: true, filter: true },
  { name: 'most_discount', label: 'بیشترین تخفیف', home: true, filter: false },
  { name: 'suggestions', label: 'پیشنهاد ویژه', home: true, filter: false },
];
