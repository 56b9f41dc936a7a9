import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidJalaliDate,
  jalaliDayRange,
  jalaliMonthLength,
  parseJalaliDate,
  toJalali,
} from '../src/index.ts';

/** Any code point (lone surrogates included), weighted towards ASCII and the Arabic block. */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x0600, max: 0x06ff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

describe('jalaliMonthLength', () => {
  it('gives 31 days to the first six months, 30 to the next five and 29 or 30 to Esfand', () => {
    expect(jalaliMonthLength(1404, 1)).toBe(31);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
    expect(jalaliMonthLength(1404, 11)).toBe(30);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
  });

  it('raises a RangeError for a bad month or year', () => {
    expect(() => jalaliMonthLength(1404, 13)).toThrow(RangeError);
    expect(() => jalaliMonthLength(3178, 1)).toThrow(RangeError);
  });
});

describe('isValidJalaliDate', () => {
  it('accepts real dates and rejects the rest without throwing', () => {
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(-61, 1, 1)).toBe(true);
    expect(isValidJalaliDate(3177, 1, 1)).toBe(true);
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1404, 13, 1)).toBe(false);
    expect(isValidJalaliDate(1404, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1404, 1, 1.5)).toBe(false);
    expect(isValidJalaliDate(-62, 1, 1)).toBe(false);
    expect(isValidJalaliDate(3178, 1, 1)).toBe(false);
    expect(isValidJalaliDate(Number.NaN, 1, 1)).toBe(false);
  });
});

describe('parseJalaliDate', () => {
  it('reads slashes, dashes and dots, with or without leading zeros, in any digit script', () => {
    expect(parseJalaliDate('1404/08/01')).toEqual({ year: 1404, month: 8, day: 1 });
    expect(parseJalaliDate('1404-8-1')).toEqual({ year: 1404, month: 8, day: 1 });
    expect(parseJalaliDate('1404.8.01')).toEqual({ year: 1404, month: 8, day: 1 });
    expect(parseJalaliDate('۱۴۰۴/۰۸/۰۱')).toEqual({ year: 1404, month: 8, day: 1 });
    expect(parseJalaliDate('١٤٠٤/٠٨/٠١')).toEqual({ year: 1404, month: 8, day: 1 });
    expect(parseJalaliDate('  1403/12/30 ')).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('rejects dates that do not exist and text that is not a date', () => {
    for (const text of [
      '1404/12/30',
      '1404/13/01',
      '1404/07/31',
      '1404/00/10',
      '1404/1',
      '1404/08-01',
      'x',
      '',
      '14040801',
    ]) {
      expect(parseJalaliDate(text)).toBeNull();
    }
  });

  it('never throws and returns only valid dates', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: anyChar }), fc.stringMatching(/^\d{1,5}[/-]\d{1,3}[/-]\d{1,3}$/)),
        (text) => {
          const date = parseJalaliDate(text);
          if (date !== null) expect(isValidJalaliDate(date.year, date.month, date.day)).toBe(true);
        },
      ),
    );
  });
});

describe('jalaliDayRange', () => {
  it('spans one Tehran day, from its midnight to the next', () => {
    const { start, end } = jalaliDayRange(1404, 1, 1);
    expect(start.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(end.toISOString()).toBe('2025-03-21T20:30:00.000Z');
    const utc = jalaliDayRange(1404, 1, 1, { timeZone: 'UTC' });
    expect(utc.start.toISOString()).toBe('2025-03-21T00:00:00.000Z');
  });

  it('is 23 hours long on the day Tehran moved its clocks forward', () => {
    const { start, end } = jalaliDayRange(1387, 1, 1);
    expect(start.toISOString()).toBe('2008-03-19T20:30:00.000Z');
    expect(end.toISOString()).toBe('2008-03-20T20:30:00.000Z');
  });

  it('covers exactly the instants of that day, ending where the next day starts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          const { year, month, day } = toJalali(date);
          const { start, end } = jalaliDayRange(year, month, day);
          expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(end.getTime()).toBeGreaterThan(date.getTime());
          expect(toJalali(end.getTime() - 1)).toEqual({ year, month, day });
          expect(toJalali(start.getTime() - 1)).not.toEqual({ year, month, day });
          const next = toJalali(end);
          expect(jalaliDayRange(next.year, next.month, next.day).start).toEqual(end);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('works on the last supported day and rejects invalid dates', () => {
    const last = jalaliDayRange(3177, 12, jalaliMonthLength(3177, 12));
    expect(last.end.getTime() - last.start.getTime()).toBe(86_400_000);
    expect(() => jalaliDayRange(1404, 12, 30)).toThrow(RangeError);
  });
});
