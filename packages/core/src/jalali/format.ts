/**
 * Jalali date formatting with a small token pattern, Persian digits for display by default.
 */
import { SHOP_TIME_ZONE } from '../constants.ts';
import { toPersianDigits } from '../persian/digits.ts';
import { jalaliWeekday } from './calendar.ts';
import { instantOf, jalaliOfWallClock } from './convert.ts';
import type { JalaliFormatOptions } from './types.ts';
import { wallClockAt } from './zone.ts';

/** Persian month names, Farvardin (month 1) first. */
export const JALALI_MONTH_NAMES: readonly string[] = Object.freeze([
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
]);

/** Persian weekday names, Saturday (the first day of the Iranian week) first, Friday last. */
export const JALALI_WEEKDAY_NAMES: readonly string[] = Object.freeze([
  'شنبه',
  'یکشنبه',
  'دوشنبه',
  'سه‌شنبه',
  'چهارشنبه',
  'پنجشنبه',
  'جمعه',
]);

const TOKENS = /\[([^\]]*)\]|YYYY|YY|MMMM|MM|M|dddd|DD|D|HH|mm|ss/g;

function pad(value: number, width: number): string {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * Formats an instant as a Jalali date in a zone (default Asia/Tehran). Tokens: `YYYY` year, `YY` its
 * last two digits, `MMMM` month name, `MM`/`M` month with/without a leading zero, `DD`/`D` day,
 * `dddd` weekday name, `HH` hour (00-23), `mm` minute, `ss` second; text in `[brackets]` is printed
 * as is, without the brackets. Numbers use Persian digits unless `digits: 'latin'` (machine output).
 * Throws a RangeError for an invalid date or one outside the Jalali years -61..3177.
 */
export function formatJalali(
  date: Date | number | string,
  pattern = 'YYYY/MM/DD',
  options?: JalaliFormatOptions,
): string {
  const wall = wallClockAt(instantOf(date), options?.timeZone ?? SHOP_TIME_ZONE);
  const { year, month, day } = jalaliOfWallClock(wall);
  const digits = (text: string): string => (options?.digits === 'latin' ? text : toPersianDigits(text));
  return pattern.replace(TOKENS, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return digits(pad(year, 4));
      case 'YY':
        return digits(pad(Math.abs(year) % 100, 2));
      case 'MMMM':
        return JALALI_MONTH_NAMES[month - 1] ?? '';
      case 'MM':
        return digits(pad(month, 2));
      case 'M':
        return digits(String(month));
      case 'dddd':
        return JALALI_WEEKDAY_NAMES[jalaliWeekday(year, month, day)] ?? '';
      case 'DD':
        return digits(pad(day, 2));
      case 'D':
        return digits(String(day));
      case 'HH':
        return digits(pad(wall.hour, 2));
      case 'mm':
        return digits(pad(wall.minute, 2));
      default:
        return digits(pad(wall.second, 2));
    }
  });
}
