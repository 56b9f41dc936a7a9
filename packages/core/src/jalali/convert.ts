/**
 * Instants ⇄ Jalali dates in a time zone (Asia/Tehran unless told otherwise). Shop dates are Tehran
 * dates: the day is read from the zone's wall clock, never from the host's local fields.
 */
import { toGregorian, toJalaali } from 'jalaali-js';
import { JALALI_YEAR_RANGE, SHOP_TIME_ZONE } from '../constants.ts';
import { assertValidJalaliDate } from './calendar.ts';
import type { JalaliDate, JalaliDayRange, JalaliTimeOptions, JalaliZoneOptions } from './types.ts';
import { instantOfWallClock, utcFromFields, type WallClock, wallClockAt } from './zone.ts';

/** The milliseconds of a Date, epoch number or date string; a RangeError when it is not a date. */
export function instantOf(date: Date | number | string): number {
  const instant = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Invalid date: ${String(date)}`);
  return instant;
}

/** The Jalali date of Gregorian wall-clock fields; a RangeError outside the supported years. */
export function jalaliOfWallClock(wall: WallClock): JalaliDate {
  try {
    const { jy, jm, jd } = toJalaali(wall.year, wall.month, wall.day);
    return { year: jy, month: jm, day: jd };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new RangeError(
      `Date ${wall.year}-${wall.month}-${wall.day} falls outside the supported Jalali years ${JALALI_YEAR_RANGE.min}..${JALALI_YEAR_RANGE.max}`,
      { cause: error },
    );
  }
}

/**
 * The Jalali date of an instant in a time zone (default Asia/Tehran): 2025-03-20T21:00Z is 1404/1/1
 * in Tehran but 1403/12/30 in UTC. Throws a RangeError for an invalid date or one outside the Jalali
 * years -61..3177.
 */
export function toJalali(date: Date | number | string, options?: JalaliZoneOptions): JalaliDate {
  return jalaliOfWallClock(wallClockAt(instantOf(date), options?.timeZone ?? SHOP_TIME_ZONE));
}

/** The Jalali date of `now` in the shop's zone (or `options.timeZone`); the clock is injected. */
export function todayJalali(now: Date, options?: JalaliZoneOptions): JalaliDate {
  return toJalali(now, options);
}

function assertTimePart(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`Invalid ${name} ${value}: expected an integer 0..${max}`);
  }
}

/**
 * The instant of a Jalali wall-clock time in a zone (default Asia/Tehran, midnight). The zone's offset
 * comes from Intl for that instant, so historical daylight saving time is right; a time skipped by a
 * clock change gives the first instant after the gap. Throws a RangeError for an invalid date (month
 * 13, day 32, 30 Esfand of a common year), a year outside -61..3177 or a time part out of range.
 */
export function fromJalali(year: number, month: number, day: number, options?: JalaliTimeOptions): Date {
  assertValidJalaliDate(year, month, day);
  const hour = options?.hour ?? 0;
  const minute = options?.minute ?? 0;
  const second = options?.second ?? 0;
  assertTimePart('hour', hour, 23);
  assertTimePart('minute', minute, 59);
  assertTimePart('second', second, 59);
  const { gy, gm, gd } = toGregorian(year, month, day);
  const wall = { year: gy, month: gm, day: gd, hour, minute, second };
  return new Date(instantOfWallClock(wall, options?.timeZone ?? SHOP_TIME_ZONE));
}

/**
 * One Jalali day in a zone (default Asia/Tehran) as the half-open range `[start, end)`: its first
 * instant and the next day's, for date filters and daily reports. Throws like `fromJalali`.
 */
export function jalaliDayRange(
  year: number,
  month: number,
  day: number,
  options?: JalaliZoneOptions,
): JalaliDayRange {
  assertValidJalaliDate(year, month, day);
  const timeZone = options?.timeZone ?? SHOP_TIME_ZONE;
  const { gy, gm, gd } = toGregorian(year, month, day);
  const midnight = { year: gy, month: gm, day: gd, hour: 0, minute: 0, second: 0 };
  // The next Gregorian day (Date arithmetic rolls month and year), so the last supported day works too.
  const next = new Date(utcFromFields(gy, gm, gd + 1));
  const nextMidnight = {
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
  return {
    start: new Date(instantOfWallClock(midnight, timeZone)),
    end: new Date(instantOfWallClock(nextMidnight, timeZone)),
  };
}
