/**
 * Month grids for Jalali calendars and date pickers: weeks from Saturday to Friday.
 */
import { jalaliMonthLength, jalaliWeekday } from './calendar.ts';
import type { JalaliCell } from './types.ts';

const FRIDAY = 6;

/**
 * The weeks of a Jalali month, each an array of 7 cells from Saturday (column 0) to Friday (column 6),
 * with null padding before the 1st and after the last day. Throws a RangeError for a year outside
 * -61..3177 or a month outside 1..12.
 */
export function jalaliMonthGrid(year: number, month: number): (JalaliCell | null)[][] {
  const length = jalaliMonthLength(year, month);
  const cells: (JalaliCell | null)[] = Array.from({ length: jalaliWeekday(year, month, 1) }, () => null);
  for (let day = 1; day <= length; day += 1) {
    const weekday = jalaliWeekday(year, month, day);
    cells.push({ year, month, day, weekday, isFriday: weekday === FRIDAY });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (JalaliCell | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
