import { HEX_COLOR_PATTERN } from '../../colour/parse.ts';
import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { DISCOUNT_TYPES } from './catalogue-products.ts';
import { imagePathField, LATIN_KEY } from './catalogue-reference.ts';
import {
  createdAtColumn,
  createdAtFilter,
  idColumn,
  searchFilter,
  statusColumn,
  statusField,
  statusFilter,
} from './common.ts';
import { field, fieldList, filterList, resource, resources } from './define.ts';

/** Product comment statuses (shopit-contract.md c: `approved | pending | reject`) with Persian labels. */
export const PRODUCT_COMMENT_STATUSES = [
  { value: 'pending', label: 'در انتظار بررسی' },
  { value: 'approved', label: 'تأیید شده' },
  { value: 'reject', label: 'رد شده' },
] as const satisfies readonly FieldOption[];

export type ProductCommentStatus = (typeof PRODUCT_COMMENT_STATUSES)[number]['value'];

/** Ratings customers give, 1 to 5 stars. */
export const PRODUCT_RATINGS: readonly FieldOption[] = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: `${'★'.repeat(value)} (${['یک', 'دو', 'سه', 'چهار', 'پنج'][value - 1]})`,
}));

/** A window's start and end (flash sales, gifts): Jalali or Gregorian, Tehran wall time, or ISO. */
const windowFields = fieldList([
  {
    name: 'start_date',
    label: 'زمان شروع',
    type: 'datetime',
    rules: { required: true },
    hint: 'مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰ (به وقت تهران)',
  },
  {
    name: 'end_date',
    label: 'زمان پایان',
    type: 'datetime',
    rules: { required: true },
    hint: 'بعد از زمان شروع',
  },
]);

const discountTypeField = (required: boolean) =>
  field({
    name: 'discount_type',
    label: 'نوع تخفیف',
    type: 'select',
    options: DISCOUNT_TYPES,
    rules: { required, in: DISCOUNT_TYPES.map((option) => option.value) },
  });

/** One product of a flash sale: its own discount (else the sale's) and the cap on flash-price sales. */
export const flashProductFields = fieldList([
  { name: 'id', label: 'محصول', type: 'reference', reference: 'products', rules: { required: true } },
  discountTypeField(false),
  { name: 'discount', label: 'تخفیف', type: 'price', rules: { integer: true, min_value: 0 } },
  {
    name: 'salable_max',
    label: 'سقف فروش',
    type: 'number',
    rules: { integer: true, min_value: 1, max_value: 1_000_000 },
    hint: 'بیشترین تعداد قابل فروش با قیمت ویژه؛ خالی یعنی بی‌سقف',
  },
]);

const productSets = resource({
  ...resourceHead('product_sets'),
  area: 'catalogue',
  endpoint: 'admin/product_sets',
  responseKey: { list: 'product_sets', item: 'product_set' },
  fields: [
    { name: 'name', label: 'نام مجموعه', type: 'text', rules: { required: true, max: 191 } },
    {
      name: 'products',
      label: 'محصولات',
      type: 'multiselect',
      reference: 'products',
      rules: { required: true, max: 500 },
      hint: 'به همین ترتیب نمایش داده می‌شوند',
    },
  ],
  columns: [
    idColumn,
    { name: 'name', label: 'نام مجموعه', sortable: true },
    { name: 'products_count', label: 'تعداد محصولات', type: 'number', align: 'end' },
    createdAtColumn,
  ],
  filters: [searchFilter],
  sortKeys: ['id', 'name', 'created_at'],
  perPage: 15,
  searchField: 'name',
});

const flashes = resource({
  ...resourceHead('flashes'),
  area: 'catalogue',
  endpoint: 'admin/flashes',
  responseKey: { list: 'flashes', item: 'flash' },
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    ...windowFields,
    statusField,
    discountTypeField(false),
    {
      name: 'discount',
      label: 'تخفیف پیش‌فرض',
      type: 'price',
      rules: { integer: true, min_value: 0 },
      hint: 'برای محصولاتی که تخفیف خودشان را ندارند',
    },
    { name: 'timer', label: 'نمایش شمارنده', type: 'boolean' },
    {
      name: 'preview_count',
      label: 'تعداد پیش‌نمایش',
      type: 'number',
      rules: { integer: true, min_value: 0, max_value: 100 },
    },
    { name: 'color', label: 'رنگ', type: 'color', rules: { regex: HEX_COLOR_PATTERN } },
    imagePathField('image', 'تصویر'),
    imagePathField('mobile_image', 'تصویر موبایل'),
    imagePathField('bg_image', 'تصویر پس‌زمینه'),
    {
      name: 'products',
      label: 'محصولات',
      type: 'rows',
      items: flashProductFields,
      reference: 'products',
      rules: { max: 1000 },
    },
  ],
  columns: [
    idColumn,
    { name: 'title', label: 'عنوان', sortable: true },
    { name: 'start_date', label: 'شروع', type: 'datetime', sortable: true },
    { name: 'end_date', label: 'پایان', type: 'datetime', sortable: true },
    { name: 'products_count', label: 'تعداد محصولات', type: 'number', align: 'end' },
    statusColumn,
  ],
  filters: [
    searchFilter,
    statusFilter,
    {
      name: 'state',
      label: 'زمان',
      type: 'select',
      options: [
        { value: 'running', label: 'در حال اجرا' },
        { value: 'upcoming', label: 'آینده' },
        { value: 'ended', label: 'پایان‌یافته' },
      ],
    },
  ],
  sortKeys: ['id', 'title', 'start_date', 'end_date', 'created_at'],
  perPage: 15,
  searchField: 'title',
});

