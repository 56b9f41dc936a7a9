import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { imagePathField, LATIN_KEY } from './catalogue-reference.ts';
import {
  createdAtColumn,
  createdAtFilter,
  IRAN_MOBILE,
  idColumn,
  searchFilter,
  statusColumn,
  statusField,
  statusFilter,
} from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/** The storefront's menu groups (Shopit `menu_groups`): the key in URLs and the Persian label. */
export const MENU_GROUPS: readonly { name: string; label: string }[] = [
  { name: 'header', label: 'منوی هدر' },
  { name: 'footer', label: 'منوی فوتر' },
  { name: 'mobile', label: 'منوی موبایل' },
];

/**
 * What a menu item or a banner can point at instead of a typed link (Shopit's `linkable_type`s,
 * snake_case). `needsId` types name one record (a product); the others are a storefront index page.
 */
export const LINKABLE_TYPES: readonly { type: string; label: string; needsId: boolean }[] = [
  { type: 'product', label: 'محصول', needsId: true },
  { type: 'category', label: 'دسته‌بندی محصولات', needsId: true },
  { type: 'flash', label: 'فروش ویژه', needsId: true },
  { type: 'post', label: 'مطلب', needsId: true },
  { type: 'page', label: 'صفحه', needsId: true },
  { type: 'index_product', label: 'فروشگاه (همه محصولات)', needsId: false },
  { type: 'index_post', label: 'وبلاگ (همه مطالب)', needsId: false },
  { type: 'index_about_us', label: 'درباره ما', needsId: false },
  { type: 'index_contact_us', label: 'تماس با ما', needsId: false },
];

/** Newsletter sending states (shopit-contract.md e) with Persian labels. */
export const NEWSLETTER_STATUSES: readonly FieldOption[] = [
  { value: 'pending', label: 'در صف ارسال' },
  { value: 'success', label: 'ارسال شد' },
  { value: 'fail', label: 'ناموفق' },
];

/** The largest .htaccess text the admin saves, in UTF-8 bytes. */
export const HTACCESS_MAX_BYTES = 64 * 1024;

