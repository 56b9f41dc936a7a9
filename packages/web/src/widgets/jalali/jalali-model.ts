/**
 * Day arithmetic and value conversions of the Jalali date picker, all through core's converters.
 */
import {
  fromJalali,
  JALALI_MONTH_NAMES,
  type JalaliDate,
  jalaliMonthLength,
  parseJalaliDate,
  toJalali,
  toPersianDigits,
} from '@shop-admin/core';

const DAY_MS = 86_400_000;
// Pure calendar arithmetic happens on UTC midnights: no zone offset can shift a day there.
const UTC = { timeZone: 'UTC' } as const;

/** How the picker's value is written: an ISO instant (Tehran midnight) or Jalali text `1404/08/01`. */
export type JalaliValueFormat = 'iso' | 'jalali';

/** The date `days` days after (or before, when negative) `date`. */
export function addJalaliDays(date: JalaliDate, days: number): JalaliDate {
  const instant = fromJalali(date.year, date.month, date.day, UTC).getTime() + days * DAY_MS;
  return toJalali(instant, UTC);
}

/** The same day `months` months later (or earlier), clamped to the target month's length. */
export function addJalaliMonths(date: JalaliDate, months: number): JalaliDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, jalaliMonthLength(year, month)) };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareJalali(a: JalaliDate, b: JalaliDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** True when both are the same day. */
export function sameJalali(a: JalaliDate | null | undefined, b: JalaliDate | null | undefined): boolean {
  return !!a && !!b && compareJalali(a, b) === 0;
}

/** The date moved inside `[min, max]` (either bound may be absent). */
export function clampJalali(date: JalaliDate, min?: JalaliDate | null, max?: JalaliDate | null): JalaliDate {
  if (min && compareJalali(date, min) < 0) return min;
  if (max && compareJalali(date, max) > 0) return max;
  return date;
}

/** True when the date lies inside `[min, max]`. */
export function inRange(date: JalaliDate, min?: JalaliDate | null, max?: JalaliDate | null): boolean {
  return (!min || compareJalali(date, min) >= 0) && (!max || compareJalali(date, max) <= 0);
}

/** `1404/08/01`, in Latin digits for machines or Persian digits for people. */
export function jalaliText(date: JalaliDate, digits: 'latin' | 'persian' = 'latin'): string {
  const text = `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
  return digits === 'persian' ? toPersianDigits(text) : text;
}

/** `۱ آبان ۱۴۰۴`: the day as people say it. */
export function jalaliLongText(date: JalaliDate): string {
  return `${toPersianDigits(date.day)} ${JALALI_MONTH_NAMES[date.month - 1] ?? ''} ${toPersianDigits(date.year)}`;
}

/** The Jalali day of a picker value (ISO instants are read as Tehran days); null when empty or invalid. */
export function valueToJalali(
  value: string | null | undefined,
  format: JalaliValueFormat,
): JalaliDate | null {
  if (!value) return null;
  if (format === 'jalali') return parseJalaliDate(value);
  try {
    return toJalali(value);
  } catch {
    return parseJalaliDate(value);
  }
}

/** The picker value of a day: Tehran midnight as an ISO instant, or Latin-digit Jalali text. */
export function jalaliToValue(date: JalaliDate, format: JalaliValueFormat): string {
  return format === 'jalali' ? jalaliText(date) : fromJalali(date.year, date.month, date.day).toISOString();
}

/** A bound given as a Jalali date, Jalali text or an ISO instant. */
export function readBound(bound: JalaliDate | string | null | undefined): JalaliDate | null {
  if (!bound) return null;
  if (typeof bound !== 'string') return bound;
  return parseJalaliDate(bound) ?? valueToJalali(bound, 'iso');
}
