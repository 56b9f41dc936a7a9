import {
  DASHBOARD_WIDGET_ALIASES,
  DASHBOARD_WIDGETS,
  type DashboardKey,
  extraPermission,
} from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { refused } from '../http/errors.ts';
import { dashboardService } from '../services/dashboard/index.ts';
import { siteViewsOfDay } from '../services/dashboard/site-views-day.ts';

/** The dashboard needs `report`, as every Shopit report does. */
const PERMISSION = extraPermission('report');

/**
 * GET admin/dashboard (every key of shopit-contract.md f) and GET admin/dashboards/<camelName> for
 * each key alone (`{<key>: value}`), Shopit's spellings included (`orderByStatus`).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const dashboard = dashboardService(app.ctx.db, app.ctx.clock);
  app.get('/admin/dashboard', { config: { permission: PERMISSION } }, async () => ok(await dashboard.all()));

  const names: [string, DashboardKey][] = [
    ...DASHBOARD_WIDGETS.map((w): [string, DashboardKey] => [w.name, w.key]),
    ...Object.entries(DASHBOARD_WIDGET_ALIASES),
  ];
  for (const [name, key] of names) {
    app.get(`/admin/dashboards/${name}`, { config: { permission: PERMISSION } }, async () =>
      ok({ [key]: await dashboard.piece(key) }),
    );
  }

  // Shopit's SiteViewController (shopit-contract.md c, "Reports"): the views per Tehran day of the
  // last 30 days, and one day's views hour by hour.
  app.get('/admin/siteviews', { config: { permission: PERMISSION } }, async () =>
    ok({ siteviews: await dashboard.piece('site_views') }),
  );
  app.get<{ Params: { date: string } }>(
    '/admin/siteviews/:date',
    { config: { permission: PERMISSION } },
    async (request) => {
      const { date } = request.params;
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
      if (!valid || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
        throw refused('invalid_date', 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.', 'date');
      return ok({ siteviews: await siteViewsOfDay(app.ctx.db, date) });
    },
  );
}
