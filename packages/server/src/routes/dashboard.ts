import {
  DASHBOARD_WIDGET_ALIASES,
  DASHBOARD_WIDGETS,
  type DashboardKey,
  extraPermission,
} from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { dashboardService } from '../services/dashboard/index.ts';

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
}
