import { describe, expect, it } from 'vitest';
import { DAY_INPUT_RULE, parseShopDateTime, readDayInput, readDayRange, toJalali } from '../src/index.ts';

const jalaliOf = (text: string) => {
  const read = readDayInput(text);
  return read.ok ? read.day : read.problem;
};

describe('readDayInput: Jalali by default, four-digit years from 1900 Gregorian', () => {
  it('reads Jalali days in any digit script and separator', () => {
    expect(jalaliOf('1404/08/01')).toEqual({ calendar: 'jalali', jalali: { year: 1404, month: 8, day: 1 } });
    expect(jalaliOf('۱۴۰۴/۰۸/۰۱')).toEqual(jalaliOf('1404-8-1'));
    expect(jalaliOf('1899/01/01')).toMatchObject({ calendar: 'jalali' });
  });

  it('reads ISO and slashed Gregorian days from 1900 on as the same Jalali day', () => {
    // 2026-11-21 is 30 Aban 1405.
    const expected = { calendar: 'gregorian', jalali: { year: 1405, month: 8, day: 30 } };
    expect(jalaliOf('2026-11-21')).toEqual(expected);
    expect(jalaliOf('2026/11/21')).toEqual(expected);
    expect(jalaliOf('۲۰۲۶/۱۱/۲۱')).toEqual(expected);
    expect(jalaliOf('1900-01-01')).toMatchObject({ calendar: 'gregorian' });
    // The day agrees with core's Tehran conversion of that day's noon.
    expect(toJalali('2026-11-21T09:00:00Z')).toEqual(expected.jalali);
  });

  it('refuses short years, impossible dates and other shapes', () => {
    expect(jalaliOf('05/09/01')).toBe('short_year');
    expect(jalaliOf('404/08/01')).toBe('short_year');
    expect(jalaliOf('1404/12/30')).toBe('impossible'); // 1404 is not a leap year
    expect(jalaliOf('1403/12/30')).toMatchObject({ calendar: 'jalali' }); // 1403 is
    expect(jalaliOf('1404/13/01')).toBe('impossible');
    expect(jalaliOf('2026-02-30')).toBe('impossible');
    expect(jalaliOf('2025-02-29')).toBe('impossible');
    expect(jalaliOf('2024-02-29')).toMatchObject({ calendar: 'gregorian' });
    expect(jalaliOf('21/11/2026')).toBe('format'); // year last is no shape of ours
    expect(jalaliOf('2026-11')).toBe('format');
    expect(jalaliOf('yesterday')).toBe('format');
    expect(jalaliOf('2026/11-21')).toBe('format');
  });

  it('says the rule in words', () => {
    expect(DAY_INPUT_RULE).toContain('Jalali by default');
    expect(DAY_INPUT_RULE).toContain('1900');
  });
});

describe('readDayRange', () => {
  it('reads either or both edges, across calendars', () => {
    expect(readDayRange('1405/08/01', '2026-11-21')).toEqual({
      ok: true,
      since: { year: 1405, month: 8, day: 1 },
      until: { year: 1405, month: 8, day: 30 },
    });
    expect(readDayRange(undefined, '1404/01/01')).toMatchObject({ ok: true, since: null });
    expect(readDayRange('1404/01/01', '1404/01/01')).toMatchObject({ ok: true });
  });

  it('refuses an inverted range and names the wrong edge', () => {
    expect(readDayRange('2026-11-21', '1405/08/01')).toEqual({
      ok: false,
      edge: 'range',
      problem: 'inverted',
    });
    expect(readDayRange('05/09/01', '1404/01/01')).toEqual({
      ok: false,
      edge: 'since',
      problem: 'short_year',
    });
    expect(readDayRange('1404/01/01', '1404/02/32')).toEqual({
      ok: false,
      edge: 'until',
      problem: 'impossible',
    });
  });
});

describe('parseShopDateTime shares the year rule', () => {
  it('reads 1900 on as Gregorian and below as Jalali', () => {
    expect(parseShopDateTime('1900-01-01')?.toISOString().slice(0, 10)).toBe('1899-12-31'); // Tehran midnight
    expect(parseShopDateTime('1899/01/01')).not.toBeNull();
    expect(toJalali(parseShopDateTime('1899/01/01') as Date).year).toBe(1899);
  });
});
