import { HEX_COLOR_PATTERN } from '../../colour/parse.ts';
import { UPLOAD_PATH } from '../../validation/markup.ts';
import { resourceHead } from '../resource-heads.ts';
import type { FieldDef, FieldOption } from '../types.ts';
import { idColumn, searchFilter, statusColumn, statusField, statusFilter } from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/**
 * A stored image path, as this server's upload endpoints return it (`/api/media/…/<32 hex>.<type>`);
 * the file itself was checked (type and size, from its content) when uploaded. The `image` type's rule
 * (`image_path`) also takes an https URL, whose host the server checks against `SHOP_IMAGE_HOSTS`.
 */
export const IMAGE_PATH = UPLOAD_PATH;

/** An image field holding a stored image's path or an allowed https URL (the `image` type's rule). */
export const imagePathField = <const N extends string>(
  name: N,
  label: string,
): FieldDef<N> & { type: 'image' } => ({
  name,
  label,
  type: 'image',
  rules: { max: 500 },
});

/** A latin key such as `size` or `tarh`: a letter, then letters, digits, `_` or `-`. */
export const LATIN_KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** A boolean switch field. */
const toggle = <const N extends string>(
  name: N,
  label: string,
  hint?: string,
): FieldDef<N> & { type: 'boolean' } => ({
  name,
  label,
  type: 'boolean',
  ...(hint ? { hint } : {}),
});

/** A yes/no list filter (the API takes 1/0 or true/false). */
const yesNoFilter = <const N extends string>(name: N, label: string) =>
  ({
    name,
    label,
    type: 'select',
    options: [
      { value: 1, label: 'بله' },
      { value: 0, label: 'خیر' },
    ],
  }) as const;

/** Attribute types: chosen from a list of values, or typed per variety. */
export const ATTRIBUTE_TYPES: readonly FieldOption[] = [
  { value: 'select', label: 'انتخابی' },
  { value: 'text', label: 'متنی' },
];

/** How the storefront shows an attribute's choices. */
export const ATTRIBUTE_STYLES: readonly FieldOption[] = [
  { value: 'select', label: 'فهرست کشویی' },
  { value: 'box', label: 'جعبه' },
  { value: 'image', label: 'تصویر' },
];

/** Specification types: free text, one value of a list, or several. */
export const SPECIFICATION_TYPES: readonly FieldOption[] = [
  { value: 'text', label: 'متنی' },
  { value: 'select', label: 'تک‌انتخابی' },
  { value: 'multi_select', label: 'چندانتخابی' },
];

/** Specification groups with a Persian name (the group is free text; `public` is Shopit's default). */
export const SPECIFICATION_GROUPS: readonly FieldOption[] = [{ value: 'public', label: 'عمومی' }];

/** An existing value's new text, in an update's `edited_values`. */
const editedValueItems = fieldList([
  { name: 'id', label: 'شناسه مقدار', type: 'reference', rules: { required: true } },
  { name: 'value', label: 'مقدار', type: 'text', rules: { required: true, max: 191 } },
]);

/** One specification value's new text (`PUT admin/specification-values/{id}`). */
export const specificationValueFields = fieldList([
  { name: 'value', label: 'مقدار', type: 'text', rules: { required: true, max: 191 } },
]);

/** New values (create and update), edited ones and removed ones (update) of an attribute or specification. */
const valueFields = (label: string) =>
  fieldList([
    {
      name: 'values',
      label,
      type: 'multiselect',
      rules: { max: 500 },
      hint: 'مقدارهای تازه؛ هر مقدار یک بار',
    },
    {
      name: 'edited_values',
      label: `ویرایش ${label}`,
      type: 'rows',
      items: editedValueItems,
      rules: { max: 500 },
    },
    { name: 'deleted_values', label: `حذف ${label}`, type: 'multiselect', rules: { max: 500 } },
  ]);

const brands = resource({
  ...resourceHead('brands'),
  area: 'catalogue',
  endpoint: 'admin/brands',
  responseKey: { list: 'brands', item: 'brand' },
  fields: [
    { name: 'name', label: 'نام برند', type: 'text', rules: { required: true, max: 191 } },
    statusField,
    toggle('show_index', 'نمایش در صفحه اصلی'),
    { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 2000 } },
    imagePathField('image', 'تصویر'),
  ],
  columns: [
    idColumn,
    { name: 'image', label: 'تصویر', type: 'image' },
    { name: 'name', label: 'نام برند', sortable: true },
    statusColumn,
    { name: 'show_index', label: 'در صفحه اصلی', type: 'boolean' },
  ],
  filters: [searchFilter, statusFilter, yesNoFilter('show_index', 'در صفحه اصلی')],
  sortKeys: ['id', 'name', 'created_at'],
  perPage: 15,
  searchField: 'name',
});

