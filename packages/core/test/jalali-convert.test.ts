import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJalali, fromJalali, jalaliMonthLength, todayJalali, toJalali } from '../src/index.ts';

const DAY_MS = 86_400_000;

/** A valid Jalali date anywhere in the supported years -61..3177. */
const jalaliDate = fc
  .record({ year: fc.integer({ min: -61, max: 3177 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      day: fc.integer({ min: 1, max: jalaliMonthLength(year, month) }),
    }),
  );

/** ICU's Persian calendar, the reference the converter must match from 1900 to 2100. */
function icuPersianDate(
  formatter: Intl.DateTimeFormat,
  instant: number,
): { year: number; month: number; day: number } {
  const parts = formatter.formatToParts(instant);
  const read = (type: string): number => {
    const part = parts.find((candidate) => candidate.type === type);
    if (part === undefined) throw new Error(`ICU gave no ${type} part: ${JSON.stringify(parts)}`);
    return Number(part.value.replace(/[^0-9-]/g, ''));
  };
  // The Persian year is the `year` part on this Node (era AP); an ICU that splits it into a
  // `relatedYear` gives the Gregorian year there, so only `year` is the Persian one.
  return { year: read('year'), month: read('month'), day: read('day') };
}

describe('toJalali', () => {
  it('matches ICU’s Persian calendar on every day from 1900-01-01 to 2100-12-31', () => {
    const icu = new Intl.DateTimeFormat('en-US-u-ca-persian', {
      timeZone: 'UTC',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const mismatches: string[] = [];
    let days = 0;
    for (let noon = Date.UTC(1900, 0, 1, 12); noon <= Date.UTC(2100, 11, 31, 12); noon += DAY_MS) {
      const ours = toJalali(noon, { timeZone: 'UTC' });
      const theirs = icuPersianDate(icu, noon);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) {
        mismatches.push(
          `${new Date(noon).toISOString()}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`,
        );
      }
      days += 1;
    }
    expect(days).toBe(73_414);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('reads the day in Tehran by default, not in UTC or the host zone', () => {
    const lateEvening = new Date('2025-03-20T21:00:00Z');
    expect(toJalali(lateEvening)).toEqual({ year: 1404, month: 1, day: 1 });
    expect(toJalali(lateEvening, { timeZone: 'UTC' })).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('puts 2025-03-20 in 1403 (the 2820-year-cycle bug)', () => {
    expect(toJalali(new Date('2025-03-20T12:00:00Z'), { timeZone: 'UTC' })).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
    expect(toJalali('2025-03-20T12:00:00Z')).toEqual({ year: 1403, month: 12, day: 30 });
  });

  it('accepts epoch numbers and date strings, and rejects invalid dates with a RangeError', () => {
    expect(toJalali(Date.parse('2016-04-11T12:00:00Z'))).toEqual({ year: 1395, month: 1, day: 23 });
    expect(() => toJalali('not a date')).toThrow(RangeError);
    expect(() => toJalali(Number.NaN)).toThrow(/Invalid date/);
  });

  it('raises a RangeError for instants outside the Jalali years -61..3177', () => {
    const first = fromJalali(-61, 1, 1);
    const last = fromJalali(3177, 12, jalaliMonthLength(3177, 12), { hour: 23, minute: 59, second: 59 });
    expect(toJalali(first)).toEqual({ year: -61, month: 1, day: 1 });
    expect(toJalali(last)).toEqual({ year: 3177, month: 12, day: jalaliMonthLength(3177, 12) });
    expect(() => toJalali(first.getTime() - 1)).toThrow(RangeError);
    expect(() => toJalali(last.getTime() + 1000)).toThrow(/-61\.\.3177/);
  });

  it('gives today in Tehran from the injected clock', () => {
    expect(todayJalali(new Date('2025-03-20T20:29:59Z'))).toEqual({ year: 1403, month: 12, day: 30 });
    expect(todayJalali(new Date('2025-03-20T20:30:00Z'))).toEqual({ year: 1404, month: 1, day: 1 });
    expect(todayJalali(new Date('2025-03-20T20:30:00Z'), { timeZone: 'UTC' })).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
  });
});

describe('fromJalali', () => {
  it('gives the instant of a Tehran wall-clock time (UTC+03:30 since 2022)', () => {
    expect(fromJalali(1404, 1, 1).toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(fromJalali(1404, 1, 1, { hour: 10, minute: 30, second: 15 }).toISOString()).toBe(
      '2025-03-21T07:00:15.000Z',
    );
    expect(fromJalali(1404, 1, 1, { timeZone: 'UTC' }).toISOString()).toBe('2025-03-21T00:00:00.000Z');
  });

  it('follows Tehran’s historical daylight saving time instead of a fixed offset', () => {
    // Summer 1387 was UTC+04:30.
    expect(fromJalali(1387, 4, 1).toISOString()).toBe('2008-06-20T19:30:00.000Z');
    // Midnight of 2 Farvardin 1387 never happened (clocks jumped to 01:00): the day starts at the gap.
    expect(fromJalali(1387, 1, 2).toISOString()).toBe('2008-03-20T20:30:00.000Z');
    // Midnight of 14 Mordad 1357 happened twice (clocks put back at 01:00): the earlier one.
    expect(fromJalali(1357, 5, 14).toISOString()).toBe('1978-08-04T19:00:00.000Z');
  });

  it('rejects invalid Jalali dates and times with a RangeError naming them', () => {
    expect(() => fromJalali(1404, 13, 1)).toThrow(/Invalid Jalali date 1404\/13\/1/);
    expect(() => fromJalali(1404, 7, 31)).toThrow(RangeError);
    expect(() => fromJalali(1404, 1, 32)).toThrow(RangeError);
    expect(() => fromJalali(1404, 12, 30)).toThrow(RangeError);
    expect(() => fromJalali(1402, 12, 30)).toThrow(RangeError);
    expect(() => fromJalali(1404, 1, 0)).toThrow(RangeError);
    expect(() => fromJalali(1404, 1, 1.5)).toThrow(RangeError);
    expect(() => fromJalali(1404, 1, 1, { hour: 24 })).toThrow(/hour/);
    expect(fromJalali(1403, 12, 30).toISOString()).toBe('2025-03-19T20:30:00.000Z');
  });

  it('raises a RangeError for years -62 and 3178, naming the supported range', () => {
    expect(() => fromJalali(-62, 1, 1)).toThrow(RangeError);
    expect(() => fromJalali(-62, 1, 1)).toThrow(/-61\.\.3177/);
    expect(() => fromJalali(3178, 1, 1)).toThrow(RangeError);
    expect(() => fromJalali(3178, 1, 1)).toThrow(/-61\.\.3177/);
  });

  it('round-trips every valid Jalali date through an instant, in several zones and at any time', () => {
    fc.assert(
      fc.property(
        jalaliDate,
        fc.constantFrom('Asia/Tehran', 'UTC', 'Asia/Kathmandu', 'America/New_York'),
        fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) }),
        ({ year, month, day }, timeZone, time) => {
          expect(toJalali(fromJalali(year, month, day, { timeZone, ...time }), { timeZone })).toEqual({
            year,
            month,
            day,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lands on the requested Tehran wall-clock time since Iran dropped DST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1402, max: 1500 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 29 }),
        fc.record({
          hour: fc.integer({ min: 0, max: 23 }),
          minute: fc.integer({ min: 0, max: 59 }),
          second: fc.integer({ min: 0, max: 59 }),
        }),
        (year, month, day, time) => {
          const instant = fromJalali(year, month, day, time);
          const pad = (value: number) => String(value).padStart(2, '0');
          expect(formatJalali(instant, 'YYYY/M/D HH:mm:ss', { digits: 'latin' })).toBe(
            `${year}/${month}/${day} ${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`,
          );
        },
      ),
    );
  });

  it('gives the first instant of the Tehran day of any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('3700-01-01'), noInvalidDate: true }),
        (date) => {
          const { year, month, day } = toJalali(date);
          const start = fromJalali(year, month, day);
          expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(toJalali(start)).toEqual({ year, month, day });
          expect(toJalali(start.getTime() - 1)).not.toEqual({ year, month, day });
          if (year >= 1402) expect(formatJalali(start, 'HH:mm:ss', { digits: 'latin' })).toBe('00:00:00');
        },
      ),
      { numRuns: 500 },
    );
  });
});
