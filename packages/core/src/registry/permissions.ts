type Action = 'read' | 'write' | 'modify' | 'delete';

const ACTION_LABEL: Readonly<Record<Action, string>> = {
  read: 'مشاهده',
  write: 'افزودن',
  modify: 'ویرایش',
  delete: 'حذف',
};

const ALL: readonly Action[] = ['read', 'write', 'modify', 'delete'];

/** Shopit permission stems, the Persian name of what they guard, and the actions Shopit defines. */
// biome-ignore format: one stem per line
const STEMS = [
  ['admin', 'مدیران', ALL],
  ['role', 'نقش‌ها', ALL],
  ['customer_role', 'نقش‌های مشتری', ALL],
  ['customer', 'مشتریان', ALL],
  ['address', 'آدرس‌های مشتری', ['write', 'modify', 'delete']],
  ['seller', 'فروشندگان', ALL],
  ['product', 'محصولات', ALL],
  ['category', 'دسته‌بندی محصولات', ALL],
  ['brand', 'برندها', ALL],
  ['unit', 'واحدهای اندازه‌گیری', ALL],
  ['color', 'رنگ‌ها', ALL],
  ['attribute', 'ویژگی‌ها', ALL],
  ['specification', 'مشخصات فنی', ALL],
  ['specification-value', 'مقادیر مشخصات فنی', ['modify', 'delete']],
  ['size_chart', 'جدول‌های سایز', ALL],
  ['gift', 'هدیه‌ها', ALL],
  ['flash', 'فروش‌های ویژه', ALL],
  ['recommendation', 'محصولات پیشنهادی', ALL],
  ['store', 'موجودی انبار', ['read', 'write']],
  ['productComment', 'دیدگاه‌های محصولات', ALL],
  ['order', 'سفارش‌ها', ALL],
  ['mini_order', 'فروش‌های حضوری', ['read', 'delete']],
  ['shipping', 'روش‌های ارسال', ALL],
  ['shipping_excel', 'اکسل مرسوله‌های پستی', ['read', 'write', 'delete']],
  ['area', 'استان‌ها و شهرها', ALL],
  ['coupon', 'کدهای تخفیف', ALL],
  ['transaction', 'تراکنش‌های کیف پول', ['read']],
  ['withdraw', 'درخواست‌های برداشت', ALL],
  ['post', 'مطالب', ALL],
  ['post-category', 'دسته‌بندی مطالب', ALL],
  ['comment', 'دیدگاه‌های مطالب', ALL],
  ['page', 'صفحه‌ها', ALL],
  ['faq', 'پرسش‌های متداول', ALL],
  ['slider', 'اسلایدرها', ALL],
  ['menu', 'منوهای سایت', ALL],
  ['position', 'جایگاه‌های بنر', ALL],
  ['advertise', 'بنرهای تبلیغاتی', ALL],
  ['newsletters', 'خبرنامه‌ها', ['read', 'write', 'delete']],
  ['instagram', 'اینستاگرام', ['read', 'modify']],
  ['contact', 'پیام‌های تماس', ['read', 'delete']],
  ['setting', 'تنظیمات', ['read', 'modify']],
  ['log', 'گزارش فعالیت مدیران', ['read']],
] as const satisfies readonly (readonly [stem: string, noun: string, actions: readonly Action[]])[];

/** A permission stem the admin table declares (`'setting'`, `'address'`...). */
export type PermissionStem = (typeof STEMS)[number][0];

/** The actions a stem declares: `address` has no `read`, `setting` only `read` and `modify`. */
type StemActions<S extends PermissionStem> = Extract<
  (typeof STEMS)[number],
  readonly [S, string, unknown]
>[2][number];

/** Shopit permissions that don't follow the read_/write_/modify_/delete_ pattern. */
const EXTRAS = [
  { name: 'approved_products', label: 'تأیید و رد محصولات' },
  { name: 'custom-related-product', label: 'مدیریت محصولات مرتبط' },
  { name: 'order-product', label: 'ترتیب نمایش محصولات' },
  { name: 'mini_order', label: 'ثبت فروش حضوری' },
  { name: 'discount_mini_order', label: 'تخفیف دادن در فروش حضوری' },
  { name: 'contact_modify', label: 'خوانده کردن پیام‌های تماس' },
  { name: 'report', label: 'مشاهده داشبورد و گزارش‌ها' },
  { name: 'htaccess', label: 'ویرایش فایل htaccess' },
] as const satisfies readonly { name: string; label: string }[];

/** A permission outside the read_/write_/modify_/delete_ pattern (`'approved_products'`...). */
export type ExtraPermission = (typeof EXTRAS)[number]['name'];

/**
 * A permission the admin table declares (`'read_brand'`, `'modify_setting'`, `'approved_products'`):
 * each stem with the actions it declares, and the extras. A misspelt one fails typechecking.
 */
export type PermissionName =
  | { [S in PermissionStem]: `${StemActions<S>}_${S}` }[PermissionStem]
  | ExtraPermission;

/** One row of the permission table the server seeds: Shopit name and Persian label. */
export interface PermissionDef {
  name: PermissionName;
  label: string;
}

/**
 * The four permission names of a Shopit permission stem. A stem that does not declare an action
 * (`address` has no read) still gets its name, a permission nobody holds; the registry test keeps
 * every route, command and resource asking only for seeded ones.
 */
export interface StemPermissions {
  read: PermissionName;
  write: PermissionName;
  modify: PermissionName;
  delete: PermissionName;
}

/** The four permission names of a stem: `permissionsOf('product').modify` is `modify_product`. */
export function permissionsOf(stem: PermissionStem): StemPermissions {
  const name = (action: Action) => `${action}_${stem}` as PermissionName;
  return { read: name('read'), write: name('write'), modify: name('modify'), delete: name('delete') };
}

/**
 * One permission of a stem, as the admin table declares it: `stemPermission('setting', 'modify')` is
 * `modify_setting`. An undeclared stem or action fails typechecking (`stemPermission('address', 'read')`).
 */
export function stemPermission<S extends PermissionStem>(stem: S, action: StemActions<S>): PermissionName {
  return permissionsOf(stem)[action as Action];
}

/** A permission outside the stem pattern, by its declared name; a typo fails typechecking. */
export const extraPermission = (name: ExtraPermission): PermissionName => name;

/**
 * Every permission of the admin with its Persian label, the table the server seeds. It covers every
 * permission a route, command or resource of the registry asks for (a test keeps it that way).
 */
export const adminPermissions: readonly PermissionDef[] = [
  ...STEMS.flatMap(([stem, noun, actions]) =>
    actions.map((action) => ({
      name: permissionsOf(stem)[action],
      label: `${ACTION_LABEL[action]} ${noun}`,
    })),
  ),
  ...EXTRAS,
];

const DECLARED: ReadonlySet<string> = new Set(adminPermissions.map((permission) => permission.name));

/** Whether a name read at run time (stored, sent) is a permission the admin table declares. */
export const isPermissionName = (name: string): name is PermissionName => DECLARED.has(name);