const units = resource({
  ...resourceHead('units'),
  area: 'catalogue',
  endpoint: 'admin/units',
  responseKey: { list: 'units', item: 'unit' },
  fields: [
    {
      name: 'name',
      label: 'نام واحد',
      type: 'text',
      rules: { required: true, max: 100 },
      hint: 'مثل کیلوگرم',
    },
    { name: 'symbol', label: 'نماد', type: 'text', rules: { max: 20 }, hint: 'مثل kg' },
    {
      name: 'precision',
      label: 'دقت',
      type: 'select',
      options: [
        { value: 1, label: 'عدد صحیح (۱)' },
        { value: 0.1, label: 'یک رقم اعشار (۰٫۱)' },
        { value: 0.01, label: 'دو رقم اعشار (۰٫۰۱)' },
      ],
      rules: { required: true, in: [1, 0.1, 0.01] },
    },
    statusField,
  ],
  columns: [
    idColumn,
    { name: 'name', label: 'نام واحد', sortable: true },
    { name: 'symbol', label: 'نماد' },
    { name: 'precision', label: 'دقت', type: 'number', align: 'end' },
    statusColumn,
  ],
  filters: [searchFilter, statusFilter],
  sortKeys: ['id', 'name'],
  perPage: 15,
  searchField: 'name',
});

const colors = resource({
  ...resourceHead('colors'),
  area: 'catalogue',
  endpoint: 'admin/colors',
  responseKey: { list: 'colors', item: 'color' },
  fields: [
    { name: 'name', label: 'نام رنگ', type: 'text', rules: { required: true, max: 100 } },
    {
      name: 'code',
      label: 'کد رنگ',
      type: 'color',
      // The colour picker's rule (SPEC.md §5): whatever parseColor accepts; stored as its hex.
      rules: { required: true, regex: HEX_COLOR_PATTERN },
      hint: 'مثل #1e88e5',
    },
    statusField,
  ],
  columns: [
    idColumn,
    { name: 'code', label: 'رنگ', type: 'color' },
    { name: 'name', label: 'نام رنگ', sortable: true },
    statusColumn,
  ],
  // SPEC.md §2: the colour screen takes its search term from `q` (the API accepts `search` too).
  filters: [{ name: 'q', label: 'جستجو', type: 'search' }, statusFilter],
  sortKeys: ['id', 'name', 'code'],
  perPage: 15,
  searchField: 'name',
});

const categories = resource({
  ...resourceHead('categories'),
  area: 'catalogue',
  endpoint: 'admin/categories',
  responseKey: { list: 'categories', item: 'category' },
  // The list answers the whole tree (the server's `instead` hook), not a filtered download.
  downloads: false,
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    { name: 'en_title', label: 'عنوان انگلیسی', type: 'text', rules: { max: 191 } },
    {
      name: 'slug',
      label: 'نامک',
      type: 'text',
      rules: { max: 191 },
      hint: 'خالی بماند تا از عنوان ساخته شود',
    },
    {
      name: 'parent_id',
      label: 'دسته‌بندی والد',
      type: 'reference',
      reference: 'categories',
      hint: 'خالی یعنی دسته‌بندی اصلی',
    },
    { name: 'description', label: 'توضیحات', type: 'html', rules: { max: 20000 } },
    statusField,
    toggle('special', 'ویژه'),
    toggle('show_in_home', 'نمایش در صفحه اصلی'),
    { name: 'meta_title', label: 'عنوان سئو', type: 'text', rules: { max: 191 } },
    { name: 'meta_description', label: 'توضیحات سئو', type: 'textarea', rules: { max: 500 } },
    { name: 'banner_link', label: 'لینک بنر', type: 'text', rules: { max: 500 } },
    imagePathField('image', 'تصویر'),
    {
      name: 'attribute_ids',
      label: 'ویژگی‌ها',
      type: 'multiselect',
      reference: 'attributes',
      rules: { max: 200 },
    },
    { name: 'brand_ids', label: 'برندها', type: 'multiselect', reference: 'brands', rules: { max: 500 } },
    {
      name: 'specification_ids',
      label: 'مشخصات فنی',
      type: 'multiselect',
      reference: 'specifications',
      rules: { max: 200 },
    },
  ],
  columns: [
    idColumn,
    { name: 'title', label: 'عنوان', sortable: true },
    { name: 'en_title', label: 'عنوان انگلیسی' },
    { name: 'level', label: 'سطح', type: 'number', align: 'end' },
    statusColumn,
    { name: 'show_in_home', label: 'در صفحه اصلی', type: 'boolean' },
  ],
  filters: [searchFilter, statusFilter],
  sortKeys: ['id', 'title', 'created_at'],
  perPage: 1000,
  searchField: 'title',
});