const gifts = resource({
  ...resourceHead('gifts'),
  area: 'catalogue',
  endpoint: 'admin/gifts',
  responseKey: { list: 'gifts', item: 'gift' },
  fields: [
    { name: 'name', label: 'نام هدیه', type: 'text', rules: { required: true, max: 191 } },
    ...windowFields,
    statusField,
    imagePathField('image', 'تصویر'),
  ],
  columns: [
    idColumn,
    { name: 'image', label: 'تصویر', type: 'image' },
    { name: 'name', label: 'نام هدیه', sortable: true },
    { name: 'start_date', label: 'شروع', type: 'datetime', sortable: true },
    { name: 'end_date', label: 'پایان', type: 'datetime', sortable: true },
    statusColumn,
  ],
  filters: [searchFilter, statusFilter],
  sortKeys: ['id', 'name', 'start_date', 'end_date', 'created_at'],
  perPage: 15,
  searchField: 'name',
});

const recommendationGroups = resource({
  ...resourceHead('recommendation_groups'),
  area: 'catalogue',
  endpoint: 'admin/recommendation-groups',
  responseKey: { list: 'recommendation_groups', item: 'recommendation_group' },
  fields: [
    {
      name: 'name',
      label: 'نام لاتین',
      type: 'text',
      rules: { required: true, max: 100, regex: LATIN_KEY },
      hint: 'کلید یکتا، مثل top_sales',
    },
    { name: 'label', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    { name: 'show_in_home', label: 'نمایش در صفحه اصلی', type: 'boolean' },
    { name: 'show_in_filter', label: 'نمایش در فیلتر', type: 'boolean' },
  ],
  columns: [
    idColumn,
    { name: 'label', label: 'عنوان', sortable: true },
    { name: 'name', label: 'نام لاتین' },
    { name: 'products_count', label: 'تعداد محصولات', type: 'number', align: 'end' },
    { name: 'show_in_home', label: 'در صفحه اصلی', type: 'boolean' },
    { name: 'show_in_filter', label: 'در فیلتر', type: 'boolean' },
  ],
  filters: [searchFilter],
  sortKeys: ['id', 'name', 'label'],
  perPage: 15,
  searchField: 'label',
});

const commentFilters = filterList([
  searchFilter,
  { name: 'status', label: 'وضعیت', type: 'select', options: PRODUCT_COMMENT_STATUSES },
  { name: 'rate', label: 'امتیاز', type: 'select', options: PRODUCT_RATINGS },
  { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products' },
  createdAtFilter,
]);

const productComments = resource({
  ...resourceHead('product_comments'),
  area: 'catalogue',
  endpoint: 'admin/product-comment',
  responseKey: { list: 'comments', item: 'comment' },
  fields: [
    { name: 'product_title', label: 'محصول', type: 'text', readOnly: true },
    { name: 'author_name', label: 'نویسنده', type: 'text', readOnly: true },
    { name: 'title', label: 'عنوان', type: 'text', readOnly: true },
    { name: 'body', label: 'متن دیدگاه', type: 'textarea', readOnly: true },
    { name: 'rate', label: 'امتیاز', type: 'select', options: PRODUCT_RATINGS, readOnly: true },
    { name: 'status', label: 'وضعیت', type: 'select', options: PRODUCT_COMMENT_STATUSES, readOnly: true },
  ],
  columns: [
    idColumn,
    { name: 'product_title', label: 'محصول' },
    { name: 'author_name', label: 'نویسنده' },
    { name: 'rate', label: 'امتیاز', type: 'number', align: 'end', sortable: true },
    { name: 'status', label: 'وضعیت', type: 'select' },
    { name: 'answers_count', label: 'پاسخ‌ها', type: 'number', align: 'end' },
    createdAtColumn,
  ],
  filters: commentFilters,
  sortKeys: ['id', 'rate', 'created_at'],
  perPage: 15,
  searchField: 'body',
});

/** `POST admin/product-comment`: Shopit's status change of a comment. */
export const productCommentStatusFields = fieldList([
  {
    name: 'id',
    label: 'دیدگاه',
    type: 'reference',
    reference: 'product_comments',
    rules: { required: true },
  },
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: PRODUCT_COMMENT_STATUSES,
    rules: { required: true, in: PRODUCT_COMMENT_STATUSES.map((option) => option.value) },
  },
]);

/** `POST admin/product-comment-answer`: a staff answer, stored as an approved child comment. */
export const productCommentAnswerFields = fieldList([
  {
    name: 'comment_id',
    label: 'دیدگاه',
    type: 'reference',
    reference: 'product_comments',
    rules: { required: true },
  },
  { name: 'body', label: 'متن پاسخ', type: 'textarea', rules: { required: true, max: 5000 } },
]);

/** `POST admin/recommendations`: adds a product to the end of a recommendation group. */
export const recommendationFields = fieldList([
  {
    name: 'group_id',
    label: 'گروه پیشنهادی',
    type: 'reference',
    reference: 'recommendation_groups',
    rules: { required: true },
  },
  { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products', rules: { required: true } },
]);

/** The body of a flat sort endpoint (specifications, a recommendation group): every id, in the new order. */
export const sortIdsFields = fieldList([
  { name: 'ids', label: 'ترتیب', type: 'multiselect', rules: { required: true, max: 10_000 } },
]);

/** Product sets, flash sales, gifts, recommendation groups and product comments. */
export const catalogueMerchandisingResources = resources([
  productSets,
  flashes,
  gifts,
  recommendationGroups,
  productComments,
]);
