/**
 * Jalali dates typed by people: CLI arguments (`--since 1404/08/01`) and list filters.
 */
import { toAsciiDigits } from '../persian/digits.ts';
import { isValidJalaliDate } from './calendar.ts';
import type { JalaliDate } from './types.ts';

const DATE_TEXT = /^(\d{1,4})\s*([/\-.])\s*(\d{1,2})\s*\2\s*(\d{1,2})$/;

/**
 * Reads `year/month/day` (or with `-` or `.`, one separator throughout; leading zeros optional; any
 * digit script: `۱۴۰۴/۰۸/۰۱`, `1404-8-1`). Null for anything else or for a date that does not exist
 * (`1403/12/30`, month 13) or lies outside the supported years.
 */
export function parseJalaliDate(text: string): JalaliDate | null {
  const match = DATE_TEXT.exec(toAsciiDigits(text).trim());
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  return isValidJalaliDate(year, month, day) ? { year, month, day } : null;
}
