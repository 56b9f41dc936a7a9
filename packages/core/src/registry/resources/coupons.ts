import { COUPON_KINDS, COUPON_MIN_ORDER_FLOOR, COUPON_ORIGINS } from '../../pricing/coupon.ts';
import { resourceHead } from '../resource-heads.ts';
import { createdAtColumn, idColumn, searchFilter } from './common.ts';
import { fieldList, resource, resources } from './define.ts';

/** A coupon code: letters (Latin or Persian), digits, `-` and `_`, 3 to 64 characters, no spaces. */
export const COUPON_CODE = /^[\p{L}\p{N}_-]{3,64}$/u;

/** A coupon's category scope: the category and its own amount (empty uses the coupon's amount). */
export const couponCategoryFields = fieldList([
  { name: 'id', label: 'دسته‌بندی', type: 'reference', reference: 'categories', rules: { required: true } },
  {
    name: 'amount',
    label: 'مقدار تخفیف این دسته',
    type: 'price',
    rules: { integer: true, min_value: 1, max_value: 1_000_000_000 },
    hint: 'خالی یعنی همان مقدار کد تخفیف',
  },
]);

/** Discount codes (Shopit `coupons`, stem `coupon`): flat or percentage, time window, limits, category scope. */
export const couponResources = resources([
  resource({
    ...resourceHead('coupons'),
    area: 'orders',
    endpoint: 'admin/coupon',
    responseKey: { list: 'coupons', item: 'coupon' },
    fields: [
      { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
      {
        name: 'code',
        label: 'کد',
        type: 'text',
        rules: { required: true, regex: COUPON_CODE },
        hint: 'بدون فاصله؛ بزرگی و کوچکی حروف فرقی ندارد',
      },
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
      {
        name: 'type',
        label: 'نوع تخفیف',
        type: 'select',
        options: COUPON_KINDS,
        rules: { required: true, in: COUPON_KINDS.map((kind) => kind.value) },
      },
      {
        name: 'amount',
        label: 'مقدار تخفیف',
        type: 'price',
        rules: { required: true, integer: true, min_value: 1, max_value: 1_000_000_000 },
        hint: 'تومان، یا درصد (حداکثر ۱۰۰) برای تخفیف درصدی',
      },
      {
        name: 'usage_limit',
        label: 'سقف کل استفاده',
        type: 'number',
        rules: { integer: true, min_value: 1, max_value: 100_000_000 },
        hint: 'خالی یعنی بی‌سقف',
      },
      {
        name: 'usage_per_user_limit',
        label: 'سقف استفاده هر مشتری',
        type: 'number',
        rules: { integer: true, min_value: 1, max_value: 1_000_000 },
        hint: 'خالی یعنی بی‌سقف',
      },
      {
        name: 'min_order_amount',
        label: 'حداقل مبلغ سفارش',
        type: 'price',
        rules: { integer: true, min_value: COUPON_MIN_ORDER_FLOOR, max_value: 10_000_000_000 },
      },
      {
        name: 'categories',
        label: 'دسته‌بندی‌ها',
        type: 'rows',
        items: couponCategoryFields,
        reference: 'categories',
        rules: { max: 200 },
        hint: 'اگر دسته‌ای تعیین شود، تخفیف فقط روی کالاهای همان دسته‌ها اعمال می‌شود',
      },
      { name: 'coupon_type', label: 'منشأ', type: 'select', options: COUPON_ORIGINS, readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'title', label: 'عنوان', sortable: true, card: 'title' },
      { name: 'code', label: 'کد', card: 'field' },
      { name: 'type', label: 'نوع', type: 'select' },
      { name: 'amount', label: 'مقدار', type: 'number', align: 'end', card: 'field' },
      { name: 'start_date', label: 'شروع', type: 'datetime', sortable: true },
      { name: 'end_date', label: 'پایان', type: 'datetime', sortable: true, card: 'field' },
      { name: 'total_usage', label: 'استفاده شده', type: 'number', align: 'end' },
      { name: 'customers_count', label: 'مشتریان', type: 'number', align: 'end' },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      { name: 'coupon_type', label: 'منشأ', type: 'select', options: COUPON_ORIGINS },
      { name: 'type', label: 'نوع تخفیف', type: 'select', options: COUPON_KINDS },
    ],
    sortKeys: ['id', 'title', 'start_date', 'end_date', 'created_at'],
    perPage: 15,
    searchField: 'code',
  }),
]);
