import { type ReportDef, toPersianDigits } from '@shop-admin/core';

type Row = Record<string, unknown>;

/** A report row's value of a column (`variety.title` reads a nested object). */
export const cellOf = (row: Row, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);

/** What a report's chart draws: the label of a row and one or two series of its columns. */
export interface ChartSpec {
  kind: 'line' | 'bar';
  label: (row: Row) => string;
  series: readonly { column: string; label: string }[];
  /** Periods keep their own order (a time axis); ranked reports chart the table's order. */
  timeline: boolean;
  /** At most this many rows are drawn (the top of a ranked report). */
  limit: number;
}

const text = (value: unknown) => toPersianDigits(String(value ?? ''));

/** The chart of each report. */
export const CHARTS: Record<ReportDef['name'], ChartSpec> = {
  visit: {
    kind: 'line',
    label: (row) => text(row.date),
    series: [
      { column: 'views', label: 'بازدید' },
      { column: 'visitors', label: 'بازدیدکننده یکتا' },
    ],
    timeline: true,
    limit: 400,
  },
  visitDay: {
    kind: 'bar',
    label: (row) => text(row.label),
    series: [
      { column: 'views', label: 'بازدید' },
      { column: 'visitors', label: 'بازدیدکننده یکتا' },
    ],
    timeline: true,
    limit: 24,
  },
  customers: {
    kind: 'bar',
    label: (row) => String(row.name || text(row.mobile)),
    series: [{ column: 'total', label: 'مجموع خرید (تومان)' }],
    timeline: false,
    limit: 15,
  },
  products: {
    kind: 'bar',
    label: (row) => String(row.title ?? ''),
    series: [{ column: 'total_sale', label: 'مبلغ فروش (تومان)' }],
    timeline: false,
    limit: 15,
  },
  varieties: {
    kind: 'bar',
    label: (row) =>
      `${String(cellOf(row, 'variety.product_title') ?? '')} · ${String(cellOf(row, 'variety.title') ?? '')}`,
    series: [{ column: 'quantity', label: 'تعداد فروش' }],
    timeline: false,
    limit: 15,
  },
  wallets: {
    kind: 'bar',
    label: (row) => String(row.name || text(row.mobile)),
    series: [
      { column: 'balance', label: 'موجودی (تومان)' },
      { column: 'gift_balance', label: 'موجودی هدیه (تومان)' },
    ],
    timeline: false,
    limit: 15,
  },
  orders: {
    kind: 'bar',
    label: (row) => text(row.label),
    series: [
      { column: 'total_amount', label: 'سفارش‌های اینترنتی (تومان)' },
      { column: 'mini_total', label: 'فروش حضوری (تومان)' },
    ],
    timeline: true,
    limit: 31,
  },
};

/** The table's sort: a column and its direction. */
export interface ReportSort {
  by: string | null;
  desc: boolean;
}

/** Rows in the table's order (numbers by value, text in Persian order); the same rule as the download. */
export function sortRows(rows: readonly Row[], sort: ReportSort): Row[] {
  const { by } = sort;
  if (!by) return [...rows];
  const sign = sort.desc ? -1 : 1;
  const collator = new Intl.Collator('fa');
  return [...rows].sort((a, b) => {
    const x = cellOf(a, by);
    const y = cellOf(b, by);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x ?? ''), String(y ?? ''));
  });
}

/** Persian labels of the sums a report answers beside its rows. */
export const SUM_LABELS: Record<string, string> = {
  sum_views: 'مجموع بازدید',
  sum_visitors: 'مجموع بازدیدکننده',
  sum_total: 'مجموع مبلغ',
  sum_orders: 'مجموع سفارش',
  sum_quantity: 'مجموع تعداد',
  sum_mini_orders: 'مجموع فروش حضوری',
  sum_mini_total: 'مبلغ فروش حضوری',
};
