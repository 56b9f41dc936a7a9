import { resourceHead } from '../resource-heads.ts';
import type { FieldDef, FieldOption } from '../types.ts';
import { createdAtColumn, createdAtFilter, idColumn, searchFilter } from './common.ts';
import { field, fieldList, resource, resources } from './define.ts';

/** Product statuses (shopit-contract.md e) with their Persian labels, in the editor's order. */
export const PRODUCT_STATUSES = [
  { value: 'draft', label: 'پیش‌نویس' },
  { value: 'soon', label: 'به‌زودی' },
  { value: 'available', label: 'موجود' },
  { value: 'out_of_stock', label: 'ناموجود' },
  { value: 'available_offline', label: 'موجود در فروش حضوری' },
] as const satisfies readonly FieldOption[];

/** One of the product statuses: `draft`, `soon`, `available`, `out_of_stock`, `available_offline`. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]['value'];

/** Discount types of products and varieties: a flat amount in Toman, or a percentage of the price. */
export const DISCOUNT_TYPES = [
  { value: 'flat', label: 'مبلغ ثابت (تومان)' },
  { value: 'percentage', label: 'درصد' },
] as const satisfies readonly FieldOption[];

export type DiscountType = (typeof DISCOUNT_TYPES)[number]['value'];

/** Warehouse movements: stock in or stock out. */
export const STORE_TRANSACTION_TYPES = [
  { value: 'increment', label: 'افزایش موجودی' },
  { value: 'decrement', label: 'کاهش موجودی' },
] as const satisfies readonly FieldOption[];

export type StoreTransactionType = (typeof STORE_TRANSACTION_TYPES)[number]['value'];

/** The notification type Shopit writes when a product runs out (`data: {product_id, description}`). */
export const PRODUCT_UNAVAILABLE_NOTIFICATION = 'ProductUnavailableNotification';

/** Who hears that a product ran out: holders of either permission (super admins always). */
export const PRODUCT_UNAVAILABLE_PERMISSIONS = ['write_product', 'write_store'] as const;

/** The Persian label of a product status, or the status itself when unknown. */
export function productStatusLabel(status: string): string {
  return PRODUCT_STATUSES.find((option) => option.value === status)?.label ?? status;
}

/** Largest price, stock or discount accepted anywhere (a trillion Toman; a million units). */
export const CATALOGUE_LIMITS = { maxPrice: 1_000_000_000_000, maxStock: 1_000_000 } as const;

const SKU = '[\\p{L}\\p{N}._/\\-]+';
const BARCODE = '[A-Za-z0-9\\-]+';

const priceField = <const N extends string>(name: N, label: string, required = false): FieldDef<N> => ({
  name,
  label,
  type: 'price',
  rules: { required, integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxPrice },
  hint: 'به تومان',
});

/** The discount of a product or variety: type, amount and end (the same three fields on both). */
const discountFields = fieldList([
  {
    name: 'discount_type',
    label: 'نوع تخفیف',
    type: 'select',
    options: DISCOUNT_TYPES,
    rules: { in: DISCOUNT_TYPES.map((o) => o.value) },
  },
  {
    name: 'discount',
    label: 'تخفیف',
    type: 'number',
    rules: { integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxPrice },
    hint: 'مبلغ به تومان یا درصد، بسته به نوع تخفیف',
  },
  { name: 'discount_until', label: 'پایان تخفیف', type: 'datetime' },
]);

const skuField = field({
  name: 'sku',
  label: 'کد انبار (SKU)',
  type: 'text',
  rules: { max: 64, regex: SKU },
});
const barcodeField = field({
  name: 'barcode',
  label: 'بارکد',
  type: 'text',
  rules: { max: 64, regex: BARCODE },
});
const stockField = field({
  name: 'stock',
  label: 'موجودی اولیه',
  type: 'number',
  rules: { integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxStock },
  createOnly: true,
});

/**
 * The fields of one variety as the product form sends it (inside `varieties` on create) and as the
 * varieties resource takes it (plus `product_id`).
 */
