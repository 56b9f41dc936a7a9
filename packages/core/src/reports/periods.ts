import { jalaliMonthLength, jalaliWeekday } from '../jalali/calendar.ts';
import { fromJalali, jalaliDayRange, toJalali } from '../jalali/convert.ts';
import { formatJalali, JALALI_MONTH_NAMES, JALALI_WEEKDAY_NAMES } from '../jalali/format.ts';
import type { JalaliDate } from '../jalali/types.ts';
import type { ReportPeriodType } from './definitions.ts';

/** One row's time span of a report: `[start, end)` instants of Tehran days, with a Persian label. */
export interface ReportPeriod {
  label: string;
  /** The first Jalali day, `1404/08/01` (Latin digits, for machines and links). */
  date: string;
  start: Date;
  end: Date;
}

/** At most this many days in a daily report (a year and a bit). */
export const REPORT_MAX_DAYS = 400;

const dateText = (date: JalaliDate) =>
  `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;

const dayPeriod = (date: JalaliDate, label?: string): ReportPeriod => {
  const { start, end } = jalaliDayRange(date.year, date.month, date.day);
  return { label: label ?? dateText(date), date: dateText(date), start, end };
};

/** The Jalali day after `date` (Tehran). */
export const nextJalaliDay = (date: JalaliDate): JalaliDate =>
  toJalali(jalaliDayRange(date.year, date.month, date.day).end);

/** Every Tehran day from `from` to `to`, both included; null when the range is reversed or too long. */
export function jalaliDays(from: JalaliDate, to: JalaliDate): ReportPeriod[] | null {
  const days: ReportPeriod[] = [];
  const last = dateText(to);
  for (let day = from; days.length <= REPORT_MAX_DAYS; day = nextJalaliDay(day)) {
    days.push(dayPeriod(day));
    if (dateText(day) === last) return days;
    if (dateText(day) > last) return null;
  }
  return null;
}

/** The 24 hours of one Tehran day, labelled `00:00` … `23:00`. */
export function dayHours(date: JalaliDate): ReportPeriod[] {
  const { end } = jalaliDayRange(date.year, date.month, date.day);
  return Array.from({ length: 24 }, (_, hour) => {
    const start = fromJalali(date.year, date.month, date.day, { hour });
    const next = hour === 23 ? end : fromJalali(date.year, date.month, date.day, { hour: hour + 1 });
    return { label: `${String(hour).padStart(2, '0')}:00`, date: dateText(date), start, end: next };
  });
}

/**
 * The rows of the orders report: `year` is the Jalali year `offset` years back by its 12 months,
 * `month` the month `offset` months back by its days, `week` the Iranian week (Saturday to Friday)
 * `offset` weeks back by its days. `now` is injected.
 */
export function orderReportPeriods(
  type: ReportPeriodType,
  offset: number,
  now: Date,
): { title: string; periods: ReportPeriod[] } {
  const today = toJalali(now);
  if (type === 'year') {
    const year = today.year - offset;
    const periods = JALALI_MONTH_NAMES.map((name, index) => {
      const month = index + 1;
      const start = fromJalali(year, month, 1);
      const end = month === 12 ? fromJalali(year + 1, 1, 1) : fromJalali(year, month + 1, 1);
      return { label: name, date: dateText({ year, month, day: 1 }), start, end };
    });
    return { title: `سال ${formatJalali(periods[0]?.start ?? now, 'YYYY')}`, periods };
  }
  if (type === 'month') {
    const index = today.year * 12 + (today.month - 1) - offset;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const periods = Array.from({ length: jalaliMonthLength(year, month) }, (_, i) =>
      dayPeriod({ year, month, day: i + 1 }),
    );
    return { title: formatJalali(periods[0]?.start ?? now, 'MMMM YYYY'), periods };
  }
  // The week's Saturday: back over today's weekday, then `offset` whole weeks.
  const back = jalaliWeekday(today.year, today.month, today.day) + 7 * offset;
  // Noon of today, `back` days of 24 h earlier: a DST shift moves it an hour, never off its day.
  const noon = jalaliDayRange(today.year, today.month, today.day).start.getTime() + 12 * 3_600_000;
  let day = toJalali(new Date(noon - back * 86_400_000));
  const periods: ReportPeriod[] = [];
  for (let i = 0; i < 7; i += 1) {
    periods.push(dayPeriod(day, `${JALALI_WEEKDAY_NAMES[i] ?? ''} ${dateText(day)}`));
    day = nextJalaliDay(day);
  }
  return { title: `هفته ${formatJalali(periods[0]?.start ?? now, 'YYYY/MM/DD')}`, periods };
}
