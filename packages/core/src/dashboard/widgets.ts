/**
 * The dashboard's pieces (shopit-contract.md f, `GET admin/dashboard`): each key of the payload, the
 * camelCase name it is served alone under (`GET admin/dashboards/<name>`) and its Persian label.
 */

/** One piece of the dashboard. */
export interface DashboardWidgetDef {
  /** The key in `GET admin/dashboard`'s data. */
  key: DashboardKey;
  /** The path segment of `GET admin/dashboards/<name>`. */
  name: string;
  /** What staff read above it. */
  label: string;
}

/** The keys of the dashboard payload, in Shopit's order. */
export const DASHBOARD_KEYS = [
  'orders_count',
  'today_orders_count',
  'sales_amount_by_today',
  'sales_amount_by_month',
  'year_statistics',
  'gender_statistics',
  'logs',
  'orders_by_status',
  'last_logins',
  'last_orders',
  'contacts',
  'site_views',
  'comments',
] as const;

/** One key of the dashboard payload. */
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];

/** Every piece with its camelCase name and Persian label. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetDef[] = [
  { key: 'orders_count', name: 'ordersCount', label: 'سفارش‌های موفق' },
  { key: 'today_orders_count', name: 'todayOrdersCount', label: 'سفارش‌های امروز' },
  { key: 'sales_amount_by_today', name: 'salesAmountByToday', label: 'فروش امروز' },
  { key: 'sales_amount_by_month', name: 'salesAmountByMonth', label: 'فروش این ماه' },
  { key: 'year_statistics', name: 'yearStatistics', label: 'فروش ماه‌های امسال' },
  { key: 'gender_statistics', name: 'genderStatistics', label: 'جنسیت مشتریان' },
  { key: 'logs', name: 'logs', label: 'آخرین فعالیت‌ها' },
  { key: 'orders_by_status', name: 'ordersByStatus', label: 'سفارش‌های این هفته به تفکیک وضعیت' },
  { key: 'last_logins', name: 'lastLogins', label: 'آخرین ورودها' },
  { key: 'last_orders', name: 'lastOrders', label: 'آخرین سفارش‌ها' },
  { key: 'contacts', name: 'contacts', label: 'آخرین پیام‌های تماس' },
  { key: 'site_views', name: 'siteViews', label: 'بازدید سایت در ۳۰ روز گذشته' },
  { key: 'comments', name: 'comments', label: 'آخرین نظرها' },
];

/** Shopit's own spelling of some widget routes (`dashboards/orderByStatus`), kept as aliases. */
export const DASHBOARD_WIDGET_ALIASES: Readonly<Record<string, DashboardKey>> = {
  orderByStatus: 'orders_by_status',
};

/** The key served under `admin/dashboards/<name>` (camelCase name or Shopit alias), or null. */
export function dashboardKeyOf(name: string): DashboardKey | null {
  return DASHBOARD_WIDGETS.find((w) => w.name === name)?.key ?? DASHBOARD_WIDGET_ALIASES[name] ?? null;
}

/** How many rows the list pieces show (Shopit's numbers). */
export const DASHBOARD_LIMITS = {
  logs: 6,
  lastLogins: 4,
  lastOrders: 7,
  contacts: 5,
  comments: 6,
  siteViewDays: 30,
} as const;

/** Persian labels of the four sums of a sales figure. */
export const SALES_FIGURE_LABELS: Readonly<Record<keyof SalesFigure, string>> = {
  quantity: 'تعداد کالا',
  amount: 'مبلغ کالاها (تومان)',
  shipping_amount: 'هزینه ارسال (تومان)',
  discount_amount: 'تخفیف (تومان)',
};

/**
 * Sums over successful orders (new, reserved, in_progress, delivered) of a period: units sold (active
 * lines), the lines' amount after product discounts, shipping and order-level discounts, in Toman.
 * What customers paid is `amount + shipping_amount − discount_amount`.
 */
export interface SalesFigure {
  quantity: number;
  amount: number;
  shipping_amount: number;
  discount_amount: number;
}

/** Orders per status on one day (every order status, 0 when none). */
export type StatusCounts = Record<string, number>;

/** A parent order as the dashboard lists it. */
export interface DashboardOrder {
  id: number;
  status: string;
  receiver: string;
  total_amount: number;
  items_quantity: number;
  created_at: string;
  customer: { id: number; first_name: string | null; last_name: string | null; mobile: string } | null;
}

/** `GET admin/dashboard`'s data as the web and CLI read it (lists kept loose where other areas own the rows). */
export interface DashboardData {
  orders_count: number;
  today_orders_count: number;
  sales_amount_by_today: SalesFigure;
  sales_amount_by_month: SalesFigure;
  /** Jalali months 1..12 of the current year. */
  year_statistics: Record<string, SalesFigure>;
  gender_statistics: { males_count: number; females_count: number; unknowns_count: number };
  logs: Record<string, unknown>[];
  /** Days 1..7 of the current Jalali week, Saturday first. */
  orders_by_status: Record<string, StatusCounts>;
  last_logins: Record<string, unknown>[];
  last_orders: DashboardOrder[];
  contacts: Record<string, unknown>[];
  /** Views per Tehran day of the last 30 days, keyed by the day's Gregorian date `YYYY-MM-DD`, oldest first. */
  site_views: Record<string, number>;
  comments: {
    product_comments: Record<string, unknown>[];
    new_product_comments_count: number;
    blog_comments: Record<string, unknown>[];
    new_blog_comments_count: number;
  };
}
