import {
  buildPath,
  type ColumnDef,
  normalizeLaravelPage,
  type QueryValue,
  REPORT_ORDER_PERIODS,
  REPORTS,
  type ReportDef,
  routeNamed,
  textDigits,
  toPersianDigits,
} from '@shop-admin/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useServices } from '../../app/services-context.tsx';
import { useUrlSearch } from '../../app/use-url-search.ts';
import { DownloadButtons } from '../generic/download/download-buttons.tsx';
import { formatValue } from '../generic/format-value.tsx';
import '../generic/generic.css';
import { ListFilters } from '../generic/list/list-filters.tsx';
import { filterKeys } from '../generic/list/list-params.ts';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { ReportTable } from './report-table.tsx';
import { CHARTS, cellOf, SUM_LABELS, sortRows } from './report-view.ts';
import './reports.css';

// Chart.js is its own chunk, loaded once a report is opened.
const ReportChart = lazy(() => import('./report-chart.tsx'));

type Row = Record<string, unknown>;
const PERIOD_KEYS = new Set(['type', 'offset']);
const dayParam = (date: unknown) => String(date ?? '').replaceAll('/', '-');
const visitDayPath = (date: unknown) => buildPath(routeNamed('reports.visitDay'), { date: dayParam(date) });

/** The report a route shows. */
const reportOf = (routeName: string): ReportDef | undefined =>
  REPORTS.find((report) => report.route === routeName);

/**
 * Every report screen, from core's report declaration: its chart (Chart.js, a chunk of its own), the
 * filters (Jalali range; the orders report's period kind and earlier/later period), the table sorted
 * by any column, the sums, and CSV / Excel of exactly what is shown (filters and sort). The visit
 * report opens a day by hour (a bar, a point or the day's cell).
 */
