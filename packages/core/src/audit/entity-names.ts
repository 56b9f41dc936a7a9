import { resourceHeads } from '../registry/resource-heads.ts';

/** Logged tables that are not a declared resource of the same name, by their Persian name. */
const OTHER_ENTITIES: Readonly<Record<string, string>> = {
  addresses: 'نشانی',
  storefront_files: 'فایل فروشگاه',
  specification_values: 'مقدار مشخصه فنی',
  recommendations: 'پیشنهاد',
  wallet_transactions: 'تراکنش کیف پول',
  settings: 'تنظیمات',
  product_images: 'تصویر محصول',
  order_items: 'قلم سفارش',
  instagram_posts: 'پست اینستاگرام',
  menus: 'منو',
};

/**
 * A logged entity (a table name) as staff call one of its records (`products` → «محصول»), or all of
 * them with `plural` (`menu_items` → «آیتم‌های منو», for a reorder).
 */
export function auditEntityName(entity: string, plural = false): string {
  const head = resourceHeads.find((one) => one.name === entity);
  return (plural ? head?.title : head?.titleSingular) ?? OTHER_ENTITIES[entity] ?? entity;
}
