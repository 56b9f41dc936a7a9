import type { FieldRules } from '../validation/types.ts';

/** Setting value types (shopit-contract.md f, "Setting row types seen"). */
export type SettingType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'price'
  | 'boolean'
  | 'image'
  | 'select';

/** A settings group: `name` in /admin/settings/{name}, `label` as the menu title. */
export interface SettingGroupDef {
  name: string;
  label: string;
}

/** One setting key: its group, Persian label, type, default and rules. */
export interface SettingDef {
  name: string;
  group: string;
  label: string;
  type: SettingType;
  /** Default value as stored (text). */
  value: string;
  options?: readonly { value: string; label: string }[];
  /** Never sent to the storefront. */
  private?: boolean;
  rules?: FieldRules;
}

/** Shopit's settings groups with their Persian labels, in menu order. */
export const SETTING_GROUPS: readonly SettingGroupDef[] = [
  { name: 'general', label: 'اصلی' },
  { name: 'site', label: 'وبسایت' },
  { name: 'social', label: 'شبکه های اجتماعی' },
  { name: 'advance', label: 'پیشرفته' },
  { name: 'order', label: 'سفارشات' },
  { name: 'shop_info', label: 'اطلاعات فروشگاه' },
  { name: 'messages', label: 'پیام ها' },
  { name: 'notification', label: 'اعلان ها' },
];

const CHANNELS = 'sms,database';

/** The seeded settings keys (the Shopit keys referenced in code, plus the usual shop identity). */
export const SETTING_DEFINITIONS: readonly SettingDef[] = [
  {
    group: 'general',
    name: 'shop_name',
    label: 'نام فروشگاه',
    type: 'text',
    value: 'فروشگاه نمونه',
    rules: { required: true, max: 100 },
  },
  {
    group: 'general',
    name: 'title',
    label: 'عنوان سایت',
    type: 'text',
    value: 'فروشگاه اینترنتی نمونه',
    rules: { max: 191 },
  },
  { group: 'general', name: 'logo', label: 'لوگو', type: 'image', value: '' },
  {
    group: 'general',
    name: 'email',
    label: 'ایمیل',
    type: 'text',
    value: 'info@shop.example',
    rules: { email: true },
  },
  {
    group: 'site',
    name: 'shop_url',
    label: 'نشانی سایت',
    type: 'text',
    value: 'https://shop.example',
    rules: { regex: '^https?://\\S+$' },
  },
  {
    group: 'site',
    name: 'about_us_site',
    label: 'درباره ما',
    type: 'textarea',
    value: 'فروشگاهی برای پوشاک، لوازم خانه و کالای دیجیتال.',
  },
  { group: 'site', name: 'maintenance_mode', label: 'حالت تعمیر', type: 'boolean', value: '0' },
  { group: 'social', name: 'instagram', label: 'اینستاگرام', type: 'text', value: 'shop.example' },
  { group: 'social', name: 'telegram', label: 'تلگرام', type: 'text', value: 'shop_example' },
  { group: 'social', name: 'whatsapp', label: 'واتس‌اپ', type: 'text', value: '09120000000' },
  {
    group: 'advance',
    name: 'defualt_product_weight',
    label: 'وزن پیش‌فرض کالا (گرم)',
    type: 'integer',
    value: '500',
    rules: { integer: true, min_value: 0 },
  },
  {
    group: 'advance',
    name: 'default_product_max_limit',
    label: 'بیشترین تعداد در هر سفارش',
    type: 'integer',
    value: '10',
    rules: { integer: true, min_value: 1 },
  },
  {
    group: 'advance',
    name: 'google_analytics',
    label: 'کد گوگل آنالیتیکس',
    type: 'text',
    value: '',
    private: true,
  },
  {
    group: 'order',
    name: 'reserved_day',
    label: 'مهلت سفارش رزروی (روز)',
    type: 'integer',
    value: '3',
    rules: { integer: true, min_value: 0, max_value: 60 },
  },
  {
    group: 'order',
    name: 'free_shipping_amount',
    label: 'ارسال رایگان برای خرید بالای (تومان)',
    type: 'price',
    value: '1000000',
    rules: { min_value: 0 },
  },
  {
    group: 'order',
    name: 'value_of_coupon_success_order',
    label: 'درصد کد تخفیف هدیه پس از سفارش',
    type: 'number',
    value: '10',
    rules: { min_value: 0, max_value: 100 },
  },
  {
    group: 'order',
    name: 'min_withdrew_wallet',
    label: 'کمترین مبلغ برداشت از کیف پول (تومان)',
    type: 'price',
    value: '50000',
    rules: { min_value: 0 },
  },
  { group: 'order', name: 'email_new_order', label: 'ایمیل سفارش جدید به مدیر', type: 'boolean', value: '0' },
  {
    group: 'order',
    name: 'new_order_email_address',
    label: 'ایمیل دریافت سفارش‌ها',
    type: 'text',
    value: '',
    rules: { email: true },
  },
  { group: 'shop_info', name: 'shop_telephone', label: 'تلفن فروشگاه', type: 'text', value: '021-88000000' },
  {
    group: 'shop_info',
    name: 'shop_address',
    label: 'نشانی فروشگاه',
    type: 'textarea',
    value: 'تهران، خیابان ولیعصر، پلاک ۱۲',
  },
  {
    group: 'shop_info',
    name: 'shop_postal_code',
    label: 'کد پستی',
    type: 'text',
    value: '1415800000',
    rules: { digits: 10 },
  },
  {
    group: 'messages',
    name: 'transaction_message_failed',
    label: 'پیام پرداخت ناموفق',
    type: 'textarea',
    value: 'پرداخت انجام نشد. اگر مبلغی کسر شده، تا ۷۲ ساعت به حساب شما برمی‌گردد.',
  },
  {
    group: 'messages',
    name: 'order_success_message',
    label: 'پیام ثبت موفق سفارش',
    type: 'textarea',
    value: 'سفارش شما ثبت شد. از خرید شما سپاسگزاریم.',
  },
  {
    group: 'notification',
    name: 'new_order_type_sms',
    label: 'کانال‌های اطلاع سفارش جدید',
    type: 'text',
    value: CHANNELS,
  },
  {
    group: 'notification',
    name: 'delivered_type_sms',
    label: 'کانال‌های اطلاع تحویل',
    type: 'text',
    value: CHANNELS,
  },
  {
    group: 'notification',
    name: 'canceled_type_sms',
    label: 'کانال‌های اطلاع لغو',
    type: 'text',
    value: CHANNELS,
  },
  {
    group: 'notification',
    name: 'phone_for_unavailable_notification_for_admin',
    label: 'موبایل هشدار ناموجودی',
    type: 'text',
    value: '',
    rules: { regex: '09\\d{9}' },
  },
];

/** Rules implied by a setting's type, merged with its own. */
export function settingRules(setting: SettingDef): FieldRules {
  const byType: Partial<Record<SettingType, FieldRules>> = {
    number: { numeric: true },
    integer: { integer: true },
    price: { integer: true, min_value: 0 },
    boolean: { in: ['0', '1', 'true', 'false', 0, 1] },
    select: setting.options ? { in: setting.options.map((o) => o.value) } : {},
  };
  return { ...byType[setting.type], ...setting.rules };
}