/** A link typed by staff: a storefront path (`/shop?x=1`), an http(s) URL, or `#`. */
export const MENU_LINK = /^(?:#|\/[^\s\\]*|https?:\/\/[^\s\\]+)$/;

const groupOptions: readonly FieldOption[] = MENU_GROUPS.map(({ name, label }) => ({ value: name, label }));
const groupRule = { in: MENU_GROUPS.map(({ name }) => name) };

const linkableOptions: readonly FieldOption[] = LINKABLE_TYPES.map(({ type, label }) => ({
  value: type,
  label,
}));

/** Link fields shared by menu items and banners: a typed link, or a linked record. */
const linkFields = fieldList([
  {
    name: 'link',
    label: 'پیوند',
    type: 'text',
    rules: { max: 500, regex: MENU_LINK },
    hint: 'مثل /shop یا https://… ؛ یا به‌جای آن یک مورد پیوندی انتخاب کنید',
  },
  {
    name: 'linkable_type',
    label: 'نوع مورد پیوندی',
    type: 'select',
    options: linkableOptions,
    rules: { in: LINKABLE_TYPES.map(({ type }) => type) },
  },
  { name: 'linkable_id', label: 'شناسه مورد پیوندی', type: 'number', rules: { integer: true, min_value: 1 } },
  { name: 'new_tab', label: 'باز شدن در زبانه جدید', type: 'boolean' },
]);

/** The body of `POST admin/menu_items/sort`: a group and its nested order `[{id, children}]`. */
export const menuSortFields = fieldList([
  {
    name: 'group',
    label: 'گروه منو',
    type: 'select',
    options: groupOptions,
    rules: { required: true, ...groupRule },
  },
  { name: 'menu_items', label: 'درخت منو', type: 'tree', rules: { required: true } },
]);

/** The body of `PUT admin/htaccess`. */
export const htaccessFields = fieldList([
  { name: 'content', label: 'متن htaccess', type: 'code', rules: { max: HTACCESS_MAX_BYTES } },
]);

/** The body of `POST admin/newsletters/test`: a draft sent once to the signed-in admin (or `email`). */
export const newsletterTestFields = fieldList([
  { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
  { name: 'body', label: 'متن خبرنامه', type: 'html', rules: { required: true, max: 200_000 } },
  { name: 'email', label: 'ایمیل آزمایشی', type: 'email', rules: { email: true, max: 191 } },
]);

const menuItems = resource({
  ...resourceHead('menu_items'),
  area: 'content',
  endpoint: 'admin/menu_items',
  responseKey: { list: 'menu_items', item: 'menu_item' },
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    {
      name: 'group',
      label: 'گروه منو',
      type: 'select',
      options: groupOptions,
      rules: { required: true, ...groupRule },
      createOnly: true,
    },
    {
      name: 'parent_id',
      label: 'آیتم والد',
      type: 'number',
      rules: { integer: true, min_value: 1 },
      hint: 'خالی: در ریشه منو',
    },
    ...linkFields,
    imagePathField('icon', 'آیکون'),
    statusField,
  ],
  columns: [
    idColumn,
    { name: 'title', label: 'عنوان' },
    { name: 'group', label: 'گروه منو', type: 'select' },
    { name: 'link', label: 'پیوند' },
    statusColumn,
  ],
  filters: [
    searchFilter,
    {
      name: 'group',
      label: 'گروه منو',
      type: 'select',
      options: groupOptions,
    },
    statusFilter,
  ],
  sortKeys: ['id', 'title', 'order'],
  perPage: 15,
  searchField: 'title',
});

const positions = resource({
  ...resourceHead('positions'),
  area: 'content',
  endpoint: 'admin/positions',
  responseKey: { list: 'positions', item: 'position' },
  fields: [
    {
      name: 'key',
      label: 'کلید',
      type: 'text',
      rules: { required: true, max: 100, regex: LATIN_KEY },
      hint: 'کلید یکتا که قالب فروشگاه می‌خواند، مثل home_top',
    },
    { name: 'label', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
    {
      name: 'width',
      label: 'عرض (پیکسل)',
      type: 'number',
      rules: { integer: true, min_value: 1, max_value: 10_000 },
    },
    {
      name: 'height',
      label: 'ارتفاع (پیکسل)',
      type: 'number',
      rules: { integer: true, min_value: 1, max_value: 10_000 },
    },
    statusField,
  ],
  columns: [
    idColumn,
    { name: 'label', label: 'عنوان', sortable: true },
    { name: 'key', label: 'کلید' },
    { name: 'width', label: 'عرض', type: 'number', align: 'end' },
    { name: 'height', label: 'ارتفاع', type: 'number', align: 'end' },
    { name: 'advertisements_count', label: 'تعداد بنر', type: 'number', align: 'end' },
    statusColumn,
  ],
  filters: [searchFilter, statusFilter],
  sortKeys: ['id', 'label', 'key', 'created_at'],
  perPage: 15,
  searchField: 'label',
});

const bannerImage = imagePathField('image', 'تصویر بنر');

const advertisements = resource({
  ...resourceHead('advertisements'),
  area: 'content',
  endpoint: 'admin/advertise',
  responseKey: { list: 'advertisements', item: 'advertisement' },
  fields: [
    {
      name: 'position_id',
      label: 'جایگاه',
      type: 'reference',
      reference: 'positions',
      rules: { required: true },
      createOnly: true,
    },
    { ...bannerImage, rules: { ...bannerImage.rules, required: true } },
    ...linkFields,
    { name: 'start', label: 'نمایش از', type: 'datetime', hint: 'خالی: از همین حالا (به وقت تهران)' },
    { name: 'end', label: 'نمایش تا', type: 'datetime', hint: 'خالی: بدون پایان' },
    {
      name: 'possibility',
      label: 'ضریب نمایش (درصد)',
      type: 'number',
      readOnly: true,
      hint: 'از صفحه بنرهای جایگاه تنظیم می‌شود',
    },
  ],
  columns: [
    idColumn,
    { name: 'image', label: 'تصویر', type: 'image' },
    { name: 'position_label', label: 'جایگاه' },
    { name: 'start', label: 'نمایش از', type: 'datetime', sortable: true },
    { name: 'end', label: 'نمایش تا', type: 'datetime', sortable: true },
    { name: 'possibility', label: 'ضریب نمایش', type: 'number', align: 'end' },
  ],
  filters: [{ name: 'position_id', label: 'جایگاه', type: 'reference', reference: 'positions' }],
  sortKeys: ['id', 'order', 'start', 'end', 'possibility', 'created_at'],
  perPage: 15,
});

const newsletters = resource({
  ...resourceHead('newsletters'),
  area: 'content',
  endpoint: 'admin/newsletters',
  responseKey: { list: 'newsletters', item: 'newsletter' },
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    { name: 'body', label: 'متن خبرنامه', type: 'html', rules: { required: true, max: 200_000 } },
    {
      name: 'send_at',
      label: 'زمان ارسال',
      type: 'datetime',
      hint: 'خالی: همین حالا؛ یا مثل ۱۴۰۴/۰۹/۰۱ ۱۰:۰۰ (به وقت تهران)',
    },
    { name: 'send_all', label: 'ارسال به همه مشترکان', type: 'boolean' },
    {
      name: 'users',
      label: 'مشترکان انتخاب‌شده',
      type: 'multiselect',
      reference: 'subscribers',
      rules: { max: 100_000 },
      hint: 'وقتی «ارسال به همه» خاموش است',
    },
    { name: 'status', label: 'وضعیت', type: 'select', options: NEWSLETTER_STATUSES, readOnly: true },
  ],
  columns: [
    idColumn,
    { name: 'title', label: 'عنوان' },
    { name: 'status', label: 'وضعیت', type: 'select' },
    { name: 'send_at', label: 'زمان ارسال', type: 'datetime', sortable: true },
    { name: 'sent_count', label: 'ارسال‌شده', type: 'number', align: 'end' },
    createdAtColumn,
  ],
  filters: [
    searchFilter,
    { name: 'status', label: 'وضعیت', type: 'select', options: NEWSLETTER_STATUSES },
    createdAtFilter,
  ],
  sortKeys: ['id', 'send_at', 'created_at'],
  perPage: 15,
  searchField: 'title',
});

const subscribers = resource({
  ...resourceHead('subscribers'),
  area: 'content',
  endpoint: 'admin/newsletters/users',
  responseKey: { list: 'userNewsletters', item: 'userNewsletter' },
  fields: [
    { name: 'email', label: 'ایمیل', type: 'email', rules: { email: true, max: 191 } },
    { name: 'phone_number', label: 'شماره موبایل', type: 'mobile', rules: { regex: IRAN_MOBILE } },
  ],
  columns: [
    idColumn,
    { name: 'email', label: 'ایمیل' },
    { name: 'phone_number', label: 'شماره موبایل', type: 'mobile' },
    createdAtColumn,
  ],
  filters: [searchFilter, createdAtFilter],
  sortKeys: ['id', 'email', 'created_at'],
  perPage: 15,
  searchField: 'email',
});

/** Menus, banner positions and banners, newsletters and their subscribers. */
export const contentMarketingResources = resources([
  menuItems,
  positions,
  advertisements,
  newsletters,
  subscribers,
]);
