import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJalali, fromJalali, JALALI_MONTH_NAMES, JALALI_WEEKDAY_NAMES } from '../src/index.ts';

const nowruz1404 = new Date('2025-03-20T21:00:00Z');

describe('formatJalali', () => {
  it('writes YYYY/MM/DD with Persian digits by default, in Tehran', () => {
    expect(formatJalali(nowruz1404)).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalali(nowruz1404.getTime())).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalali('2025-03-20T21:00:00Z', undefined, { timeZone: 'UTC' })).toBe('۱۴۰۳/۱۲/۳۰');
  });

  it('writes Latin digits for machine output', () => {
    expect(formatJalali(nowruz1404, 'YYYY-MM-DD HH:mm:ss', { digits: 'latin' })).toBe('1404-01-01 00:30:00');
    expect(formatJalali(nowruz1404, 'YY/M/D', { digits: 'latin' })).toBe('04/1/1');
  });

  it('names the month and the weekday and prints bracketed text as is', () => {
    expect(formatJalali(nowruz1404, 'dddd D MMMM YYYY [ساعت] HH:mm')).toBe('جمعه ۱ فروردین ۱۴۰۴ ساعت ۰۰:۳۰');
    expect(formatJalali(nowruz1404, '[YYYY MM] YYYY', { digits: 'latin' })).toBe('YYYY MM 1404');
  });

  it('uses the Persian month names in order', () => {
    expect(JALALI_MONTH_NAMES).toEqual([
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
    for (let month = 1; month <= 12; month += 1) {
      expect(formatJalali(fromJalali(1404, month, 10), 'MMMM')).toBe(JALALI_MONTH_NAMES[month - 1]);
    }
  });

  it('starts the weekday names on Saturday and agrees with the Gregorian weekday', () => {
    expect(JALALI_WEEKDAY_NAMES).toEqual([
      'شنبه',
      'یکشنبه',
      'دوشنبه',
      'سه‌شنبه',
      'چهارشنبه',
      'پنجشنبه',
      'جمعه',
    ]);
    const english = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });
    const fromSaturday = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('3700-01-01'), noInvalidDate: true }),
        (date) => {
          const weekday = fromSaturday.indexOf(english.format(date));
          expect(formatJalali(date, 'dddd', { timeZone: 'UTC' })).toBe(JALALI_WEEKDAY_NAMES[weekday]);
        },
      ),
    );
  });

  it('raises a RangeError for an invalid date', () => {
    expect(() => formatJalali('nope')).toThrow(RangeError);
  });
});
