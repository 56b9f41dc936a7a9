import type { PermissionStem } from './permissions.ts';
import type { ResourceOperation } from './types.ts';

/**
 * What the shell knows of a resource without loading its declaration: its name, permission stem,
 * titles and the operations its API allows. Routes take their titles and permissions from here, the
 * palette its create commands and record intents, so the router, palette and hotkeys never load the
 * fields, columns and filters (`resources/`, loaded with the generic list and form screens). Each
 * declaration in `resources/` starts with its head (`...resourceHead('brands')`).
 */
export interface ResourceHead {
  /** Plural English id, also the CLI command name, e.g. `brands`. */
  name: string;
  /** Permission stem: read_/write_/modify_/delete_<stem>; one the admin table declares. */
  permissionStem: PermissionStem;
  /** Persian title of the list and of one record. */
  title: string;
  titleSingular: string;
  /** What the API allows on this resource; absent means all of them. */
  operations?: readonly ResourceOperation[];
}

function heads<const N extends string>(
  defs: readonly (ResourceHead & { readonly name: N })[],
): readonly (ResourceHead & { readonly name: N })[] {
  return defs;
}

/** Every resource's head, in the order of `adminResources`. */
export const resourceHeads = heads([
  // Catalogue
  { name: 'products', permissionStem: 'product', title: 'محصولات', titleSingular: 'محصول' },
  { name: 'varieties', permissionStem: 'product', title: 'تنوع‌های محصول', titleSingular: 'تنوع محصول' },
  {
    name: 'stores',
    permissionStem: 'store',
    title: 'انبار',
    titleSingular: 'موجودی انبار',
    operations: ['list', 'get', 'create'],
  },
  {
    name: 'store_transactions',
    permissionStem: 'store',
    title: 'تراکنش‌های انبار',
    titleSingular: 'تراکنش انبار',
    operations: ['list'],
  },
  { name: 'brands', permissionStem: 'brand', title: 'برندها', titleSingular: 'برند' },
  { name: 'units', permissionStem: 'unit', title: 'واحدهای اندازه‌گیری', titleSingular: 'واحد' },
  { name: 'colors', permissionStem: 'color', title: 'رنگ‌ها', titleSingular: 'رنگ' },
  { name: 'categories', permissionStem: 'category', title: 'دسته‌بندی محصولات', titleSingular: 'دسته‌بندی' },
  { name: 'attributes', permissionStem: 'attribute', title: 'ویژگی‌ها', titleSingular: 'ویژگی' },
  {
    name: 'specifications',
    permissionStem: 'specification',
    title: 'مشخصات فنی',
    titleSingular: 'مشخصه فنی',
  },
  { name: 'size_charts', permissionStem: 'size_chart', title: 'جدول‌های سایز', titleSingular: 'جدول سایز' },
  {
    name: 'size_chart_types',
    permissionStem: 'size_chart',
    title: 'انواع جدول سایز',
    titleSingular: 'نوع جدول سایز',
  },
  {
    name: 'product_sets',
    permissionStem: 'product',
    title: 'مجموعه‌های محصول',
    titleSingular: 'مجموعه محصول',
  },
  { name: 'flashes', permissionStem: 'flash', title: 'فروش‌های ویژه', titleSingular: 'فروش ویژه' },
  { name: 'gifts', permissionStem: 'gift', title: 'هدیه‌ها', titleSingular: 'هدیه' },
  {
    name: 'recommendation_groups',
    permissionStem: 'recommendation',
    title: 'گروه‌های محصولات پیشنهادی',
    titleSingular: 'گروه پیشنهادی',
  },
  // Customers write comments on the storefront; staff change their status and answer them.
  {
    name: 'product_comments',
    permissionStem: 'productComment',
    title: 'دیدگاه‌های محصولات',
    titleSingular: 'دیدگاه',
    operations: ['list', 'get', 'delete'],
  },
  // Orders, shipping and coupons
  { name: 'provinces', permissionStem: 'area', title: 'استان‌ها', titleSingular: 'استان' },
  { name: 'cities', permissionStem: 'area', title: 'شهرها', titleSingular: 'شهر' },
  { name: 'shippings', permissionStem: 'shipping', title: 'روش‌های ارسال', titleSingular: 'روش ارسال' },
  // Rows come only from an uploaded sheet (POST multipart), never from a form.
  {
    name: 'shipping_excels',
    permissionStem: 'shipping_excel',
    title: 'اکسل مرسوله‌های پستی',
    titleSingular: 'مرسوله پستی',
    operations: ['list', 'get', 'delete'],
  },
  { name: 'coupons', permissionStem: 'coupon', title: 'کدهای تخفیف', titleSingular: 'کد تخفیف' },
  {
    name: 'orders',
    permissionStem: 'order',
    title: 'سفارش‌ها',
    titleSingular: 'سفارش',
    operations: ['list', 'get'],
  },
  // People
  { name: 'admins', permissionStem: 'admin', title: 'مدیران', titleSingular: 'مدیر' },
  { name: 'roles', permissionStem: 'role', title: 'نقش‌ها', titleSingular: 'نقش' },
  { name: 'sellers', permissionStem: 'seller', title: 'فروشندگان', titleSingular: 'فروشنده' },
  {
    name: 'customer_roles',
    permissionStem: 'customer_role',
    title: 'نقش‌های مشتری',
    titleSingular: 'نقش مشتری',
  },
  { name: 'customers', permissionStem: 'customer', title: 'مشتریان', titleSingular: 'مشتری' },
  // Wallet
  {
    name: 'transactions',
    permissionStem: 'transaction',
    title: 'تراکنش‌های کیف پول',
    titleSingular: 'تراکنش کیف پول',
    operations: ['list'],
  },
  {
    name: 'withdraws',
    permissionStem: 'withdraw',
    title: 'درخواست‌های برداشت',
    titleSingular: 'درخواست برداشت',
  },
  // In-person shop
  {
    name: 'mini_orders',
    permissionStem: 'mini_order',
    title: 'سفارش‌های حضوری',
    titleSingular: 'سفارش حضوری',
    operations: ['list', 'get', 'delete'],
  },
  // Content
  {
    name: 'contacts',
    permissionStem: 'contact',
    title: 'پیام‌های تماس',
    titleSingular: 'پیام تماس',
    operations: ['list', 'get', 'delete'],
  },
  { name: 'faqs', permissionStem: 'faq', title: 'پرسش‌های متداول', titleSingular: 'پرسش متداول' },
  { name: 'pages', permissionStem: 'page', title: 'صفحه‌ها', titleSingular: 'صفحه' },
  { name: 'posts', permissionStem: 'post', title: 'مطالب', titleSingular: 'مطلب' },
  {
    name: 'post_categories',
    permissionStem: 'post-category',
    title: 'دسته‌بندی مطالب',
    titleSingular: 'دسته‌بندی مطلب',
  },
  {
    name: 'post_comments',
    permissionStem: 'comment',
    title: 'دیدگاه‌های مطالب',
    titleSingular: 'دیدگاه',
    operations: ['list', 'get', 'update', 'delete'],
  },
  { name: 'sliders', permissionStem: 'slider', title: 'اسلایدرها', titleSingular: 'اسلاید' },
  { name: 'menu_items', permissionStem: 'menu', title: 'آیتم‌های منو', titleSingular: 'آیتم منو' },
  { name: 'positions', permissionStem: 'position', title: 'جایگاه‌های بنر', titleSingular: 'جایگاه بنر' },
  { name: 'advertisements', permissionStem: 'advertise', title: 'بنرهای تبلیغاتی', titleSingular: 'بنر' },
  {
    name: 'newsletters',
    permissionStem: 'newsletters',
    title: 'خبرنامه‌ها',
    titleSingular: 'خبرنامه',
    operations: ['list', 'get', 'create', 'delete'],
  },
  {
    name: 'subscribers',
    permissionStem: 'newsletters',
    title: 'اعضای خبرنامه',
    titleSingular: 'عضو خبرنامه',
    operations: ['list', 'get', 'create', 'delete'],
  },
  // System
  {
    name: 'logs',
    permissionStem: 'log',
    title: 'گزارش فعالیت مدیران',
    titleSingular: 'رویداد',
    operations: ['list', 'get'],
  },
]);

/** The name of a declared resource (`'brands'`): a typo in a literal name fails typechecking. */
export type ResourceName = (typeof resourceHeads)[number]['name'];

/** The head of the resource with this name, or undefined (a name that arrives at run time). */
export function findResourceHead(name: string): ResourceHead | undefined {
  return resourceHeads.find((head) => head.name === name);
}

/** The head of a declared resource, keeping its name's literal type. */
export function resourceHead<const N extends ResourceName>(name: N): ResourceHead & { readonly name: N } {
  const head = findResourceHead(name);
  if (!head) throw new Error(`core declares no ${name} resource`);
  return head as ResourceHead & { readonly name: N };
}