export const varietyFields = fieldList([
  { name: 'color_id', label: 'رنگ', type: 'reference', reference: 'colors' },
  {
    name: 'attribute_value_ids',
    label: 'مقادیر ویژگی',
    type: 'multiselect',
    rules: { max: 10 },
    hint: 'یک مقدار از هر ویژگی، مثل سایز L',
  },
  { name: 'name', label: 'نام تنوع', type: 'text', rules: { max: 191 } },
  priceField('price', 'قیمت', true),
  priceField('purchase_price', 'قیمت خرید'),
  skuField,
  barcodeField,
  ...discountFields,
  {
    name: 'max_number_purchases',
    label: 'حداکثر تعداد در هر سفارش',
    type: 'number',
    rules: { integer: true, min_value: 1, max_value: 10_000 },
  },
  { name: 'weight', label: 'وزن (گرم)', type: 'number', rules: { integer: true, min_value: 0 } },
  {
    name: 'image_ids',
    label: 'تصاویر تنوع',
    type: 'multiselect',
    rules: { max: 20 },
    hint: 'از میان تصاویر همین محصول؛ خالی بماند تصاویر محصول نشان داده می‌شود',
  },
  stockField,
]);

/**
 * A variety inside its product's form: the price may be left out, and the variety then starts from the
 * product's price (core's `newVarietyPrice`), which staff change where it differs.
 */
export const productVarietyFields = varietyFields.map((field) =>
  field.name === 'price'
    ? {
        ...field,
        rules: { ...field.rules, required: false },
        hint: 'خالی بماند، قیمت محصول را می‌گیرد',
      }
    : field,
);

/** One specification value of a product: a text value, or chosen value ids for select specs. */
export const productSpecificationFields = fieldList([
  {
    name: 'specification_id',
    label: 'مشخصه',
    type: 'reference',
    reference: 'specifications',
    rules: { required: true },
  },
  { name: 'value', label: 'مقدار', type: 'text', rules: { max: 1000 } },
  { name: 'value_ids', label: 'مقادیر انتخابی', type: 'multiselect', rules: { max: 50 } },
]);

const productFields = fieldList([
  { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
  {
    name: 'slug',
    label: 'نامک',
    type: 'text',
    rules: { max: 191 },
    hint: 'خالی بماند از عنوان ساخته می‌شود',
  },
  { name: 'short_description', label: 'توضیح کوتاه', type: 'textarea', rules: { max: 1000 } },
  { name: 'description', label: 'توضیحات', type: 'html', rules: { max: 100_000 } },
  priceField('unit_price', 'قیمت', true),
  priceField('purchase_price', 'قیمت خرید'),
  ...discountFields,
  {
    name: 'discount_from',
    label: 'شروع تخفیف',
    type: 'datetime',
    hint: 'خالی بماند تخفیف از همین حالا برقرار است',
  },
  skuField,
  barcodeField,
  { name: 'brand_id', label: 'برند', type: 'reference', reference: 'brands' },
  { name: 'unit_id', label: 'واحد', type: 'reference', reference: 'units' },
  {
    name: 'categories',
    label: 'دسته‌بندی‌ها',
    type: 'multiselect',
    reference: 'categories',
    rules: { max: 50 },
  },
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: PRODUCT_STATUSES,
    rules: { in: PRODUCT_STATUSES.map((o) => o.value) },
  },
  {
    name: 'published_at',
    label: 'زمان انتشار',
    type: 'datetime',
    hint: 'زمانی در آینده، انتشار را زمان‌بندی می‌کند',
  },
  { name: 'weight', label: 'وزن (گرم)', type: 'number', rules: { integer: true, min_value: 0 } },
  {
    name: 'max_number_purchases',
    label: 'حداکثر تعداد در هر سفارش',
    type: 'number',
    rules: { integer: true, min_value: 1, max_value: 10_000 },
  },
  { name: 'meta_title', label: 'عنوان سئو', type: 'text', rules: { max: 191 } },
  { name: 'meta_description', label: 'توضیح سئو', type: 'textarea', rules: { max: 500 } },
  {
    name: 'tags',
    label: 'برچسب‌ها',
    type: 'text',
    rules: { max: 1100 },
    hint: 'با ویرگول جدا کنید؛ حداکثر ۲۰ برچسب',
  },
  { ...stockField, hint: 'برای محصول بدون تنوع' },
  {
    name: 'varieties',
    label: 'تنوع‌ها',
    type: 'rows',
    items: productVarietyFields,
    rules: { max: 200 },
    createOnly: true,
    hint: 'خالی بماند محصول یک تنوع پنهان پیش‌فرض می‌گیرد',
  },
  {
    name: 'specifications',
    label: 'مشخصات فنی',
    type: 'rows',
    items: productSpecificationFields,
    rules: { max: 100 },
  },
  { name: 'approved_at', label: 'زمان تأیید', type: 'datetime', readOnly: true },
  { name: 'images', label: 'تصاویر', type: 'image', readOnly: true },
]);

