/**
 * Calendar arithmetic of the Jalali calendar (jalaali-js, the spec's converter), with the range and
 * validity checks every public function shares.
 */
import { isValidJalaaliDate, j2d, jalaaliMonthLength } from 'jalaali-js';
import { JALALI_YEAR_RANGE } from '../constants.ts';

/** True when `year` is an integer inside the converter's range (-61..3177). */
function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= JALALI_YEAR_RANGE.min && year <= JALALI_YEAR_RANGE.max;
}

/** Throws the RangeError of a Jalali year outside -61..3177 (SPEC.md §9). */
export function assertSupportedYear(year: number): void {
  if (!isSupportedYear(year)) {
    throw new RangeError(
      `Jalali year ${year} is outside the supported range ${JALALI_YEAR_RANGE.min}..${JALALI_YEAR_RANGE.max}`,
    );
  }
}

/**
 * True when year/month/day is a real Jalali date inside the supported years (-61..3177): integers,
 * month 1..12, day 1..the month's length (Esfand has 30 days only in leap years). Never throws.
 */
export function isValidJalaliDate(year: number, month: number, day: number): boolean {
  return (
    isSupportedYear(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    isValidJalaaliDate(year, month, day)
  );
}

/** Throws a RangeError naming the date unless it is a valid Jalali date in the supported years. */
export function assertValidJalaliDate(year: number, month: number, day: number): void {
  assertSupportedYear(year);
  if (!isValidJalaliDate(year, month, day)) {
    throw new RangeError(`Invalid Jalali date ${year}/${month}/${day}`);
  }
}

/**
 * Days in a Jalali month: 31 for months 1-6, 30 for 7-11, 29 or 30 for Esfand (12) by leap year.
 * Throws a RangeError for a year outside -61..3177 or a month outside 1..12.
 */
export function jalaliMonthLength(year: number, month: number): number {
  assertSupportedYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid Jalali month ${month}: expected 1..12`);
  }
  return jalaaliMonthLength(year, month);
}

/** Day of the week of a valid Jalali date, counted from Saturday (0) to Friday (6). */
export function jalaliWeekday(year: number, month: number, day: number): number {
  // Julian day numbers count Monday as 0 (mod 7), so Saturday is 5.
  return (j2d(year, month, day) + 2) % 7;
}
