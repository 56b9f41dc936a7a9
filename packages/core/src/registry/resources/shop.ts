import { OFFLINE_SALE_ID } from '../../till/offline-sale.ts';
import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { createdAtColumn, createdAtFilter, IRAN_MOBILE, idColumn } from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/** In-person sale limits: Shopit pages the list by 40; a sale holds at most 200 lines. */
export const MINI_ORDER_LIMITS = {
  perPage: 40,
  maxLines: 200,
  maxQuantity: 10_000,
  maxAmount: 1_000_000_000,
} as const;

/** What an in-person sale holds (Shopit `type`): sold lines, returned lines, or both. */
export const MINI_ORDER_TYPES: readonly FieldOption[] = [
  { value: 'sell', label: 'فروش' },
  { value: 'refund', label: 'مرجوعی' },
  { value: 'both', label: 'فروش و مرجوعی' },
];

/** One line of a sale: the variety, how many, and the unit amount charged (or refunded). */
const lineItems = fieldList([
  { name: 'id', label: 'تنوع محصول', type: 'reference', reference: 'varieties', rules: { required: true } },
  {
    name: 'quantity',
    label: 'تعداد',
    type: 'number',
    rules: { required: true, integer: true, min_value: 1, max_value: MINI_ORDER_LIMITS.maxQuantity },
  },
  {
    name: 'amount',
    label: 'مبلغ واحد',
    type: 'price',
    rules: { required: true, integer: true, min_value: 0, max_value: MINI_ORDER_LIMITS.maxAmount },
  },
]);

/**
 * The body of a new in-person sale (POST mini_orders, permission `mini_order`): the customer's mobile
 * (optional; found or created, with the names of a new customer), sold and returned lines, a discount and
 * sold lines below their price (both need `discount_mini_order`), and the tender: the part paid from the
 * customer's wallet, cash and card. Without cash and card the rest counts as cash (Shopit's body).
 */
export const miniOrderFields = fieldList([
  { name: 'mobile', label: 'موبایل مشتری', type: 'mobile', rules: { regex: IRAN_MOBILE } },
  { name: 'first_name', label: 'نام مشتری جدید', type: 'text', rules: { max: 100 } },
  { name: 'last_name', label: 'نام خانوادگی مشتری جدید', type: 'text', rules: { max: 100 } },
  {
    name: 'varieties',
    label: 'اقلام فروش',
    type: 'rows',
    items: lineItems,
    rules: { max: MINI_ORDER_LIMITS.maxLines },
  },
  {
    name: 'refund_varieties',
    label: 'اقلام مرجوعی',
    type: 'rows',
    items: lineItems,
    rules: { max: MINI_ORDER_LIMITS.maxLines },
  },
  {
    name: 'discount_amount',
    label: 'تخفیف',
    type: 'price',
    rules: { integer: true, min_value: 0, max_value: MINI_ORDER_LIMITS.maxAmount },
  },
  {
    name: 'from_wallet_amount',
    label: 'پرداخت از کیف پول',
    type: 'price',
    rules: { integer: true, min_value: 0, max_value: MINI_ORDER_LIMITS.maxAmount },
  },
  {
    name: 'cash_amount',
    label: 'پرداخت نقدی',
    type: 'price',
    rules: { integer: true, min_value: 0, max_value: MINI_ORDER_LIMITS.maxAmount },
  },
  {
    name: 'card_amount',
    label: 'پرداخت با کارت',
    type: 'price',
    rules: { integer: true, min_value: 0, max_value: MINI_ORDER_LIMITS.maxAmount },
  },
  { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
  {
    name: 'card_reference',
    label: 'شماره پیگیری کارت‌خوان',
    type: 'text',
    rules: { max: 64 },
  },
  // Issue 33: a sale rung up on the device. The client id is the idempotency key (the same id again
  // answers the first sale); `offline` lets the sale take more units than stock holds (recorded as a
  // shortfall) and allows cash and card only; `offline_at` is when the device recorded it.
  {
    name: 'client_id',
    label: 'شناسه فروش روی دستگاه',
    type: 'text',
    rules: { regex: OFFLINE_SALE_ID },
  },
  { name: 'offline', label: 'ثبت آفلاین', type: 'boolean' },
  { name: 'offline_at', label: 'زمان ثبت آفلاین', type: 'datetime' },
]);

/** In-person sales (Shopit `mini_orders`): listed, shown and deleted here; created at the till. */
export const shopResources = resources([
  resource({
    ...resourceHead('mini_orders'),
    area: 'shop',
    endpoint: 'admin/mini_orders',
    responseKey: { list: 'mini_orders', item: 'mini_order' },
    fields: [
      { name: 'customer_name', label: 'مشتری', type: 'text', readOnly: true },
      { name: 'customer_mobile', label: 'موبایل مشتری', type: 'mobile', readOnly: true },
      { name: 'type', label: 'نوع', type: 'select', options: MINI_ORDER_TYPES, readOnly: true },
      { name: 'items_count', label: 'تعداد اقلام', type: 'number', readOnly: true },
      { name: 'discount_amount', label: 'تخفیف', type: 'price', readOnly: true },
      { name: 'from_wallet_amount', label: 'پرداخت از کیف پول', type: 'price', readOnly: true },
      { name: 'cash_amount', label: 'پرداخت نقدی', type: 'price', readOnly: true },
      { name: 'card_amount', label: 'پرداخت با کارت', type: 'price', readOnly: true },
      { name: 'total', label: 'مبلغ کل', type: 'price', readOnly: true },
      { name: 'creator_name', label: 'صندوقدار', type: 'text', readOnly: true },
      { name: 'description', label: 'توضیحات', type: 'textarea', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'customer_name', label: 'مشتری' },
      { name: 'customer_mobile', label: 'موبایل', type: 'mobile' },
      { name: 'type', label: 'نوع', type: 'select' },
      { name: 'items_count', label: 'اقلام', type: 'number', align: 'end' },
      { name: 'total', label: 'مبلغ کل', type: 'price', align: 'end', sortable: true },
      { name: 'creator_name', label: 'صندوقدار' },
      createdAtColumn,
      // Issue 33: a sale the till recorded offline shows when it was rung up (created_at is its sync).
      { name: 'offline_at', label: 'ثبت آفلاین', type: 'datetime' },
    ],
    filters: [
      { name: 'id', label: 'شماره', type: 'number' },
      { name: 'customer_id', label: 'مشتری', type: 'reference', reference: 'customers' },
      { name: 'type', label: 'نوع', type: 'select', options: MINI_ORDER_TYPES },
      createdAtFilter,
    ],
    sortKeys: ['id', 'created_at'],
    perPage: MINI_ORDER_LIMITS.perPage,
  }),
]);
