export { type DashboardPeriods, dashboardPeriods, type InstantRange, type ShopDay } from './periods.ts';
export { visitFields } from './visit-form.ts';
export {
  DASHBOARD_KEYS,
  DASHBOARD_LIMITS,
  DASHBOARD_WIDGET_ALIASES,
  DASHBOARD_WIDGETS,
  type DashboardData,
  type DashboardKey,
  type DashboardOrder,
  type DashboardWidgetDef,
  dashboardKeyOf,
  SALES_FIGURE_LABELS,
  type SalesFigure,
  type StatusCounts,
} from './widgets.ts';
