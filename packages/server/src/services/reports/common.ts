import { ORDER_SUCCESS_STATUSES, type ReportPeriod } from '@shop-admin/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { readDateFilter } from '../table-service.ts';

/**
 * A row of a raw query by the names it selects (`SqlRow<'n' | 'total'>`): a misspelt one fails
 * typechecking. Values are as the driver gives them (numbers, numeric strings, dates), read with `num`.
 */
export type SqlRow<Name extends string> = { readonly [K in Name]: unknown };

/** Rows of a raw query, whichever driver ran it. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Only these orders count as sales: paid and not cancelled (new, reserved, in_progress, delivered). */
export const successfulOrder = (status: AnyPgColumn | SQL): SQL =>
  sql`${status} in (${sql.join(
    ORDER_SUCCESS_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})`;

const invalid = (name: string, message: string) => validationFailed({ [name]: [message] });

/** `start_date`/`end_date` as Tehran day edges (Jalali, ISO or Unix); a bad date is a Persian 422. */
export function readRange(filters: Record<string, string>): { start: Date | null; end: Date | null } {
  const read = (name: 'start_date' | 'end_date', edge: 'start' | 'end') => {
    const text = filters[name];
    if (!text) return null;
    const date = readDateFilter(text, edge);
    if (!date) throw invalid(name, 'تاریخ وارد شده معتبر نیست.');
    return date;
  };
  const start = read('start_date', 'start');
  const end = read('end_date', 'end');
  if (start && end && start >= end) throw invalid('end_date', 'تاریخ پایان باید بعد از تاریخ شروع باشد.');
  return { start, end };
}

/** The range as SQL conditions on a timestamp column. */
export function rangeConditions(column: AnyPgColumn | SQL, range: { start: Date | null; end: Date | null }) {
  const conditions: SQL[] = [];
  if (range.start) conditions.push(sql`${column} >= ${range.start.toISOString()}`);
  if (range.end) conditions.push(sql`${column} < ${range.end.toISOString()}`);
  return conditions;
}

/** A non-negative integer filter, or null when absent; anything else is a Persian 422. */
export function readInteger(filters: Record<string, string>, name: string, label: string): number | null {
  const text = filters[name];
  if (text === undefined || text === '') return null;
  if (!/^\d{1,15}$/.test(text)) throw invalid(name, `${label} باید عدد صحیح باشد.`);
  return Number(text);
}

/** `report_mini_product`: 0 online (default), 1 in-person, 2 both. */
export function readChannel(filters: Record<string, string>): 0 | 1 | 2 {
  const text = filters.report_mini_product ?? '0';
  if (text !== '0' && text !== '1' && text !== '2') {
    throw invalid('report_mini_product', 'نوع فروش باید ۰ (اینترنتی)، ۱ (حضوری) یا ۲ (هر دو) باشد.');
  }
  return Number(text) as 0 | 1 | 2;
}

/**
 * The 1-based index of the period a timestamp falls in (`width_bucket` over the periods' edges), so
 * Tehran days, hours and Jalali months are grouped in one scan with no time zone data in the database.
 */
export function periodBucket(column: AnyPgColumn | SQL, periods: readonly ReportPeriod[]): SQL {
  const edges = [...periods.map((p) => p.start), periods.at(-1)?.end ?? new Date(0)];
  const literal = `{${edges.map((d) => `"${d.toISOString()}"`).join(',')}}`;
  return sql`width_bucket(${column}, ${literal}::timestamptz[])`;
}

/** The whole span of contiguous periods. */
export const spanOf = (periods: readonly ReportPeriod[]) => ({
  start: periods[0]?.start ?? null,
  end: periods.at(-1)?.end ?? null,
});

/** Numbers from aggregates (bigint and numeric arrive as strings). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
