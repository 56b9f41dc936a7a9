import { getReport, type ReportDef } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope.ts';
import { laravelPage, readPageRequest } from '../http/paginate.ts';
import { pagePath, routePermission } from '../http/route-kit.ts';
import { customersReport } from '../services/reports/customers.ts';
import { reportExport } from '../services/reports/export.ts';
import { ordersReport } from '../services/reports/orders.ts';
import { productsReport } from '../services/reports/products.ts';
import { varietiesReport } from '../services/reports/varieties.ts';
import { visitsByDay, visitsByHour } from '../services/reports/visits.ts';
import { walletsReport } from '../services/reports/wallets.ts';

type Query = { Querystring: Record<string, unknown> };
const CONTROL_KEYS = new Set(['page', 'per_page', 'all', 'export', 'sort_by', 'sort_desc']);
/** Every report is guarded like the reports screen. */
const config = { permission: routePermission('reports.visit') };

/** The query's filters as strings (paging and export keys left out). */
const filtersOf = (request: FastifyRequest): Record<string, string> => {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (!CONTROL_KEYS.has(key) && typeof value === 'string') filters[key] = value;
  }
  return filters;
};

/** Page and Laravel paginator of a paged report. */
function paging(request: FastifyRequest, report: ReportDef) {
  const page = readPageRequest(request.query as Record<string, unknown>, report.perPage ?? 50);
  const limit = { limit: page.perPage, offset: (page.page - 1) * page.perPage };
  const paginate = <T>(items: T[], total: number) =>
    laravelPage(items, total, page, {
      path: pagePath(request),
      query: request.query as Record<string, unknown>,
    });
  return { limit, paginate };
}

/**
 * The reports (permission `report`, shopit-contract.md c "Reports"): visits by day and by hour,
 * customers, product and variety sales, wallets, orders per Jalali period. Jalali dates in Tehran
 * time; each also downloads as CSV or Excel (`Accept: x-xlsx`, `Accept: text/csv`, `?export=`).
 */
export async function reportsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<Query>('/admin/reports/visit', { config }, async (request, reply) => {
    const now = app.ctx.clock();
    const result = await visitsByDay(db, filtersOf(request), now);
    return (
      (await reportExport(request, reply, getReport('visit'), async () => result.visits, now)) ?? ok(result)
    );
  });

  app.get<{ Params: { date: string }; Querystring: Record<string, unknown> }>(
    '/admin/reports/visit/:date',
    {
      config,
      schema: { params: { type: 'object', properties: { date: { type: 'string', maxLength: 40 } } } },
    },
    async (request, reply) => {
      const result = await visitsByHour(db, request.params.date);
      const rows = async () => result.hours;
      return (await reportExport(request, reply, getReport('visitDay'), rows, app.ctx.clock())) ?? ok(result);
    },
  );

  app.get<Query>('/admin/reports/customers', { config }, async (request, reply) => {
    const report = getReport('customers');
    const filters = filtersOf(request);
    const all = async () => (await customersReport(db, filters, null)).items;
    const download = await reportExport(request, reply, report, all, app.ctx.clock());
    if (download) return download;
    const { limit, paginate } = paging(request, report);
    const { items, total, ...sums } = await customersReport(db, filters, limit);
    return ok({ reports: paginate(items, total), ...sums });
  });

  app.get<Query>('/admin/reports/products', { config }, async (request, reply) => {
    const report = getReport('products');
    const filters = filtersOf(request);
    const all = async () => (await productsReport(db, filters, null)).items;
    const download = await reportExport(request, reply, report, all, app.ctx.clock());
    if (download) return download;
    const { limit, paginate } = paging(request, report);
    const { items, total, ...sums } = await productsReport(db, filters, limit);
    return ok({ reports: paginate(items, total), ...sums });
  });

  app.get<Query>('/admin/reports/varieties', { config }, async (request, reply) => {
    const result = await varietiesReport(db, filtersOf(request));
    const rows = async () => result.variety_reports;
    return (await reportExport(request, reply, getReport('varieties'), rows, app.ctx.clock())) ?? ok(result);
  });

  app.get<Query>('/admin/reports/wallets', { config }, async (request, reply) => {
    const report = getReport('wallets');
    const filters = filtersOf(request);
    const all = async () => (await walletsReport(db, filters, null)).items;
    const download = await reportExport(request, reply, report, all, app.ctx.clock());
    if (download) return download;
    const { limit, paginate } = paging(request, report);
    const { items, total, ...sums } = await walletsReport(db, filters, limit);
    return ok({ wallets: paginate(items, total), ...sums });
  });

  app.get<Query>('/admin/reports/orders', { config }, async (request, reply) => {
    const now = app.ctx.clock();
    const result = await ordersReport(db, filtersOf(request), now);
    return (
      (await reportExport(request, reply, getReport('orders'), async () => result.data, now)) ?? ok(result)
    );
  });
}
