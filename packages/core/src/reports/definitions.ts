import { createdAtFilter } from '../registry/resources/common.ts';
import type { ColumnDef, FilterDef } from '../registry/types.ts';

/**
 * One admin report: its screen (a route of `reportsRoutes`), its endpoint and answer key, the columns
 * of its rows (Persian headers of the screen, the CLI table and the CSV/Excel download) and its
 * filters. Every report needs the `report` permission and takes Jalali dates in Tehran time.
 */
export interface ReportDef {
  name: 'visit' | 'visitDay' | 'customers' | 'products' | 'varieties' | 'wallets' | 'orders';
  /** The route (`reports.<name>`) that shows it. */
  route: string;
  title: string;
  /** Path under the API root; `{date}` is a Jalali day written 1404-08-01. */
  endpoint: string;
  /** The key of the rows in the envelope's data: a Laravel paginator when `perPage` is set, else an array. */
  rowsKey: string;
  perPage?: number;
  columns: readonly ColumnDef[];
  filters: readonly FilterDef[];
}

/** `report_mini_product`: which sales count (Shopit's 0 online, 1 in-person, 2 both). */
export const REPORT_SALE_CHANNELS = [
  { value: 0, label: 'فروش اینترنتی' },
  { value: 1, label: 'فروش حضوری' },
  { value: 2, label: 'هر دو' },
] as const;

/** The periods of the orders report: a year by months, a month by days, a week by days. */
export const REPORT_ORDER_PERIODS = [
  { value: 'year', label: 'سالانه' },
  { value: 'month', label: 'ماهانه' },
  { value: 'week', label: 'هفتگی' },
] as const;

export type ReportPeriodType = (typeof REPORT_ORDER_PERIODS)[number]['value'];

const dateRange: FilterDef = { ...createdAtFilter, label: 'بازه تاریخ' };
const channel: FilterDef = {
  name: 'report_mini_product',
  label: 'نوع فروش',
  type: 'select',
  options: REPORT_SALE_CHANNELS,
};
const money = (name: string, label: string): ColumnDef => ({ name, label, type: 'price', align: 'end' });
const count = (name: string, label: string): ColumnDef => ({ name, label, type: 'number', align: 'end' });

