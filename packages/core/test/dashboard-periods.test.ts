import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_KEYS,
  DASHBOARD_WIDGETS,
  dashboardKeyOf,
  dashboardPeriods,
  formatJalali,
} from '../src/index.ts';

describe('dashboardPeriods', () => {
  it('reads today, this month and this week in Tehran at a Jalali month boundary', () => {
    // 1404/08/01 00:20 in Tehran, a Thursday; 23:50 the evening before was still Mehr.
    const p = dashboardPeriods(new Date('2025-10-22T20:50:00Z'));
    expect(p.today).toMatchObject({ jalali: { year: 1404, month: 8, day: 1 }, date: '2025-10-23' });
    expect(p.today.start.toISOString()).toBe('2025-10-22T20:30:00.000Z');
    expect(p.month.start.toISOString()).toBe('2025-10-22T20:30:00.000Z');
    expect(p.month.end.toISOString()).toBe('2025-11-21T20:30:00.000Z');
    expect(p.year.start.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(p.yearMonths).toHaveLength(12);
    expect(p.yearMonths[7]?.start).toEqual(p.month.start);
    expect(p.week.map((d) => d.date)).toEqual([
      '2025-10-18',
      '2025-10-19',
      '2025-10-20',
      '2025-10-21',
      '2025-10-22',
      '2025-10-23',
      '2025-10-24',
    ]);
    expect(p.lastDays).toHaveLength(30);
    expect(p.lastDays[0]?.date).toBe('2025-09-24');
    expect(p.lastDays[29]).toEqual(p.today);
  });

  it('always starts the week on a Saturday and holds now in today, the week, the month and the year', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (now) => {
          const p = dashboardPeriods(now, { days: 3 });
          const inside = (r: { start: Date; end: Date }) => r.start <= now && now < r.end;
          expect(inside(p.today) && inside(p.month) && inside(p.year)).toBe(true);
          expect(p.week.some(inside)).toBe(true);
          expect(formatJalali(p.week[0]?.start ?? 0, 'dddd')).toBe('شنبه');
          for (let i = 1; i < 7; i++) expect(p.week[i]?.start).toEqual(p.week[i - 1]?.end);
          for (let i = 1; i < 12; i++) expect(p.yearMonths[i]?.start).toEqual(p.yearMonths[i - 1]?.end);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('dashboard widgets', () => {
  it('names every key once, and finds keys by camelCase name or Shopit alias', () => {
    expect(DASHBOARD_WIDGETS.map((w) => w.key)).toEqual([...DASHBOARD_KEYS]);
    expect(dashboardKeyOf('siteViews')).toBe('site_views');
    expect(dashboardKeyOf('orderByStatus')).toBe('orders_by_status');
    expect(dashboardKeyOf('nope')).toBeNull();
  });
});
