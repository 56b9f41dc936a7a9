import { type DashboardData, type DashboardKey, dashboardPeriods } from '@shop-admin/core';
import type { Db } from '../../db/client.ts';
import { latestComments } from './comments.ts';
import { latestLogs } from './logs.ts';
import { lastOrders, ordersByStatus } from './orders.ts';
import { genderStatistics, lastLogins, latestContacts } from './people.ts';
import {
  ordersCount,
  salesAmountByMonth,
  salesAmountByToday,
  todayOrdersCount,
  yearStatistics,
} from './sales.ts';
import type { DashboardInput } from './shared.ts';
import { siteViews } from './site-views.ts';

/** How each key of the dashboard is computed. */
const PIECES: { [K in DashboardKey]: (input: DashboardInput) => Promise<DashboardData[K]> } = {
  orders_count: ordersCount,
  today_orders_count: todayOrdersCount,
  sales_amount_by_today: salesAmountByToday,
  sales_amount_by_month: salesAmountByMonth,
  year_statistics: yearStatistics,
  gender_statistics: genderStatistics,
  logs: latestLogs,
  orders_by_status: ordersByStatus,
  last_logins: lastLogins,
  last_orders: lastOrders,
  contacts: latestContacts,
  site_views: siteViews,
  comments: latestComments,
};

/** The dashboard's services over one database and clock. */
export function dashboardService(db: Db, clock: () => Date) {
  const input = (): DashboardInput => ({ db, periods: dashboardPeriods(clock()) });
  return {
    /** `GET admin/dashboard`: every key, computed from the live tables in Tehran days. */
    async all(): Promise<DashboardData> {
      const shared = input();
      const keys = Object.keys(PIECES) as DashboardKey[];
      const values = await Promise.all(keys.map((key) => PIECES[key](shared)));
      return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as unknown as DashboardData;
    },
    /** One key alone (`GET admin/dashboards/<name>`). */
    async piece<K extends DashboardKey>(key: K): Promise<DashboardData[K]> {
      return PIECES[key](input());
    },
  };
}
