/**
 * The one rule for a day typed by a person (a CLI flag, a filter, an API date filter): Jalali by
 * default, Gregorian when the four-digit year is 1900 or later. Every face reads days through here.
 */
import { toJalaali } from 'jalaali-js';
import { toAsciiDigits } from '../persian/digits.ts';
import { isValidJalaliDate } from './calendar.ts';
import type { JalaliDate } from './types.ts';

/** Four-digit years from here on are Gregorian; below, Jalali (Jalali 1900 would be Gregorian 2521). */
export const FIRST_GREGORIAN_YEAR = 1900;

/** The rule in words, for error messages and help (English; the web says it in Persian). */
export const DAY_INPUT_RULE =
  'Dates are Jalali by default (1404/08/01, any digit script); a four-digit year from 1900 on is ' +
  'Gregorian (2026-11-21 or 2026/11/21). The year has four digits, the date must exist, and a range ' +
  'must not end before it starts.';

/** Why a typed day was refused. */
export type DayInputProblem = 'format' | 'short_year' | 'impossible';

/** A typed day: which calendar it was written in, and the Jalali day it names. */
export interface DayInput {
  calendar: 'jalali' | 'gregorian';
  /** The day in the Jalali calendar (the shop's), whatever calendar it was typed in. */
  jalali: JalaliDate;
}

export type DayInputResult = { ok: true; day: DayInput } | { ok: false; problem: DayInputProblem };

const DAY_TEXT = /^(\d+)\s*([/\-.])\s*(\d{1,2})\s*\2\s*(\d{1,2})$/;

function isGregorianDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * Reads `year/month/day` (or `-` or `.`, one separator throughout; any digit script). A four-digit
 * year from {@link FIRST_GREGORIAN_YEAR} on is Gregorian, any other four-digit year Jalali; a year
 * of one to three digits is refused (`short_year`: `05/09/01` is not year 5), and so is a date that
 * does not exist in its calendar (`impossible`: 1403/12/30, 2026-02-30, month 13).
 */
export function readDayInput(text: string): DayInputResult {
  const match = DAY_TEXT.exec(toAsciiDigits(text).trim());
  if (match === null) return { ok: false, problem: 'format' };
  const [, y = '', , m = '', d = ''] = match;
  if (y.length !== 4) return { ok: false, problem: 'short_year' };
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (year >= FIRST_GREGORIAN_YEAR) {
    if (!isGregorianDate(year, month, day)) return { ok: false, problem: 'impossible' };
    const j = toJalaali(year, month, day);
    return { ok: true, day: { calendar: 'gregorian', jalali: { year: j.jy, month: j.jm, day: j.jd } } };
  }
  if (!isValidJalaliDate(year, month, day)) return { ok: false, problem: 'impossible' };
  return { ok: true, day: { calendar: 'jalali', jalali: { year, month, day } } };
}

/** Compares two Jalali days: negative when `a` comes first. */
export function compareJalaliDays(a: JalaliDate, b: JalaliDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A typed range's edges (either may be absent) as Jalali days, or which edge is wrong and why. */
export type DayRangeResult =
  | { ok: true; since: JalaliDate | null; until: JalaliDate | null }
  | { ok: false; edge: 'since' | 'until'; problem: DayInputProblem }
  | { ok: false; edge: 'range'; problem: 'inverted' };

/** Reads both edges of a range by {@link readDayInput}; a start after the end is `inverted`. */
export function readDayRange(
  since: string | null | undefined,
  until: string | null | undefined,
): DayRangeResult {
  const edges: { since: JalaliDate | null; until: JalaliDate | null } = { since: null, until: null };
  for (const edge of ['since', 'until'] as const) {
    const text = edge === 'since' ? since : until;
    if (text === null || text === undefined) continue;
    const read = readDayInput(text);
    if (!read.ok) return { ok: false, edge, problem: read.problem };
    edges[edge] = read.day.jalali;
  }
  if (edges.since && edges.until && compareJalaliDays(edges.since, edges.until) > 0) {
    return { ok: false, edge: 'range', problem: 'inverted' };
  }
  return { ok: true, ...edges };
}