const attributes = resource({
  ...resourceHead('attributes'),
  area: 'catalogue',
  endpoint: 'admin/attributes',
  responseKey: { list: 'attributes', item: 'attribute' },
  fields: [
    {
      name: 'name',
      label: 'نام لاتین',
      type: 'text',
      rules: { required: true, max: 100, regex: LATIN_KEY },
      hint: 'کلید لاتین یکتا، مثل size',
    },
    { name: 'label', label: 'عنوان', type: 'text', rules: { required: true, max: 191 }, hint: 'مثل سایز' },
    {
      name: 'type',
      label: 'نوع',
      type: 'select',
      options: ATTRIBUTE_TYPES,
      rules: { required: true, in: ['select', 'text'] },
    },
    {
      name: 'style',
      label: 'نمایش',
      type: 'select',
      options: ATTRIBUTE_STYLES,
      rules: { in: ['select', 'box', 'image'] },
    },
    toggle('show_filter', 'نمایش در فیلتر'),
    toggle('public', 'عمومی'),
    statusField,
    ...valueFields('مقادیر'),
  ],
  columns: [
    idColumn,
    { name: 'label', label: 'عنوان', sortable: true },
    { name: 'name', label: 'نام لاتین', sortable: true },
    { name: 'type', label: 'نوع', type: 'select' },
    { name: 'show_filter', label: 'در فیلتر', type: 'boolean' },
    statusColumn,
  ],
  filters: [
    searchFilter,
    { name: 'type', label: 'نوع', type: 'select', options: ATTRIBUTE_TYPES },
    statusFilter,
    yesNoFilter('show_filter', 'در فیلتر'),
  ],
  sortKeys: ['id', 'name', 'label', 'created_at'],
  perPage: 15,
  searchField: 'label',
});

const specifications = resource({
  ...resourceHead('specifications'),
  area: 'catalogue',
  endpoint: 'admin/specifications',
  responseKey: { list: 'specifications', item: 'specification' },
  fields: [
    { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 100 } },
    { name: 'label', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    {
      name: 'type',
      label: 'نوع',
      type: 'select',
      options: SPECIFICATION_TYPES,
      rules: { required: true, in: ['text', 'select', 'multi_select'] },
    },
    {
      name: 'group',
      label: 'گروه',
      type: 'text',
      rules: { max: 100 },
      hint: 'خالی: گروه عمومی (public)',
    },
    toggle('show_filter', 'نمایش در فیلتر'),
    toggle('public', 'عمومی'),
    statusField,
    toggle('required', 'الزامی'),
    ...valueFields('مقادیر'),
  ],
  columns: [
    idColumn,
    { name: 'label', label: 'عنوان', sortable: true },
    { name: 'name', label: 'نام', sortable: true },
    { name: 'type', label: 'نوع', type: 'select' },
    // Free text; the default group's key reads in Persian in the list.
    { name: 'group', label: 'گروه', type: 'select', options: SPECIFICATION_GROUPS },
    { name: 'required', label: 'الزامی', type: 'boolean' },
    statusColumn,
  ],
  filters: [
    searchFilter,
    { name: 'type', label: 'نوع', type: 'select', options: SPECIFICATION_TYPES },
    { name: 'group', label: 'گروه', type: 'search' },
    statusFilter,
  ],
  sortKeys: ['order', 'id', 'name', 'label'],
  perPage: 15,
  searchField: 'label',
});

const sizeCharts = resource({
  ...resourceHead('size_charts'),
  area: 'catalogue',
  endpoint: 'admin/size_chart',
  responseKey: { list: 'sizeCharts', item: 'sizeChart' },
  fields: [
    { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
    { name: 'type_id', label: 'نوع جدول', type: 'reference', reference: 'size_chart_types' },
    {
      name: 'chart',
      label: 'جدول',
      type: 'table',
      rules: { required: true, max: 50 },
      hint: 'سطر اول سرستون‌هاست؛ همه سطرها هم‌اندازه',
    },
  ],
  columns: [
    idColumn,
    { name: 'title', label: 'عنوان', sortable: true },
    { name: 'type_name', label: 'نوع جدول' },
  ],
  filters: [
    searchFilter,
    { name: 'type_id', label: 'نوع جدول', type: 'reference', reference: 'size_chart_types' },
  ],
  sortKeys: ['id', 'title', 'created_at'],
  perPage: 15,
  searchField: 'title',
});

const sizeChartTypes = resource({
  ...resourceHead('size_chart_types'),
  area: 'catalogue',
  endpoint: 'admin/size_chart_types',
  responseKey: { list: 'size_chart_types', item: 'size_chart_type' },
  fields: [
    { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 191 } },
    {
      name: 'values',
      label: 'مقادیر',
      type: 'multiselect',
      rules: { max: 100 },
      hint: 'مثل قد، دور سینه، دور کمر؛ فهرست کامل جایگزین قبلی می‌شود',
    },
  ],
  columns: [idColumn, { name: 'name', label: 'نام', sortable: true }],
  filters: [searchFilter],
  sortKeys: ['id', 'name'],
  perPage: 15,
  searchField: 'name',
});

/** The catalogue's reference lists: brands, units, colours, categories, attributes, specifications, size charts. */
export const catalogueReferenceResources = resources([
  brands,
  units,
  colors,
  categories,
  attributes,
  specifications,
  sizeCharts,
  sizeChartTypes,
]);
