/**
 * Date-times typed by staff or sent by clients for fields such as a discount's end: Jalali or
 * Gregorian, with or without a time, in any digit script.
 */
import { SHOP_TIME_ZONE } from '../constants.ts';
import { toAsciiDigits } from '../persian/digits.ts';
import { isValidJalaliDate } from './calendar.ts';
import { fromJalali } from './convert.ts';
import { FIRST_GREGORIAN_YEAR } from './day-input.ts';
import type { JalaliZoneOptions } from './types.ts';
import { instantOfWallClock } from './zone.ts';

const DATE_TIME =
  /^(\d{3,4})([/\-.])(\d{1,2})\2(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads a date-time: Jalali `1404/08/01 14:30` (years below 1900, the rule of
 * `readDayInput`), Gregorian `2025-10-23 14:30:00` or
 * ISO 8601 with a zone, or a Unix timestamp in seconds. A time without a zone is wall-clock time in
 * the shop's zone (Tehran) unless `options.timeZone` says otherwise; a date without a time is its
 * midnight. Null for anything else, including dates that do not exist (1404/12/30, 2025-02-30).
 */
export function parseShopDateTime(text: string, options?: JalaliZoneOptions): Date | null {
  const value = toAsciiDigits(text).trim();
  if (/^\d{9,11}$/.test(value)) return new Date(Number(value) * 1000);
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, , mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  const timeZone = options?.timeZone ?? SHOP_TIME_ZONE;
  if (year < FIRST_GREGORIAN_YEAR) {
    if (zone || !isValidJalaliDate(year, month, day)) return null;
    return fromJalali(year, month, day, { hour, minute, second, timeZone });
  }
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (zone) {
    const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
    const pad = (n: number) => String(n).padStart(2, '0');
    const iso = `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return new Date(instantOfWallClock({ year, month, day, hour, minute, second }, timeZone));
}