/** Products, their varieties, and the warehouse (stock balances and movements). */
export const catalogueProductResources = resources([
  resource({
    ...resourceHead('products'),
    area: 'catalogue',
    endpoint: 'admin/products',
    responseKey: { list: 'products', item: 'product' },
    fields: productFields,
    columns: [
      idColumn,
      { name: 'main_image', label: 'تصویر', type: 'image', card: 'field' },
      { name: 'title', label: 'عنوان', sortable: true, card: 'title' },
      { name: 'sku', label: 'کد انبار' },
      { name: 'unit_price', label: 'قیمت', type: 'price', align: 'end', sortable: true, card: 'field' },
      { name: 'total_balance', label: 'موجودی', type: 'number', align: 'end', card: 'field' },
      { name: 'status', label: 'وضعیت', type: 'select' },
      { name: 'approved_at', label: 'تأیید', type: 'datetime' },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      { name: 'status', label: 'وضعیت', type: 'select', options: PRODUCT_STATUSES },
      {
        name: 'approved',
        label: 'تأیید',
        type: 'select',
        options: [
          { value: 1, label: 'تأییدشده' },
          { value: 0, label: 'در انتظار تأیید' },
        ],
      },
      { name: 'category_id', label: 'دسته‌بندی', type: 'reference', reference: 'categories' },
      { name: 'brand_id', label: 'برند', type: 'reference', reference: 'brands' },
      createdAtFilter,
    ],
    sortKeys: ['id', 'title', 'unit_price', 'status', 'published_at', 'created_at'],
    perPage: 15,
    searchField: 'title',
    lookup: { label: ['title', 'sku'], byIds: 'ids' },
  }),
  resource({
    ...resourceHead('varieties'),
    area: 'catalogue',
    endpoint: 'admin/varieties',
    responseKey: { list: 'varieties', item: 'variety' },
    fields: [
      {
        name: 'product_id',
        label: 'محصول',
        type: 'reference',
        reference: 'products',
        rules: { required: true },
        createOnly: true,
      },
      ...varietyFields,
      { name: 'title', label: 'عنوان', type: 'text', readOnly: true },
      { name: 'balance', label: 'موجودی', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'product_title', label: 'محصول' },
      { name: 'title', label: 'تنوع' },
      { name: 'sku', label: 'کد انبار' },
      { name: 'price', label: 'قیمت', type: 'price', align: 'end', sortable: true },
      { name: 'balance', label: 'موجودی', type: 'number', align: 'end', sortable: true },
    ],
    filters: [
      searchFilter,
      { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products' },
      { name: 'color_id', label: 'رنگ', type: 'reference', reference: 'colors' },
    ],
    sortKeys: ['id', 'price', 'balance', 'created_at'],
    perPage: 15,
    searchField: 'sku',
    lookup: { label: ['product_title', 'title', 'sku'] },
  }),
  resource({
    ...resourceHead('stores'),
    area: 'catalogue',
    endpoint: 'admin/stores',
    responseKey: { list: 'stores', item: 'store' },
    fields: [
      {
        name: 'variety_id',
        label: 'تنوع محصول',
        type: 'reference',
        reference: 'varieties',
        rules: { required: true },
      },
      {
        name: 'type',
        label: 'نوع جابه‌جایی',
        type: 'select',
        options: STORE_TRANSACTION_TYPES,
        rules: { required: true, in: STORE_TRANSACTION_TYPES.map((o) => o.value) },
      },
      {
        name: 'quantity',
        label: 'تعداد',
        type: 'number',
        rules: { required: true, integer: true, min_value: 1, max_value: CATALOGUE_LIMITS.maxStock },
      },
      { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 500 } },
      { name: 'balance', label: 'موجودی', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'product_title', label: 'محصول' },
      { name: 'variety_title', label: 'تنوع' },
      { name: 'sku', label: 'کد انبار' },
      { name: 'balance', label: 'موجودی', type: 'number', align: 'end', sortable: true },
      { name: 'updated_at', label: 'آخرین تغییر', type: 'datetime' },
    ],
    filters: [
      searchFilter,
      { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products' },
      { name: 'variety_id', label: 'تنوع محصول', type: 'reference', reference: 'varieties' },
      { name: 'max_balance', label: 'موجودی حداکثر', type: 'number' },
    ],
    sortKeys: ['id', 'balance'],
    perPage: 15,
  }),
  resource({
    ...resourceHead('store_transactions'),
    area: 'catalogue',
    endpoint: 'admin/store_transactions',
    responseKey: { list: 'storeTransactions', item: 'storeTransaction' },
    fields: [
      { name: 'variety_id', label: 'تنوع محصول', type: 'reference', reference: 'varieties', readOnly: true },
      { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products', readOnly: true },
      { name: 'type', label: 'نوع', type: 'select', options: STORE_TRANSACTION_TYPES, readOnly: true },
      { name: 'quantity', label: 'تعداد', type: 'number', readOnly: true },
      { name: 'balance', label: 'موجودی پس از آن', type: 'number', readOnly: true },
      { name: 'description', label: 'توضیحات', type: 'textarea', readOnly: true },
      { name: 'order_id', label: 'سفارش', type: 'number', readOnly: true },
      { name: 'mini_order_id', label: 'فروش حضوری', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'product_title', label: 'محصول' },
      { name: 'variety_title', label: 'تنوع' },
      { name: 'type', label: 'نوع', type: 'select' },
      { name: 'quantity', label: 'تعداد', type: 'number', align: 'end', sortable: true },
      { name: 'balance', label: 'موجودی پس از آن', type: 'number', align: 'end' },
      { name: 'description', label: 'توضیحات' },
      createdAtColumn,
    ],
    filters: [
      { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products' },
      { name: 'variety_id', label: 'تنوع محصول', type: 'reference', reference: 'varieties' },
      { name: 'type', label: 'نوع', type: 'select', options: STORE_TRANSACTION_TYPES },
      { name: 'order_id', label: 'شماره سفارش', type: 'number' },
      { name: 'mini_order_id', label: 'شماره فروش حضوری', type: 'number' },
      createdAtFilter,
    ],
    sortKeys: ['id', 'quantity', 'created_at'],
    perPage: 15,
  }),
]);

/** `PUT admin/products/{id}/images/{imageId}`: an image's alt text (what it shows, for screen readers and search engines). */
export const productImageAltFields = fieldList([
  {
    name: 'alt',
    label: 'متن جایگزین',
    type: 'text',
    rules: { max: 191 },
    hint: 'آنچه تصویر نشان می‌دهد، برای صفحه‌خوان‌ها و موتورهای جستجو',
  },
]);

/** `PUT admin/products/{id}/images/sort`: every image id of the product, in the new order (first is the main image). */
export const productImageSortFields = fieldList([
  { name: 'ids', label: 'ترتیب تصاویر', type: 'multiselect', rules: { required: true } },
]);
