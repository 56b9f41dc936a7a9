import { getReport, type ReportDef } from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCell } from '../src/services/export/format.ts';
import { reportColumns } from '../src/services/reports/export.ts';
import { readCsv, readXlsx, XLSX_TYPE } from './exports-read.ts';
import { REPORTS_NOW, type ReportShopIds, seedReportShop } from './reports-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;
let ids: ReportShopIds;
beforeAll(async () => {
  t = await createTestApp({ clock: () => REPORTS_NOW });
  staff = (await t.adminWith(['report'])).headers;
  ids = await seedReportShop(t.db);
});
afterAll(async () => t?.close());

/** One report download: the JSON report it must repeat, and one row written out by hand. */
interface ReportCase {
  title: string;
  report: ReportDef['name'];
  url: () => string;
  rows: number;
  /** A row of the sheet (1 = the first after the header) with its cells as Excel holds them. */
  sample: () => { row: number; cells: (string | number)[] };
}

const CASES: ReportCase[] = [
  {
    title: 'visits by day',
    report: 'visit',
    url: () => '/admin/reports/visit?start_date=1404/08/10&end_date=1404/08/11',
    rows: 2,
    sample: () => ({ row: 2, cells: ['1404/08/11', 3, 2] }),
  },
  {
    title: 'visits by hour of one day',
    report: 'visitDay',
    url: () => '/admin/reports/visit/1404-08-11',
    rows: 24,
    sample: () => ({ row: 14, cells: [13, 1, 1] }),
  },
  {
    title: 'customers',
    report: 'customers',
    url: () => '/admin/reports/customers',
    rows: 2,
    sample: () => ({
      row: 1,
      cells: [ids.c1, 'علی رضایی', '09120000001', 2, 4, 380_000, '1404/08/11 10:00:00'],
    }),
  },
  {
    title: 'products (online and in person)',
    report: 'products',
    url: () => '/admin/reports/products?report_mini_product=2',
    rows: 2,
    sample: () => ({ row: 1, cells: [ids.p1, 'کیف چرمی', 'P1', 4, 410_000] }),
  },
  {
    title: 'varieties of a product',
    report: 'varieties',
    url: () => `/admin/reports/varieties?product_id=${ids.p1}&report_mini_product=2`,
    rows: 2,
    sample: () => ({ row: 1, cells: [ids.v1a, 'کیف چرمی', 'مشکی', 'P1-A', 3, 290_000] }),
  },
  {
    title: 'wallets',
    report: 'wallets',
    url: () => '/admin/reports/wallets?start_date=1404/08/01&end_date=1404/08/30',
    rows: 2,
    sample: () => ({ row: 1, cells: [ids.c1, 'علی رضایی', '09120000001', 550_000, 0, 600_000, 100_000] }),
  },
  {
    title: 'orders by month of the year',
    report: 'orders',
    url: () => '/admin/reports/orders?type=year',
    rows: 12,
    sample: () => ({ row: 8, cells: ['آبان', '1404/08/01', 3, 8, 580_000, 1, 40_000] }),
  },
  {
    title: 'orders by day of the month',
    report: 'orders',
    url: () => '/admin/reports/orders?type=month',
    rows: 30,
    sample: () => ({ row: 10, cells: ['1404/08/10', '1404/08/10', 1, 3, 250_000, 0, 0] }),
  },
  {
    title: 'orders by day of a week',
    report: 'orders',
    url: () => '/admin/reports/orders?type=week&offset=1',
    rows: 7,
    sample: () => ({ row: 2, cells: ['یکشنبه 1404/08/11', '1404/08/11', 1, 1, 130_000, 1, 40_000] }),
  },
];

const get = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...staff, ...(accept ? { accept } : {}) } });

/** The rows the JSON report shows: the answer's rows key, a plain list or a Laravel page. */
async function jsonRows(url: string, report: ReportDef): Promise<Record<string, unknown>[]> {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const value = res.json().data[report.rowsKey];
  return Array.isArray(value) ? value : value.data;
}

const withExport = (url: string, format: 'csv' | 'xlsx') =>
  `${url}${url.includes('?') ? '&' : '?'}export=${format}`;

describe('every report downloads as CSV and Excel, cell for cell as its JSON', () => {
  it.each(CASES.map((c) => [c.title, c] as const))('%s', async (_title, c) => {
    const report = getReport(c.report);
    const columns = reportColumns(report);
    const header = report.columns.map((column) => column.label);
    const json = await jsonRows(c.url(), report);
    expect(json).toHaveLength(c.rows);
    const expected = json.map((row) => columns.map((column) => exportCell(row, column)));

    const csvRes = await get(withExport(c.url(), 'csv'));
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRes.headers['content-disposition']).toContain(`report-${report.name}-`);
    const csv = readCsv(csvRes.body);
    expect(csv).toEqual([header, ...expected.map((row) => row.map(String))]);

    const xlsxRes = await get(c.url(), 'x-xlsx');
    expect(xlsxRes.headers['content-type']).toBe(XLSX_TYPE);
    const { sheet, rows } = await readXlsx(xlsxRes.rawPayload);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    // Empty cells are not written; read them back as the empty text the CSV holds.
    const cells = rows.map((row) => header.map((_, i) => row[i] ?? ''));
    expect(cells).toEqual([header, ...expected]);

    const sample = c.sample();
    expect(cells[sample.row]).toEqual(sample.cells);
  });
});

describe('a report download in the order of the screen', () => {
  it('sorts by sort_by / sort_desc (a report column), numbers by value, and ignores other keys', async () => {
    const url = '/admin/reports/orders?type=month';
    const report = getReport('orders');
    const json = await jsonRows(url, report);
    const counts = (rows: string[][]) => rows.slice(1).map((row) => Number(row[2]));
    const desc = readCsv((await get(`${url}&sort_by=orders_count&sort_desc=1&export=csv`)).body);
    expect(counts(desc)).toEqual(json.map((row) => Number(row.orders_count)).sort((a, b) => b - a));
    const asc = readCsv((await get(`${url}&sort_by=orders_count&export=csv`)).body);
    expect(counts(asc)).toEqual([...counts(desc)].reverse().sort((a, b) => a - b));
    // An unknown key keeps the report's own order (and is no filter).
    const own = readCsv((await get(`${url}&sort_by=nope&sort_desc=1&export=csv`)).body);
    expect(own.slice(1).map((row) => row[0])).toEqual(json.map((row) => row.label));
  });
});
