import { DASHBOARD_WIDGETS, type DashboardData, type SalesFigure } from '@shop-admin/core';
import { count, toman } from './format.ts';

const labelOf = (key: string) => DASHBOARD_WIDGETS.find((w) => w.key === key)?.label ?? key;

/** What customers paid for a period's successful orders: lines plus shipping minus order discounts. */
const paid = (f: SalesFigure) => f.amount + f.shipping_amount - f.discount_amount;

function SalesCard({ widget, figure }: { widget: string; figure: SalesFigure }) {
  return (
    <div className="stat-card" data-widget={widget}>
      <span className="stat-label">{labelOf(widget)}</span>
      <span className="stat-value">
        {toman(paid(figure))} <small>تومان</small>
      </span>
      <span className="stat-detail">
        {count(figure.quantity)} کالا · ارسال {toman(figure.shipping_amount)} · تخفیف{' '}
        {toman(figure.discount_amount)}
      </span>
    </div>
  );
}

/** Today's and this Jalali month's sales, today's and all successful orders. */
export function SalesCards({ data }: { data: DashboardData }) {
  return (
    <>
      <SalesCard widget="sales_amount_by_today" figure={data.sales_amount_by_today} />
      <SalesCard widget="sales_amount_by_month" figure={data.sales_amount_by_month} />
      <div className="stat-card" data-widget="today_orders_count">
        <span className="stat-label">{labelOf('today_orders_count')}</span>
        <span className="stat-value">{count(data.today_orders_count)}</span>
        <span className="stat-detail">همه سفارش‌های موفق: {count(data.orders_count)}</span>
      </div>
    </>
  );
}
