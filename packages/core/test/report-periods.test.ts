import { describe, expect, it } from 'vitest';
import { orderReportPeriods, toJalali } from '../src/index.ts';
import { jalaliWeekday } from '../src/jalali/calendar.ts';

const DAY = 86_400_000;
/** In Tehran's daylight-saving years: offsets below walk back over several clock changes. */
const NOW = new Date('2021-10-01T12:00:00Z');

const contiguous = (periods: { start: Date; end: Date }[]) =>
  periods.every((p, i) => i === 0 || p.start.getTime() === periods[i - 1]?.end.getTime());

describe('order report periods', () => {
  it('cuts a week from Saturday to Friday, Tehran days, contiguous, back as far as asked', () => {
    for (let offset = 0; offset <= 120; offset += 1) {
      const { periods } = orderReportPeriods('week', offset, NOW);
      expect(periods).toHaveLength(7);
      expect(contiguous(periods)).toBe(true);
      const first = toJalali(periods[0]?.start ?? NOW);
      expect(jalaliWeekday(first.year, first.month, first.day)).toBe(0);
      const days = ((periods.at(-1)?.end.getTime() ?? 0) - (periods[0]?.start.getTime() ?? 0)) / DAY;
      expect(days).toBeGreaterThan(6.95);
      expect(days).toBeLessThan(7.05);
      if (offset === 0) {
        expect(periods[0]?.start.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(periods.at(-1)?.end.getTime()).toBeGreaterThan(NOW.getTime());
      } else {
        const later = orderReportPeriods('week', offset - 1, NOW).periods;
        expect(periods.at(-1)?.end.getTime()).toBe(later[0]?.start.getTime());
      }
    }
  });

  it('cuts a Jalali year into its twelve months and a month into its days', () => {
    const year = orderReportPeriods('year', 1, NOW);
    expect(year.periods.map((p) => p.date)).toEqual(
      Array.from({ length: 12 }, (_, i) => `1399/${String(i + 1).padStart(2, '0')}/01`),
    );
    expect(contiguous(year.periods)).toBe(true);
    const month = orderReportPeriods('month', 0, NOW);
    expect(month.periods.map((p) => p.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `1400/07/${String(i + 1).padStart(2, '0')}`),
    );
  });
});