export function ReportScreen({ route, params }: ScreenProps) {
  const report = reportOf(route.name);
  if (!report) throw new Error(`no report for ${route.name}`);
  const { api } = useServices();
  const navigate = useNavigate();
  const [search, writeSearch] = useUrlSearch();
  const spec = CHARTS[report.name];

  const filters: Record<string, string> = {};
  for (const key of filterKeys(report)) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  const sortBy = search.get('sort_by');
  const sort = {
    by: sortBy && report.columns.some((column) => column.name === sortBy) ? sortBy : null,
    desc: search.get('sort_desc') === '1',
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const endpoint = report.endpoint.replace('{date}', encodeURIComponent(params.date ?? ''));
  const query: Record<string, QueryValue> = { ...filters, ...(report.perPage ? { page } : {}) };

  const answer = useQuery({
    queryKey: ['report', endpoint, query],
    queryFn: ({ signal }) => api.get<Record<string, unknown>>(endpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
  const data = answer.data ?? {};
  const list = data[report.rowsKey];
  const paged = report.perPage && list ? normalizeLaravelPage<Row>(list) : null;
  const rows = useMemo(
    () => (paged ? paged.items : Array.isArray(list) ? (list as Row[]) : []),
    [paged, list],
  );
  const { by: sortKey, desc: sortDesc } = sort;
  const shown = useMemo(() => sortRows(rows, { by: sortKey, desc: sortDesc }), [rows, sortKey, sortDesc]);
  const charted = useMemo(() => (spec.timeline ? rows : shown).slice(0, spec.limit), [spec, rows, shown]);
  const labels = useMemo(() => charted.map(spec.label), [charted, spec]);
  const values = useMemo(
    () => spec.series.map((series) => charted.map((row) => Number(cellOf(row, series.column) ?? 0))),
    [charted, spec],
  );

  const write = (patch: Record<string, string>) =>
    writeSearch((next) => {
      for (const [key, value] of Object.entries(patch))
        value === '' ? next.delete(key) : next.set(key, value);
      if (!('page' in patch)) next.delete('page');
    });
  // A second click on the same column sorts it the other way (read from the newest query: two quick
  // clicks are one sort each way, not the first sort twice).
  const onSort = (column: string) =>
    writeSearch((next) => {
      const desc = next.get('sort_by') === column && next.get('sort_desc') !== '1';
      next.set('sort_by', column);
      desc ? next.set('sort_desc', '1') : next.delete('sort_desc');
    });
  const openDay = (row: Row | undefined) => {
    if (row) void navigate(toRouterPath(visitDayPath(row.date)));
  };
  const cell =
    report.name === 'visit'
      ? (row: Row, column: ColumnDef) =>
          column.name === 'date' ? (
            <Link
              to={toRouterPath(visitDayPath(row.date))}
              aria-label={`بازدید ساعتی ${toPersianDigits(String(row.date))}`}
            >
              <bdi dir="ltr">{toPersianDigits(String(row.date))}</bdi>
            </Link>
          ) : undefined
      : undefined;
  const downloadQuery = {
    ...filters,
    ...(sort.by ? { sort_by: sort.by, sort_desc: sort.desc ? 1 : 0 } : {}),
  };
  const sums = Object.entries(data).filter(([key, value]) => SUM_LABELS[key] && typeof value === 'number');
  const heading =
    report.name === 'visitDay'
      ? // The server's answer names the day in Jalali, whichever calendar the link was written in.
        `${route.title} ${typeof data.date === 'string' ? toPersianDigits(data.date) : ''}`.trim()
      : report.name === 'orders' && typeof data.title === 'string'
        ? `${route.title}: ${textDigits(data.title)}`
        : route.title;

  return (
    <section className="screen report-screen" data-screen-kind="custom" data-report={report.name}>
      <header className="screen__header">
        <h1>{heading}</h1>
        {report.name === 'visitDay' ? (
          <Link className="button ghost" to={toRouterPath(routeNamed('reports.visit').path)}>
            بازگشت به بازدید روزانه
          </Link>
        ) : null}
        <DownloadButtons endpoint={endpoint} query={downloadQuery} />
      </header>
      {report.name === 'orders' ? <PeriodPicker search={search} onChange={write} /> : null}
      {report.filters.some((filter) => !PERIOD_KEYS.has(filter.name)) ? (
        <ListFilters
          resource={{ title: report.title, filters: report.filters.filter((f) => !PERIOD_KEYS.has(f.name)) }}
          values={filters}
          onChange={(key, value) => write({ [key]: value })}
          onClear={() => write(Object.fromEntries(filterKeys(report).map((key) => [key, ''])))}
        />
      ) : null}
      {answer.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری {report.title}…
        </div>
      ) : answer.isError ? (
        <div className="list-state list-state--error" role="alert">
          <p>{answer.error.message}</p>
          <button type="button" className="button" onClick={() => void answer.refetch()}>
            تلاش دوباره
          </button>
        </div>
      ) : (
        <>
          {sums.length ? (
            <dl className="report-sums">
              {sums.map(([key, value]) => (
                <div key={key}>
                  <dt>{SUM_LABELS[key]}</dt>
                  <dd>{formatValue(value, { type: key.includes('total') ? 'price' : 'number' })}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {rows.length === 0 ? (
            <div className="list-state" role="status">
              <p>در این بازه چیزی برای گزارش نیست.</p>
            </div>
          ) : (
            <>
              <Suspense
                fallback={<div className="report-chart" role="status" aria-label="در حال بارگذاری نمودار" />}
              >
                <ReportChart
                  spec={spec}
                  labels={labels}
                  values={values}
                  description={`نمودار ${report.title}: ${spec.series.map((s) => s.label).join(' و ')} برای ${toPersianDigits(labels.length)} ردیف؛ اعداد در جدول زیر آمده‌اند.`}
                  onPick={report.name === 'visit' ? (index) => openDay(charted[index]) : undefined}
                />
              </Suspense>
              <ReportTable report={report} rows={shown} sort={sort} onSort={onSort} cell={cell} />
            </>
          )}
          {paged ? <Pagination page={paged} onPage={(next) => write({ page: String(next) })} /> : null}
        </>
      )}
    </section>
  );
}

/** The orders report's period kind (year by months, month by days, week by days) and earlier/later. */
function PeriodPicker({
  search,
  onChange,
}: {
  search: URLSearchParams;
  onChange: (patch: Record<string, string>) => void;
}) {
  const type = search.get('type') ?? 'month';
  const offset = Math.max(0, Number(search.get('offset')) || 0);
  return (
    <nav className="report-periods" aria-label="دوره گزارش">
      {REPORT_ORDER_PERIODS.map((period) => (
        <button
          key={period.value}
          type="button"
          className="button ghost"
          aria-pressed={type === period.value}
          onClick={() => onChange({ type: period.value, offset: '' })}
        >
          {period.label}
        </button>
      ))}
      <span className="report-periods__step">
        <button
          type="button"
          className="button ghost"
          onClick={() => onChange({ offset: String(offset + 1) })}
        >
          دوره قبل
        </button>
        <button
          type="button"
          className="button ghost"
          disabled={offset === 0}
          onClick={() => onChange({ offset: offset > 1 ? String(offset - 1) : '' })}
        >
          دوره بعد
        </button>
      </span>
    </nav>
  );
}
