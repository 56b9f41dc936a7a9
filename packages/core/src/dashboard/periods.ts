/**
 * The Tehran periods the dashboard counts in: today, this Jalali month and year, the days of this
 * Jalali week (Saturday first) and the last N days. Pure: the clock comes in as `now`.
 */
import { d2j, j2d, toGregorian } from 'jalaali-js';
import { SHOP_TIME_ZONE } from '../constants.ts';
import { jalaliWeekday } from '../jalali/calendar.ts';
import { fromJalali, jalaliDayRange, toJalali } from '../jalali/convert.ts';
import type { JalaliDate } from '../jalali/types.ts';

/** A half-open instant range `[start, end)`. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** One shop day with its Jalali date and its Gregorian date `YYYY-MM-DD` (the site-views key). */
export interface ShopDay extends InstantRange {
  jalali: JalaliDate;
  date: string;
}

/** Every range the dashboard needs, computed once per request. */
export interface DashboardPeriods {
  today: ShopDay;
  month: InstantRange;
  year: InstantRange;
  /** Jalali months 1..12 of this year. */
  yearMonths: InstantRange[];
  /** The 7 days of this Jalali week, Saturday first. */
  week: ShopDay[];
  /** The last `days` days, today included, oldest first. */
  lastDays: ShopDay[];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The shop day that is `offset` days from a Jalali date (negative goes back). */
function shiftedDay(from: JalaliDate, offset: number, timeZone: string): ShopDay {
  const { jy, jm, jd } = d2j(j2d(from.year, from.month, from.day) + offset);
  const { gy, gm, gd } = toGregorian(jy, jm, jd);
  return {
    ...jalaliDayRange(jy, jm, jd, { timeZone }),
    jalali: { year: jy, month: jm, day: jd },
    date: `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`,
  };
}

/** The first instant of a Jalali month; month 13 is Farvardin of the next year. */
function monthStart(year: number, month: number, timeZone: string): Date {
  return month > 12 ? fromJalali(year + 1, 1, 1, { timeZone }) : fromJalali(year, month, 1, { timeZone });
}

/**
 * The dashboard's periods at `now` in Tehran (or `options.timeZone`): today, this Jalali month, this
 * Jalali year and its 12 months, this week's 7 days from Saturday, and the last `days` days (default
 * 30). Throws a RangeError for an invalid date.
 */
export function dashboardPeriods(
  now: Date,
  options: { timeZone?: string; days?: number } = {},
): DashboardPeriods {
  const timeZone = options.timeZone ?? SHOP_TIME_ZONE;
  const days = options.days ?? 30;
  const today = toJalali(now, { timeZone });
  const weekday = jalaliWeekday(today.year, today.month, today.day);
  const yearMonths = Array.from({ length: 12 }, (_, i) => ({
    start: monthStart(today.year, i + 1, timeZone),
    end: monthStart(today.year, i + 2, timeZone),
  }));
  return {
    today: shiftedDay(today, 0, timeZone),
    month: {
      start: monthStart(today.year, today.month, timeZone),
      end: monthStart(today.year, today.month + 1, timeZone),
    },
    year: { start: monthStart(today.year, 1, timeZone), end: monthStart(today.year, 13, timeZone) },
    yearMonths,
    week: Array.from({ length: 7 }, (_, i) => shiftedDay(today, i - weekday, timeZone)),
    lastDays: Array.from({ length: days }, (_, i) => shiftedDay(today, i - days + 1, timeZone)),
  };
}
