import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromJalali, jalaliMonthGrid, jalaliMonthLength } from '../src/index.ts';

const weekdayInTehran = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tehran', weekday: 'long' });
const FROM_SATURDAY = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('jalaliMonthGrid', () => {
  it('puts 1 Farvardin 1404, a Friday, in the last column of the first week', () => {
    expect(weekdayInTehran.format(fromJalali(1404, 1, 1))).toBe('Friday');
    const grid = jalaliMonthGrid(1404, 1);
    expect(grid[0]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      { year: 1404, month: 1, day: 1, weekday: 6, isFriday: true },
    ]);
    expect(grid[1]?.[0]).toEqual({ year: 1404, month: 1, day: 2, weekday: 0, isFriday: false });
    expect(grid).toHaveLength(6);
    expect(grid[5]).toEqual([
      { year: 1404, month: 1, day: 30, weekday: 0, isFriday: false },
      { year: 1404, month: 1, day: 31, weekday: 1, isFriday: false },
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('lays every month out in Saturday-first weeks of 7 with the days 1..length in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1300, max: 1500 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = jalaliMonthGrid(year, month);
        const cells = grid.flat();
        for (const week of grid) expect(week).toHaveLength(7);
        const days = cells.filter((cell) => cell !== null);
        expect(days.map((cell) => cell.day)).toEqual(
          Array.from({ length: jalaliMonthLength(year, month) }, (_, index) => index + 1),
        );
        // Padding only before the 1st and after the last day, never a whole empty week.
        const first = cells.findIndex((cell) => cell !== null);
        expect(first).toBeLessThan(7);
        expect(cells.length - (first + days.length)).toBeLessThan(7);
        grid.forEach((week) => {
          week.forEach((cell, column) => {
            if (cell === null) return;
            expect(cell.weekday).toBe(column);
            expect(cell.isFriday).toBe(column === 6);
            expect(FROM_SATURDAY[column]).toBe(
              weekdayInTehran.format(fromJalali(year, month, cell.day, { hour: 12 })),
            );
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it('raises a RangeError for a month outside 1..12 or a year outside -61..3177', () => {
    expect(() => jalaliMonthGrid(1404, 13)).toThrow(RangeError);
    expect(() => jalaliMonthGrid(1404, 0)).toThrow(RangeError);
    expect(() => jalaliMonthGrid(3178, 1)).toThrow(/-61\.\.3177/);
    expect(() => jalaliMonthGrid(-62, 1)).toThrow(RangeError);
  });
});
