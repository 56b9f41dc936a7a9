import { ORDER_STATUSES } from '../../orders/statuses.ts';
import { ORDER_LIMITS } from '../../orders/unread.ts';
import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { createdAtColumn, createdAtFilter, idColumn, searchFilter } from './common.ts';
import { resource, resources } from './define.ts';

const statusOptions: readonly FieldOption[] = ORDER_STATUSES.map(({ value, label }) => ({ value, label }));

/**
 * Online orders (Shopit `admin/orders`, permission stem `order`). Lists show parent orders only,
 * newest first, 25 a page, with `order_statuses: {status: count}` for the same filters without the
 * status filter. Staff create orders through their own flow (`/admin/order/create`, POST admin/orders
 * with varieties), not the generic form, so the declaration allows list and get only.
 *
 * Filters: `search` (order id, mobile, tracking code or receiver name, Persian-normalised), id,
 * tracking_code, customer_id, first_name / last_name (of the address snapshot), province, city (ids),
 * product_id, variety_id (orders holding that product or variety), status, start_date / end_date
 * (Jalali days in Tehran time, or Unix timestamps), and `unread=1`: orders in status `new` whose
 * `order` notification the asking admin has not read (core's ORDER_UNREAD_RULE).
 */
export const ordersOnlineResources = resources([
  resource({
    ...resourceHead('orders'),
    area: 'orders',
    endpoint: 'admin/orders',
    responseKey: { list: 'orders', item: 'order' },
    fields: [
      { name: 'receiver', label: 'گیرنده', type: 'text', readOnly: true },
      { name: 'status', label: 'وضعیت', type: 'select', options: statusOptions, readOnly: true },
      { name: 'total_amount', label: 'مبلغ کل', type: 'price', readOnly: true },
      { name: 'items_amount', label: 'مبلغ اقلام', type: 'price', readOnly: true },
      { name: 'shipping_amount', label: 'هزینه ارسال', type: 'price', readOnly: true },
      { name: 'discount_amount', label: 'تخفیف', type: 'price', readOnly: true },
      { name: 'paid_amount', label: 'مبلغ پرداخت‌شده', type: 'price', readOnly: true },
      { name: 'total_items_count', label: 'تعداد اقلام', type: 'number', readOnly: true },
      { name: 'tracking_code', label: 'کد رهگیری پستی', type: 'text', readOnly: true },
      { name: 'description', label: 'توضیحات مشتری', type: 'textarea', readOnly: true },
      { name: 'created_at', label: 'تاریخ ثبت', type: 'datetime', readOnly: true },
      { name: 'delivered_at', label: 'تاریخ ارسال', type: 'datetime', readOnly: true },
    ],
    columns: [
      { ...idColumn, label: 'شماره', card: 'field' },
      { name: 'receiver', label: 'گیرنده', card: 'title' },
      { name: 'status', label: 'وضعیت', type: 'select', card: 'field' },
      { name: 'total_items_count', label: 'اقلام', type: 'number', align: 'end' },
      { name: 'total_amount', label: 'مبلغ کل', type: 'price', align: 'end', sortable: true, card: 'field' },
      { ...createdAtColumn, label: 'تاریخ ثبت' },
    ],
    filters: [
      searchFilter,
      { name: 'status', label: 'وضعیت', type: 'select', options: statusOptions },
      { name: 'unread', label: 'فقط خوانده‌نشده‌ها', type: 'boolean' },
      { name: 'id', label: 'شماره سفارش', type: 'number' },
      { name: 'tracking_code', label: 'کد رهگیری پستی', type: 'search' },
      { name: 'customer_id', label: 'شناسه مشتری', type: 'number' },
      { name: 'first_name', label: 'نام گیرنده', type: 'search' },
      { name: 'last_name', label: 'نام خانوادگی گیرنده', type: 'search' },
      { name: 'province', label: 'استان', type: 'reference', reference: 'provinces' },
      { name: 'city', label: 'شهر', type: 'reference', reference: 'cities' },
      { name: 'product_id', label: 'شناسه محصول', type: 'number' },
      { name: 'variety_id', label: 'شناسه تنوع', type: 'number' },
      { ...createdAtFilter, label: 'تاریخ ثبت' },
    ],
    sortKeys: ['id', 'created_at', 'total_amount', 'status'],
    perPage: ORDER_LIMITS.perPage,
    searchField: 'receiver',
    lookup: { label: ['id', 'receiver', 'mobile'] },
  }),
]);
