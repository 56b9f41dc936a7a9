import { fieldList } from '../registry/resources/define.ts';
import type { FieldDef } from '../registry/types.ts';
import { ORDER_BULK_STATUSES, ORDER_STATUS_VALUES, ORDER_STATUSES } from './statuses.ts';
import { ORDER_LIMITS } from './unread.ts';

const statusOptions = ORDER_STATUSES.map(({ value, label }) => ({ value, label }));

/** PUT admin/orders/{id}/status: the new status, a note for the log, and whether to skip the money move. */
export const orderStatusChangeFields = fieldList([
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: statusOptions,
    rules: { required: true, in: ORDER_STATUS_VALUES },
  },
  { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
  {
    name: 'no_charge',
    label: 'بدون جابه‌جایی وجه',
    type: 'boolean',
    hint: 'در کنسلی: مبلغ به کیف پول برنمی‌گردد. در بازگشت به «جدید»: وجه خارج از سایت دریافت شده و از کیف پول برداشت نمی‌شود.',
  },
]);

/** POST admin/orders/status/changes: many orders to one of new, in_progress, delivered. */
export const orderBulkStatusFields = fieldList([
  {
    name: 'ids',
    label: 'سفارش‌ها',
    type: 'multiselect',
    reference: 'orders',
    rules: { required: true, max: ORDER_LIMITS.bulkMaxIds },
  },
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: statusOptions.filter((option) => ORDER_BULK_STATUSES.includes(option.value)),
    rules: { required: true, in: ORDER_BULK_STATUSES },
  },
  { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
]);

/** POST admin/order/byId: one order by its number (Shopit's look-up). */
export const orderByIdFields = fieldList([
  { name: 'id', label: 'شماره سفارش', type: 'reference', reference: 'orders', rules: { required: true } },
]);

/** POST admin/orders/print/details body. */
export const orderPrintFields = fieldList([
  {
    name: 'ids',
    label: 'سفارش‌ها',
    type: 'multiselect',
    reference: 'orders',
    rules: { required: true, max: ORDER_LIMITS.printMaxIds },
  },
]);

const quantityField: FieldDef = {
  name: 'quantity',
  label: 'تعداد',
  type: 'number',
  rules: { required: true, integer: true, min_value: 1, max_value: ORDER_LIMITS.maxQuantity },
};

/** One line of a staff-created order. */
export const orderLineFields = fieldList([
  { name: 'id', label: 'تنوع محصول', type: 'reference', reference: 'varieties', rules: { required: true } },
  quantityField,
]);

const discountField: FieldDef = {
  name: 'discount_amount',
  label: 'تخفیف سفارش',
  type: 'price',
  rules: { integer: true, min_value: 0, max_value: 1_000_000_000_000 },
};

const descriptionField: FieldDef = {
  name: 'description',
  label: 'توضیحات',
  type: 'textarea',
  rules: { max: 2000 },
};

/** POST admin/orders: a staff-created order (/admin/order/create). */
export const orderCreateFields = fieldList([
  {
    name: 'customer_id',
    label: 'مشتری',
    type: 'reference',
    reference: 'customers',
    rules: { required: true },
  },
  { name: 'address_id', label: 'آدرس', type: 'reference', reference: 'addresses', rules: { required: true } },
  {
    name: 'shipping_id',
    label: 'روش ارسال',
    type: 'reference',
    reference: 'shippings',
    rules: { required: true },
  },
  {
    name: 'varieties',
    label: 'کالاها',
    type: 'rows',
    items: orderLineFields,
    rules: { required: true, max: ORDER_LIMITS.maxLines },
  },
  discountField,
  { name: 'coupon_code', label: 'کد تخفیف', type: 'text', rules: { max: 64 } },
  descriptionField,
  { name: 'reserved', label: 'رزرو', type: 'boolean', hint: 'پس از پرداخت، سفارش «رزرو شده» می‌شود.' },
]);

/**
 * POST admin/orders/quote: the staff form's order before it is placed, priced as placing prices it.
 * Address and shipping may still be missing (the quote then has no shipping).
 */
export const orderQuoteFields = fieldList([
  ...orderCreateFields
    .filter((field) =>
      ['customer_id', 'address_id', 'shipping_id', 'varieties', 'discount_amount', 'coupon_code'].includes(
        field.name,
      ),
    )
    .map((field) =>
      field.name === 'address_id' || field.name === 'shipping_id'
        ? { ...field, rules: { ...field.rules, required: false } }
        : field,
    ),
]);

/** PUT admin/orders/{id}: what staff may change on an order (the totals and the address snapshot follow). */
export const orderUpdateFields = fieldList([
  { name: 'address_id', label: 'آدرس', type: 'reference', reference: 'addresses' },
  { name: 'shipping_id', label: 'روش ارسال', type: 'reference', reference: 'shippings' },
  discountField,
  descriptionField,
  { name: 'tracking_code', label: 'کد رهگیری پستی', type: 'text', rules: { max: 64 } },
]);

/** POST admin/orders/{id}/items: add a variety to an order that has not shipped. */
export const orderItemAddFields = fieldList([
  {
    name: 'variety_id',
    label: 'تنوع محصول',
    type: 'reference',
    reference: 'varieties',
    rules: { required: true },
  },
  { name: 'product_id', label: 'محصول', type: 'reference', reference: 'products' },
  quantityField,
]);

/** PUT admin/orders/items/{item}: a line's new quantity. */
export const orderItemQuantityFields = fieldList([
  { name: 'variety_id', label: 'تنوع محصول', type: 'reference', reference: 'varieties' },
  quantityField,
]);

/** PUT admin/orders/items/{item}/status: keep (true) or remove (false) a line. */
export const orderItemStatusFields = fieldList([
  { name: 'status', label: 'وضعیت قلم', type: 'boolean', rules: { required: true } },
]);
