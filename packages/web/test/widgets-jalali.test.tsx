import { fromJalali, JALALI_WEEKDAY_NAMES } from '@shop-admin/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { JalaliDatePicker } from '../src/widgets/jalali/jalali-date-picker.tsx';
import {
  addJalaliDays,
  addJalaliMonths,
  jalaliToValue,
  valueToJalali,
} from '../src/widgets/jalali/jalali-model.ts';

// 2025-10-23 08:00 UTC is Thursday 1 Aban 1404 in Tehran.
const clock = () => new Date('2025-10-23T08:00:00Z');

function Harness(props: {
  format?: 'iso' | 'jalali';
  initial?: string | null;
  min?: string;
  max?: string;
  log?: (string | null)[];
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <div dir="rtl">
      <label htmlFor="date">تاریخ</label>
      <JalaliDatePicker
        id="date"
        label="تاریخ"
        value={value}
        format={props.format}
        now={clock}
        min={props.min}
        max={props.max}
        onChange={(next) => {
          props.log?.push(next);
          setValue(next);
        }}
      />
    </div>
  );
}

describe('Jalali date model', () => {
  it('adds days across month and year ends (1403 is a leap year)', () => {
    expect(addJalaliDays({ year: 1403, month: 12, day: 30 }, 1)).toEqual({ year: 1404, month: 1, day: 1 });
    expect(addJalaliDays({ year: 1404, month: 1, day: 1 }, -1)).toEqual({ year: 1403, month: 12, day: 30 });
    expect(addJalaliDays({ year: 1404, month: 6, day: 31 }, 1)).toEqual({ year: 1404, month: 7, day: 1 });
  });

  it('adds months with the day clamped to the month length', () => {
    expect(addJalaliMonths({ year: 1404, month: 6, day: 31 }, 1)).toEqual({ year: 1404, month: 7, day: 30 });
    expect(addJalaliMonths({ year: 1404, month: 11, day: 30 }, 1)).toEqual({
      year: 1404,
      month: 12,
      day: 29,
    });
    expect(addJalaliMonths({ year: 1403, month: 11, day: 30 }, 1)).toEqual({
      year: 1403,
      month: 12,
      day: 30,
    });
    expect(addJalaliMonths({ year: 1404, month: 1, day: 5 }, -1)).toEqual({ year: 1403, month: 12, day: 5 });
  });

  it('reads ISO instants as Tehran days and writes Tehran midnight or Jalali text', () => {
    expect(valueToJalali('2025-03-20T21:00:00Z', 'iso')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(jalaliToValue({ year: 1404, month: 1, day: 1 }, 'iso')).toBe('2025-03-20T20:30:00.000Z');
    expect(jalaliToValue({ year: 1404, month: 8, day: 1 }, 'jalali')).toBe('1404/08/01');
    expect(valueToJalali('۱۴۰۴/۰۸/۰۱', 'jalali')).toEqual({ year: 1404, month: 8, day: 1 });
  });
});

describe('JalaliDatePicker', () => {
  it('shows the month with weeks from Saturday, Persian digits and today from the injected clock', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }));
    const dialog = screen.getByRole('dialog', { name: 'تقویم تاریخ' });
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((th) => th.getAttribute('abbr'))).toEqual([...JALALI_WEEKDAY_NAMES]);
    expect(headers[0]).toHaveAttribute('abbr', 'شنبه');
    expect(within(dialog).getByText('آبان ۱۴۰۴')).toBeInTheDocument();
    const today = within(dialog).getByRole('button', { name: 'پنجشنبه ۱ آبان ۱۴۰۴' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('۱');
    expect(today).toHaveFocus();
    // Thursday is column 5 of the first week (Saturday is column 0).
    const firstWeek = within(dialog).getAllByRole('row')[1];
    expect(firstWeek?.querySelectorAll('td')[5]).toContainElement(today);
    // Fridays are marked as the weekend.
    expect(within(dialog).getByRole('button', { name: 'جمعه ۲ آبان ۱۴۰۴' })).toHaveAttribute(
      'data-friday',
      'true',
    );
  });

  it('navigates with the keyboard (arrows mirrored in RTL, weeks, months) and selects with Enter', async () => {
    const log: (string | null)[] = [];
    render(<Harness log={log} />);
    await userEvent.click(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'جمعه ۲ آبان ۱۴۰۴' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'جمعه ۹ آبان ۱۴۰۴' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Home}');
    expect(screen.getByRole('button', { name: 'شنبه ۳ آبان ۱۴۰۴' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByText('آذر ۱۴۰۴')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^دوشنبه ۳ آذر ۱۴۰۴$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(log).toEqual([fromJalali(1404, 9, 3).toISOString()]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('تاریخ')).toHaveValue('۱۴۰۴/۰۹/۰۳');
    expect(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' })).toHaveFocus();
  });

  it('disables days outside min and max and keeps focus inside them', async () => {
    const log: (string | null)[] = [];
    render(<Harness format="jalali" min="1404/08/01" max="1404/08/10" log={log} />);
    await userEvent.click(screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' }));
    // Going back from the minimum stays on it.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^پنجشنبه ۱ آبان/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: /^شنبه ۱۰ آبان/ })).toHaveFocus();
    const late = screen.getByRole('button', { name: /^یکشنبه ۱۱ آبان ۱۴۰۴$/ });
    expect(late).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(late);
    expect(log).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /^شنبه ۱۰ آبان ۱۴۰۴$/ }));
    expect(log).toEqual(['1404/08/10']);
  });

  it('accepts typed dates in any digits and explains a wrong one in Persian', async () => {
    const log: (string | null)[] = [];
    render(<Harness format="jalali" log={log} />);
    const input = screen.getByLabelText('تاریخ');
    await userEvent.type(input, '۱۴۰۳/۱۲/۳۱{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('تاریخ معتبر نیست');
    expect(log).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '1404-8-5{Enter}');
    expect(log).toEqual(['1404/08/05']);
    expect(input).toHaveValue('۱۴۰۴/۰۸/۰۵');
  });

  it('closes with Escape and clears with its button', async () => {
    const log: (string | null)[] = [];
    render(<Harness format="jalali" initial="1404/08/05" log={log} />);
    const toggle = screen.getByRole('button', { name: 'انتخاب تاریخ از تقویم' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /^دوشنبه ۵ آبان ۱۴۰۴$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(log).toEqual([null]);
  });
});
