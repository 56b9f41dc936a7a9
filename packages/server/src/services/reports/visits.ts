import { dayHours, jalaliDays, type ReportPeriod, readDayInput, toJalali } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { num, periodBucket, rowsOf, spanOf } from './common.ts';

/** One row of the visit reports. */
export interface VisitRow {
  date: string;
  label: string;
  views: number;
  visitors: number;
}

/** Days shown when no range is asked for: the last 30, today included. */
const DEFAULT_DAYS = 30;

async function countByPeriod(db: Db, periods: ReportPeriod[]) {
  const span = spanOf(periods);
  const rows = await rowsOf<{ bucket: number; views: string; visitors: string }>(
    db,
    sql`select ${periodBucket(sql`created_at`, periods)} as bucket, count(*) as views,
          count(distinct visitor) as visitors
        from visits
        where created_at >= ${span.start?.toISOString()} and created_at < ${span.end?.toISOString()}
        group by 1`,
  );
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  const [total] = await rowsOf<{ views: string; visitors: string }>(
    db,
    sql`select count(*) as views, count(distinct visitor) as visitors from visits
        where created_at >= ${span.start?.toISOString()} and created_at < ${span.end?.toISOString()}`,
  );
  const items: VisitRow[] = periods.map((period, index) => {
    const row = byBucket.get(index + 1);
    return { date: period.date, label: period.label, views: num(row?.views), visitors: num(row?.visitors) };
  });
  return { items, sum_views: num(total?.views), sum_visitors: num(total?.visitors) };
}

/** A day through core's one rule: Jalali, or Gregorian from year 1900 (`2026-11-20` is not Jalali 2026). */
const readDay = (text: string | undefined, name: string) => {
  if (!text) return null;
  const read = readDayInput(text);
  if (!read.ok) throw validationFailed({ [name]: ['تاریخ وارد شده معتبر نیست.'] });
  return read.day.jalali;
};

/**
 * Visits by Tehran day between `start_date` and `end_date` (Jalali; default the last 30 days):
 * page views and distinct visitors per day, and for the whole range.
 */
export async function visitsByDay(db: Db, filters: Record<string, string>, now: Date) {
  const today = toJalali(now);
  const end = readDay(filters.end_date, 'end_date') ?? today;
  const defaultStart = toJalali(new Date(now.getTime() - (DEFAULT_DAYS - 1) * 86_400_000));
  const start = readDay(filters.start_date, 'start_date') ?? defaultStart;
  const days = jalaliDays(start, end);
  if (!days) throw validationFailed({ end_date: ['بازه تاریخ باید رو به جلو و حداکثر ۴۰۰ روز باشد.'] });
  const { items, sum_views, sum_visitors } = await countByPeriod(db, days);
  return { visits: items, sum_views, sum_visitors };
}

/** Visits of one Tehran day (`1404-08-01`, `1404/08/01`, or Gregorian `2026-11-20`) by hour; `date` answers it in Jalali. */
export async function visitsByHour(db: Db, dateText: string) {
  const date = readDay(decodeURIComponent(dateText), 'date');
  if (!date) throw validationFailed({ date: ['تاریخ وارد شده معتبر نیست.'] });
  const hours = dayHours(date);
  const { items, sum_views, sum_visitors } = await countByPeriod(db, hours);
  return {
    date: hours[0]?.date ?? '',
    hours: items.map((row, hour) => ({ hour, label: row.label, views: row.views, visitors: row.visitors })),
    sum_views,
    sum_visitors,
  };
}