/** Every report of the admin, in menu order. */
export const REPORTS: readonly ReportDef[] = [
  {
    name: 'visit',
    route: 'reports.visit',
    title: 'گزارش بازدید',
    endpoint: 'admin/reports/visit',
    rowsKey: 'visits',
    columns: [
      { name: 'date', label: 'تاریخ' },
      count('views', 'بازدید'),
      count('visitors', 'بازدیدکننده یکتا'),
    ],
    filters: [dateRange],
  },
  {
    name: 'visitDay',
    route: 'reports.visitDay',
    title: 'گزارش بازدید روزانه',
    endpoint: 'admin/reports/visit/{date}',
    rowsKey: 'hours',
    columns: [count('hour', 'ساعت'), count('views', 'بازدید'), count('visitors', 'بازدیدکننده یکتا')],
    filters: [],
  },
  {
    name: 'customers',
    route: 'reports.customers',
    title: 'گزارش مشتریان',
    endpoint: 'admin/reports/customers',
    rowsKey: 'reports',
    perPage: 50,
    columns: [
      { name: 'customer_id', label: 'شناسه مشتری', type: 'number', align: 'end' },
      { name: 'name', label: 'نام مشتری' },
      { name: 'mobile', label: 'موبایل' },
      count('orders_count', 'تعداد سفارش'),
      count('items_quantity', 'تعداد کالا'),
      money('total', 'مجموع خرید'),
      { name: 'last_order_at', label: 'آخرین خرید', type: 'datetime' },
    ],
    filters: [
      { ...dateRange, label: 'تاریخ خرید' },
      { name: 'customer_id', label: 'شناسه مشتری', type: 'number' },
      { name: 'province', label: 'استان', type: 'reference', reference: 'provinces' },
      {
        name: 'gender',
        label: 'جنسیت',
        type: 'select',
        options: [
          { value: 'male', label: 'مرد' },
          { value: 'female', label: 'زن' },
        ],
      },
      { name: 'category_id', label: 'دسته‌بندی', type: 'reference', reference: 'categories' },
      { name: 'brand_id', label: 'برند', type: 'reference', reference: 'brands' },
      { name: 'min_total', label: 'حداقل مجموع خرید', type: 'number' },
      { name: 'max_total', label: 'حداکثر مجموع خرید', type: 'number' },
      { name: 'min_count', label: 'حداقل تعداد سفارش', type: 'number' },
      { name: 'max_count', label: 'حداکثر تعداد سفارش', type: 'number' },
    ],
  },
  {
    name: 'products',
    route: 'reports.products',
    title: 'گزارش فروش محصولات',
    endpoint: 'admin/reports/products',
    rowsKey: 'reports',
    perPage: 50,
    columns: [
      { name: 'product_id', label: 'شناسه محصول', type: 'number', align: 'end' },
      { name: 'title', label: 'محصول' },
      { name: 'sku', label: 'کد انبار' },
      count('sell_quantity', 'تعداد فروش'),
      money('total_sale', 'مبلغ فروش'),
    ],
    filters: [
      dateRange,
      channel,
      { name: 'search', label: 'جستجو', type: 'search' },
      { name: 'category_id', label: 'دسته‌بندی', type: 'reference', reference: 'categories' },
      { name: 'brand_id', label: 'برند', type: 'reference', reference: 'brands' },
    ],
  },
  {
    name: 'varieties',
    route: 'reports.varieties',
    title: 'گزارش تنوع‌ها',
    endpoint: 'admin/reports/varieties',
    rowsKey: 'variety_reports',
    columns: [
      { name: 'variety.id', label: 'شناسه تنوع', type: 'number', align: 'end' },
      { name: 'variety.product_title', label: 'محصول' },
      { name: 'variety.title', label: 'تنوع' },
      { name: 'variety.sku', label: 'کد انبار' },
      count('quantity', 'تعداد فروش'),
      money('total', 'مبلغ فروش'),
    ],
    filters: [{ name: 'product_id', label: 'شناسه محصول', type: 'number' }, channel, dateRange],
  },
  {
    name: 'wallets',
    route: 'reports.wallets',
    title: 'گزارش کیف پول',
    endpoint: 'admin/reports/wallets',
    rowsKey: 'wallets',
    perPage: 50,
    columns: [
      { name: 'customer_id', label: 'شناسه مشتری', type: 'number', align: 'end' },
      { name: 'name', label: 'نام مشتری' },
      { name: 'mobile', label: 'موبایل' },
      money('balance', 'موجودی'),
      money('gift_balance', 'موجودی هدیه'),
      money('deposits', 'واریز در بازه'),
      money('withdrawals', 'برداشت در بازه'),
    ],
    filters: [
      dateRange,
      { name: 'start_amount', label: 'حداقل موجودی', type: 'number' },
      { name: 'end_amount', label: 'حداکثر موجودی', type: 'number' },
      { name: 'search', label: 'جستجو', type: 'search' },
    ],
  },
  {
    name: 'orders',
    route: 'reports.orders',
    title: 'گزارش سفارش‌ها',
    endpoint: 'admin/reports/orders',
    rowsKey: 'data',
    columns: [
      { name: 'label', label: 'بازه' },
      { name: 'start', label: 'از', type: 'date' },
      count('orders_count', 'سفارش اینترنتی'),
      count('items_quantity', 'تعداد کالا'),
      money('total_amount', 'مبلغ سفارش‌های اینترنتی'),
      count('mini_orders_count', 'فروش حضوری'),
      money('mini_total', 'مبلغ فروش حضوری'),
    ],
    filters: [
      { name: 'type', label: 'دوره', type: 'select', options: REPORT_ORDER_PERIODS },
      { name: 'offset', label: 'چند دوره پیش', type: 'number' },
    ],
  },
];

/** The report with this name. */
export function getReport(name: ReportDef['name']): ReportDef {
  const report = REPORTS.find((entry) => entry.name === name);
  if (!report) throw new Error(`no report ${name}`);
  return report;
}
